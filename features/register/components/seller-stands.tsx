import Link from 'next/link';
import { useSession } from '@/lib/auth/session-client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import type { EventView } from '@/features/events';
import { useStands, type StandView } from '@/features/stands';
import { toParisDate } from '@/lib/datetime/paris-time';
import { formatInteger } from '@/lib/format';
import { useSellerEvents, useStandLevels } from '../api';
import { registerAccess, scheduleByDate } from './stand-schedule';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { StatusBadge } from '@/components/ui/status-badge';

/** The register's address for a stand. */
export const registerPath = (eventId: string, standId: string) => `/sellers/events/${eventId}/stands/${standId}`;

/** The sellers home's "Mes stands": the seller's stands by date, today's first, with their stock and register. */
export function SellerStands() {
  const t = useTranslations('register.home');
  const headingId = useId();
  // A user who also manages tours sees this list only in their seller role, like the transfers to receive.
  const isSeller = useSession().data?.user.role === 'seller';
  const events = useSellerEvents(isSeller);
  const schedule = events.data ? scheduleByDate(events.data.data, toParisDate(new Date())) : null;
  if (!isSeller) return null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('title')}
      </h2>
      {events.isPending && <SkeletonLines label={t('loading')} lines={3} />}
      {events.isError && <LoadError onRetry={() => void events.refetch()} />}
      {events.data && !events.data.data.length && <p className="text-slate-700">{t('empty')}</p>}
      {schedule &&
        (['today', 'upcoming', 'past'] as const).map((group) =>
          schedule[group].length ? (
            <div key={group} className="flex flex-col gap-3">
              <h3 className="text-lg font-semibold text-slate-800">{t(`groups.${group}`)}</h3>
              <ul className="flex flex-col gap-3">
                {schedule[group].map((event) => (
                  <EventStands key={event.id} event={event} />
                ))}
              </ul>
            </div>
          ) : null,
        )}
    </section>
  );
}

function EventStands({ event }: { event: EventView }) {
  const { formatDate } = useDateFormat();
  const t = useTranslations('register.home');
  const stands = useStands(event.id);
  const where = [event.venueName, event.city].filter(Boolean).join(', ');

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-300 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h4 className="text-lg font-semibold">{event.name}</h4>
        <span className="text-slate-700">{[event.dates.map((date) => formatDate(date)).join(', ') || t('noDate'), where].filter(Boolean).join(' · ')}</span>
      </div>
      {stands.isPending && <SkeletonLines label={t('loading')} lines={1} />}
      {stands.isError && <LoadError onRetry={() => void stands.refetch()} />}
      {stands.data && (
        <ul className="flex flex-col gap-2">
          {stands.data.data.map((stand) => (
            <StandRow key={stand.id} event={event} stand={stand} />
          ))}
        </ul>
      )}
    </li>
  );
}

function StandRow({ event, stand }: { event: EventView; stand: StandView }) {
  const t = useTranslations('register');
  const levels = useStandLevels(stand.inventoryId);
  const units = levels.data ? Object.values(levels.data).reduce((sum, value) => sum + value, 0) : null;
  const references = levels.data ? Object.values(levels.data).filter((value) => value > 0).length : 0;
  const access = registerAccess(event);

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-slate-50 px-4 py-3">
      <div className="flex flex-col gap-1">
        <span className="flex flex-wrap items-center gap-3">
          <span className="text-lg font-semibold">{stand.name}</span>
          <StatusBadge tone="outline">{t(`standStatus.${stand.status}`)}</StatusBadge>
        </span>
        <span className="text-slate-700">
          {[
            stand.isCashCompatible ? t('home.cashAndCard') : t('home.cardOnly'),
            units === null ? (levels.isError ? t('home.stockError') : t('home.stockLoading')) : t('home.stock', { units: formatInteger(units), count: units, references }),
          ].join(' · ')}
        </span>
      </div>
      {access.openable ? (
        <Link
          href={registerPath(event.id, stand.id)}
          aria-label={t('home.openLabel', { stand: stand.name, event: event.name })}
          className="inline-flex min-h-12 items-center rounded-md bg-brand-700 px-5 text-lg font-medium text-white hover:bg-brand-800"
        >
          {t('home.open')}
        </Link>
      ) : (
        <p className="max-w-md text-slate-700">{t(`home.notOpenable.${access.reason}`)}</p>
      )}
    </li>
  );
}
