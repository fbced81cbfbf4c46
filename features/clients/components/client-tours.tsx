import { useTranslations } from 'next-intl';
import { EmptyState, LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { useProjects } from '@/features/projects';
import { useDateFormat } from '@/lib/hooks/use-date-format';

/** The tours the organisation owns or takes part in (GET /v1/projects?clientId=, admins only), newest first. */
export function ClientTours({ clientId }: { clientId: string }) {
  const t = useTranslations('clients.detail.tours');
  const { formatDate } = useDateFormat();
  const tours = useProjects({ page: 1, clientId });
  const shown = tours.data?.data ?? [];
  const total = tours.data?.meta.total ?? 0;
  const dates = (start: string | null, end: string | null) =>
    start && end ? t('dates', { start: formatDate(start), end: formatDate(end) }) : start || end ? formatDate((start ?? end)!) : t('noDates');

  return (
    <section aria-labelledby="client-tours" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="client-tours" className="text-lg font-semibold">
          {t('title')}
        </h2>
        {tours.data && <p className="text-slate-700">{t('count', { count: total })}</p>}
      </div>
      {tours.isPending && <SkeletonLines label={t('loading')} lines={2} />}
      {tours.isError && <LoadError onRetry={() => void tours.refetch()} />}
      {tours.data && shown.length === 0 && <EmptyState text={t('empty')} />}
      {shown.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-200">
          {shown.map((tour) => (
            <li key={tour.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="block font-medium text-slate-900">{tour.name}</span>
                <span className="block text-sm text-slate-700">{dates(tour.startDate, tour.endDate)}</span>
              </span>
              <span className="text-sm text-slate-700">
                {tour.ownerClientId === clientId ? t('owner') : t('member')} · {tour.status === 'active' ? t('active') : t('archived')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > shown.length && <p className="text-slate-700">{t('more', { count: total - shown.length })}</p>}
    </section>
  );
}
