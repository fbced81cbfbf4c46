import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatMoney } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import type { PayoutView } from '../types';
import { StatusBadge } from '@/components/ui/status-badge';
import { usePdfDownload } from './use-pdf-download';

/** An organisation's payouts, one per closed event, latest due date first, each with its statement. */
export function PayoutsTable({ payouts }: { payouts: readonly PayoutView[] }) {
  const t = useTranslations('invoices.screens');
  const { formatDate } = useDateFormat();
  const pdf = usePdfDownload();

  return (
    <ScrollRegion label={t('payouts.caption')}>
      <table className="w-full min-w-[52rem] text-left">
        <caption className="sr-only">{t('payouts.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-700">
            <th scope="col" className="py-2 pr-4 font-medium">{t('payouts.event')}</th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">{t('payouts.cardTakings')}</th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">{t('payouts.commission')}</th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">{t('payouts.amount')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('payouts.dueAt')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('payouts.status')}</th>
            <th scope="col" className="py-2 font-medium">{t('payouts.actions')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {payouts.map((payout) => {
            const path = `/v1/payouts/${payout.id}/statement` as const;
            const downloading = pdf.pendingPath === path;
            return (
              <tr key={payout.id}>
                <th scope="row" className="py-2 pr-4 font-medium text-slate-900">{payout.eventName}</th>
                <td className="py-2 pr-4 text-right whitespace-nowrap tabular-nums">{formatMoney(payout.cardTakings)}</td>
                <td className="py-2 pr-4 text-right whitespace-nowrap tabular-nums">{formatMoney(payout.commission)}</td>
                <td className="py-2 pr-4 text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">{formatMoney(payout.amount)}</td>
                <td className="py-2 pr-4 whitespace-nowrap text-slate-800">{formatDate(payout.dueAt)}</td>
                <td className="py-2 pr-4">
                  <StatusBadge tone={payout.status === 'paid' ? 'done' : 'pending'}>{t(`payoutStatuses.${payout.status}`)}</StatusBadge>
                </td>
                <td className="py-2">
                  <Button variant="secondary" aria-label={t('payouts.downloadLabel', { event: payout.eventName })} disabled={downloading} onClick={() => pdf.start(path)}>
                    {downloading ? t('invoices.downloading') : t('payouts.download')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
