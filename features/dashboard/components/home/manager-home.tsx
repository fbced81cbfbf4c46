import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { useDashboardHome } from '../../api';
import type { DashboardView } from '../../types';
import { homeLinks } from './home-links';
import { RunningDates } from './running-dates';
import { TodoList } from './todo-list';

/**
 * The manager's home (issue #29): today's dates with their live takings, what needs doing now, the next dates and the
 * tours. Everything from GET /v1/dashboard, read again every 30 s.
 */
export function ManagerHome() {
  const t = useTranslations('home');
  const home = useDashboardHome();
  if (home.isPending) return <SkeletonLines label={t('loading')} />;
  if (home.isError) return <LoadError error={home.error} onRetry={() => void home.refetch()} />;
  return (
    <div className="flex flex-col gap-8">
      <RunningDates dates={home.data.running} />
      <TodoList todo={home.data.todo} />
      <div className="grid gap-8 lg:grid-cols-2">
        <NextDates dates={home.data.nextDates} />
        <Tours tours={home.data.tours} />
      </div>
    </div>
  );
}

function NextDates({ dates }: { dates: DashboardView['nextDates'] }) {
  const t = useTranslations('home.next');
  const { formatDate } = useDateFormat();
  return (
    <section aria-labelledby="home-next" className="flex flex-col gap-3">
      <h2 id="home-next" className="text-xl font-semibold">
        {t('title')}
      </h2>
      {dates.length === 0 ? (
        <p className="text-slate-700">{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {dates.map((date) => (
            <li key={date.eventId} className="flex flex-wrap items-baseline gap-x-3">
              <span className="tabular-nums text-slate-700">{date.day ? formatDate(date.day) : '—'}</span>
              <Link href={homeLinks.date(date.projectId, date.eventId)} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                {date.name}
              </Link>
              <span className="text-slate-700">{date.tourName}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Tours({ tours }: { tours: DashboardView['tours'] }) {
  const t = useTranslations('home.tours');
  const { formatDate } = useDateFormat();
  return (
    <section aria-labelledby="home-tours" className="flex flex-col gap-3">
      <h2 id="home-tours" className="text-xl font-semibold">
        {t('title')}
      </h2>
      {tours.length === 0 ? (
        <p className="text-slate-700">{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {tours.map((tour) => (
            <li key={tour.projectId} className="flex flex-wrap items-baseline gap-x-3">
              <Link href={homeLinks.tour(tour.projectId)} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                {tour.name}
              </Link>
              <span className="text-slate-700">
                {t('dates', { count: tour.dates })}
                {tour.nextDay && ` · ${t('nextDay', { day: formatDate(tour.nextDay) })}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
