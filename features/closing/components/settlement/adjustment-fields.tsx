import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';
import { refundableUnits, refundAmount, RefundLines, type OrderView, type RefundDraft } from '@/features/orders';
import { formatMoney } from '@/lib/format';
import { adjustmentMethods, type AdjustmentFormValues } from '../../adjustment-model';

interface AdjustmentFieldsProps {
  order: OrderView;
  form: UseFormReturn<AdjustmentFormValues>;
  /** Lines the server refused. */
  flagged: string[];
}

/** What is refunded of the chosen sale: the lines, the method, where the units go, and why. */
export function AdjustmentFields({ order, form, flagged }: AdjustmentFieldsProps) {
  const t = useTranslations('closing.settlement.adjustments.dialog');
  const tm = useTranslations('closing.settlement.adjustments.methods');
  const id = useId();
  const lines = useWatch({ control: form.control, name: 'lines' });
  const { errors } = form.formState;
  const errorOf = (field: 'lines' | 'method' | 'destination' | 'reason') => (errors[field] ? t(`errors.${field}`) : undefined);
  const change = (itemId: string, patch: Partial<RefundDraft[string]>) =>
    form.setValue('lines', { ...lines, [itemId]: { quantity: 0, damaged: false, ...lines[itemId], ...patch } }, { shouldValidate: form.formState.isSubmitted });

  return (
    <>
      <fieldset className="flex flex-col gap-1" aria-describedby={errors.lines ? `${id}-lines-error` : undefined}>
        <legend className="font-medium text-slate-800">{t('lines')}</legend>
        <RefundLines lines={order.items.filter((item) => refundableUnits(item) > 0)} draft={lines} flagged={flagged} onChange={change} />
        <FieldError id={`${id}-lines-error`} text={errorOf('lines')} />
      </fieldset>
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.method ? `${id}-method-error` : undefined}>
        <legend className="font-medium text-slate-800">{t('method')}</legend>
        <div className="flex flex-wrap gap-3">
          {adjustmentMethods(order).map((method) => (
            <Choice key={method} label={tm(method)} value={method} {...form.register('method')} />
          ))}
        </div>
        {order.channel === 'shop' && <p className="text-sm text-slate-700">{t('shopCardOnly')}</p>}
        <FieldError id={`${id}-method-error`} text={errorOf('method')} />
      </fieldset>
      <fieldset className="flex flex-col gap-2" aria-describedby={[`${id}-destination-hint`, errors.destination ? `${id}-destination-error` : ''].join(' ').trim()}>
        <legend className="font-medium text-slate-800">{t('destination')}</legend>
        <div className="flex flex-wrap gap-3">
          {(['warehouse', 'writeOff'] as const).map((destination) => (
            <Choice key={destination} label={t(`destinations.${destination}`)} value={destination} {...form.register('destination')} />
          ))}
        </div>
        <p id={`${id}-destination-hint`} className="text-sm text-slate-700">
          {t('destinationHint')}
        </p>
        <FieldError id={`${id}-destination-error`} text={errorOf('destination')} />
      </fieldset>
      <TextField label={t('reason')} hint={t('reasonHint')} error={errorOf('reason')} maxLength={500} autoComplete="off" required {...form.register('reason')} />
      <p className="font-semibold" aria-live="polite">
        {t('amount', { amount: formatMoney(refundAmount(order, lines)) })}
      </p>
    </>
  );
}

type ChoiceProps = { label: string; value: string } & ReturnType<UseFormReturn<AdjustmentFormValues>['register']>;

function Choice({ label, ...input }: ChoiceProps) {
  return (
    <label className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3">
      <input type="radio" className="size-5" {...input} />
      {label}
    </label>
  );
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-sm text-red-700">
      {text}
    </p>
  ) : null;
}
