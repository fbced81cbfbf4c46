import { useTranslations } from 'next-intl';
import { formatInteger, formatPercent } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import type { ProductDateCell, TourReport } from '../types';
import { SellThroughHeatmap } from './charts/sell-through-heatmap';
import { ReportTable, type ReportColumn } from './report-table';

/**
 * Sell-through by product and date: the heat map for the eye, and beside it the same cells as a table (with its CSV)
 * for screen readers and spreadsheets.
 */
export function SellThroughSection({ report, tourName }: { report: TourReport; tourName: string }) {
  const t = useTranslations('reports.sellThrough');
  const { formatDate } = useDateFormat();
  const titleOf = new Map(report.products.map((product) => [product.productId, product.title]));
  const dateOf = new Map(report.dates.map((date) => [date.eventId, date]));
  const rank = new Map(report.dates.map((date, index) => [date.eventId, index]));
  const cells = [...report.productDates].sort((a, b) => (titleOf.get(a.productId) ?? '').localeCompare(titleOf.get(b.productId) ?? '', 'fr') || (rank.get(a.eventId) ?? 0) - (rank.get(b.eventId) ?? 0));
  const dateLabel = (cell: ProductDateCell) => {
    const date = dateOf.get(cell.eventId);
    return date ? [date.day ? formatDate(date.day) : null, date.name].filter(Boolean).join(' · ') : '';
  };
  const columns: ReportColumn<ProductDateCell>[] = [
    { label: t('product'), cell: (cell) => titleOf.get(cell.productId) ?? '', csv: (cell) => titleOf.get(cell.productId) ?? '' },
    { label: t('date'), cell: dateLabel, csv: (cell) => dateOf.get(cell.eventId)?.day ?? dateOf.get(cell.eventId)?.name ?? '' },
    { label: t('units'), numeric: true, cell: (cell) => formatInteger(cell.units), csv: (cell) => cell.units },
    { label: t('received'), numeric: true, cell: (cell) => formatInteger(cell.received), csv: (cell) => cell.received },
    { label: t('sellThrough'), numeric: true, cell: (cell) => (cell.sellThrough === null ? '—' : formatPercent(cell.sellThrough)), csv: (cell) => cell.sellThrough },
  ];
  return (
    <div className="flex flex-col gap-3">
      <SellThroughHeatmap products={report.products} dates={report.dates} cells={report.productDates} />
      <ReportTable caption={t('title')} rows={cells} columns={columns} rowKey={(cell) => `${cell.productId}|${cell.eventId}`} exportName="rapport-ecoulement" tourName={tourName} empty={t('empty')} />
    </div>
  );
}
