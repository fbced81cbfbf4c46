import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/form-field';
import { legalForms } from '../../types';
import { CheckboxField } from '../checkbox-field';
import { SelectField } from '@/components/ui/form-field';
import type { StepProps } from './steps';

export function CompanyStep({ form, fieldError }: StepProps) {
  const t = useTranslations('accounts.signUp');
  return (
    <div className="flex flex-col gap-4">
      <TextField label={t('fields.companyName')} autoComplete="organization" error={fieldError('companyName')} {...form.register('companyName')} />
      <SelectField
        label={t('fields.legalForm')}
        placeholder={t('fields.legalFormPlaceholder')}
        options={legalForms.map((legalForm) => ({ value: legalForm, label: t(`legalForms.${legalForm}`) }))}
        error={fieldError('legalForm')}
        {...form.register('legalForm')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.siret')} inputMode="numeric" autoComplete="off" error={fieldError('siret')} {...form.register('siret')} />
        <TextField label={t('fields.vatNumber')} autoComplete="off" error={fieldError('vatNumber')} {...form.register('vatNumber')} />
      </div>
      <CheckboxField label={t('fields.isProfessional')} error={fieldError('isProfessional')} {...form.register('isProfessional')} />
    </div>
  );
}
