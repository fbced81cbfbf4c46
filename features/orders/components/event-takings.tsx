import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { formatInteger, formatMoney } from '@/lib/format';
import { useEventTakings } from '../takings-api';
import type { StandTakings } from '../types';
import { TakingsTable } from './takings-table';
import { useDateFormat } from '@/lib/hooks/use-date-format';

/**
 * The money of an event for its page: the date's takings by channel (stand cash, stand card, online), then stand by
 * stand its cash and card net of refunds, the number of sales and the units sold per product. Read again every 15 seconds while the event is in progress. Its time is a long date like
 * the rest of the event page (one date format per page).
 */
export function EventTakings({ eventId, live }: { eventId: string; live: boolean }) {
  const { formatLongDateTime } = useDateFormat();
  const t = useTranslations('orders.takings');
  const takings = useEventTakings(eventId, live);
  if (takings.isPending) return <SkeletonLines label={t('loading')} lines={3} />;
  if (takings.isError) return <LoadError onRetry={() => void takings.refetch()} />;
  const { stands, readAt } = takings.data;
  const { total } = takings.data.takings;
  return (
    <div className="flex flex-col gap-4" aria-live="polite">
      <p className="text-lg">
        {t.rich('summary', { total: formatMoney(total.net), sales: formatInteger(total.sales), strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      {total.sales > 0 && <TakingsTable takings={takings.data.takings} caption={t('byChannelCaption')} />}
      {stands.length === 0 ? <p className="text-slate-700">{t('noStands')}</p> : <div className="grid gap-4 md:grid-cols-2">{stands.map((stand) => <StandCard key={stand.standId} stand={stand} />)}</div>}
      <p className="text-sm text-slate-700">{t(live ? 'refreshing' : 'readAt', { time: formatLongDateTime(readAt) })}</p>
    </div>
  );
}

/** The takings in the event page's card; nothing before the event has started. */
export function EventTakingsCard({ eventId, status }: { eventId: string; status: 'pending' | 'inProgress' | 'canceled' | 'finished' }) {
  const t = useTranslations('orders.takings');
  if (status === 'pending') return null;
  return (
    <Card title={t('title')}>
      <EventTakings eventId={eventId} live={status === 'inProgress'} />
    </Card>
  );
}

function StandCard({ stand }: { stand: StandTakings }) {
  const t = useTranslations('orders.takings');
  const { standCash, standCard, total } = stand.takings;
  return (
    <section aria-labelledby={`takings-${stand.standId}`} className="rounded-md border border-slate-200 p-4">
      <h3 id={`takings-${stand.standId}`} className="flex items-center justify-between gap-2 font-semibold">
        <span>{stand.name}</span>
        <span className="text-sm font-normal text-slate-700">{t(`status.${stand.status}`)}</span>
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1">
        <dt className="text-slate-700">{t('cash')}</dt>
        <dd className="text-right tabular-nums">{formatMoney(standCash.net)}</dd>
        <dt className="text-slate-700">{t('card')}</dt>
        <dd className="text-right tabular-nums">{formatMoney(standCard.net)}</dd>
        {total.refunded > 0 && (
          <>
            <dt className="text-slate-700">{t('refunded')}</dt>
            <dd className="text-right tabular-nums">{formatMoney(total.refunded)}</dd>
          </>
        )}
        <dt className="font-semibold">{t('total')}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatMoney(total.net)}</dd>
        <dt className="text-slate-700">{t('sales')}</dt>
        <dd className="text-right tabular-nums">{formatInteger(total.sales)}</dd>
      </dl>
      {stand.products.length > 0 && (
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">{t('unitsCaption', { stand: stand.name })}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left font-medium">{t('product')}</th>
              <th scope="col" className="text-right font-medium">{t('units')}</th>
            </tr>
          </thead>
          <tbody>
            {stand.products.map((product) => (
              <tr key={`${product.productId ?? 'custom'}:${product.productTitle}`}>
                <td>{product.productTitle}</td>
                <td className="text-right tabular-nums">{formatInteger(product.units)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
