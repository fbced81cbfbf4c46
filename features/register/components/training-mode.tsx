import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import type { TrainingSaleView } from '@/features/orders/types';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { registerBasketStore } from '../register-basket';
import { touchButton } from './touch';
import { useAutoReturn } from './use-auto-return';

/*
 * The training mode (docs/journal.md, "Training mode"), after the register's first paint (lazy-parts.tsx): its switch,
 * the band that says every sale is practice, and the receipt of a training sale, marked « FORMATION – sans valeur ».
 */

/**
 * « Mode formation », on or off (docs/journal.md, "Training mode"). A basket belongs to one mode: the switch waits for
 * an empty basket and no card sale waiting, and says so, so that no basket started for real ends in training.
 */
export function TrainingSwitch({ standId }: { standId: string }) {
  const t = useTranslations('register.training');
  const hintId = useId();
  const useBasket = registerBasketStore(standId);
  const training = useBasket((state) => state.training);
  const busy = useBasket((state) => state.lines.length > 0 || state.cardOrder !== null);
  return (
    <>
      <Button
        variant="secondary"
        aria-pressed={training}
        aria-describedby={busy ? hintId : undefined}
        disabled={busy}
        // Trainees learn on the stand's tablet: on a phone the switch shows only to leave the mode, so that the header
        // keeps to one row and the pay buttons stay on screen; its short label there, its name the full one.
        className={`${touchButton} shrink-0 ${training ? 'border-2 border-amber-700 bg-amber-100 text-amber-950 hover:bg-amber-200' : 'max-sm:hidden'}`}
        onClick={() => useBasket.getState().setTraining(!training)}
        aria-label={t('switch')}
      >
        <span className="sm:hidden">{t('switchShort')}</span>
        <span className="max-sm:hidden">{t('switch')}</span>
      </Button>
      {busy && (
        <span id={hintId} className={`sr-only ${training ? '' : 'max-sm:hidden'}`}>
          {t('switchBusy')}
        </span>
      )}
    </>
  );
}

/** Across the register while it trains: nobody mistakes a training sale for a real one, nor the other way round. */
export function TrainingBanner() {
  const t = useTranslations('register.training');
  return (
    <p role="status" data-testid="training-banner" className="shrink-0 border-y-2 border-amber-600 bg-[repeating-linear-gradient(135deg,#fef3c7_0_16px,#fde68a_16px_32px)] px-4 py-2 text-center text-lg font-semibold text-amber-950">
      {t('banner')}
    </p>
  );
}

/** A training sale's receipt: what a real one says (total, change, lines, journal number), and that it is worth nothing. */
export function TrainingReceipt({ sale, onNewSale }: { sale: TrainingSaleView; onNewSale: () => void }) {
  const t = useTranslations('register.receipt');
  const tt = useTranslations('register.training');
  const headingId = useId();
  const newSale = useRef<HTMLButtonElement>(null);
  const autoReturn = useAutoReturn(onNewSale);
  useEffect(() => newSale.current?.focus(), []);
  const cash = sale.payments.find((payment) => payment.method === 'cash')?.amount ?? 0;
  const card = sale.payments.find((payment) => payment.method === 'card')?.amount ?? 0;

  return (
    <section aria-labelledby={headingId} className="mx-auto flex w-full max-w-2xl flex-col gap-4 rounded-lg border-4 border-dashed border-amber-600 bg-white p-6 shadow-sm">
      <p data-testid="training-mark" className="self-start rounded bg-amber-100 px-3 py-1 text-xl font-bold tracking-wide text-amber-950">
        {tt('noValue')}
      </p>
      <h2 id={headingId} className="text-2xl font-semibold">
        {tt('receiptTitle', { sequence: sale.journal.sequence })}
      </h2>
      <p className="text-xl text-slate-800">
        {cash > 0 && card > 0 ? t('paidSplit', { cash: formatMoney(cash), card: formatMoney(card) }) : t(sale.paymentMethod === 'cash' ? 'paidCash' : 'paidCard', { amount: formatMoney(sale.totalInclVat) })}
      </p>
      {sale.changeGiven !== null && (
        <p className="flex items-baseline justify-between gap-4 rounded-lg border-2 border-green-600 bg-green-50 p-4 text-green-900">
          <span className="text-xl font-semibold">{t('change')}</span>
          <span className="text-4xl font-bold">{formatMoney(sale.changeGiven)}</span>
        </p>
      )}
      <ul className="text-slate-700">
        {sale.items.map((item) => (
          <li key={item.position} className="flex justify-between gap-4">
            <span>{t('line', { quantity: item.quantity, name: item.label })}</span>
            <span>{formatMoney(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <p data-testid="training-journal" className="font-mono text-slate-700">
        {tt('journal', { sequence: sale.journal.sequence, hash: sale.journal.shortHash })}
      </p>
      <button ref={newSale} type="button" className="inline-flex min-h-16 items-center justify-center rounded-md bg-brand-700 px-4 text-xl font-medium text-white hover:bg-brand-800" onClick={onNewSale}>
        {t('newSale')}
      </button>
      <p role="timer" className="text-center text-slate-700">
        {t('countdown', { seconds: autoReturn.left })}
      </p>
    </section>
  );
}
