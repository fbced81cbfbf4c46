import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';
import { NewPasswordField } from '../password-field';
import { TextLink } from '../text-link';
import type { StepProps } from './steps';

export const EMAIL_TAKEN = 'EMAIL_ALREADY_EXISTS_BAD_PASSWORD';

export function AccountStep({ form, fieldError }: StepProps) {
  const t = useTranslations('accounts');
  const password = useWatch({ control: form.control, name: 'password' });
  const emailTaken = form.formState.errors.email?.type === EMAIL_TAKEN;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('signUp.fields.firstName')} autoComplete="given-name" error={fieldError('firstName')} {...form.register('firstName')} />
        <TextField label={t('signUp.fields.lastName')} autoComplete="family-name" error={fieldError('lastName')} {...form.register('lastName')} />
      </div>
      <div className="flex flex-col gap-2">
        <TextField label={t('signUp.fields.email')} type="email" autoComplete="email" error={fieldError('email')} {...form.register('email')} />
        {emailTaken && (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <TextLink href="/signin">{t('signIn')}</TextLink>
            <TextLink href="/forgot-password">{t('forgotPasswordLink')}</TextLink>
          </p>
        )}
      </div>
      <NewPasswordField label={t('signUp.fields.password')} password={password} error={fieldError('password')} {...form.register('password')} />
    </div>
  );
}
