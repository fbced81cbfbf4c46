import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { countries, legalForms } from '@/features/accounts/types';
import { useClient, useUpdateClient } from '../api';
import { updateClientProfileSchema } from '../schemas';
import type { ClientView } from '../types';
import { setApiFieldErrors } from './api-field-errors';
import { TextField, SelectField } from '@/components/ui/form-field';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { Card } from '@/components/ui/card';
import { useErrorToast } from '@/components/feedback/use-error-toast';

type ProfileInput = z.input<typeof updateClientProfileSchema>;
type ProfileValues = z.output<typeof updateClientProfileSchema>;
type ProfileField = keyof ProfileInput & string;

const profileFields = ['name', 'legalForm', 'siret', 'vatNumber', 'email', 'phone', 'addressLine1', 'addressLine2', 'postcode', 'city', 'country'] as const satisfies readonly ProfileField[];

/** The form edits text: a missing value is an empty field, and an empty select asks for a choice. */
function toFormValues(client: ClientView): ProfileInput {
  const values = Object.fromEntries(profileFields.map((field) => [field, client[field] ?? '']));
  return values as ProfileInput;
}

export function OrganisationProfileForm({ clientId }: { clientId: string }) {
  const t = useTranslations('clients');
  const { data: client, error, isPending, refetch } = useClient(clientId);
  useErrorToast(error, 'read');
  return (
    <Card title={t('profile.title')} description={t('profile.description')}>
      {isPending ? (
        <SkeletonLines label={t('profile.loading')} lines={6} />
      ) : client ? (
        <ProfileFields key={client.id} client={client} />
      ) : (
        <LoadError onRetry={() => void refetch()} />
      )}
    </Card>
  );
}

function ProfileFields({ client }: { client: ClientView }) {
  const t = useTranslations('clients');
  const notify = useNotify();
  const updateClient = useUpdateClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileValues>({ resolver: zodResolver(updateClientProfileSchema), defaultValues: toFormValues(client) });

  const submit = handleSubmit((input) =>
    updateClient.mutate(
      { id: client.id, input },
      {
        onSuccess: (updated) => {
          reset(toFormValues(updated));
          notify.success(t('profile.saved'));
        },
        onError: (failure) => {
          setApiFieldErrors(failure, profileFields, setError);
          notify.error(failure, { operation: 'update' });
        },
      },
    ),
  );

  const errorOf = (field: ProfileField) => (errors[field] ? t(`profile.errors.${field}`) : undefined);
  const optional = (label: string) => t('form.optional', { label });
  const text = (field: ProfileField, options: { label: string; optional?: boolean; hint?: string; autoComplete?: string; type?: string }) => (
    <TextField
      label={options.optional ? optional(options.label) : options.label}
      hint={options.hint}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      aria-required={options.optional ? undefined : true}
      error={errorOf(field)}
      {...register(field)}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <p className="text-sm text-slate-700">{t('form.requiredHint')}</p>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-3 font-semibold text-slate-900">{t('profile.sections.identity')}</legend>
        <div className="md:col-span-2">{text('name', { label: t('profile.fields.name'), autoComplete: 'organization' })}</div>
        <SelectField label={t('profile.fields.legalForm')} aria-required error={errorOf('legalForm')} {...register('legalForm')}>
          <option value="" disabled>
            {t('profile.fields.legalFormPlaceholder')}
          </option>
          {legalForms.map((form) => (
            <option key={form} value={form}>
              {t(`legalForms.${form}`)}
            </option>
          ))}
        </SelectField>
        {text('siret', { label: t('profile.fields.siret'), optional: true, hint: t('profile.fields.siretHint') })}
        {text('vatNumber', { label: t('profile.fields.vatNumber'), optional: true, hint: t('profile.fields.vatNumberHint') })}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-3 font-semibold text-slate-900">{t('profile.sections.contact')}</legend>
        {text('email', { label: t('profile.fields.email'), type: 'email', autoComplete: 'email' })}
        {text('phone', { label: t('profile.fields.phone'), type: 'tel', autoComplete: 'tel' })}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-3 font-semibold text-slate-900">{t('profile.sections.address')}</legend>
        <div className="md:col-span-2">{text('addressLine1', { label: t('profile.fields.addressLine1'), autoComplete: 'address-line1' })}</div>
        <div className="md:col-span-2">{text('addressLine2', { label: t('profile.fields.addressLine2'), optional: true, autoComplete: 'address-line2' })}</div>
        {text('postcode', { label: t('profile.fields.postcode'), autoComplete: 'postal-code' })}
        {text('city', { label: t('profile.fields.city'), autoComplete: 'address-level2' })}
        <SelectField label={t('profile.fields.country')} aria-required autoComplete="country" error={errorOf('country')} {...register('country')}>
          <option value="" disabled>
            {t('profile.fields.countryPlaceholder')}
          </option>
          {countries.map((country) => (
            <option key={country} value={country}>
              {t(`countries.${country}`)}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button type="submit" disabled={updateClient.isPending}>
          {updateClient.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
