import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/form-field';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { UpgradeNotice, useFeature, useUpgradeAwareNotify } from '@/features/entitlements';
import { planOwnerOf, type ProjectView } from '@/features/projects';
import { isApiError } from '@/lib/api-client';
import { useCreateZone, useRenameZone, useStockMatrix, useZones } from '../api';
import { createZoneSchema } from '../schemas';
import type { InventoryView } from '../types';
import { StockSection } from './stock-section';

type ZoneName = { name: string };

/**
 * A tour's zones (intermediate stock points), with the units each holds; those who may write create and rename them.
 * A tour keeps its zones whatever its owner's plan became, but creating one needs stock zones in that plan: without
 * them, the creation form is replaced by the plan that has them.
 */
export function ZonesPanel({ project, writable }: { project: ProjectView; writable: boolean }) {
  const t = useTranslations('stock.zones');
  const zonesLocked = useFeature('stockZones', { clientId: planOwnerOf(project) }).locked;
  const zones = useZones(project.id, project.hasZones);
  const matrix = useStockMatrix(project.id);
  const [renaming, setRenaming] = useState<InventoryView | null>(null);

  return (
    <StockSection title={t('title')} intro={t('intro')}>
      {zones.isPending && <SkeletonLines label={t('loading')} lines={2} />}
      {zones.isError && <LoadError onRetry={() => void zones.refetch()} />}
      {zones.data?.length === 0 && <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">{t('empty')}</p>}
      {zones.data && zones.data.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" data-testid="zones-list">
          {zones.data.map((zone) => (
            <li key={zone.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div>
                <p className="font-medium text-slate-900">{zone.name}</p>
                {matrix.data && <p className="text-sm text-slate-700">{t('units', { count: matrix.data.totals[zone.id] ?? 0 })}</p>}
              </div>
              {writable && (
                <Button variant="secondary" aria-label={t('renameLabel', { name: zone.name })} onClick={() => setRenaming(zone)}>
                  {t('rename')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {writable && (zonesLocked ? <UpgradeNotice feature="stockZones" /> : <CreateZoneForm projectId={project.id} />)}
      {writable && <RenameZoneDialog projectId={project.id} zone={renaming} onClose={() => setRenaming(null)} />}
    </StockSection>
  );
}

function useZoneNameForm(initial: string) {
  return useForm<ZoneName>({ defaultValues: { name: initial }, resolver: zodResolver(createZoneSchema) });
}

function CreateZoneForm({ projectId }: { projectId: string }) {
  const t = useTranslations('stock.zones');
  const notify = useNotify();
  const notifyRefusal = useUpgradeAwareNotify();
  const create = useCreateZone(projectId);
  const form = useZoneNameForm('');
  const headingId = useId();

  const submit = form.handleSubmit(async (values) => {
    try {
      const zone = await create.mutateAsync(values);
      notify.success(t('created', { name: zone.name }));
      form.reset({ name: '' });
    } catch (error) {
      notifyRefusal(error, { operation: 'create' });
      if (isApiError(error) && error.fields.includes('name')) form.setError('name', { message: 'name' }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {t('createTitle')}
      </h4>
      <div className="flex flex-wrap items-start gap-3">
        <div className="w-72">
          <TextField label={t('name')} autoComplete="off" aria-required="true" {...form.register('name')} error={form.formState.errors.name ? t('errors.name') : undefined} />
        </div>
        <Button type="submit" className="mt-7" disabled={create.isPending}>
          {create.isPending ? t('creating') : t('create')}
        </Button>
      </div>
    </form>
  );
}

function RenameZoneDialog({ projectId, zone, onClose }: { projectId: string; zone: InventoryView | null; onClose: () => void }) {
  const t = useTranslations('stock.zones');
  const notify = useNotify();
  const rename = useRenameZone(projectId);
  const form = useZoneNameForm('');
  const { reset } = form;

  // The dialog starts from the zone's current name each time it opens (its form is shown only while open).
  useEffect(() => {
    if (zone) reset({ name: zone.name });
  }, [zone, reset]);

  const submit = form.handleSubmit(async (values) => {
    if (!zone) return;
    try {
      const renamed = await rename.mutateAsync({ id: zone.id, name: values.name });
      notify.success(t('renamed', { name: renamed.name }));
      onClose();
    } catch (error) {
      notify.error(error, { operation: 'update' });
    }
  });

  return (
    <FormDialog
      open={zone !== null}
      title={t('renameTitle', { name: zone?.name ?? '' })}
      submitLabel={t('save')}
      cancelLabel={t('cancel')}
      pendingLabel={t('saving')}
      pending={rename.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField label={t('name')} autoComplete="off" aria-required="true" {...form.register('name')} error={form.formState.errors.name ? t('errors.name') : undefined} />
    </FormDialog>
  );
}
