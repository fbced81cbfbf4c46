import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/form-field';
import { countries } from '../../types';
import { SelectField } from '@/components/ui/form-field';
import type { StepProps } from './steps';

export function ContactStep({ form, fieldError }: StepProps) {
  const t = useTranslations('accounts.signUp');
  return (
    <div className="flex flex-col gap-4">
      <TextField label={t('fields.addressLine1')} autoComplete="address-line1" error={fieldError('addressLine1')} {...form.register('addressLine1')} />
      <TextField label={t('fields.addressLine2')} autoComplete="address-line2" error={fieldError('addressLine2')} {...form.register('addressLine2')} />
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <TextField label={t('fields.postcode')} autoComplete="postal-code" error={fieldError('postcode')} {...form.register('postcode')} />
        <TextField label={t('fields.city')} autoComplete="address-level2" error={fieldError('city')} {...form.register('city')} />
      </div>
      <SelectField
        label={t('fields.country')}
        autoComplete="country"
        options={countries.map((country) => ({ value: country, label: t(`countries.${country}`) }))}
        error={fieldError('country')}
        {...form.register('country')}
      />
      <TextField label={t('fields.phone')} type="tel" autoComplete="tel" error={fieldError('phone')} {...form.register('phone')} />
    </div>
  );
}
