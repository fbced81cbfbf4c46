import { useTranslations } from 'next-intl';
import { formatMoney, formatRate } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { euros, majorUnitsOf } from '@/lib/money/money';
import type { DateVatAndFees, TourReport, VatAndFees } from '../types';
import { ReportTable, type ReportColumn } from './report-table';

const eurosOf = (cents: number) => majorUnitsOf(euros(cents));
const moneyOrDash = (cents: number | null) => (cents === null ? '—' : formatMoney(cents));

/**
 * « TVA et frais »: each closed date's VAT and fees as its settlement confirmed them, the tour's VAT per rate, and
 * what is not in them yet (the dates not closed). The organiser's figures: not shown to a seller.
 */
export function VatAndFeesSection({ report, vatAndFees, tourName }: { report: TourReport; vatAndFees: VatAndFees; tourName: string }) {
  const t = useTranslations('reports.vatAndFees');
  const { formatDate } = useDateFormat();
  const dateOf = new Map(report.dates.map((date) => [date.eventId, date]));
  const label = (row: DateVatAndFees) => {
    const date = dateOf.get(row.eventId);
    return [date?.day ? formatDate(date.day) : null, date?.name].filter(Boolean).join(' · ');
  };
  const columns: ReportColumn<DateVatAndFees>[] = [
    { label: t('date'), cell: label, csv: (row) => dateOf.get(row.eventId)?.day ?? dateOf.get(row.eventId)?.name ?? '' },
    { label: t('settlement'), cell: (row) => row.settlementNumber ?? '—', csv: (row) => row.settlementNumber ?? '' },
    { label: t('exclVat'), numeric: true, cell: (row) => formatMoney(row.exclVat), csv: (row) => eurosOf(row.exclVat) },
    { label: t('vat'), numeric: true, cell: (row) => formatMoney(row.vat), csv: (row) => eurosOf(row.vat) },
    { label: t('venueFee'), numeric: true, cell: (row) => moneyOrDash(row.venueFee), csv: (row) => (row.venueFee === null ? null : eurosOf(row.venueFee)) },
    { label: t('agentFee'), numeric: true, cell: (row) => moneyOrDash(row.agentFee), csv: (row) => (row.agentFee === null ? null : eurosOf(row.agentFee)) },
    { label: t('cardFee'), numeric: true, cell: (row) => formatMoney(row.cardFee), csv: (row) => eurosOf(row.cardFee) },
  ];
  type RateRow = VatAndFees['vatLines'][number];
  const rateColumns: ReportColumn<RateRow>[] = [
    { label: t('rate'), cell: (line) => formatRate(line.rate), csv: (line) => line.rate },
    { label: t('gross'), numeric: true, cell: (line) => formatMoney(line.gross), csv: (line) => eurosOf(line.gross) },
    { label: t('exclVat'), numeric: true, cell: (line) => formatMoney(line.exclVat), csv: (line) => eurosOf(line.exclVat) },
    { label: t('vat'), numeric: true, cell: (line) => formatMoney(line.vat), csv: (line) => eurosOf(line.vat) },
  ];
  const { totals } = vatAndFees;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="report-vat-and-fees">
      <h3 id="report-vat-and-fees" className="text-lg font-semibold">
        {t('title')}
      </h3>
      <p className="max-w-prose text-slate-700">{t('intro')}</p>
      <ReportTable caption={t('byDate')} rows={vatAndFees.dates} columns={columns} rowKey={(row) => row.eventId} exportName="rapport-tva-frais" tourName={tourName} empty={t('empty')} />
      {vatAndFees.dates.length > 0 && (
        <p className="font-medium">
          {t('totals', { exclVat: formatMoney(totals.exclVat), vat: formatMoney(totals.vat), venueFee: formatMoney(totals.venueFee), agentFee: formatMoney(totals.agentFee), cardFee: formatMoney(totals.cardFee) })}
        </p>
      )}
      <ReportTable caption={t('byRate')} rows={vatAndFees.vatLines} columns={rateColumns} rowKey={(line) => String(line.rate)} exportName="rapport-tva-taux" tourName={tourName} empty={t('empty')} />
      {vatAndFees.datesWithout > 0 && <p className="text-slate-700">{t('datesWithout', { count: vatAndFees.datesWithout })}</p>}
    </section>
  );
}
