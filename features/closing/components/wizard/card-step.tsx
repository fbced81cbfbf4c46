import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import { emptyClosingForm } from '../../closing-store';
import { Difference } from './difference';
import { MoneyField } from './money-field';
import { StepFrame } from './step-frame';
import type { StandStepProps } from './step-props';

/** The card terminal's total for the day, against the card sales the register recorded. */
export function CardStep({ stand, store, onDone }: StandStepProps) {
  const t = useTranslations('closing.card');
  const form = store((state) => state.closingForm[stand.id]) ?? emptyClosingForm;
  const updateForm = store((state) => state.updateForm);
  return (
    <StepFrame title={t('title', { stand: stand.name })} intro={t('intro', { amount: formatMoney(stand.takings.card) })} onContinue={onDone} blocked={form.totalCard === null ? t('typeTotal') : undefined}>
      <MoneyField label={t('terminal')} hint={t('terminalHint')} value={form.totalCard} onChange={(totalCard) => updateForm(stand.id, { totalCard })} />
      <Difference expectedLabel={t('sales')} expected={stand.takings.card} countedLabel={t('terminal')} counted={form.totalCard} />
    </StepFrame>
  );
}
