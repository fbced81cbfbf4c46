import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import type { CurrentUser } from '@/features/auth';
import { updateCurrentUserSchema } from '@/features/auth/schemas';
import { useUpdateMyName } from '../api';
import { setApiFieldErrors } from './api-field-errors';
import { TextField } from '@/components/ui/form-field';
import { Card } from '@/components/ui/card';

// Both names are optional in a PATCH; this form always sends both.
const identitySchema = updateCurrentUserSchema.pick({ firstName: true, lastName: true }).required();
type IdentityInput = z.input<typeof identitySchema>;
type IdentityValues = z.output<typeof identitySchema>;
const identityFields = ['firstName', 'lastName'] as const;

/** The signed-in user's own name (PATCH /v1/users/me). */
export function IdentityForm({ user }: { user: CurrentUser }) {
  const t = useTranslations('clients');
  const notify = useNotify();
  const updateName = useUpdateMyName();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<IdentityInput, unknown, IdentityValues>({
    resolver: zodResolver(identitySchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });

  const submit = handleSubmit((values) =>
    updateName.mutate(values, {
      onSuccess: (updated) => {
        reset({ firstName: updated.firstName ?? '', lastName: updated.lastName ?? '' });
        notify.success(t('identity.saved'));
      },
      onError: (error) => {
        setApiFieldErrors(error, identityFields, setError);
        notify.error(error, { operation: 'update' });
      },
    }),
  );

  return (
    <Card title={t('identity.title')} description={t('identity.description')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <dl className="text-sm">
          <dt className="font-medium text-slate-800">{t('identity.email')}</dt>
          <dd className="text-slate-700">{user.email}</dd>
        </dl>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label={t('identity.firstName')} autoComplete="given-name" aria-required error={errors.firstName && t('identity.errors.firstName')} {...register('firstName')} />
          <TextField label={t('identity.lastName')} autoComplete="family-name" aria-required error={errors.lastName && t('identity.errors.lastName')} {...register('lastName')} />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={updateName.isPending}>
            {updateName.isPending ? t('form.saving') : t('form.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
