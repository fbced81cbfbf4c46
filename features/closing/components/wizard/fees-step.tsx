import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { TextField } from '@/components/ui/form-field';
import { VenueDealFields, venueDealOf, venueDealTextsOf, type VenueDealTexts } from '@/features/events';
import { commissionTypes, feeFieldsOf, type CommissionType, type FeeField } from '@/features/events/types';
import type { ClosingFees } from '../../closing-store';
import { feesOf } from '../../closing-plan';
import type { FeePaidWith } from '../../types';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

/** "8", "8,5", "5.50 %" → 8.5; null when it is not a percentage of 0 to 100 with at most two decimals. */
export function parsePercent(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s%\u00a0\u202f]/g, ''));
  if (!match) return null;
  const value = Number(`${match[1]}.${match[2] ?? '0'}`);
  return value <= 100 ? value : null;
}

const percentText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

/** The venue's fee or the agent's commission, as a percentage of the takings with its VAT, and how it was paid. */
export function FeesStep({ data, store, onDone }: StepProps) {
  const t = useTranslations('closing.fees');
  const id = useId();
  const saved = store((state) => state);
  const initial = feesOf(data, saved);
  const [type, setType] = useState<CommissionType>(initial.commissionType);
  const [texts, setTexts] = useState<Record<FeeField, string>>({
    theaterFeeAmount: percentText(initial.theaterFeeAmount),
    theaterFeeVat: percentText(initial.theaterFeeVat),
    commissionAgentFeeAmount: percentText(initial.commissionAgentFeeAmount),
    commissionAgentFeeVat: percentText(initial.commissionAgentFeeVat),
  });
  // A wizard state saved before deal terms has no venueDeal: the event's then.
  const [dealTexts, setDealTexts] = useState<VenueDealTexts>(() => venueDealTextsOf(initial.venueDeal === undefined ? data.event.venueDeal : initial.venueDeal));
  const [paidWith, setPaidWith] = useState<FeePaidWith>(saved.theaterFeePayedWith ?? 'transfer');
  const needed = feeFieldsOf[type];
  const deal = venueDealOf(dealTexts);
  const invalid = [...needed.filter((field) => parsePercent(texts[field]) === null), ...(type === 'theatreFee' ? Object.keys(deal.problems) : [])];

  function save() {
    const value = (field: FeeField) => (needed.includes(field) ? parsePercent(texts[field]) : null);
    const fees: ClosingFees = {
      commissionType: type,
      theaterFeeAmount: value('theaterFeeAmount'),
      theaterFeeVat: value('theaterFeeVat'),
      commissionAgentFeeAmount: value('commissionAgentFeeAmount'),
      commissionAgentFeeVat: value('commissionAgentFeeVat'),
      venueDeal: type === 'theatreFee' ? deal.deal : null,
    };
    saved.setFees(fees, type === 'theatreFee' ? paidWith : null);
    onDone();
  }

  return (
    <StepFrame title={t('title')} intro={t('intro')} onContinue={save} blocked={invalid.length ? t('blocked') : undefined}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-slate-800">{t('type')}</legend>
        {commissionTypes.map((option) => (
          <div key={option} className="flex min-h-11 items-center gap-3">
            <input id={`${id}-${option}`} type="radio" name={`${id}-type`} className="h-5 w-5" checked={type === option} onChange={() => setType(option)} />
            <label htmlFor={`${id}-${option}`} className="text-slate-900">
              {t(`types.${option}`)}
            </label>
          </div>
        ))}
      </fieldset>
      {needed.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2">
          {needed.map((field) => (
            <TextField
              key={field}
              label={t(`fields.${field}`)}
              hint={t('percentHint')}
              inputMode="decimal"
              autoComplete="off"
              value={texts[field]}
              error={texts[field].trim() !== '' && parsePercent(texts[field]) === null ? t('invalidPercent') : undefined}
              onChange={(event) => setTexts((current) => ({ ...current, [field]: event.target.value }))}
            />
          ))}
        </div>
      )}
      {type === 'theatreFee' && (
        <VenueDealFields
          texts={dealTexts}
          onChange={setDealTexts}
          errors={Object.fromEntries(Object.entries(deal.problems).map(([path, problem]) => [path, problem === 'percent' ? t('invalidPercent') : t('invalidFixedFee')]))}
        />
      )}
      {type === 'theatreFee' && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium text-slate-800">{t('paidWith')}</legend>
          {(['transfer', 'cash'] as const).map((option) => (
            <div key={option} className="flex min-h-11 items-center gap-3">
              <input id={`${id}-paid-${option}`} type="radio" name={`${id}-paid`} className="h-5 w-5" checked={paidWith === option} onChange={() => setPaidWith(option)} />
              <label htmlFor={`${id}-paid-${option}`} className="text-slate-900">
                {t(`paid.${option}`)}
              </label>
            </div>
          ))}
        </fieldset>
      )}
    </StepFrame>
  );
}
