import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { SelectField } from '@/components/ui/form-field';
import { formatDecimal, formatInteger, formatMoney, formatPercent } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { euros, majorUnitsOf } from '@/lib/money/money';
import { comparableDates, compareFigures, compareProducts, defaultPair, type FigureComparison, type FigureKind, type ProductComparison } from '../compare-dates';
import type { DateReport, TourReport } from '../types';
import { ReportTable, type ReportColumn } from './report-table';

/** Amounts in the CSV: euros with a decimal point, as numbers a spreadsheet adds. */
const eurosOf = (cents: number) => majorUnitsOf(euros(cents));

const formatters: Record<Exclude<FigureKind, 'ratio'>, (value: number) => string> = { money: formatMoney, integer: formatInteger, decimal: formatDecimal };

/** A difference with its sign written out: "+" or "-" says which way it went, never a colour alone. */
const signed = (text: string, difference: number) => (difference > 0 ? `+${text}` : text);

/**
 * Two dates of the tour side by side (issue #29): their figures and each product's, with B − A. Nothing shown until
 * the tour has two dates that are not canceled. The pair first shown is compare-dates.ts's `defaultPair`.
 */
export function CompareDatesSection({ report, tourName }: { report: TourReport; tourName: string }) {
  const t = useTranslations('reports.compare');
  const { formatDate } = useDateFormat();
  const headingId = useId();
  const [picked, setPicked] = useState<{ a?: string; b?: string }>({});
  const pair = defaultPair(report.dates);
  if (!pair) return null;
  const dates = comparableDates(report.dates);
  // A pick the report no longer offers (the date was canceled since) falls back to the default.
  const dateOf = (eventId: string | undefined, fallback: string) => dates.find((date) => date.eventId === eventId) ?? dates.find((date) => date.eventId === fallback)!;
  const a = dateOf(picked.a, pair[0]);
  const b = dateOf(picked.b, pair[1]);
  const labelOf = (date: DateReport) => [date.day ? formatDate(date.day) : null, date.name, date.city].filter(Boolean).join(' · ');
  const options = dates.map((date) => ({ value: date.eventId, label: labelOf(date) }));
  return (
    <section className="flex flex-col gap-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-semibold">
        {t('title')}
      </h3>
      <p className="text-slate-700">{t('intro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={t('dateA')} options={options} value={a.eventId} onChange={(event) => setPicked({ ...picked, a: event.target.value })} />
        <SelectField label={t('dateB')} options={options} value={b.eventId} onChange={(event) => setPicked({ ...picked, b: event.target.value })} />
      </div>
      {a.eventId === b.eventId && <p className="text-slate-700">{t('sameDate')}</p>}
      <FiguresTable figures={compareFigures(a, b)} labelA={labelOf(a)} labelB={labelOf(b)} tourName={tourName} />
      <ProductsTable products={compareProducts(report, a.eventId, b.eventId)} tourName={tourName} />
    </section>
  );
}

function FiguresTable({ figures, labelA, labelB, tourName }: { figures: FigureComparison[]; labelA: string; labelB: string; tourName: string }) {
  const t = useTranslations('reports.compare');
  const value = (kind: FigureKind, figure: number | null) => (figure === null ? '—' : kind === 'ratio' ? formatPercent(figure) : formatters[kind](figure));
  // A fill rate's difference is in points: "+10,00 %" would read as ten per cent more people.
  const difference = ({ kind, difference }: FigureComparison) => {
    if (difference === null) return '—';
    return signed(kind === 'ratio' ? t('points', { value: formatDecimal(difference * 100) }) : formatters[kind](difference), difference);
  };
  const csv = (kind: FigureKind, figure: number | null) => (figure !== null && kind === 'money' ? eurosOf(figure) : figure);
  const columns: ReportColumn<FigureComparison>[] = [
    { label: t('figures.figure'), cell: (row) => t(`figures.${row.key}`), csv: (row) => t(`figures.${row.key}`) },
    { label: t('columnA', { date: labelA }), numeric: true, cell: (row) => value(row.kind, row.a), csv: (row) => csv(row.kind, row.a) },
    { label: t('columnB', { date: labelB }), numeric: true, cell: (row) => value(row.kind, row.b), csv: (row) => csv(row.kind, row.b) },
    { label: t('difference'), numeric: true, cell: difference, csv: (row) => csv(row.kind, row.difference) },
  ];
  return <ReportTable caption={t('figures.title')} rows={figures} columns={columns} rowKey={(row) => row.key} exportName="rapport-comparaison" tourName={tourName} empty={t('figures.empty')} />;
}

function ProductsTable({ products, tourName }: { products: ProductComparison[]; tourName: string }) {
  const t = useTranslations('reports.compare.products');
  const columns: ReportColumn<ProductComparison>[] = [
    { label: t('product'), cell: (row) => row.title, csv: (row) => row.title },
    { label: t('unitsA'), numeric: true, cell: (row) => formatInteger(row.a.units), csv: (row) => row.a.units },
    { label: t('unitsB'), numeric: true, cell: (row) => formatInteger(row.b.units), csv: (row) => row.b.units },
    { label: t('unitsDifference'), numeric: true, cell: (row) => signed(formatInteger(row.units), row.units), csv: (row) => row.units },
    { label: t('netA'), numeric: true, cell: (row) => formatMoney(row.a.net), csv: (row) => eurosOf(row.a.net) },
    { label: t('netB'), numeric: true, cell: (row) => formatMoney(row.b.net), csv: (row) => eurosOf(row.b.net) },
    { label: t('netDifference'), numeric: true, cell: (row) => signed(formatMoney(row.net), row.net), csv: (row) => eurosOf(row.net) },
  ];
  return <ReportTable caption={t('title')} rows={products} columns={columns} rowKey={(row) => row.productId} exportName="rapport-comparaison-produits" tourName={tourName} empty={t('empty')} />;
}
