import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatMoney } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { NARROW_SCREEN, useMediaQuery } from '@/lib/hooks/use-media-query';
import type { SettlementView } from '../../settlement-types';
import { AdjustmentDialog } from './adjustment-dialog';
import { SettlementAdjustmentCards } from './settlement-adjustment-cards';
import { useSaleName } from './sale-name';

const columns = ['when', 'who', 'order', 'amount', 'method', 'destination', 'payout', 'reason'] as const;
const numeric = new Set<string>(['amount']);

/**
 * "Ajustements après clôture": the refunds made after the closing, below the figures it confirmed and never mixed
 * into them, with who made each and what it took from the payouts. The tour's writers (`writable`) make one here.
 */
export function SettlementAdjustments({ eventId, settlement, writable }: { eventId: string; settlement: SettlementView; writable: boolean }) {
  const t = useTranslations('closing.settlement.adjustments');
  const { formatDateTime } = useDateFormat();
  const saleName = useSaleName();
  const [open, setOpen] = useState(false);
  const { adjustments, adjustmentTotals } = settlement;
  // On a phone, one card per adjustment rather than eight columns scrolled sideways (issue #25).
  const narrow = useMediaQuery(NARROW_SCREEN, false);

  return (
    <Card title={t('heading')} description={t('help')}>
      <div className="flex flex-col gap-4">
        {writable && (
          <div>
            <Button variant="secondary" onClick={() => setOpen(true)}>
              {t('new')}
            </Button>
          </div>
        )}
        {adjustments.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">{t('empty')}</p>
        ) : narrow ? (
          <SettlementAdjustmentCards settlement={settlement} />
        ) : (
          <ScrollRegion label={t('heading')}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('heading')}</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  {columns.map((column) => (
                    <th key={column} scope="col" className={numeric.has(column) ? 'p-2 text-right' : 'p-2'}>
                      {t(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {adjustments.map((adjustment) => (
                  <tr key={adjustment.id} className="border-b border-slate-200 align-top">
                    <td className="p-2 whitespace-nowrap">{formatDateTime(adjustment.createdAt)}</td>
                    <td className="p-2">{adjustment.createdBy}</td>
                    <th scope="row" className="p-2 font-medium whitespace-nowrap">
                      {saleName(adjustment.channel, adjustment.orderNumber)}
                    </th>
                    <td className="p-2 text-right tabular-nums whitespace-nowrap">{formatMoney(adjustment.amount)}</td>
                    <td className="p-2">{t(`methods.${adjustment.method}`)}</td>
                    <td className="p-2 whitespace-nowrap">{t(`destinations.${adjustment.destination}`, { units: Math.abs(adjustment.units) })}</td>
                    <td className="p-2">{t(`payoutTreatments.${adjustment.payoutTreatment}`, { amount: formatMoney(adjustment.payoutEffect) })}</td>
                    <td className="p-2 break-words">{adjustment.reason}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-semibold">
                  <th scope="row" colSpan={3} className="p-2 text-left">
                    {t('total')}
                  </th>
                  <td className="p-2 text-right tabular-nums whitespace-nowrap">{formatMoney(adjustmentTotals.amount)}</td>
                  <td colSpan={2} />
                  <td className="p-2">{t('payoutTotal', { amount: formatMoney(adjustmentTotals.payoutEffect) })}</td>
                  <td />
                </tr>
              </tfoot>
            </table>
          </ScrollRegion>
        )}
      </div>
      {writable && <AdjustmentDialog eventId={eventId} open={open} onClose={() => setOpen(false)} />}
    </Card>
  );
}
