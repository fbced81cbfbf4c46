import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useNotify } from '@/components/feedback/use-notify';
import { TextField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { useResetPassword } from '../api';
import { resetPasswordSchema } from '../schemas';
import { AccountCard } from './account-card';
import { Notice } from './notice';
import { NewPasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { ButtonLink, TextLink } from './text-link';

// The confirmation is the browser's own check: the API takes the password once.
const resetPasswordFormSchema = resetPasswordSchema
  .pick({ password: true })
  .extend({ confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, { path: ['confirmation'], when: () => true });

/** The page the reset e-mail links to: a new password, twice. */
export function ResetPasswordScreen() {
  const t = useTranslations('accounts');
  const router = useRouter();
  const notify = useNotify();
  const reset = useResetPassword();
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  const { register, handleSubmit, formState, control, setError } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const tokenRefused = isApiError(reset.error) && (reset.error.errorCode === 'INVALID_TOKEN' || reset.error.fields.includes('token'));
  const invalid = (router.isReady && !token) || tokenRefused;

  function submit({ password }: { password: string }) {
    reset.mutate(
      { token, password },
      {
        onError: (error) => {
          if (isApiError(error) && (error.errorCode === 'INVALID_TOKEN' || error.fields.includes('token'))) return;
          if (isApiError(error) && error.errorCode === 'VALIDATION_ERRORS' && error.fields.includes('password')) {
            setError('password', { type: 'server' }, { shouldFocus: true });
            return;
          }
          notify.error(error, { operation: 'update' });
        },
      },
    );
  }

  let content;
  if (reset.isSuccess) {
    content = (
      <>
        <Notice tone="success" title={t('resetPassword.successTitle')}>
          {t('resetPassword.successText')}
        </Notice>
        <ButtonLink href="/signin">{t('signIn')}</ButtonLink>
      </>
    );
  } else if (invalid) {
    content = (
      <>
        <Notice tone="error" title={t('resetPassword.invalidTitle')} focus={tokenRefused}>
          {t('resetPassword.invalidText')}
        </Notice>
        <ButtonLink href="/forgot-password">{t('resetPassword.requestNew')}</ButtonLink>
      </>
    );
  } else {
    content = (
      <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
        <NewPasswordField label={t('resetPassword.password')} password={password} error={formState.errors.password && t('signUp.errors.password')} {...register('password')} />
        <TextField
          label={t('resetPassword.confirmation')}
          type="password"
          autoComplete="new-password"
          error={formState.errors.confirmation && t('resetPassword.mismatch')}
          {...register('confirmation')}
        />
        <SubmitButton pending={reset.isPending} label={t('resetPassword.submit')} pendingLabel={t('resetPassword.submitting')} />
      </form>
    );
  }

  return (
    <AccountCard title={t('resetPassword.title')} intro={reset.isSuccess || invalid ? undefined : t('resetPassword.intro')}>
      <div className="flex flex-col gap-6">
        {content}
        {!reset.isSuccess && (
          <TextLink href="/signin" className="self-start">
            {t('backToSignIn')}
          </TextLink>
        )}
      </div>
    </AccountCard>
  );
}
