import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/form-field';

export interface ContactValues {
  name: string;
  phone: string;
  email: string;
}

/** Who the platform's team calls about the request: prefilled with the manager, editable for someone on site. */
export function ContactFields({ value, onChange, errors }: { value: ContactValues; onChange: (value: ContactValues) => void; errors: Set<string> }) {
  const t = useTranslations('services.form');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold text-slate-900">{t('contactLegend')}</legend>
      <TextField label={t('contactName')} autoComplete="name" value={value.name} onChange={(event) => onChange({ ...value, name: event.target.value })} error={errors.has('contact.name') ? t('errors.contactName') : undefined} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('contactPhone')} type="tel" autoComplete="tel" value={value.phone} onChange={(event) => onChange({ ...value, phone: event.target.value })} error={errors.has('contact.phone') ? t('errors.contactPhone') : undefined} />
        <TextField label={t('contactEmail')} type="email" autoComplete="email" value={value.email} onChange={(event) => onChange({ ...value, email: event.target.value })} error={errors.has('contact.email') ? t('errors.contactEmail') : undefined} />
      </div>
    </fieldset>
  );
}
