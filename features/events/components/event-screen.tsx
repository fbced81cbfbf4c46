import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/form-field';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { canWriteTour, useProject } from '@/features/projects';
import { FormDialog } from '@/components/ui/form-dialog';
import { StandsPanel } from '@/features/stands';
import { isApiError } from '@/lib/api-client';
import { formatRate } from '@/lib/format';
import { eventKeys, useCancelEvent, useDeleteEvent, useDuplicateEvent, useEvent, useStartEvent } from '../api';
import type { EventView } from '../types';
import { EventStatusBadge } from './event-status-badge';
import { eventLinks } from './links';
import { PageTitle } from '@/components/layout/page-title';
import { useDateFormat } from '@/lib/hooks/use-date-format';

/**
 * Spec §2 event page: the event's details, performances and stands, and what can be done with it. `sendStock` is the
 * stock domain's way to its stands, given by the page and shown to those who may change the event; `takings` is the
 * orders domain's view of the money, given the event to decide what to show.
 */
export function EventScreen({ projectId, eventId, sendStock, takings }: { projectId: string; eventId: string; sendStock?: ReactNode; takings?: (event: EventView) => ReactNode }) {
  const { formatLongDateTime } = useDateFormat();
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
      <EventHeader event={data} canWrite={canWrite} />
      {project.data && !canWrite && <p className="rounded-md border border-blue-200 bg-blue-50 p-3 text-blue-900">{t('readOnly')}</p>}
      <Card title={t('performances')}>
        {data.performances.length === 0 ? (
          <p className="text-slate-700">{t('noPerformances')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {data.performances.map((performance) => (
              <li key={performance.id} className="flex flex-wrap gap-2">
                <span className="font-medium">{formatLongDateTime(performance.startsAtIso)}</span>
                {performance.roomName && <span className="text-slate-700">· {performance.roomName}</span>}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {takings?.(data)}
      <Card title={t('stands')}>
        <StandsPanel eventId={data.id} projectId={projectId} canWrite={editable} />
        {editable && sendStock && <div className="mt-4">{sendStock}</div>}
      </Card>
      {'commissionType' in data && (
        <Card title={t('fees')}>
          <p>{t(`commission.${data.commissionType}`)}</p>
          {data.commissionType === 'theatreFee' && data.theaterFeeAmount !== null && (
            <p className="text-slate-700">{t('feeLine', { amount: formatRate(data.theaterFeeAmount), vat: formatRate(data.theaterFeeVat ?? 0) })}</p>
          )}
          {data.commissionType === 'agentFee' && data.commissionAgentFeeAmount !== null && (
            <p className="text-slate-700">{t('feeLine', { amount: formatRate(data.commissionAgentFeeAmount), vat: formatRate(data.commissionAgentFeeVat ?? 0) })}</p>
          )}
        </Card>
      )}
    </div>
  );
}

function EventHeader({ event, canWrite }: { event: EventView; canWrite: boolean }) {
  const { formatDate } = useDateFormat();
  const t = useTranslations('events.page');
  const router = useRouter();
  const notify = useNotify();
  const start = useStartEvent(event.id);
  const cancel = useCancelEvent(event.id);
  const queryClient = useQueryClient();
  const duplicate = useDuplicateEvent(event.id);
  const remove = useDeleteEvent(event.id);
  const [dialog, setDialog] = useState<'cancel' | 'delete' | 'duplicate' | null>(null);
  const [copyName, setCopyName] = useState('');
  const [copyError, setCopyError] = useState<string>();
  const venue = [event.venueName, event.addressLine1, [event.postcode, event.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const completed = event.funnelCompletedAt !== null;

  async function run(action: () => Promise<unknown>, success: string, operation: 'update' | 'delete') {
    try {
      await action();
      notify.success(success);
      setDialog(null);
      return true;
    } catch (error) {
      notify.error(error, { operation });
      setDialog(null);
      // The refusal often means the page is stale (started elsewhere, stock arrived): show the event as it is now.
      await queryClient.invalidateQueries({ queryKey: eventKeys.detail(event.id) });
      return false;
    }
  }

  async function submitDuplicate() {
    const name = copyName.trim();
    if (name.length < 2 || name.length > 200) return setCopyError(t('duplicateNameError'));
    try {
      const copy = await duplicate.mutateAsync({ name });
      notify.success(t('duplicated'));
      setDialog(null);
      await router.push(eventLinks.page(event.projectId, copy.id));
    } catch (error) {
      if (isApiError(error) && error.fields.includes('name')) setCopyError(t('duplicateNameError'));
      else {
        notify.error(error, { operation: 'create' });
        setDialog(null);
      }
    }
  }

  async function confirmDelete() {
    if (await run(() => remove.mutateAsync(), t('deleted'), 'delete')) await router.push(eventLinks.tour(event.projectId));
  }

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
        {canWrite && (
          <div className="flex flex-wrap gap-2" role="group" aria-label={t('actions')}>
            {(event.status === 'pending' || event.status === 'inProgress') && (
              // The funnel reopens on this event: it finishes the set-up, or edits details, dates and fees later.
              <Link href={eventLinks.funnel(event.projectId, event.id)} className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-100">
                {completed ? t('editEvent') : t('finishSetup')}
              </Link>
            )}
            {event.status === 'pending' && (
              <Button onClick={() => void run(() => start.mutateAsync(), t('started'), 'update')} disabled={!completed || start.isPending} aria-describedby={completed ? undefined : 'start-hint'}>
                {start.isPending ? t('starting') : t('start')}
              </Button>
            )}
            {event.status === 'inProgress' && (
              <Link href={eventLinks.closing(event.projectId, event.id)} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
                {t('close')}
              </Link>
            )}
            <Button
              variant="secondary"
              onClick={() => {
                setCopyName(t('copyName', { name: event.name }));
                setCopyError(undefined);
                setDialog('duplicate');
              }}
            >
              {t('duplicate')}
            </Button>
            {(event.status === 'pending' || event.status === 'inProgress') && (
              <Button variant="secondary" onClick={() => setDialog('cancel')}>
                {t('cancel')}
              </Button>
            )}
            {(event.status === 'pending' || event.status === 'canceled') && (
              <Button variant="danger" onClick={() => setDialog('delete')}>
                {t('delete')}
              </Button>
            )}
          </div>
        )}
      </div>
      {canWrite && event.status === 'pending' && !completed && (
        <p id="start-hint" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {t('startHint')}
        </p>
      )}
      <ConfirmDialog
        open={dialog === 'cancel'}
        tone="danger"
        title={t('cancelTitle', { name: event.name })}
        confirmLabel={t('cancelConfirm')}
        cancelLabel={t('keep')}
        pendingLabel={t('canceling')}
        pending={cancel.isPending}
        onConfirm={() => void run(() => cancel.mutateAsync(), t('canceled'), 'update')}
        onClose={() => setDialog(null)}
      >
        {t('cancelText')}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'delete'}
        tone="danger"
        title={t('deleteTitle', { name: event.name })}
        confirmLabel={t('delete')}
        cancelLabel={t('dismiss')}
        pendingLabel={t('deleting')}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDialog(null)}
      >
        {t('deleteText')}
      </ConfirmDialog>
      <FormDialog
        open={dialog === 'duplicate'}
        title={t('duplicateTitle', { name: event.name })}
        submitLabel={t('duplicateConfirm')}
        cancelLabel={t('dismiss')}
        pendingLabel={t('duplicating')}
        pending={duplicate.isPending}
        onSubmit={() => void submitDuplicate()}
        onClose={() => setDialog(null)}
      >
        <p className="text-slate-700">{t('duplicateText')}</p>
        <TextField label={t('duplicateName')} value={copyName} onChange={(change) => setCopyName(change.target.value)} error={copyError} maxLength={200} required />
      </FormDialog>
    </header>
  );
}
