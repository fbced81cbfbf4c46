import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatMoney } from '@/lib/format';
import { emptyClosingForm } from '../../closing-store';
import { Difference } from './difference';
import { MoneyField } from './money-field';
import { StepFrame } from './step-frame';
import type { StandStepProps } from './step-props';

/** The change fund given to the stand: found whole, or counted when it is not. */
export function CashFundStep({ stand, store, onDone }: StandStepProps) {
  const t = useTranslations('closing.cashFund');
  const id = useId();
  const form = store((state) => state.closingForm[stand.id]) ?? emptyClosingForm;
  const updateForm = store((state) => state.updateForm);
  const blocked = form.isChangeFundValid === null ? t('choose') : form.isChangeFundValid === false && form.changeFundFound === null ? t('typeFound') : undefined;

  return (
    <StepFrame title={t('title', { stand: stand.name })} intro={t('intro', { amount: formatMoney(stand.changeFund) })} onContinue={onDone} blocked={blocked}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium text-slate-800">{t('question', { amount: formatMoney(stand.changeFund) })}</legend>
        {([true, false] as const).map((valid) => (
          <div key={String(valid)} className="flex min-h-11 items-center gap-3">
            <input
              id={`${id}-${valid}`}
              type="radio"
              name={`${id}-valid`}
              className="h-5 w-5"
              checked={form.isChangeFundValid === valid}
              onChange={() => updateForm(stand.id, { isChangeFundValid: valid, changeFundFound: valid ? null : form.changeFundFound })}
            />
            <label htmlFor={`${id}-${valid}`}>{t(valid ? 'valid' : 'invalid')}</label>
          </div>
        ))}
      </fieldset>
      {form.isChangeFundValid === false && (
        <>
          <MoneyField label={t('found')} value={form.changeFundFound} onChange={(changeFundFound) => updateForm(stand.id, { changeFundFound })} />
          <Difference expectedLabel={t('expected')} expected={stand.changeFund} countedLabel={t('found')} counted={form.changeFundFound} />
        </>
      )}
    </StepFrame>
  );
}
