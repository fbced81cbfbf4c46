import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { changeDue } from '@/features/orders';
import { formatMoney } from '@/lib/format';
import { addNote, MAX_TENDERED, quickNotes } from './cash-model';
import { centsToInput } from '@/lib/money/euro-input';
import { parseEuros } from './money-input';
import { touchButton, touchInput } from './touch';

interface CashPaymentProps {
  total: number;
  tendered: number;
  onTendered: (cents: number) => void;
}

/**
 * What the customer hands over: typed, or built with the quick buttons (exact amount, or one note more per tap), and
 * the change to give back, large. The change is computed as the server will (changeDue), so both agree.
 */
export function CashPayment({ total, tendered, onTendered }: CashPaymentProps) {
  const t = useTranslations('register.cash');
  const id = useId();
  // The typed text while the field has focus; otherwise the field shows the amount.
  const [draft, setDraft] = useState<string | null>(null);
  const typed = draft === null ? tendered : parseEuros(draft);
  const change = changeDue(total, tendered);
  const invalid = typed === null || (typed ?? 0) > MAX_TENDERED;

  function set(cents: number) {
    setDraft(null);
    onTendered(cents);
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-lg font-medium text-slate-800">
          {t('tendered')}
        </label>
        <div className="flex items-center gap-2">
          <input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            value={draft ?? (tendered ? centsToInput(tendered) : '')}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={`${id}-change`}
            onFocus={(event) => event.target.select()}
            onChange={(event) => {
              setDraft(event.target.value);
              const cents = parseEuros(event.target.value);
              if (cents !== null && cents <= MAX_TENDERED) onTendered(cents);
            }}
            onBlur={() => setDraft(null)}
            className={clsx(touchInput, 'w-40 text-2xl', invalid && 'border-2 border-red-700')}
          />
          <span aria-hidden="true" className="text-2xl">
            €
          </span>
        </div>
        {invalid && <p className="text-sm text-red-700">{t('invalid')}</p>}
      </div>
      <div role="group" aria-label={t('quick')} className="grid grid-cols-3 gap-2">
        <Button variant="secondary" className={touchButton} onClick={() => set(total)}>
          {t('exact')}
        </Button>
        {quickNotes.map((note) => (
          <Button key={note} variant="secondary" className={touchButton} aria-label={t('add', { amount: formatMoney(note) })} onClick={() => set(addNote(tendered, note))}>
            +{formatMoney(note)}
          </Button>
        ))}
        <Button variant="secondary" className={touchButton} onClick={() => set(0)} disabled={!tendered}>
          {t('reset')}
        </Button>
      </div>
      <div id={`${id}-change`} role="status" aria-live="polite" className={clsx('rounded-lg border-2 p-4', change === null ? 'border-amber-400 bg-amber-50' : 'border-green-600 bg-green-50')}>
        {change === null ? (
          <p className="text-xl font-semibold text-amber-900">{tendered ? t('missing', { amount: formatMoney(total - tendered) }) : t('waiting')}</p>
        ) : (
          <p className="flex items-baseline justify-between gap-4 text-green-900">
            <span className="text-xl font-semibold">{t('change')}</span>
            <span className="text-4xl font-bold" data-testid="change-due">
              {formatMoney(change)}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
