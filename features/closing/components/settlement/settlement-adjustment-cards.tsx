import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import type { SettlementView } from '../../settlement-types';
import { useSaleName } from './sale-name';
import { Pair } from './settlement-variant-cards';

/** The adjustments after the closing on a phone (issue #25): one card each, then their totals; the table's figures. */
export function SettlementAdjustmentCards({ settlement }: { settlement: SettlementView }) {
  const t = useTranslations('closing.settlement.adjustments');
  const { formatDateTime } = useDateFormat();
  const saleName = useSaleName();
  const { adjustments, adjustmentTotals } = settlement;
  return (
    <ul aria-label={t('heading')} className="flex flex-col gap-3" data-testid="settlement-adjustment-cards">
      {adjustments.map((adjustment) => (
        <li key={adjustment.id} className="rounded-md border border-slate-200 p-3">
          <p className="font-semibold text-slate-900">{saleName(adjustment.channel, adjustment.orderNumber)}</p>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <Pair label={t('when')} value={formatDateTime(adjustment.createdAt)} />
            <Pair label={t('who')} value={adjustment.createdBy} />
            <Pair label={t('amount')} value={formatMoney(adjustment.amount)} numeric />
            <Pair label={t('method')} value={t(`methods.${adjustment.method}`)} />
            <Pair label={t('destination')} value={t(`destinations.${adjustment.destination}`, { units: Math.abs(adjustment.units) })} />
            <Pair label={t('payout')} value={t(`payoutTreatments.${adjustment.payoutTreatment}`, { amount: formatMoney(adjustment.payoutEffect) })} />
            <Pair label={t('reason')} value={adjustment.reason} />
          </dl>
        </li>
      ))}
      <li className="rounded-md border-2 border-slate-400 p-3">
        <p className="font-semibold text-slate-900">{t('total')}</p>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <Pair label={t('amount')} value={formatMoney(adjustmentTotals.amount)} numeric />
          <Pair label={t('payout')} value={t('payoutTotal', { amount: formatMoney(adjustmentTotals.payoutEffect) })} />
        </dl>
      </li>
    </ul>
  );
}
