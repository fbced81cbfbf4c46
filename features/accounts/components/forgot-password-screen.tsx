import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useNotify } from '@/components/feedback/use-notify';
import { TextField } from '@/components/ui/form-field';
import { useRequestPasswordReset } from '../api';
import { emailOnlySchema } from '../schemas';
import { AccountCard } from './account-card';
import { Notice } from './notice';
import { SubmitButton } from './submit-button';
import { TextLink } from './text-link';

/** Asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordScreen() {
  const t = useTranslations('accounts');
  const notify = useNotify();
  const request = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: '' } });

  return (
    <AccountCard title={t('forgotPassword.title')} intro={request.isSuccess ? undefined : t('forgotPassword.intro')}>
      <div className="flex flex-col gap-6">
        {request.isSuccess ? (
          <Notice tone="success">{t('forgotPassword.sent')}</Notice>
        ) : (
          <form
            noValidate
            onSubmit={handleSubmit(({ email }) => request.mutate(email, { onError: (error) => notify.error(error, { operation: 'create' }) }))}
            className="flex flex-col gap-4"
          >
            <TextField
              label={t('forgotPassword.email')}
              type="email"
              autoComplete="email"
              error={formState.errors.email && t('forgotPassword.emailError')}
              {...register('email')}
            />
            <SubmitButton pending={request.isPending} label={t('forgotPassword.submit')} pendingLabel={t('forgotPassword.submitting')} />
          </form>
        )}
        <TextLink href="/signin" className="self-start">
          {t('backToSignIn')}
        </TextLink>
      </div>
    </AccountCard>
  );
}
