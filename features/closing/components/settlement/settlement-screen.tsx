import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { PageTitle } from '@/components/layout/page-title';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { eventLinks } from '@/features/events';
import { canWriteTour, useProject } from '@/features/projects';
import { isApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { useSettlement } from '../../settlement-api';
import { SettlementAdjustments } from './settlement-adjustments';
import { SettlementDownloads } from './settlement-downloads';
import { SettlementFingerprint } from './settlement-fingerprint';
import { SettlementOwed } from './settlement-owed';
import { SettlementParties } from './settlement-parties';
import { SettlementStandCard } from './settlement-stand';
import { SettlementSummary } from './settlement-summary';

/**
 * The closing report of an event (docs/decisions.md, Settlement): its number and parties, the summary, then each stand, as the closing
 * confirmed them (with their fingerprint), then the refunds made since, which the tour's writers add to.
 */
export function SettlementScreen({ projectId, eventId }: { projectId: string; eventId: string }) {
  const t = useTranslations('closing.settlement');
  const tc = useTranslations('common');
  const { formatLongDateTime } = useDateFormat();
  const settlement = useSettlement(eventId);
  // The event page's rule for its action menu: viewers and sellers read, the tour's writers act.
  const writable = canWriteTour(useProject(projectId).data);
  const back = (
    <Link href={eventLinks.page(projectId, eventId)} className="inline-flex min-h-11 items-center text-brand-700 underline">
      <span aria-hidden="true">←&nbsp;</span>
      {t('back')}
    </Link>
  );

  if (settlement.isPending) return <SkeletonLines label={t('loading')} />;
  if (settlement.isError) {
    if (isApiError(settlement.error) && settlement.error.errorCode === 'EVENT_NOT_CLOSED') {
      return (
        <div className="flex flex-col items-start gap-3">
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">{t('notClosed')}</p>
          {back}
        </div>
      );
    }
    const missing = { title: tc('missing.event'), text: t('notFound'), back: { href: eventLinks.tour(projectId), label: tc('missing.backToTour') } };
    return <LoadError error={settlement.error} missing={missing} onRetry={() => void settlement.refetch()} />;
  }

  const data = settlement.data;
  return (
    <div className="flex flex-col gap-6">
      {back}
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <PageTitle name={t('heading', { event: data.event.name })} />
          <h1 className="text-2xl font-semibold">{t('heading', { event: data.event.name })}</h1>
          {data.number && <p className="text-lg font-semibold text-slate-900">{t('number', { number: data.number })}</p>}
          <p className="text-slate-700">{t('closedAt', { date: formatLongDateTime(data.closedAt) })}</p>
          <SettlementFingerprint hash={data.hash} />
        </div>
        <SettlementDownloads eventId={eventId} />
      </header>
      <SettlementParties settlement={data} />
      <SettlementSummary settlement={data} />
      <SettlementOwed settlement={data} />
      {data.stands.map((stand) => (
        <SettlementStandCard key={stand.id} stand={stand} />
      ))}
      <SettlementAdjustments eventId={eventId} settlement={data} writable={writable} />
    </div>
  );
}
