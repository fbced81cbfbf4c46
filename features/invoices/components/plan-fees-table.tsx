import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { usePlanFees, useUpdatePlanFee } from '../api';
import type { PlanFeeView } from '../types';
import { BillingSection } from './billing-section';
import { centsToInput, parseHundredths } from '@/lib/money/euro-input';
import { useErrorToast } from '@/components/feedback/use-error-toast';

const inputClass = 'min-h-11 w-32 rounded-md border bg-white px-3 py-2 text-right text-slate-900 tabular-nums';

/** Admins: the fees of each plan (GET /v1/plan-fees), each row saved on its own (PUT /v1/plan-fees/{plan}). */
export function PlanFeesTable() {
  const t = useTranslations('invoices.screens.fees');
  const fees = usePlanFees();
  useErrorToast(fees.error, 'read');

  let content;
  if (fees.isPending) content = <SkeletonLines label={t('loading')} />;
  else if (fees.isError) content = <LoadError onRetry={() => void fees.refetch()} />;
  else
    content = (
      <ScrollRegion label={t('caption')}>
        <table className="w-full min-w-[44rem] text-left">
          <caption className="sr-only">{t('caption')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-sm text-slate-700">
              <th scope="col" className="py-2 pr-4 font-medium">{t('plan')}</th>
              <th scope="col" className="py-2 pr-4 font-medium">{t('eventCreationFee')}</th>
              <th scope="col" className="py-2 pr-4 font-medium">{t('shopOpeningFee')}</th>
              <th scope="col" className="py-2 pr-4 font-medium">{t('commission')}</th>
              <th scope="col" className="py-2 font-medium"><span className="sr-only">{t('save')}</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {fees.data.map((fee) => (
              // Keyed by its last change: a saved row starts again from what the API holds.
              <PlanFeeRow key={`${fee.plan}-${fee.updatedAt}`} fee={fee} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    );

  return (
    <BillingSection title={t('title')} intro={t('intro')}>
      {content}
    </BillingSection>
  );
}

function PlanFeeRow({ fee }: { fee: PlanFeeView }) {
  const t = useTranslations('invoices.screens');
  const notify = useNotify();
  const update = useUpdatePlanFee();
  const id = useId();
  const formId = `${id}-form`;
  const errorId = `${id}-error`;
  const plan = t(`plans.${fee.plan}`);
  const [values, setValues] = useState({
    eventCreationFee: centsToInput(fee.eventCreationFee),
    shopOpeningFee: centsToInput(fee.shopOpeningFee),
    commission: centsToInput(fee.cardCommissionBasisPoints),
  });
  const [invalid, setInvalid] = useState(false);

  function save() {
    const input = { eventCreationFee: parseHundredths(values.eventCreationFee), shopOpeningFee: parseHundredths(values.shopOpeningFee), cardCommissionBasisPoints: parseHundredths(values.commission) };
    if (input.eventCreationFee === null || input.shopOpeningFee === null || input.cardCommissionBasisPoints === null || input.cardCommissionBasisPoints > 10_000) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    update.mutate(
      { plan: fee.plan, input: { eventCreationFee: input.eventCreationFee, shopOpeningFee: input.shopOpeningFee, cardCommissionBasisPoints: input.cardCommissionBasisPoints } },
      { onSuccess: () => notify.success(t('fees.saved', { plan })), onError: (error) => notify.error(error, { operation: 'update' }) },
    );
  }

  const field = (name: keyof typeof values, label: string) => (
    <td className="py-2 pr-4">
      <label htmlFor={`${id}-${name}`} className="sr-only">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        form={formId}
        inputMode="decimal"
        autoComplete="off"
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={`${inputClass} ${invalid ? 'border-red-700' : 'border-slate-400'}`}
      />
    </td>
  );

  return (
    <tr>
      <th scope="row" className="py-2 pr-4 font-medium text-slate-900">{plan}</th>
      {field('eventCreationFee', t('fees.eventCreationFeeOf', { plan }))}
      {field('shopOpeningFee', t('fees.shopOpeningFeeOf', { plan }))}
      {field('commission', t('fees.commissionOf', { plan }))}
      <td className="py-2">
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Button type="submit" variant="secondary" aria-label={t('fees.saveLabel', { plan })} disabled={update.isPending}>
            {update.isPending ? t('fees.saving') : t('fees.save')}
          </Button>
        </form>
        {invalid && (
          <p id={errorId} role="alert" className="mt-1 max-w-56 text-sm text-red-700">
            {t('fees.invalid')}
          </p>
        )}
      </td>
    </tr>
  );
}
