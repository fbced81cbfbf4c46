import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { ActionMenu, type MenuAction } from '@/components/ui/action-menu';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/form-field';
import { featureUpgrade, quotaUpgrade, useFeature, useQuotaLeft, useUpgradeAwareNotify, type UpgradeReason } from '@/features/entitlements';
import { planOwnerOf, useProject } from '@/features/projects';
import { isApiError } from '@/lib/api-client';
import { eventKeys, useCancelEvent, useDeleteEvent, useDuplicateEvent, useStartEvent } from '../api';
import type { EventView } from '../types';
import { eventLinks } from './links';
import { UpgradeDialog } from './upgrade-dialog';

const primaryLink = 'inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800';

/**
 * The event page's actions (docs/decisions.md, "One primary action per page"): the one next step of the event's status
 * as a button, everything else in one menu. A pending date being set up is finished; a set-up one is started; a
 * started one shows its sales and is closed from the menu (the closing wizard); a finished one leads to its closing
 * report ("Bilan de clôture"), its sales in the menu; a canceled one has no next step. `dispatchHref` is the stock
 * domain's dispatch plan, given by the page.
 */
export function EventActions({ event, dispatchHref }: { event: EventView; dispatchHref?: string }) {
  const t = useTranslations('events.page');
  const router = useRouter();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const start = useStartEvent(event.id);
  const cancel = useCancelEvent(event.id);
  const duplicate = useDuplicateEvent(event.id);
  const remove = useDeleteEvent(event.id);
  const [dialog, setDialog] = useState<'cancel' | 'delete' | 'duplicate' | null>(null);
  const [copyName, setCopyName] = useState('');
  const [copyError, setCopyError] = useState<string>();
  const completed = event.funnelCompletedAt !== null;
  const active = event.status === 'pending' || event.status === 'inProgress';
  const duplicateBlocked = useDuplicationBlocked(event.projectId);
  const notifyRefusal = useUpgradeAwareNotify();

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
        // A plan that lost duplication or a month's events used up meanwhile: the toast says which plan allows it.
        notifyRefusal(error, { operation: 'create' });
        setDialog(null);
      }
    }
  }

  async function confirmDelete() {
    if (await run(() => remove.mutateAsync(), t('deleted'), 'delete')) await router.push(eventLinks.tour(event.projectId));
  }

  const go = (href: string) => () => void router.push(href);
  const menu: MenuAction[] = [
    // The funnel reopens on a set-up event to edit its details, dates and fees; an unfinished one has it as its primary.
    ...(active && completed ? [{ label: t('editEvent'), onSelect: go(eventLinks.funnel(event.projectId, event.id)) }] : []),
    ...(active && dispatchHref ? [{ label: t('dispatch'), onSelect: go(dispatchHref) }] : []),
    ...(event.status === 'inProgress' ? [{ label: t('close'), onSelect: go(eventLinks.closing(event.projectId, event.id)) }] : []),
    ...(event.status === 'finished' ? [{ label: t('sales'), onSelect: go(eventLinks.sales(event.projectId, event.id)) }] : []),
    {
      label: t('duplicate'),
      onSelect: () => {
        setCopyName(t('copyName', { name: event.name }));
        setCopyError(undefined);
        setDialog('duplicate');
      },
    },
    ...(active ? [{ label: t('cancel'), onSelect: () => setDialog('cancel') }] : []),
    ...(event.status === 'pending' || event.status === 'canceled' ? [{ label: t('delete'), onSelect: () => setDialog('delete') }] : []),
  ];

  return (
    <>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('actions')}>
        {event.status === 'pending' && !completed && (
          <Link href={eventLinks.funnel(event.projectId, event.id)} className={primaryLink}>
            {t('finishSetup')}
          </Link>
        )}
        {event.status === 'pending' && completed && (
          <Button onClick={() => void run(() => start.mutateAsync(), t('started'), 'update')} disabled={start.isPending}>
            {start.isPending ? t('starting') : t('start')}
          </Button>
        )}
        {event.status === 'inProgress' && (
          <Link href={eventLinks.sales(event.projectId, event.id)} className={primaryLink}>
            {t('sales')}
          </Link>
        )}
        {event.status === 'finished' && (
          <Link href={eventLinks.settlement(event.projectId, event.id)} className={primaryLink}>
            {t('settlement')}
          </Link>
        )}
        <ActionMenu
          label={t('moreActions')}
          actions={menu}
          trigger={
            <>
              {t('moreActions')}
              <span aria-hidden="true">▾</span>
            </>
          }
        />
      </div>
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
      {duplicateBlocked && <UpgradeDialog open={dialog === 'duplicate'} title={t('duplicateTitle', { name: event.name })} reason={duplicateBlocked} closeLabel={t('dismiss')} onClose={() => setDialog(null)} />}
      <FormDialog
        open={dialog === 'duplicate' && !duplicateBlocked}
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
    </>
  );
}

/**
 * Why duplicating is not possible on the owner's plan, or null: duplication is not in it, or its events of the month
 * are used up (a copy is a new event). Unknown (loading, or a plan the user may not read) is null: the server decides.
 */
function useDuplicationBlocked(projectId: string): UpgradeReason | null {
  const project = useProject(projectId);
  const clientId = planOwnerOf(project.data);
  const duplication = useFeature('eventDuplication', { clientId });
  const events = useQuotaLeft('eventsPerMonth', { clientId });
  if (duplication.locked) return featureUpgrade('eventDuplication', duplication.plan);
  if (events.exhausted && typeof events.limit === 'number') return quotaUpgrade('eventsPerMonth', events.limit, events.plan);
  return null;
}
