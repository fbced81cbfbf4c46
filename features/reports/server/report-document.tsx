import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatDate, formatDateTime, formatDecimal, formatInteger, formatMoney, formatPercent, formatRate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locale';
import { pdfFonts } from '@/lib/pdf/fonts';
import { Cell } from '@/lib/pdf/parts';
import { pdfText as p } from '@/lib/pdf/pdf-text';
import { renderPdf } from '@/lib/pdf/render';
import { TestModeStamp } from '@/lib/pdf/test-mode-stamp';
import { serverTranslator } from '@/lib/pdf/translator';
import en from '@/locales/en/reports.json';
import fr from '@/locales/fr/reports.json';
import type { TourReport } from '../types';

const styles = StyleSheet.create({
  page: { padding: 32, paddingBottom: 40, fontSize: 8.5, fontFamily: pdfFonts.regular, color: '#0f172a', lineHeight: 1.35 },
  title: { fontSize: 15, fontFamily: pdfFonts.bold },
  muted: { color: '#334155' },
  section: { marginTop: 12 },
  heading: { fontSize: 10.5, fontFamily: pdfFonts.bold, marginBottom: 4 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#cbd5e1', paddingVertical: 2 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#0f172a', paddingVertical: 2, fontFamily: pdfFonts.bold },
  figures: { flexDirection: 'row', flexWrap: 'wrap', gap: 8, marginTop: 8 },
  figure: { width: '31%', borderWidth: 0.5, borderColor: '#cbd5e1', padding: 4 },
  figureValue: { fontSize: 11, fontFamily: pdfFonts.bold },
  footer: { position: 'absolute', bottom: 16, left: 32, right: 32, flexDirection: 'row', justifyContent: 'space-between', color: '#334155', fontSize: 7.5 },
});

const reportTranslator = (language: Locale) => serverTranslator({ fr: { reports: fr }, en: { reports: en } }, language, 'reports');
type Translator = ReturnType<typeof reportTranslator>;

interface Column {
  label: string;
  width: string;
  right?: boolean;
}

/** A table of the report: its heading, its head row repeated on every page it runs over, its rows kept whole. */
function Table({ title, columns, rows, empty }: { title: string; columns: Column[]; rows: string[][]; empty: string }) {
  return (
    <View style={styles.section}>
      <Text style={styles.heading}>{p(title)}</Text>
      {rows.length === 0 ? (
        <Text style={styles.muted}>{p(empty)}</Text>
      ) : (
        <>
          <View style={styles.headRow} fixed>
            {columns.map((column) => (
              <Cell key={column.label} width={column.width} right={column.right}>
                {p(column.label)}
              </Cell>
            ))}
          </View>
          {rows.map((cells, index) => (
            <View key={index} style={styles.row} wrap={false}>
              {cells.map((value, column) => (
                <Cell key={column} width={columns[column]!.width} right={columns[column]!.right}>
                  {p(value)}
                </Cell>
              ))}
            </View>
          ))}
        </>
      )}
    </View>
  );
}

function Summary({ report, t }: { report: TourReport; t: Translator }) {
  const unknown = t('summary.unknown');
  const figures: [string, string][] = [
    [t('summary.net'), formatMoney(report.takings.total.net)],
    [t('summary.sales'), formatInteger(report.takings.total.sales)],
    [t('summary.units'), formatInteger(report.units)],
    [t('summary.attendance'), report.attendance === null ? unknown : formatInteger(report.attendance)],
    [t('summary.unitsPerHead'), report.perHead ? formatDecimal(report.perHead.units) : unknown],
    [t('summary.netPerHead'), report.perHead ? formatMoney(report.perHead.net) : unknown],
  ];
  return (
    <View style={styles.figures}>
      {figures.map(([label, value]) => (
        <View key={label} style={styles.figure}>
          <Text style={styles.muted}>{p(label)}</Text>
          <Text style={styles.figureValue}>{p(value)}</Text>
        </View>
      ))}
    </View>
  );
}

/**
 * The tour's report as an A4 PDF (issue #29), from the same `TourReport` as the screen: the summary, the dates, the
 * stands, the products, the sellers, the comps and, for the organiser, the closed dates' VAT and fees.
 */
export function renderTourReportPdf(report: TourReport, tourName: string, language: Locale): Promise<Buffer> {
  const t = reportTranslator(language);
  const day = (value: string | null) => (value ? formatDate(value, language) : t('dates.noDay'));
  const dateName = new Map(report.dates.map((date) => [date.eventId, date.name]));
  const dash = (value: number | null, format: (value: number) => string) => (value === null ? '—' : format(value));
  const title = `${t('pdf.title')} – ${tourName}`;
  return renderPdf(
    <Document title={p(title)} language={language}>
      <Page size="A4" style={styles.page}>
        <TestModeStamp text={p(t('pdf.testMode'))} />
        <Text style={styles.title}>{p(title)}</Text>
        <Text style={styles.muted}>{p(t('pdf.readAt', { date: formatDateTime(report.readAt, language) }))}</Text>
        {report.scope === 'ownStands' && <Text style={styles.muted}>{p(t('ownStands'))}</Text>}
        <Summary report={report} t={t} />
        <Table
          title={t('dates.title')}
          empty={t('dates.empty')}
          columns={[
            { label: t('dates.day'), width: '14%' },
            { label: t('dates.name'), width: '26%' },
            { label: t('dates.attendance'), width: '10%', right: true },
            { label: t('dates.sales'), width: '9%', right: true },
            { label: t('dates.units'), width: '9%', right: true },
            { label: t('dates.net'), width: '16%', right: true },
            { label: t('dates.netPerHead'), width: '16%', right: true },
          ]}
          rows={report.dates.map((date) => [day(date.day), date.name, dash(date.attendance, formatInteger), formatInteger(date.takings.total.sales), formatInteger(date.units), formatMoney(date.takings.total.net), date.perHead ? formatMoney(date.perHead.net) : '—'])}
        />
        <Table
          title={t('stands.title')}
          empty={t('stands.empty')}
          columns={[
            { label: t('stands.stand'), width: '24%' },
            { label: t('stands.date'), width: '30%' },
            { label: t('stands.sales'), width: '12%', right: true },
            { label: t('stands.units'), width: '12%', right: true },
            { label: t('stands.net'), width: '22%', right: true },
          ]}
          rows={report.stands.map((stand) => [stand.name, dateName.get(stand.eventId) ?? '', formatInteger(stand.takings.total.sales), formatInteger(stand.units), formatMoney(stand.takings.total.net)])}
        />
        <Table
          title={t('products.title')}
          empty={t('products.empty')}
          columns={[
            { label: t('products.product'), width: '36%' },
            { label: t('products.units'), width: '14%', right: true },
            { label: t('products.net'), width: '18%', right: true },
            { label: t('products.received'), width: '16%', right: true },
            { label: t('products.sellThrough'), width: '16%', right: true },
          ]}
          rows={report.products.map((product) => [product.productId ? product.title : t('products.custom'), formatInteger(product.units), formatMoney(product.net), formatInteger(product.received), dash(product.sellThrough, formatPercent)])}
        />
        <Table
          title={t('sellers.title')}
          empty={t('sellers.empty')}
          columns={[
            { label: t('sellers.seller'), width: '30%' },
            { label: t('sellers.date'), width: '30%' },
            { label: t('sellers.sales'), width: '12%', right: true },
            { label: t('sellers.units'), width: '12%', right: true },
            { label: t('sellers.net'), width: '16%', right: true },
          ]}
          rows={report.sellers.map((seller) => [seller.name ?? t('sellers.unnamed'), dateName.get(seller.eventId) ?? '', formatInteger(seller.sales), formatInteger(seller.units), formatMoney(seller.net)])}
        />
        <Table
          title={t('comps.title')}
          empty={t('comps.empty')}
          columns={[
            { label: t('comps.reason'), width: '50%' },
            { label: t('comps.units'), width: '20%', right: true },
            { label: t('comps.value'), width: '30%', right: true },
          ]}
          rows={report.comps.map((comp) => [comp.reason ?? t('comps.noReason'), formatInteger(comp.units), formatMoney(comp.value)])}
        />
        <Text style={{ marginTop: 4 }}>{p(t('comps.damaged', { units: report.damaged }))}</Text>
        {report.vatAndFees && (
          <>
            <Table
              title={t('vatAndFees.byDate')}
              empty={t('vatAndFees.empty')}
              columns={[
                { label: t('vatAndFees.date'), width: '26%' },
                { label: t('vatAndFees.exclVat'), width: '15%', right: true },
                { label: t('vatAndFees.vat'), width: '14%', right: true },
                { label: t('vatAndFees.venueFee'), width: '16%', right: true },
                { label: t('vatAndFees.agentFee'), width: '15%', right: true },
                { label: t('vatAndFees.cardFee'), width: '14%', right: true },
              ]}
              rows={report.vatAndFees.dates.map((row) => [dateName.get(row.eventId) ?? '', formatMoney(row.exclVat), formatMoney(row.vat), dash(row.venueFee, formatMoney), dash(row.agentFee, formatMoney), formatMoney(row.cardFee)])}
            />
            <Table
              title={t('vatAndFees.byRate')}
              empty={t('vatAndFees.empty')}
              columns={[
                { label: t('vatAndFees.rate'), width: '25%' },
                { label: t('vatAndFees.gross'), width: '25%', right: true },
                { label: t('vatAndFees.exclVat'), width: '25%', right: true },
                { label: t('vatAndFees.vat'), width: '25%', right: true },
              ]}
              rows={report.vatAndFees.vatLines.map((line) => [formatRate(line.rate), formatMoney(line.gross), formatMoney(line.exclVat), formatMoney(line.vat)])}
            />
            <Text style={styles.muted}>{p(t('vatAndFees.intro'))}</Text>
          </>
        )}
        <View style={styles.footer} fixed>
          <Text>{p(tourName)}</Text>
          <Text render={({ pageNumber, totalPages }) => p(t('pdf.page', { page: pageNumber, pages: totalPages }))} />
        </View>
      </Page>
    </Document>,
  );
}
