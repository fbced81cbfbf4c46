import { useTranslations } from 'next-intl';
import { type FormEvent } from 'react';
import { Card } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/form-field';
import { countries } from '@/features/accounts/types';
import { UpgradeNotice, useQuotaLeft, useUpgradeAwareNotify } from '@/features/entitlements';
import { useCreateEvent, useUpdateEvent, type EventDetailsInput } from '../../api';
import { type Errors, type Details, errorsOf, type StepProps, StepActions, ErrorSummary } from './shared';

export function DetailsStep({
  errors,
  setErrors,
  next,
  projectId,
  planOwner,
  eventId,
  details,
  setDetails,
  onCreated,
}: StepProps & { projectId: string; planOwner: string | null; eventId: string | undefined; details: Details; setDetails: (details: Details) => void; onCreated: (id: string) => void }) {
  const t = useTranslations('events.funnel');
  const notify = useUpgradeAwareNotify();
  // A new event counts in the owner's events of the month: once they are used up, the step says so instead of
  // offering to continue (an event already created is only edited here, which the quota does not count).
  const monthly = useQuotaLeft('eventsPerMonth', { clientId: planOwner });
  const monthFull = !eventId && monthly.exhausted && typeof monthly.limit === 'number' ? monthly.limit : null;
  const create = useCreateEvent(projectId);
  const update = useUpdateEvent(eventId ?? '');
  const pending = create.isPending || update.isPending;
  const set = (field: keyof Details) => (event: { target: { value: string } }) => setDetails({ ...details, [field]: event.target.value });
  const error = (field: string) => (errors[field] ? t(`errors.${errors[field]}`) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    const name = details.name.trim();
    if (name.length < 2 || name.length > 200) found.name = 'name';
    if (!details.city.trim()) found.city = 'cityRequired';
    if (details.postcode.trim() && !/^[0-9A-Za-z -]{3,10}$/.test(details.postcode.trim())) found.postcode = 'postcode';
    if (Object.keys(found).length) return setErrors(found);
    const input: EventDetailsInput = {
      name,
      venueName: details.venueName.trim() || null,
      addressLine1: details.addressLine1.trim() || null,
      postcode: details.postcode.trim() || null,
      city: details.city.trim(),
      country: details.country,
    };
    try {
      if (eventId) await update.mutateAsync(input);
      else onCreated((await create.mutateAsync(input)).id);
      next();
    } catch (failure) {
      const fieldErrors = errorsOf(failure);
      if (fieldErrors) setErrors(fieldErrors);
      else notify(failure, { operation: eventId ? 'update' : 'create' });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <ErrorSummary errors={errors} />
      <Card title={t('details.title')} description={t('details.intro')}>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="md:col-span-2">
            <TextField label={t('details.name')} value={details.name} onChange={set('name')} error={error('name')} maxLength={200} required />
          </div>
          <TextField label={t('details.venueName')} value={details.venueName} onChange={set('venueName')} error={error('venueName')} maxLength={200} />
          <TextField label={t('details.addressLine1')} value={details.addressLine1} onChange={set('addressLine1')} error={error('addressLine1')} maxLength={200} autoComplete="off" />
          <TextField label={t('details.postcode')} value={details.postcode} onChange={set('postcode')} error={error('postcode')} maxLength={10} />
          <TextField label={t('details.city')} value={details.city} onChange={set('city')} error={error('city')} maxLength={100} required />
          <SelectField label={t('details.country')} value={details.country} onChange={set('country')} error={error('country')} options={countries.map((code) => ({ value: code, label: t(`countries.${code}`) }))} />
        </div>
      </Card>
      {monthFull === null ? (
        <StepActions pending={pending} submitLabel={t('continue')} pendingLabel={t('saving')} showBack={false} />
      ) : (
        <UpgradeNotice quota="eventsPerMonth" limit={monthFull} />
      )}
    </form>
  );
}
