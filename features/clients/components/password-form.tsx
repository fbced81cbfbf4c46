import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { PasswordRulesChecklist } from '@/features/accounts';
import { changePasswordSchema } from '@/features/accounts/schemas';
import { isApiError } from '@/lib/api-client';
import { useChangePassword } from '../api';
import { setApiFieldErrors } from './api-field-errors';
import { TextField } from '@/components/ui/form-field';
import { Card } from '@/components/ui/card';

// The API's schema plus the confirmation, which only the form needs.
const passwordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'] });
type PasswordFormValues = z.infer<typeof passwordFormSchema>;
const passwordFields = ['currentPassword', 'newPassword'] as const;
const emptyValues: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const t = useTranslations('clients.password');
  const notify = useNotify();
  const checklistId = useId();
  const changePassword = useChangePassword({ onSuccess: () => notify.success(t('success')) });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<PasswordFormValues>({ resolver: zodResolver(passwordFormSchema), defaultValues: emptyValues });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutate({ currentPassword, newPassword }, {
      onSuccess: () => reset(emptyValues),
      onError: (error) => {
        const shownUnderFields = setApiFieldErrors(error, passwordFields, setError);
        // A wrong current password is said under its field; anything else also gets the catalogue toast.
        if (!(shownUnderFields && isApiError(error) && error.errorCode === 'BAD_CREDENTIALS')) notify.error(error, { operation: 'update' });
      },
    }),
  );

  return (
    <Card title={t('title')} description={t('description')}>
      <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-4">
        <TextField
          label={t('current')}
          type="password"
          autoComplete="current-password"
          aria-required
          error={errors.currentPassword && t(errors.currentPassword.type === 'server' ? 'errors.currentWrong' : 'errors.currentRequired')}
          {...register('currentPassword')}
        />
        <TextField label={t('new')} type="password" autoComplete="new-password" aria-required describedBy={checklistId} error={errors.newPassword && t('errors.newRules')} {...register('newPassword')} />
        <PasswordRulesChecklist id={checklistId} password={newPassword} />
        <TextField
          label={t('confirm')}
          type="password"
          autoComplete="new-password"
          aria-required
          error={errors.confirmPassword && t('errors.confirmMismatch')}
          {...register('confirmPassword')}
        />
        <div>
          <Button type="submit" disabled={changePassword.isPending}>
            {changePassword.isPending ? t('submitting') : t('submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
