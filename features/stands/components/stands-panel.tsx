import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { planOwnerOf, useProject } from '@/features/projects';
import { UpgradeNotice, useQuotaLeft, useUpgradeAwareNotify } from '@/features/entitlements';
import { formatMoney } from '@/lib/format';
import { useCreateStand, useDeleteStand, useStands, useTourSellers, useUpdateStand } from '../api';
import type { StandView } from '../types';
import { FormDialog } from '@/components/ui/form-dialog';
import { draftOf, emptyStand, sellerName, standErrorsOf, StandFields, validateStand, type StandDraft } from './stand-fields';
import { ScrollRegion } from '@/components/ui/scroll-region';

type Editing = { mode: 'create' } | { mode: 'edit'; stand: StandView };

/** The tablet register of a stand; the tour's writers open it in their own session (issue #25). */
export const registerHref = (eventId: string, standId: string) => `/sellers/events/${eventId}/stands/${standId}`;

/**
 * An event's stands as a table; writers add, edit and delete them in dialogs. Once the event has as many stands as
 * the tour owner's plan allows, adding one is replaced by the limit and the plan that allows more. While the event is
 * under way (`selling`), writers open a stand's register from here, without being its seller.
 */
export function StandsPanel({ eventId, projectId, canWrite, selling = false }: { eventId: string; projectId: string; canWrite: boolean; selling?: boolean }) {
  const t = useTranslations('events.stands');
  const notify = useNotify();
  const notifyRefusal = useUpgradeAwareNotify();
  const stands = useStands(eventId);
  const project = useProject(projectId);
  const standsLeft = useQuotaLeft('standsPerEvent', { used: stands.data?.data.length, clientId: planOwnerOf(project.data) });
  const standsFull = standsLeft.exhausted && typeof standsLeft.limit === 'number' ? standsLeft.limit : null;
  const sellers = useTourSellers(projectId, canWrite);
  const create = useCreateStand(eventId);
  const update = useUpdateStand(eventId);
  const remove = useDeleteStand(eventId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [draft, setDraft] = useState<StandDraft>(emptyStand);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<StandView | null>(null);

  function open(next: Editing) {
    setEditing(next);
    setDraft(next.mode === 'edit' ? draftOf(next.stand) : emptyStand);
    setErrors({});
  }

  async function save() {
    if (!editing) return;
    const checked = validateStand(draft);
    if ('errors' in checked) return setErrors(checked.errors);
    try {
      if (editing.mode === 'create') await create.mutateAsync(checked.input);
      else await update.mutateAsync({ id: editing.stand.id, ...checked.input });
      notify.success(editing.mode === 'create' ? t('created', { name: checked.input.name }) : t('updated', { name: checked.input.name }));
      setEditing(null);
    } catch (error) {
      const fieldErrors = standErrorsOf(error);
      if (fieldErrors) setErrors(fieldErrors);
      else notifyRefusal(error, { operation: editing.mode === 'create' ? 'create' : 'update' });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('deleted', { name: deleting.name }));
      setDeleting(null);
    } catch (error) {
      notify.error(error, { operation: 'delete' });
      setDeleting(null);
    }
  }

  const pending = create.isPending || update.isPending;

  return (
    <div className="flex flex-col gap-4">
      {canWrite &&
        (standsFull === null ? (
          <div>
            <Button onClick={() => open({ mode: 'create' })}>{t('add')}</Button>
          </div>
        ) : (
          <UpgradeNotice quota="standsPerEvent" limit={standsFull} />
        ))}
      {stands.isPending && <SkeletonLines label={t('loading')} lines={2} />}
      {stands.isError && <LoadError onRetry={() => void stands.refetch()} />}
      {stands.data?.data.length === 0 && <p className="text-slate-700">{t('empty')}</p>}
      {stands.data && stands.data.data.length > 0 && (
        <ScrollRegion label={t('title')}>
          <table className="w-full text-left">
            <caption className="sr-only">{t('title')}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pr-4">{t('name')}</th>
                <th scope="col" className="py-2 pr-4">{t('cashColumn')}</th>
                <th scope="col" className="py-2 pr-4">{t('changeFundColumn')}</th>
                <th scope="col" className="py-2 pr-4">{t('cardReaderColumn')}</th>
                <th scope="col" className="py-2 pr-4">{t('status')}</th>
                <th scope="col" className="py-2 pr-4">{t('sellers')}</th>
                {canWrite && (
                  <th scope="col" className="sticky right-0 bg-white py-2 pl-2 shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.25)]">
                    <span className="sr-only">{t('actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {stands.data.data.map((stand) => (
                <tr key={stand.id} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-4 font-medium">{stand.name}</th>
                  <td className="py-2 pr-4">{stand.isCashCompatible ? t('yes') : t('no')}</td>
                  <td className="py-2 pr-4">{formatMoney(stand.changeFund)}</td>
                  <td className="py-2 pr-4">{stand.cardReaderId ?? t('noCardReader')}</td>
                  <td className="py-2 pr-4">{t(`statuses.${stand.status}`)}</td>
                  <td className="py-2 pr-4">{stand.sellers.length ? stand.sellers.map(sellerName).join(', ') : t('noneAssigned')}</td>
                  {canWrite && (
                    <td className="sticky right-0 bg-white py-2 pl-2 shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.25)]">
                      <div className="flex flex-wrap gap-2">
                        {selling && (
                          <Link
                            href={registerHref(eventId, stand.id)}
                            aria-label={t('openRegisterNamed', { name: stand.name })}
                            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
                          >
                            {t('openRegister')}
                          </Link>
                        )}
                        <Button variant="secondary" onClick={() => open({ mode: 'edit', stand })} aria-label={t('editNamed', { name: stand.name })}>
                          {t('edit')}
                        </Button>
                        <Button variant="secondary" onClick={() => setDeleting(stand)} aria-label={t('deleteNamed', { name: stand.name })}>
                          {t('delete')}
                        </Button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <FormDialog
        open={editing !== null}
        title={editing?.mode === 'edit' ? t('editTitle', { name: editing.stand.name }) : t('addTitle')}
        submitLabel={editing?.mode === 'edit' ? t('save') : t('add')}
        cancelLabel={t('cancel')}
        pendingLabel={t('saving')}
        pending={pending}
        onSubmit={() => void save()}
        onClose={() => setEditing(null)}
      >
        <StandFields draft={draft} onChange={setDraft} errors={errors} sellers={sellers.data} projectId={projectId} />
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={t('deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        pendingLabel={t('deleting')}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {t('deleteText')}
      </ConfirmDialog>
    </div>
  );
}
