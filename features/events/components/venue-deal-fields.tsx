import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { TextField } from '@/components/ui/form-field';
import { productCategories } from '@/features/products/types';
import { venueDealBases } from '../types';
import type { VenueDealTexts } from '../venue-deal-form';

/**
 * The venue's deal beyond its single rate: a rate per product category (empty: the commission's rate), the takings
 * they apply to, and a fixed fee. `errors` are messages by field path ("categoryRates.phonography", "fixedFee").
 * Used by the event funnel and the closing wizard; its texts are the `events` namespace's.
 */
export function VenueDealFields({ texts, onChange, errors = {} }: { texts: VenueDealTexts; onChange: (texts: VenueDealTexts) => void; errors?: Partial<Record<string, string>> }) {
  const t = useTranslations('events.venueDeal');
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium text-slate-800">{t('ratesTitle')}</legend>
        <p className="text-sm text-slate-700">{t('ratesIntro')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {productCategories.map((category) => (
            <TextField
              key={category}
              label={t('rate', { category })}
              hint={t('rateHint')}
              inputMode="decimal"
              autoComplete="off"
              value={texts.rates[category]}
              error={errors[`categoryRates.${category}`]}
              onChange={(event) => onChange({ ...texts, rates: { ...texts.rates, [category]: event.target.value } })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-slate-800">{t('basis')}</legend>
        {venueDealBases.map((basis) => (
          <div key={basis} className="flex min-h-11 items-center gap-3">
            <input id={`${id}-${basis}`} type="radio" name={`${id}-basis`} className="size-5 accent-brand-700" checked={texts.basis === basis} onChange={() => onChange({ ...texts, basis })} />
            <label htmlFor={`${id}-${basis}`} className="text-slate-900">
              {t(`bases.${basis}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <TextField
        label={t('fixedFee')}
        hint={t('fixedFeeHint')}
        inputMode="decimal"
        autoComplete="off"
        value={texts.fixedFee}
        error={errors.fixedFee}
        onChange={(event) => onChange({ ...texts, fixedFee: event.target.value })}
      />
    </div>
  );
}
