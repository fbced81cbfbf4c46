import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cashDenominations } from '@/features/orders';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { countTotal } from '@/features/register';
import { formatMoney } from '@/lib/format';
import { emptyClosingForm } from '../../closing-store';
import { expectedDrawer, registerCount } from '../../closing-plan';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { Difference } from './difference';
import { MoneyField } from './money-field';
import { StepFrame } from './step-frame';
import type { StandStepProps } from './step-props';

/** Notes from 5 € up, coins below. */
const NOTE_FROM = 500;

/**
 * The drawer counted by denomination (the register's last count pre-fills it), against what the sales say should be
 * there (the one rule: the change fund, the cash takings, the drawer's movements, less what was paid to the venue
 * from it). A count made at the register after the drawer's last cash, at a stand closed since, is shown as it is,
 * with who counted and the difference, and not asked again; the manager may still recount.
 */
export function CashStep({ stand, store, onDone }: StandStepProps) {
  const t = useTranslations('closing.cash');
  const tCount = useTranslations('register.cashCount');
  const form = store((state) => state.closingForm[stand.id]) ?? emptyClosingForm;
  const feePaidInCash = store((state) => state.theaterFeePayedWith === 'cash' && state.event?.commissionType === 'theatreFee');
  const updateForm = store((state) => state.updateForm);

  // The seller's last count at the register is the starting point: the manager checks it rather than retyping it.
  useEffect(() => {
    if (Object.keys(form.detailCash).length === 0 && stand.lastCashDetail) {
      updateForm(stand.id, { detailCash: stand.lastCashDetail.counts, totalCash: stand.lastCashDetail.total });
    }
  }, [form.detailCash, stand, updateForm]);

  const { formatDateTime } = useDateFormat();
  const counted = registerCount(stand);
  const [recount, setRecount] = useState(false);
  const total = countTotal(form.detailCash);
  const setCount = (value: number, count: number) => {
    const detailCash = { ...form.detailCash, [String(value)]: count };
    updateForm(stand.id, { detailCash, totalCash: countTotal(detailCash) });
  };

  const detail = <p className="text-sm text-slate-700">{t('expectedDetail', { fund: formatMoney(stand.changeFund), cash: formatMoney(stand.takings.cash) })}</p>;
  if (counted && !recount) {
    return (
      <StepFrame title={t('title', { stand: stand.name })} intro={t('introCounted')} onContinue={onDone}>
        <p className="text-lg text-slate-900">{t('countedAtRegister', { name: counted.countedBy ?? '—', date: formatDateTime(counted.createdAt), amount: formatMoney(counted.total) })}</p>
        {feePaidInCash && (
          <MoneyField label={t('feesPaid')} hint={t('feesPaidHint')} value={form.payedFeesWithCash} onChange={(payedFeesWithCash) => updateForm(stand.id, { payedFeesWithCash: payedFeesWithCash ?? 0 })} />
        )}
        <Difference expectedLabel={t('expected')} expected={expectedDrawer(stand, form)} countedLabel={t('counted')} counted={total} />
        {detail}
        <Button variant="secondary" className="self-start" onClick={() => setRecount(true)}>
          {t('recount')}
        </Button>
      </StepFrame>
    );
  }

  return (
    <StepFrame title={t('title', { stand: stand.name })} intro={stand.lastCashDetail ? t('introLast', { amount: formatMoney(stand.lastCashDetail.total) }) : t('intro')} onContinue={onDone}>
      <ul className="grid gap-x-6 gap-y-3 md:grid-cols-2 xl:grid-cols-3">
        {cashDenominations.map((value) => {
          const count = form.detailCash[String(value)] ?? 0;
          return (
            <li key={value} className="flex items-end justify-between gap-3 rounded-md border border-slate-200 bg-white p-3">
              <QuantityStepper label={tCount(value >= NOTE_FROM ? 'notes' : 'coins', { amount: formatMoney(value) })} value={count} max={100_000} onChange={(next) => setCount(value, next)} />
              <span className="pb-3 text-lg font-semibold tabular-nums">{formatMoney(value * count)}</span>
            </li>
          );
        })}
      </ul>
      {feePaidInCash && (
        <MoneyField label={t('feesPaid')} hint={t('feesPaidHint')} value={form.payedFeesWithCash} onChange={(payedFeesWithCash) => updateForm(stand.id, { payedFeesWithCash: payedFeesWithCash ?? 0 })} />
      )}
      <Difference expectedLabel={t('expected')} expected={expectedDrawer(stand, form)} countedLabel={t('counted')} counted={total} />
      {detail}
    </StepFrame>
  );
}
