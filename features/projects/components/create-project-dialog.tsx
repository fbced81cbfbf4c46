import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextField } from '@/components/ui/form-field';
import { UpgradeNotice, useFeature, useUpgradeAwareNotify } from '@/features/entitlements';
import { isApiError } from '@/lib/api-client';
import { useCreateProject } from '../api';
import { projectFormSchema, type projectSchema } from '../schemas';

type FormValues = { name: string; description: string; startDate: string; endDate: string; hasZones: boolean };

const messageKey: Record<string, string> = { name: 'name', endDate: 'endBeforeStart', startDate: 'date' };

/**
 * The new tour form, in a native modal dialog; on success it opens the new tour. The tour will be the manager's
 * organisation's: without stock zones in its plan, the zones option is replaced by the plan that has them.
 */
export function CreateProjectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('tours.form');
  const router = useRouter();
  const notify = useNotify();
  const notifyRefusal = useUpgradeAwareNotify();
  const zonesLocked = useFeature('stockZones').locked;
  const hasZonesId = useId();
  const createProject = useCreateProject();
  const form = useForm<FormValues>({
    defaultValues: { name: '', description: '', startDate: '', endDate: '', hasZones: false },
    // The schema's output (null dates) differs from the inputs ('' dates): the values are mapped again on submit.
    resolver: zodResolver(projectFormSchema as unknown as typeof projectSchema) as never,
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const project = await createProject.mutateAsync({
        name: values.name,
        description: values.description || null,
        startDate: values.startDate || null,
        endDate: values.endDate || null,
        hasZones: values.hasZones && !zonesLocked,
      });
      notify.success(t('created'));
      form.reset();
      onClose();
      await router.push(`/dashboard/projects/${project.id}`);
    } catch (error) {
      if (isApiError(error) && error.fields.length) for (const field of error.fields) form.setError(field as keyof FormValues, { message: 'date' });
      else notifyRefusal(error, { operation: 'create' });
    }
  });

  const errorOf = (field: keyof FormValues) => {
    const error = form.formState.errors[field];
    return error ? t(`errors.${messageKey[field] ?? 'date'}`) : undefined;
  };

  return (
    <ModalDialog
      open={open}
      title={t('title')}
      large
      onClose={onClose}
      onSubmit={() => void submit()}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={createProject.isPending}>
            {createProject.isPending ? t('submitting') : t('submit')}
          </Button>
        </>
      }
    >
        <TextField label={t('name')} autoComplete="off" {...form.register('name')} error={errorOf('name')} />
        <TextField label={t('description')} {...form.register('description')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('startDate')} type="date" {...form.register('startDate')} error={errorOf('startDate')} />
          <TextField label={t('endDate')} type="date" {...form.register('endDate')} error={errorOf('endDate')} />
        </div>
        {zonesLocked ? (
          <div className="flex flex-col gap-2">
            <p className="font-medium">{t('hasZones')}</p>
            <p className="text-sm text-slate-700">{t('hasZonesHint')}</p>
            <UpgradeNotice feature="stockZones" />
          </div>
        ) : (
          <div className="flex items-start gap-3">
            <input id={hasZonesId} type="checkbox" className="mt-1 h-5 w-5" aria-describedby={`${hasZonesId}-hint`} {...form.register('hasZones')} />
            <div>
              <label htmlFor={hasZonesId}>{t('hasZones')}</label>
              <p id={`${hasZonesId}-hint`} className="text-sm text-slate-700">
                {t('hasZonesHint')}
              </p>
            </div>
          </div>
        )}
    </ModalDialog>
  );
}
