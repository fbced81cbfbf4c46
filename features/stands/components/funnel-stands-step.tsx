import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { UpgradeNotice, useQuotaLeft, useUpgradeAwareNotify } from '@/features/entitlements';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import type { StandsStepProps } from '@/features/events';
import { formatMoney } from '@/lib/format';
import { useCreateStand, useDeleteStand, useStands, useTourSellers } from '../api';
import { emptyStand, sellerName, standErrorsOf, StandFields, validateStand, type StandDraft } from './stand-fields';

/** The event funnel's third step, the event's stands: the page hands it to the funnel, which sits below stands. */
export function FunnelStandsStep({ errors, setErrors, next, back, eventId, projectId, planOwner }: StandsStepProps) {
  const t = useTranslations('events.funnel');
  const tStands = useTranslations('events.stands');
  const notify = useNotify();
  const stands = useStands(eventId);
  const sellers = useTourSellers(projectId);
  const create = useCreateStand(eventId);
  const remove = useDeleteStand(eventId);
  const notifyRefusal = useUpgradeAwareNotify();
  // The owner's plan allows so many stands per event: once this event has them, adding one says so.
  const standsLeft = useQuotaLeft('standsPerEvent', { used: stands.data?.data.length, clientId: planOwner });
  const standsFull = standsLeft.exhausted && typeof standsLeft.limit === 'number' ? standsLeft.limit : null;
  const [draft, setDraft] = useState<StandDraft>(emptyStand);
  const [standErrors, setStandErrors] = useState<Record<string, string>>({});

  async function add(event: FormEvent) {
    event.preventDefault();
    const checked = validateStand(draft);
    if ('errors' in checked) return setStandErrors(checked.errors);
    setStandErrors({});
    try {
      await create.mutateAsync(checked.input);
      notify.success(tStands('created', { name: checked.input.name }));
      setDraft(emptyStand);
      setErrors({});
    } catch (failure) {
      const fieldErrors = standErrorsOf(failure);
      if (fieldErrors) setStandErrors(fieldErrors);
      else notifyRefusal(failure, { operation: 'create' });
    }
  }

  async function removeStand(id: string, name: string) {
    try {
      await remove.mutateAsync(id);
      notify.success(tStands('deleted', { name }));
    } catch (failure) {
      notify.error(failure, { operation: 'delete' });
    }
  }

  function proceed() {
    if (!stands.data || stands.data.data.length === 0) return setErrors({ stands: 'standsRequired' });
    next();
  }

  return (
    <div className="flex flex-col gap-6">
      <Card title={t('stands.listTitle')} description={t('stands.intro')}>
        {stands.isPending && <SkeletonLines label={tStands('loading')} lines={2} />}
        {stands.isError && <LoadError onRetry={() => void stands.refetch()} />}
        {stands.data?.data.length === 0 && <p className="text-slate-700">{tStands('empty')}</p>}
        {stands.data && stands.data.data.length > 0 && (
          <ul className="flex flex-col gap-2">
            {stands.data.data.map((stand) => (
              <li key={stand.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3">
                <span>
                  <span className="font-semibold">{stand.name}</span>
                  <span className="text-slate-700">
                    {' · '}
                    {stand.isCashCompatible ? tStands('cashYes') : tStands('cashNo')}
                    {' · '}
                    {tStands('changeFundValue', { amount: formatMoney(stand.changeFund) })}
                    {' · '}
                    {stand.sellers.length ? stand.sellers.map(sellerName).join(', ') : tStands('noneAssigned')}
                  </span>
                </span>
                <Button variant="secondary" onClick={() => void removeStand(stand.id, stand.name)} aria-label={tStands('deleteNamed', { name: stand.name })} disabled={remove.isPending}>
                  {tStands('delete')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={tStands('addTitle')}>
        {standsFull === null ? (
          <form onSubmit={add} noValidate className="flex flex-col gap-4">
            <StandFields draft={draft} onChange={setDraft} errors={standErrors} sellers={sellers.data} projectId={projectId} />
            <div>
              <Button type="submit" variant="secondary" disabled={create.isPending}>
                {create.isPending ? tStands('saving') : tStands('addThis')}
              </Button>
            </div>
          </form>
        ) : (
          <UpgradeNotice quota="standsPerEvent" limit={standsFull} />
        )}
      </Card>
      {errors.stands && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {t('errors.standsRequired')}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={back}>
          <span aria-hidden="true">←</span> {t('previous')}
        </Button>
        <Button onClick={proceed}>{t('continue')}</Button>
      </div>
    </div>
  );
}
