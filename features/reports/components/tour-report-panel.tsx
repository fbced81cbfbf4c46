import { useTranslations } from 'next-intl';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { TakingsTable } from '@/features/orders';
import { formatDecimal, formatInteger, formatMoney, formatPercent } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { euros, majorUnitsOf } from '@/lib/money/money';
import { useTourReport } from '../api';
import { sizeCurvesOf, type SizeCurve } from '../size-curve';
import type { CompReport, DateReport, ProductReport, SellerReport, StandReport, TourReport } from '../types';
import { SizeCurveChart } from './charts/size-curve-chart';
import { TakingsChart } from './charts/takings-chart';
import { CompareDatesSection } from './compare-dates-section';
import { NextDispatch } from './next-dispatch';
import { ReportPdfButton } from './report-pdf-button';
import { ReportTable, type ReportColumn } from './report-table';
import { SellThroughSection } from './sell-through-section';
import { VatAndFeesSection } from './vat-and-fees-section';

/** Amounts in the CSV: euros with a decimal point, as numbers a spreadsheet adds. */
const eurosOf = (cents: number) => majorUnitsOf(euros(cents));

/**
 * A tour's report (issue #29): what sold, where, per head, by size and by seller, every table with its CSV. The
 * figures are the server's (GET /v1/projects/{id}/report); this screen only lays them out.
 */
export function TourReportPanel({ projectId, tourName }: { projectId: string; tourName: string }) {
  const t = useTranslations('reports');
  const report = useTourReport(projectId);
  if (report.isPending) return <SkeletonLines label={t('loading')} />;
  if (report.isError) return <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  const data = report.data;
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {data.scope === 'ownStands' ? <p className="text-slate-700">{t('ownStands')}</p> : <span />}
        <ReportPdfButton projectId={projectId} />
      </div>
      <Summary report={data} />
      {data.scope === 'tour' && <NextDispatch projectId={projectId} tourName={tourName} />}
      <TakingsChart dates={data.dates} />
      <DatesTable report={data} tourName={tourName} />
      <CompareDatesSection report={data} tourName={tourName} />
      <section className="flex flex-col gap-2" aria-label={t('channels.title')}>
        <h3 className="text-lg font-semibold">{t('channels.title')}</h3>
        <TakingsTable takings={data.takings} caption={t('channels.title')} />
      </section>
      <StandsTable report={data} tourName={tourName} />
      <ProductsTable products={data.products} tourName={tourName} />
      <SellThroughSection report={data} tourName={tourName} />
      <SizeCurves curves={sizeCurvesOf(data.products, data.variants)} tourName={tourName} />
      <SellersTable report={data} tourName={tourName} />
      <CompsTable comps={data.comps} damaged={data.damaged} tourName={tourName} />
      {data.vatAndFees && <VatAndFeesSection report={data} vatAndFees={data.vatAndFees} tourName={tourName} />}
    </div>
  );
}

function Summary({ report }: { report: TourReport }) {
  const t = useTranslations('reports.summary');
  const best = report.products[0];
  const worst = report.products.length > 1 ? report.products[report.products.length - 1] : undefined;
  const figures: [string, string][] = [
    [t('net'), formatMoney(report.takings.total.net)],
    [t('sales'), formatInteger(report.takings.total.sales)],
    [t('units'), formatInteger(report.units)],
    [t('attendance'), report.attendance === null ? t('unknown') : formatInteger(report.attendance)],
    [t('unitsPerHead'), report.perHead ? formatDecimal(report.perHead.units) : t('unknown')],
    [t('netPerHead'), report.perHead ? formatMoney(report.perHead.net) : t('unknown')],
  ];
  return (
    <section className="flex flex-col gap-3" aria-label={t('title')}>
      <h3 className="text-lg font-semibold">{t('title')}</h3>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {best && (
        <p className="text-slate-800">
          {t('best', { title: best.title, units: best.units })}
          {worst && ` · ${t('worst', { title: worst.title, units: worst.units })}`}
        </p>
      )}
    </section>
  );
}

function DatesTable({ report, tourName }: { report: TourReport; tourName: string }) {
  const t = useTranslations('reports.dates');
  // Dates in the interface language (numbers and money stay fr); the CSV keeps the ISO day a spreadsheet reads.
  const { formatDate } = useDateFormat();
  const columns: ReportColumn<DateReport>[] = [
    { label: t('day'), cell: (date) => (date.day ? formatDate(date.day) : t('noDay')), csv: (date) => date.day },
    { label: t('name'), cell: (date) => [date.name, date.city].filter(Boolean).join(' · '), csv: (date) => date.name },
    { label: t('attendance'), numeric: true, cell: (date) => (date.attendance === null ? '—' : formatInteger(date.attendance)), csv: (date) => date.attendance },
    { label: t('capacity'), numeric: true, cell: (date) => (date.capacity === null ? '—' : formatInteger(date.capacity)), csv: (date) => date.capacity },
    { label: t('sales'), numeric: true, cell: (date) => formatInteger(date.takings.total.sales), csv: (date) => date.takings.total.sales },
    { label: t('units'), numeric: true, cell: (date) => formatInteger(date.units), csv: (date) => date.units },
    { label: t('net'), numeric: true, cell: (date) => formatMoney(date.takings.total.net), csv: (date) => eurosOf(date.takings.total.net) },
    { label: t('unitsPerHead'), numeric: true, cell: (date) => (date.perHead ? formatDecimal(date.perHead.units) : '—'), csv: (date) => date.perHead?.units ?? null },
    { label: t('netPerHead'), numeric: true, cell: (date) => (date.perHead ? formatMoney(date.perHead.net) : '—'), csv: (date) => (date.perHead ? eurosOf(date.perHead.net) : null) },
  ];
  return <ReportTable caption={t('title')} rows={report.dates} columns={columns} rowKey={(date) => date.eventId} exportName="rapport-dates" tourName={tourName} empty={t('empty')} />;
}

function StandsTable({ report, tourName }: { report: TourReport; tourName: string }) {
  const t = useTranslations('reports.stands');
  const dateName = new Map(report.dates.map((date) => [date.eventId, date.name]));
  const columns: ReportColumn<StandReport>[] = [
    { label: t('stand'), cell: (stand) => stand.name, csv: (stand) => stand.name },
    { label: t('date'), cell: (stand) => dateName.get(stand.eventId) ?? '', csv: (stand) => dateName.get(stand.eventId) ?? '' },
    { label: t('sales'), numeric: true, cell: (stand) => formatInteger(stand.takings.total.sales), csv: (stand) => stand.takings.total.sales },
    { label: t('units'), numeric: true, cell: (stand) => formatInteger(stand.units), csv: (stand) => stand.units },
    { label: t('cash'), numeric: true, cell: (stand) => formatMoney(stand.takings.standCash.net), csv: (stand) => eurosOf(stand.takings.standCash.net) },
    { label: t('card'), numeric: true, cell: (stand) => formatMoney(stand.takings.standCard.net), csv: (stand) => eurosOf(stand.takings.standCard.net) },
    { label: t('net'), numeric: true, cell: (stand) => formatMoney(stand.takings.total.net), csv: (stand) => eurosOf(stand.takings.total.net) },
  ];
  return <ReportTable caption={t('title')} rows={report.stands} columns={columns} rowKey={(stand) => stand.standId} exportName="rapport-stands" tourName={tourName} empty={t('empty')} />;
}

function ProductsTable({ products, tourName }: { products: ProductReport[]; tourName: string }) {
  const t = useTranslations('reports.products');
  const columns: ReportColumn<ProductReport>[] = [
    { label: t('product'), cell: (product) => (product.productId ? product.title : t('custom')), csv: (product) => (product.productId ? product.title : t('custom')) },
    { label: t('units'), numeric: true, cell: (product) => formatInteger(product.units), csv: (product) => product.units },
    { label: t('net'), numeric: true, cell: (product) => formatMoney(product.net), csv: (product) => eurosOf(product.net) },
    { label: t('received'), numeric: true, cell: (product) => formatInteger(product.received), csv: (product) => product.received },
    { label: t('sellThrough'), numeric: true, cell: (product) => (product.sellThrough === null ? '—' : formatPercent(product.sellThrough)), csv: (product) => product.sellThrough },
  ];
  return <ReportTable caption={t('title')} rows={products} columns={columns} rowKey={(product) => product.productId ?? 'custom'} exportName="rapport-produits" tourName={tourName} empty={t('empty')} />;
}

/** The charts of the most sold products' size curves: the table below has every product's. */
const SIZE_CHARTS = 6;

/** One row per product and size: the size curve as a table, under the charts of the most sold products. */
function SizeCurves({ curves, tourName }: { curves: SizeCurve[]; tourName: string }) {
  const t = useTranslations('reports.sizes');
  type Row = { key: string; title: string; size: string; units: number; received: number; share: number };
  const rows: Row[] = curves.flatMap((curve) => curve.sizes.map((size) => ({ key: `${curve.productId}|${size.size}`, title: curve.title, ...size })));
  const columns: ReportColumn<Row>[] = [
    { label: t('product'), cell: (row) => row.title, csv: (row) => row.title },
    { label: t('size'), cell: (row) => row.size, csv: (row) => row.size },
    { label: t('units'), numeric: true, cell: (row) => formatInteger(row.units), csv: (row) => row.units },
    { label: t('share'), numeric: true, cell: (row) => formatPercent(row.share), csv: (row) => Math.round(row.share * 10_000) / 10_000 },
    { label: t('received'), numeric: true, cell: (row) => formatInteger(row.received), csv: (row) => row.received },
  ];
  return (
    <div className="flex flex-col gap-3">
      {curves.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {curves.slice(0, SIZE_CHARTS).map((curve) => (
            <SizeCurveChart key={curve.productId} curve={curve} />
          ))}
        </div>
      )}
      <ReportTable caption={t('title')} rows={rows} columns={columns} rowKey={(row) => row.key} exportName="rapport-tailles" tourName={tourName} empty={t('empty')} />
    </div>
  );
}

function SellersTable({ report, tourName }: { report: TourReport; tourName: string }) {
  const t = useTranslations('reports.sellers');
  const dateName = new Map(report.dates.map((date) => [date.eventId, date.name]));
  const columns: ReportColumn<SellerReport>[] = [
    { label: t('seller'), cell: (seller) => seller.name ?? t('unnamed'), csv: (seller) => seller.name ?? t('unnamed') },
    { label: t('date'), cell: (seller) => dateName.get(seller.eventId) ?? '', csv: (seller) => dateName.get(seller.eventId) ?? '' },
    { label: t('sales'), numeric: true, cell: (seller) => formatInteger(seller.sales), csv: (seller) => seller.sales },
    { label: t('units'), numeric: true, cell: (seller) => formatInteger(seller.units), csv: (seller) => seller.units },
    { label: t('net'), numeric: true, cell: (seller) => formatMoney(seller.net), csv: (seller) => eurosOf(seller.net) },
  ];
  return <ReportTable caption={t('title')} rows={report.sellers} columns={columns} rowKey={(seller) => `${seller.eventId}|${seller.userId}`} exportName="rapport-vendeurs" tourName={tourName} empty={t('empty')} />;
}

function CompsTable({ comps, damaged, tourName }: { comps: CompReport[]; damaged: number; tourName: string }) {
  const t = useTranslations('reports.comps');
  const columns: ReportColumn<CompReport>[] = [
    { label: t('reason'), cell: (comp) => comp.reason ?? t('noReason'), csv: (comp) => comp.reason ?? t('noReason') },
    { label: t('units'), numeric: true, cell: (comp) => formatInteger(comp.units), csv: (comp) => comp.units },
    { label: t('value'), numeric: true, cell: (comp) => formatMoney(comp.value), csv: (comp) => eurosOf(comp.value) },
  ];
  return (
    <div className="flex flex-col gap-2">
      <ReportTable caption={t('title')} rows={comps} columns={columns} rowKey={(comp) => comp.reason ?? ''} exportName="rapport-offerts" tourName={tourName} empty={t('empty')} />
      <p className="text-slate-800">{t('damaged', { units: damaged })}</p>
    </div>
  );
}
