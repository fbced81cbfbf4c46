import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { type FormEvent } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { useCompleteFunnel, useUpdateEvent } from '../../api';
import { commissionTypes, feeFieldsOf, type CommissionType, type FeeField } from '../../types';
import { venueDealOf, type VenueDealTexts } from '../../venue-deal-form';
import { eventLinks } from '../links';
import { VenueDealFields } from '../venue-deal-fields';
import { type Step, type Errors, type Fees, errorsOf, parsePercent, stepOf, type StepProps, StepActions, ErrorSummary } from './shared';

export function FeesStep({
  errors,
  setErrors,
  back,
  eventId,
  projectId,
  commissionType,
  setCommissionType,
  dealTexts,
  setDealTexts,
  fees,
  setFees,
  goTo,
  completed,
}: StepProps & {
  eventId: string;
  projectId: string;
  commissionType: CommissionType;
  setCommissionType: (type: CommissionType) => void;
  /** theatreFee: the venue's rate per category, basis and fixed fee, as typed. */
  dealTexts: VenueDealTexts;
  setDealTexts: (texts: VenueDealTexts) => void;
  fees: Fees;
  setFees: (fees: Fees) => void;
  goTo: (step: Step) => void;
  /** The event was already set up: its dates are being edited, so the last step saves instead of completing. */
  completed: boolean;
}) {
  const t = useTranslations('events.funnel');
  const router = useRouter();
  const notify = useNotify();
  const update = useUpdateEvent(eventId);
  const complete = useCompleteFunnel(eventId);
  const pending = update.isPending || complete.isPending;
  const error = (field: string) => (errors[field] ? t(`errors.${errors[field]}`) : undefined);
  const elsewhere = [...new Set(Object.keys(errors).map(stepOf).filter((owner) => owner !== 'fees'))];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    const values: Partial<Record<FeeField, number>> = {};
    for (const field of feeFieldsOf[commissionType]) {
      const value = parsePercent(fees[field]);
      if (value === null) found[field] = fees[field].trim() ? 'percent' : 'feeRequired';
      else values[field] = value;
    }
    const withDeal = commissionType === 'theatreFee';
    const { deal, problems } = venueDealOf(dealTexts);
    if (withDeal) for (const [path, problem] of Object.entries(problems)) found[`venueDeal.${path}`] = problem;
    if (Object.keys(found).length) return setErrors(found);
    try {
      await update.mutateAsync({ commissionType, ...values, ...(withDeal ? { venueDeal: deal } : {}) });
    } catch (failure) {
      const fieldErrors = errorsOf(failure);
      if (fieldErrors) setErrors(fieldErrors);
      else notify.error(failure, { operation: 'update' });
      return;
    }
    try {
      if (!completed) await complete.mutateAsync();
      notify.success(completed ? t('saved') : t('completed'));
      await router.push(eventLinks.page(projectId, eventId));
    } catch (failure) {
      const fieldErrors = errorsOf(failure, true);
      if (fieldErrors) setErrors(fieldErrors);
      else notify.error(failure, { operation: 'update' });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <ErrorSummary errors={errors}>
        {elsewhere.length > 0 && (
          <ul className="mt-2 flex flex-col gap-1">
            {elsewhere.map((owner) => (
              <li key={owner}>
                <button type="button" className="min-h-11 underline" onClick={() => goTo(owner)}>
                  {t('missingIn', { step: t(`steps.${owner}`) })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </ErrorSummary>
      <Card title={t('fees.title')} description={t('fees.intro')}>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-medium text-slate-800">{t('fees.commissionType')}</legend>
          {commissionTypes.map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="commissionType"
                value={type}
                className="size-5 accent-brand-700"
                checked={commissionType === type}
                onChange={() => {
                  setCommissionType(type);
                  setErrors({});
                }}
              />
              <span>{t(`fees.types.${type}`)}</span>
            </label>
          ))}
        </fieldset>
        {feeFieldsOf[commissionType].length > 0 && (
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {feeFieldsOf[commissionType].map((field) => (
              <TextField
                key={field}
                label={t(`fees.fields.${field}`)}
                hint={t('fees.percentHint')}
                inputMode="decimal"
                value={fees[field]}
                onChange={(change) => setFees({ ...fees, [field]: change.target.value })}
                error={error(field)}
                required
              />
            ))}
          </div>
        )}
        {commissionType === 'theatreFee' && (
          <div className="mt-6">
            <VenueDealFields
              texts={dealTexts}
              onChange={setDealTexts}
              errors={Object.fromEntries(Object.keys(errors).filter((path) => path.startsWith('venueDeal.')).map((path) => [path.slice('venueDeal.'.length), error(path)]))}
            />
          </div>
        )}
      </Card>
      <StepActions back={back} pending={pending} submitLabel={completed ? t('save') : t('finish')} pendingLabel={completed ? t('saving') : t('finishing')} />
    </form>
  );
}
