import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { formatMoney } from '@/lib/format';
import { isStalled, type OutboxSummary } from '../offline/outbox-summary';

interface RegisterStatusStripProps {
  online: boolean;
  summary: OutboxSummary;
  onSendNow: () => void;
  /**
   * Everything the register needs offline is on the tablet (its number on the stand, every screen's code): marked on
   * the strip (`data-offline-ready`) for whoever checks a tablet before the doors open, the journeys among them.
   */
  offlineReady?: boolean;
  /** The clock, for tests; the strip reads it again every 30 s so that the alarm comes by itself. */
  now?: () => number;
}

/**
 * Always on the register: online or not, how many sales wait on the tablet, when one last got through. Loud
 * (role=alert) when sales have waited ten minutes without a send, and when the server refused one.
 */
export function RegisterStatusStrip({ online, summary, onSendNow, offlineReady = false, now = Date.now }: RegisterStatusStripProps) {
  const t = useTranslations('register.offline');
  const { formatDateTime } = useDateFormat();
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), 30_000);
    return () => clearInterval(timer);
  }, [now]);
  const stalled = isStalled(summary, time);

  return (
    // One line, however narrow the screen (the last sync is cut short on a phone): the basket keeps its room.
    <div className="shrink-0 border-b border-slate-300 bg-slate-50 px-4 py-0.5" data-testid="register-status" data-offline-ready={offlineReady}>
      <div className="flex min-w-0 items-center gap-x-3 whitespace-nowrap text-sm max-sm:gap-x-2 max-sm:text-xs">
        <span className={`inline-flex shrink-0 items-center gap-1 font-semibold ${online ? 'text-green-800' : 'text-amber-900'}`}>
          <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${online ? 'bg-green-600' : 'bg-amber-600'}`} />
          {online ? t('online') : t('offline')}
        </span>
        <span data-testid="register-pending" className={`shrink-0 ${summary.pending ? 'font-semibold text-slate-900' : 'text-slate-700'}`}>
          {summary.read ? t('pending', { count: summary.pending }) : t('reading')}
        </span>
        <span className="min-w-0 truncate text-slate-700">{summary.lastSyncAt ? t('lastSync', { time: formatDateTime(summary.lastSyncAt) }) : t('neverSynced')}</span>
        {online && summary.pending > 0 && (
          <button type="button" className="ml-auto min-h-6 shrink-0 rounded-md px-2 text-brand-700 underline" onClick={onSendNow}>
            {t('sendNow')}
          </button>
        )}
      </div>
      {stalled && (
        <p role="alert" className="my-1 rounded-md border-2 border-red-700 bg-red-50 p-2 font-semibold text-red-900">
          {t('stalled', { count: summary.pending })}
        </p>
      )}
      {summary.refused.length > 0 && (
        <div role="alert" className="my-1 rounded-md border-2 border-red-700 bg-red-50 p-2 text-red-900">
          <p className="font-semibold">{t('refused', { count: summary.refused.length })}</p>
          <ul className="text-sm">
            {summary.refused.map((sale) => (
              <li key={sale.idempotencyKey}>{t('refusedLine', { receipt: sale.receiptNumber, amount: formatMoney(sale.totalInclVat), time: formatDateTime(sale.soldAt), reason: sale.lastError ?? '' })}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
