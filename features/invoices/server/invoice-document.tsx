import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatDate, formatMoney, formatRate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locale';
import type { InvoicePartyView, InvoiceView } from '../types';
import { invoicesTranslator, type InvoicesTranslator } from './document-translator';
import { PAYMENT_TERM_DAYS } from './issue-invoice';
import { sirenOf } from './platform-identity';
import { pdfFonts } from '@/lib/pdf/fonts';
import { AmountLine, Cell } from '@/lib/pdf/parts';
import { pdfText as p } from '@/lib/pdf/pdf-text';
import { renderPdf } from '@/lib/pdf/render';
import { TestModeStamp } from '@/lib/pdf/test-mode-stamp';

export const documentStyles = StyleSheet.create({
  page: { padding: 36, paddingBottom: 56, fontSize: 9, fontFamily: pdfFonts.regular, color: '#0f172a', lineHeight: 1.4 },
  title: { fontSize: 16, fontFamily: pdfFonts.bold },
  bold: { fontFamily: pdfFonts.bold },
  muted: { color: '#334155' },
  draft: { color: '#b91c1c', fontFamily: pdfFonts.bold, marginTop: 4 },
  parties: { flexDirection: 'row', gap: 24, marginTop: 16 },
  party: { flex: 1, borderWidth: 0.5, borderColor: '#cbd5e1', padding: 8 },
  heading: { fontSize: 8, color: '#334155', marginBottom: 2, textTransform: 'uppercase' },
  section: { marginTop: 16 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#0f172a', paddingVertical: 3, fontFamily: pdfFonts.bold },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#cbd5e1', paddingVertical: 3 },
  amount: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  strong: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 4, fontSize: 11, fontFamily: pdfFonts.bold, borderTopWidth: 1, borderTopColor: '#0f172a' },
  totals: { marginTop: 10, marginLeft: '55%' },
  small: { fontSize: 7.5, color: '#334155', marginTop: 4 },
  footer: { position: 'absolute', bottom: 24, left: 36, right: 36, textAlign: 'center', color: '#334155', fontSize: 7.5 },
});
const s = documentStyles;

export function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return <AmountLine label={label} value={value} style={strong ? s.strong : s.amount} />;
}

/** A party's identity block: every mention French law asks for that the party has. */
export function Party({ heading, party, t }: { heading: string; party: InvoicePartyView; t: InvoicesTranslator }) {
  const siren = sirenOf(party.siret);
  return (
    <View style={s.party}>
      <Text style={s.heading}>{p(heading)}</Text>
      <Text style={s.bold}>{p(party.name)}</Text>
      {party.legalForm && <Text>{p(party.legalForm)}</Text>}
      {party.addressLines.map((line, index) => (
        <Text key={index}>{p(line)}</Text>
      ))}
      {siren && <Text>{p(t('pdf.siren', { value: siren }))}</Text>}
      {party.siret && <Text>{p(t('pdf.siret', { value: party.siret }))}</Text>}
      {party.vatNumber && <Text>{p(t('pdf.vatNumber', { value: party.vatNumber }))}</Text>}
      {party.email && <Text>{p(t('pdf.email', { value: party.email }))}</Text>}
    </View>
  );
}

const widths = { label: '37%', quantity: '6%', unit: '12%', vatRate: '9%', exclVat: '12%', vat: '11%', inclVat: '13%' };
const columns = ['quantity', 'unit', 'vatRate', 'exclVat', 'vat', 'inclVat'] as const;

/** The invoice (or credit note) on A4, with the mentions of the French Commercial Code (docs/decisions.md). */
export function InvoiceDocument({ invoice, t, language }: { invoice: InvoiceView; t: InvoicesTranslator; language: Locale }) {
  const credit = invoice.kind === 'creditNote';
  const title = `${t(credit ? 'pdf.creditNote' : 'pdf.invoice')}${invoice.number ? ` ${t('pdf.number', { number: invoice.number })}` : ''}`;
  return (
    <Document title={p(title)} author={p(invoice.seller?.name ?? '')} language={language}>
      <Page size="A4" style={s.page}>
        <TestModeStamp text={p(t('pdf.testMode'))} />
        <Text style={s.title}>{p(title)}</Text>
        {invoice.status === 'draft' && <Text style={s.draft}>{p(t('pdf.draft'))}</Text>}
        {invoice.issuedAt && <Text>{p(t('pdf.issuedAt', { date: formatDate(invoice.issuedAt, language) }))}</Text>}
        <Text>{p(t('pdf.period', { start: formatDate(invoice.periodStart, language), end: formatDate(invoice.periodEnd, language) }))}</Text>
        {invoice.dueAt && <Text style={s.bold}>{p(t('pdf.dueAt', { date: formatDate(invoice.dueAt, language) }))}</Text>}
        {credit && invoice.creditedInvoiceNumber && <Text style={s.bold}>{p(t('pdf.credits', { number: invoice.creditedInvoiceNumber }))}</Text>}

        <View style={s.parties}>
          {invoice.seller && <Party heading={t('pdf.seller')} party={invoice.seller} t={t} />}
          {invoice.buyer && <Party heading={t('pdf.buyer')} party={invoice.buyer} t={t} />}
        </View>

        <View style={s.section}>
          <View style={s.headRow} fixed>
            <Cell width={widths.label}>{p(t('pdf.columns.label'))}</Cell>
            {columns.map((column) => (
              <Cell key={column} width={widths[column]} right>
                {p(t(`pdf.columns.${column}`))}
              </Cell>
            ))}
          </View>
          {invoice.lines.map((line) => (
            <View key={line.position} style={s.row} wrap={false}>
              <Cell width={widths.label}>{p(line.label)}</Cell>
              <Cell width={widths.quantity} right>
                {line.quantity}
              </Cell>
              <Cell width={widths.unit} right>
                {p(formatMoney(line.unitAmountExclVat))}
              </Cell>
              <Cell width={widths.vatRate} right>
                {p(formatRate(line.vatRate))}
              </Cell>
              <Cell width={widths.exclVat} right>
                {p(formatMoney(line.amountExclVat))}
              </Cell>
              <Cell width={widths.vat} right>
                {p(formatMoney(line.vatAmount))}
              </Cell>
              <Cell width={widths.inclVat} right>
                {p(formatMoney(line.amountInclVat))}
              </Cell>
            </View>
          ))}
        </View>

        <View style={s.totals}>
          <Amount label={t('pdf.totalExclVat')} value={formatMoney(invoice.totalExclVat)} />
          <Amount label={t('pdf.totalVat')} value={formatMoney(invoice.totalVat)} />
          <Amount label={t('pdf.totalInclVat')} value={formatMoney(invoice.totalInclVat)} />
          <Amount label={t(credit ? 'pdf.amountCredited' : 'pdf.amountDue')} value={formatMoney(invoice.totalInclVat)} strong />
        </View>

        <View style={s.section}>
          {!credit && <Text style={s.small}>{p(t('pdf.paymentTerms', { days: PAYMENT_TERM_DAYS }))}</Text>}
          <Text style={s.small}>{p(t('pdf.latePenalties'))}</Text>
          {invoice.kind === 'fees' && <Text style={s.small}>{p(t('pdf.setOff'))}</Text>}
        </View>
        <Text style={s.footer} fixed render={({ pageNumber, totalPages }) => p(t('pdf.page', { page: pageNumber, total: totalPages }))} />
      </Page>
    </Document>
  );
}

export async function renderInvoicePdf(invoice: InvoiceView, language: Locale): Promise<Buffer> {
  return renderPdf(<InvoiceDocument invoice={invoice} t={invoicesTranslator(language)} language={language} />);
}

/** "facture-2026-000042.pdf", "avoir-2026-000043.pdf", "brouillon-<id>.pdf". */
export function invoiceFileName(invoice: InvoiceView): string {
  if (!invoice.number) return `brouillon-${invoice.id}.pdf`;
  return `${invoice.kind === 'creditNote' ? 'avoir' : 'facture'}-${invoice.number}.pdf`;
}
