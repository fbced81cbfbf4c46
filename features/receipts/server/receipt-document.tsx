import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatDateTime, formatMoney, formatRate } from '@/lib/format';
import { companyAddress, companyName, lineTitle } from '../receipt-format';
import type { ReceiptLanguage } from '../schemas';
import type { ReceiptView } from '../types';
import type { ReceiptTranslator } from './receipt-translator';
import { pdfFonts } from '@/lib/pdf/fonts';
import { AmountLine, Cell } from '@/lib/pdf/parts';
import { pdfText as p } from '@/lib/pdf/pdf-text';
import { TestModeStamp } from '@/lib/pdf/test-mode-stamp';

const styles = StyleSheet.create({
  page: { padding: 32, fontSize: 9, fontFamily: pdfFonts.regular, color: '#0f172a', lineHeight: 1.35 },
  company: { fontSize: 13, fontFamily: pdfFonts.bold },
  muted: { color: '#334155' },
  title: { fontSize: 12, fontFamily: pdfFonts.bold, marginTop: 14 },
  section: { marginTop: 12 },
  heading: { fontSize: 10, fontFamily: pdfFonts.bold, marginBottom: 4 },
  notice: { marginTop: 10, padding: 6, borderWidth: 1, borderColor: '#b91c1c', color: '#7f1d1d' },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#cbd5e1', paddingVertical: 3 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#0f172a', paddingVertical: 3, fontFamily: pdfFonts.bold },
  total: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  grandTotal: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 3, fontSize: 11, fontFamily: pdfFonts.bold, borderTopWidth: 1, borderTopColor: '#0f172a' },
  footer: { marginTop: 18, textAlign: 'center', color: '#334155' },
});

const widths = { product: '40%', quantity: '8%', unitPrice: '16%', discount: '12%', vatRate: '10%', total: '14%' } as const;

function Amount({ label, value, grand }: { label: string; value: string; grand?: boolean }) {
  return <AmountLine label={label} value={value} style={grand ? styles.grandTotal : styles.total} />;
}

/** The receipt as a PDF page: the same content as the receipt page, in the same order. */
export function ReceiptDocument({ receipt, t, language }: { receipt: ReceiptView; t: ReceiptTranslator; language: ReceiptLanguage }) {
  const { company } = receipt;
  const title = t('ticketNumber', { number: receipt.receiptNumber });
  return (
    <Document title={p(`${t('documentTitle')} – ${title}`)} author={p(company.name)} language={language}>
      <Page size="A5" style={styles.page}>
        <TestModeStamp text={p(t('testMode'))} />
        <Text style={styles.company}>{p(companyName(company))}</Text>
        {companyAddress(company, language).map((line) => (
          <Text key={line} style={styles.muted}>{p(line)}</Text>
        ))}
        {company.siret && <Text style={styles.muted}>{p(t('company.siret', { siret: company.siret }))}</Text>}
        {company.vatNumber && <Text style={styles.muted}>{p(t('company.vatNumber', { vatNumber: company.vatNumber }))}</Text>}

        <Text style={styles.title}>{p(`${t('documentTitle')} – ${title}`)}</Text>
        {receipt.duplicate !== null && <Text style={styles.title}>{p(t('duplicate', { number: receipt.duplicate }))}</Text>}
        {receipt.journal && <Text style={styles.muted}>{p(t('journal', { sequence: receipt.journal.sequence, hash: receipt.journal.shortHash }))}</Text>}
        <Text>{p(`${t('sale.date')} : ${formatDateTime(receipt.soldAt, language)}`)}</Text>
        <Text>{p(`${t('sale.event')} : ${receipt.event.name}`)}</Text>
        {(receipt.event.venueName || receipt.event.city) && <Text>{p(`${t('sale.venue')} : ${[receipt.event.venueName, receipt.event.city].filter(Boolean).join(', ')}`)}</Text>}
        {receipt.stand && <Text>{p(`${t('sale.stand')} : ${receipt.stand.name}`)}</Text>}
        <Text>{p(`${t('sale.status')} : ${t(`status.${receipt.status}`)}`)}</Text>
        {receipt.status === 'canceled' && (
          <View style={styles.notice}>
            <Text style={{ fontFamily: pdfFonts.bold }}>{p(t('canceled.title'))}</Text>
            <Text>{p(t('canceled.text', { date: formatDateTime(receipt.canceledAt ?? receipt.soldAt, language) }))}</Text>
          </View>
        )}

        <View style={styles.section}>
          <Text style={styles.heading}>{p(t('lines.heading'))}</Text>
          <View style={styles.headRow} fixed>
            <Cell width={widths.product}>{p(t('lines.product'))}</Cell>
            <Cell width={widths.quantity} right>{p(t('lines.quantity'))}</Cell>
            <Cell width={widths.unitPrice} right>{p(t('lines.unitPrice'))}</Cell>
            <Cell width={widths.discount} right>{p(t('lines.discount'))}</Cell>
            <Cell width={widths.vatRate} right>{p(t('lines.vatRate'))}</Cell>
            <Cell width={widths.total} right>{p(t('lines.total'))}</Cell>
          </View>
          {receipt.lines.map((line, index) => (
            <View key={index} style={styles.row} wrap={false}>
              <Cell width={widths.product}>
                {p(lineTitle(line))}
                {line.refundedQuantity > 0 ? p(` (${t('lines.refunded', { count: line.refundedQuantity })})`) : ''}
              </Cell>
              <Cell width={widths.quantity} right>{line.quantity}</Cell>
              <Cell width={widths.unitPrice} right>{p(formatMoney(line.unitPrice))}</Cell>
              <Cell width={widths.discount} right>{line.discount ? p(`-${formatMoney(line.discount)}`) : '-'}</Cell>
              <Cell width={widths.vatRate} right>{p(formatRate(line.vatRate))}</Cell>
              <Cell width={widths.total} right>{p(formatMoney(line.lineTotal))}</Cell>
            </View>
          ))}
        </View>

        <View style={[styles.section, { marginLeft: '45%' }]} wrap={false}>
          {receipt.totalDiscount > 0 && <Amount label={t('totals.discount')} value={`-${formatMoney(receipt.totalDiscount)}`} />}
          <Amount label={t('totals.exclVat')} value={formatMoney(receipt.totalExclVat)} />
          <Amount label={t('totals.vat')} value={formatMoney(receipt.totalVat)} />
          <Amount label={t('totals.inclVat')} value={formatMoney(receipt.totalInclVat)} grand />
        </View>

        <View style={styles.section} wrap={false}>
          <Text style={styles.heading}>{p(t('vat.heading'))}</Text>
          <View style={styles.headRow}>
            {(['rate', 'base', 'vat', 'inclVat'] as const).map((key) => (
              <Cell key={key} width="25%" right={key !== 'rate'}>{p(t(`vat.${key}`))}</Cell>
            ))}
          </View>
          {receipt.vatLines.map((line) => (
            <View key={line.rate} style={styles.row}>
              <Cell width="25%">{p(formatRate(line.rate))}</Cell>
              <Cell width="25%" right>{p(formatMoney(line.base))}</Cell>
              <Cell width="25%" right>{p(formatMoney(line.vat))}</Cell>
              <Cell width="25%" right>{p(formatMoney(line.base + line.vat))}</Cell>
            </View>
          ))}
        </View>

        <View style={styles.section} wrap={false}>
          <Text style={styles.heading}>{p(t('payment.heading'))}</Text>
          {receipt.payment.parts.length > 1 ? (
            receipt.payment.parts.map((part) => <Amount key={part.method} label={t(`payment.methods.${part.method}`)} value={formatMoney(part.amount)} />)
          ) : (
            <Amount label={t('payment.method')} value={t(`payment.methods.${receipt.payment.method}`)} />
          )}
          {receipt.payment.amountTendered !== null && <Amount label={t('payment.tendered')} value={formatMoney(receipt.payment.amountTendered)} />}
          {receipt.payment.changeGiven !== null && <Amount label={t('payment.change')} value={formatMoney(receipt.payment.changeGiven)} />}
        </View>

        {receipt.refunds.length > 0 && (
          <View style={styles.section} wrap={false}>
            <Text style={styles.heading}>{p(t('refunds.heading'))}</Text>
            {receipt.refunds.map((refund, index) => (
              <View key={index}>
                <Text>{p(t('refunds.entry', { date: formatDateTime(refund.createdAt, language), method: t(`payment.methods.${refund.method}`), amount: formatMoney(refund.amount) }))}</Text>
                {refund.items.map((item, itemIndex) => (
                  <Text key={itemIndex} style={styles.muted}>{p(`  ${t('refunds.item', { product: lineTitle(item), quantity: item.quantity })}`)}</Text>
                ))}
              </View>
            ))}
            <Amount label={t('refunds.total')} value={formatMoney(receipt.refundedAmount)} />
            <Amount label={t('refunds.net')} value={formatMoney(receipt.totalInclVat - receipt.refundedAmount)} grand />
          </View>
        )}

        <View style={styles.footer}>
          <Text>{p(t('pricesInclVat'))}</Text>
          <Text>{p(t('thanks'))}</Text>
          <Text style={{ fontSize: 7, marginTop: 6 }}>{p(t('orderReference', { id: receipt.orderId }))}</Text>
        </View>
      </Page>
    </Document>
  );
}
