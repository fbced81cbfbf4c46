import { useTranslations } from 'next-intl';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatMoney, formatRate } from '@/lib/format';
import { drawerDifference } from '@/features/orders';
import { useClosingTotals } from '../../api';
import { confirmationTotals } from '../../closing-confirmation';
import { emptyClosingForm } from '../../closing-store';
import { changeFundFound, expectedDrawer, feesOf, hasCashCount } from '../../closing-plan';
import { isLargeGap } from '../../closing-flow';
import { ConfirmClosing } from './confirm-closing';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

const signed = (cents: number) => (cents === 0 ? formatMoney(0) : `${cents > 0 ? '+' : '−'}${formatMoney(Math.abs(cents))}`);

/** Everything counted, per stand and in total, before the manager confirms the closing. */
export function SummaryStep(props: StepProps) {
  const { data, store } = props;
  const t = useTranslations('closing.summary');
  const state = store((current) => current);
  const fees = feesOf(data, state);
  const agent = fees.commissionType === 'agentFee';
  const rows = data.stands.map((stand) => {
    const form = state.closingForm[stand.id] ?? emptyClosingForm;
    // A drawer nobody counted has no gap to show: the warnings below say it was not counted.
    const counted = hasCashCount(stand, state.closingForm[stand.id], agent) ? (form.totalCash ?? 0) : null;
    const gaps = stand.levels.filter((level) => {
      const units = form.inventory[level.productVariantId];
      return level.expected > 0 && units && isLargeGap(level.expected, units.counted + units.damaged);
    }).length;
    return {
      stand,
      fund: stand.isCashCompatible ? changeFundFound(stand, form) - stand.changeFund : null,
      cash: drawerDifference(counted, expectedDrawer(stand, form)),
      card: form.totalCard === null ? null : form.totalCard - stand.takings.card,
      gaps,
    };
  });
  // The online shop's takings and the venue's fee are the settlement's figures, read from the server.
  const read = useClosingTotals(data.event.id);
  const figures = confirmationTotals(data, state, read.data);
  const total = data.stands.reduce((sum, stand) => sum + stand.takings.total, 0) + (figures.online ?? 0);
  const venueAmount = figures.venue
    ? t('venueAmount', { amount: formatMoney(figures.venue.amount), vat: formatMoney(figures.venue.vat), total: formatMoney(figures.venue.total) })
    : t(read.isError ? 'unknown' : 'reading');

  return (
    <StepFrame title={t('title')} intro={t('intro', { total: formatMoney(total) })}>
      <dl className="grid max-w-xl grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        <dt className="text-slate-700">{t('commission')}</dt>
        <dd className="text-right font-semibold">{t(`types.${fees.commissionType}`)}</dd>
        {figures.venueRate !== null && (
          <>
            <dt className="text-slate-700">{t('venue', { rate: formatRate(figures.venueRate) })}</dt>
            <dd className="text-right font-semibold tabular-nums">{venueAmount}</dd>
          </>
        )}
        {figures.online !== null && figures.online !== 0 && (
          <>
            <dt className="text-slate-700">{t('online')}</dt>
            <dd className="text-right font-semibold tabular-nums">{formatMoney(figures.online)}</dd>
          </>
        )}
        <dt className="text-slate-700">{t('takings')}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatMoney(total)}</dd>
      </dl>
      {!agent && (
        <ScrollRegion label={t('caption')} className="rounded-lg border border-slate-300 bg-white">
          <table className="min-w-full text-sm">
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-3 py-2 text-left">{t('stand')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('cashSales')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('cardSales')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('fundGap')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('cashGap')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('cardGap')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('stockGaps')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.stand.id} className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-2 text-left">{row.stand.name}</th>
                  <td className="px-3 py-2 text-right tabular-nums">{formatMoney(row.stand.takings.cash)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatMoney(row.stand.takings.card)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.fund === null ? '—' : signed(row.fund)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.cash === null ? '—' : signed(row.cash)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.card === null ? '—' : signed(row.card)}</td>
                  <td className={row.gaps ? 'px-3 py-2 text-right font-semibold text-red-800' : 'px-3 py-2 text-right'}>{t('gaps', { count: row.gaps })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <ConfirmClosing {...props} />
    </StepFrame>
  );
}
