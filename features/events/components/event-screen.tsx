import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { PerformancesCard } from './performances-card';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { canWriteTour, useProject } from '@/features/projects';
import { formatRate } from '@/lib/format';
import { useEvent } from '../api';
import type { EventView } from '../types';
import { EventActions } from './event-actions';
import { EventStatusBadge } from './event-status-badge';
import { eventLinks } from './links';
import { VenueDealSummary } from './venue-deal-summary';
import { PageTitle } from '@/components/layout/page-title';
import { useDateFormat } from '@/lib/hooks/use-date-format';

/**
 * Spec §2 event page: the event's details, performances and stands, and what can be done with it. `dispatchHref` is
 * the stock domain's dispatch plan to its stands, given by the page and offered in the actions menu to those who may
 * change the event; `takings` is the orders domain's view of the money, given the event to decide what to show;
 * `stands` is the stands domain's panel, told whether the event may still be changed; `shop` is the shops domain's
 * click-and-collect card, placed after the stands it hands orders over at; `services` is the services domain's card
 * (payment terminals, stand management), which serves those stands too; `tablets` is the orders domain's card of the
 * stands' register tablets (their last sync, the sales they still hold), placed right after the stands.
 */
export function EventScreen({
  projectId,
  eventId,
  dispatchHref,
  takings,
  stands,
  shop,
  services,
  tablets,
}: {
  projectId: string;
  eventId: string;
  dispatchHref?: string;
  takings?: (event: EventView) => ReactNode;
  stands?: (event: EventView, access: { canWrite: boolean }) => ReactNode;
  shop?: (event: EventView) => ReactNode;
  services?: (event: EventView) => ReactNode;
  tablets?: (event: EventView) => ReactNode;
}) {
  const t = useTranslations('events.page');
  const tc = useTranslations('common');
  const event = useEvent(eventId);
  const project = useProject(projectId);

  if (event.isPending) return <SkeletonLines label={t('loading')} />;
  if (event.isError) {
    const missing = { title: tc('missing.event'), text: t('notFound'), back: { href: eventLinks.tour(projectId), label: tc('missing.backToTour') } };
    return <LoadError error={event.error} missing={missing} onRetry={() => void event.refetch()} />;
  }
  const data = event.data;
  const canWrite = canWriteTour(project.data);
  const editable = canWrite && (data.status === 'pending' || data.status === 'inProgress');

  return (
    <div className="flex flex-col gap-6">
      <Link href={eventLinks.tour(projectId)} className="text-brand-700 underline">
        <span aria-hidden="true">←</span> {project.data ? t('backTo', { name: project.data.name }) : t('back')}
      </Link>
      <EventHeader event={data} canWrite={canWrite} dispatchHref={dispatchHref} />
      {project.data && !canWrite && <p className="rounded-md border border-blue-200 bg-blue-50 p-3 text-blue-900">{t('readOnly')}</p>}
      {canWrite && data.status === 'pending' && data.funnelCompletedAt !== null && <NextSteps projectId={projectId} dispatchHref={dispatchHref} />}
      <PerformancesCard event={data} canEnterAttendance={canWrite && data.status !== 'canceled'} />
      {takings?.(data)}
      {stands && <Card title={t('stands')}>{stands(data, { canWrite: editable })}</Card>}
      {tablets?.(data)}
      {shop?.(data)}
      {services?.(data)}
      {'commissionType' in data && (
        <Card title={t('fees')}>
          <p>{t(`commission.${data.commissionType}`)}</p>
          {data.commissionType === 'theatreFee' && data.theaterFeeAmount !== null && (
            <p className="text-slate-700">{t('feeLine', { amount: formatRate(data.theaterFeeAmount), vat: formatRate(data.theaterFeeVat ?? 0) })}</p>
          )}
          {data.commissionType === 'theatreFee' && data.venueDeal && <VenueDealSummary deal={data.venueDeal} rate={data.theaterFeeAmount} />}
          {data.commissionType === 'agentFee' && data.commissionAgentFeeAmount !== null && (
            <p className="text-slate-700">{t('feeLine', { amount: formatRate(data.commissionAgentFeeAmount), vat: formatRate(data.commissionAgentFeeVat ?? 0) })}</p>
          )}
        </Card>
      )}
    </div>
  );
}

function EventHeader({ event, canWrite, dispatchHref }: { event: EventView; canWrite: boolean; dispatchHref?: string }) {
  const { formatDate } = useDateFormat();
  const t = useTranslations('events.page');
  const venue = [event.venueName, event.addressLine1, [event.postcode, event.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const completed = event.funnelCompletedAt !== null;

  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <PageTitle name={event.name} />
          <h1 className="text-2xl font-semibold">{event.name}</h1>
          <EventStatusBadge status={event.status} funnelCompleted={completed} />
          <p className="text-slate-700">{venue || t('noVenue')}</p>
          <p className="text-slate-700">{event.dates.length ? event.dates.map((date) => formatDate(date)).join(' · ') : t('noDates')}</p>
        </div>
        {canWrite && <EventActions event={event} dispatchHref={dispatchHref} />}
        {!canWrite && event.status === 'finished' && (
          <Link href={eventLinks.settlement(event.projectId, event.id)} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
            {t('settlement')}
          </Link>
        )}
      </div>
      {canWrite && event.status === 'pending' && !completed && <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">{t('startHint')}</p>}
    </header>
  );
}

/**
 * What a date that is ready still needs before its first sale (issue #25): products, stock at the warehouse, stock
 * sent to its stands, then the start. Shown while the date waits to start, to those who may do it.
 */
function NextSteps({ projectId, dispatchHref }: { projectId: string; dispatchHref?: string }) {
  const t = useTranslations('events.funnel.nextSteps');
  const steps = [
    { key: 'products', href: `/dashboard/projects/${projectId}?tab=catalogue` },
    { key: 'stock', href: `/dashboard/projects/${projectId}?tab=stock` },
    ...(dispatchHref ? [{ key: 'send', href: dispatchHref }] : []),
  ] as const;
  return (
    <Card title={t('title')} description={t('intro')}>
      <ol className="flex list-decimal flex-col gap-2 pl-6">
        {steps.map((step) => (
          <li key={step.key}>
            <Link href={step.href} className="text-brand-700 underline">
              {t(step.key)}
            </Link>
          </li>
        ))}
        <li>{t('start')}</li>
      </ol>
    </Card>
  );
}
