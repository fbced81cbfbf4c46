import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useNotify } from '@/components/feedback/use-notify';
import { TextField } from '@/components/ui/form-field';
import { useResendVerification } from '../api';
import { emailOnlySchema } from '../schemas';
import { Notice } from './notice';
import { SubmitButton } from './submit-button';

/** Asks for a new confirmation link when the one followed was not valid. */
export function ResendVerificationForm() {
  const t = useTranslations('accounts');
  const notify = useNotify();
  const resend = useResendVerification();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: '' } });

  if (resend.isSuccess) return <Notice tone="success" title={t('resend.sentTitle')}>{t('resend.sentText')}</Notice>;

  return (
    <form noValidate onSubmit={handleSubmit(({ email }) => resend.mutate(email, { onError: (error) => notify.error(error, { operation: 'create' }) }))} className="flex flex-col gap-4">
      <TextField label={t('resend.email')} type="email" autoComplete="email" error={formState.errors.email && t('forgotPassword.emailError')} {...register('email')} />
      <SubmitButton pending={resend.isPending} label={t('resend.submit')} pendingLabel={t('resend.sending')} />
    </form>
  );
}
