import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { canWriteTour, useProject } from '@/features/projects';
import { transferLinks } from '@/features/stock';
import { formatInteger } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { useTourForecast } from '../api';
import type { RunOutVariant, TourForecast } from '../types';
import { ReportTable, type ReportColumn } from './report-table';

/**
 * "What to send next" in the tour's report: the next date with its expected heads and the way to its proposed
 * dispatch, and the variants the warehouse runs out of before the tour ends, with the date (GET /v1/projects/{id}/forecast).
 */
export function NextDispatch({ projectId, tourName }: { projectId: string; tourName: string }) {
  const t = useTranslations('reports.next');
  const forecast = useTourForecast(projectId);
  const project = useProject(projectId);
  return (
    <section className="flex flex-col gap-3" aria-label={t('title')}>
      <h3 className="text-lg font-semibold">{t('title')}</h3>
      {forecast.isPending ? (
        <SkeletonLines label={t('loading')} />
      ) : forecast.isError ? (
        <LoadError error={forecast.error} onRetry={() => void forecast.refetch()} />
      ) : (
        <>
          <NextDate forecast={forecast.data} projectId={projectId} canSend={Boolean(project.data && canWriteTour(project.data))} />
          <RunOutTable runOut={forecast.data.runOut} tourName={tourName} />
        </>
      )}
    </section>
  );
}

function NextDate({ forecast, projectId, canSend }: { forecast: TourForecast; projectId: string; canSend: boolean }) {
  const t = useTranslations('reports.next');
  // In the interface language: an English sentence with a French date read "Next date: Lyon, 14 juillet 2026".
  const { formatDate } = useDateFormat();
  const next = forecast.nextDate;
  if (!next) return <p className="text-slate-800">{t('noNextDate')}</p>;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-4">
      <p className="font-medium">{t('nextDate', { name: next.name, day: next.day ? formatDate(next.day) : '—' })}</p>
      <p className="text-slate-800">
        {!forecast.basisDates ? t('noHistory') : next.heads !== null && next.headsFrom ? t(`heads.${next.headsFrom}`, { heads: formatInteger(next.heads) }) : t('perDate')}
      </p>
      {canSend && forecast.basisDates > 0 && (
        <Link href={`${transferLinks.dispatch(projectId, next.eventId)}?propose=1`} className="inline-flex min-h-11 items-center self-start rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
          {t('prepare', { name: next.name })}
        </Link>
      )}
    </div>
  );
}

function RunOutTable({ runOut, tourName }: { runOut: RunOutVariant[]; tourName: string }) {
  const t = useTranslations('reports.next.runOut');
  const { formatDate } = useDateFormat();
  const runsOut = (variant: RunOutVariant) => [variant.runsOutAt.day ? formatDate(variant.runsOutAt.day) : null, variant.runsOutAt.name].filter(Boolean).join(' · ');
  const columns: ReportColumn<RunOutVariant>[] = [
    { label: t('product'), cell: (variant) => variant.productTitle, csv: (variant) => variant.productTitle },
    { label: t('variant'), cell: (variant) => variant.label ?? t('single'), csv: (variant) => variant.label ?? '' },
    { label: t('available'), numeric: true, cell: (variant) => formatInteger(variant.available), csv: (variant) => variant.available },
    { label: t('needed'), numeric: true, cell: (variant) => formatInteger(variant.needed), csv: (variant) => variant.needed },
    { label: t('runsOutAt'), cell: runsOut, csv: (variant) => variant.runsOutAt.day ?? variant.runsOutAt.name },
  ];
  return <ReportTable caption={t('title')} rows={runOut} columns={columns} rowKey={(variant) => variant.productVariantId} exportName="rapport-ruptures" tourName={tourName} empty={t('empty')} />;
}
