import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { EmptyState, LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { canWriteTour, planOwnerOf, type ProjectView } from '@/features/projects';
import { UpgradeNotice, useQuotaLeft } from '@/features/entitlements';
import { useProjectEvents } from '../api';
import { EventStatusBadge } from './event-status-badge';
import { eventLinks } from './links';
import { useDateFormat } from '@/lib/hooks/use-date-format';

/** The Dates tab of a tour: its events as a timeline, soonest first, and the way to add one. */
export function ProjectEvents({ project }: { project: ProjectView }) {
  const { formatDate } = useDateFormat();
  const t = useTranslations('events.list');
  const events = useProjectEvents(project.id);
  const canWrite = canWriteTour(project);
  // The owner's events of the month: once used up, adding a date says so and links to a plan with more.
  const monthly = useQuotaLeft('eventsPerMonth', { clientId: planOwnerOf(project) });
  const monthFull = canWrite && monthly.exhausted && typeof monthly.limit === 'number' ? monthly.limit : null;
  const canAdd = canWrite && monthFull === null;

  return (
    <section aria-labelledby="project-events-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="project-events-title" className="text-lg font-semibold">
          {t('title')}
        </h2>
        {canAdd && (
          <Link href={eventLinks.funnel(project.id)} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
            {t('add')}
          </Link>
        )}
      </div>
      {monthFull !== null && <UpgradeNotice quota="eventsPerMonth" limit={monthFull} />}
      {events.isPending && <SkeletonLines label={t('loading')} lines={3} />}
      {events.isError && <LoadError onRetry={() => void events.refetch()} />}
      {events.data?.data.length === 0 && (canAdd ? <EmptyState text={t('empty')} action={{ label: t('addFirst'), href: eventLinks.funnel(project.id) }} /> : <EmptyState text={t('emptyReadOnly')} />)}
      {events.data && events.data.data.length > 0 && (
        <ol className="relative flex flex-col gap-4 border-l-2 border-slate-300 pl-6">
          {events.data.data.map((event) => (
            <li key={event.id} className="relative rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <span aria-hidden="true" className="absolute top-6 -left-[calc(1.5rem+7px)] size-3 rounded-full bg-brand-700" />
              <p className="text-sm font-medium text-slate-700">
                {event.dates.length === 0
                  ? t('noDate')
                  : event.dates.length === 1
                    ? formatDate(event.dates[0]!)
                    : t('dateRange', { start: formatDate(event.dates[0]!), end: formatDate(event.dates[event.dates.length - 1]!) })}
              </p>
              <h3 className="mt-1 text-base font-semibold">
                <Link href={eventLinks.page(project.id, event.id)} className="text-brand-700 underline hover:text-brand-800">
                  {event.name}
                </Link>
              </h3>
              <div className="mt-2 flex flex-wrap items-center gap-3 text-slate-700">
                <span>{event.city ?? t('noCity')}</span>
                <span aria-hidden="true">·</span>
                <span>{t('stands', { count: event.stands.length })}</span>
                <EventStatusBadge status={event.status} funnelCompleted={event.funnelCompletedAt !== null} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
