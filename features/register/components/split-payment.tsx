import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { formatMoney } from '@/lib/format';
import { centsToInput } from '@/lib/money/euro-input';
import { isSplitPart } from './cash-model';
import { CashPayment } from './cash-payment';
import { parseEuros } from './money-input';
import { touchInput } from './touch';

interface SplitPaymentProps {
  total: number;
  /** The cash part typed so far (cents); the rest goes on the card. */
  cashPart: number;
  onCashPart: (cents: number) => void;
  tendered: number;
  onTendered: (cents: number) => void;
}

/**
 * "Paiement partagé": the seller types the cash part, the rest goes on the card. The cash part is collected like a
 * cash sale (what the customer hands over, the change); the card part then goes to the terminal.
 */
export function SplitPayment({ total, cashPart, onCashPart, tendered, onTendered }: SplitPaymentProps) {
  const t = useTranslations('register.split');
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const typed = draft === null ? cashPart : parseEuros(draft);
  const invalid = typed === null || !isSplitPart(total, typed);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-lg font-medium text-slate-800">
          {t('cashPart')}
        </label>
        <div className="flex items-center gap-2">
          <input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            value={draft ?? (cashPart ? centsToInput(cashPart) : '')}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={`${id}-rest`}
            onFocus={(event) => event.target.select()}
            onChange={(event) => {
              setDraft(event.target.value);
              const cents = parseEuros(event.target.value);
              if (cents !== null) onCashPart(cents);
            }}
            onBlur={() => setDraft(null)}
            className={clsx(touchInput, 'w-40 text-2xl', invalid && 'border-2 border-red-700')}
          />
          <span aria-hidden="true" className="text-2xl">
            €
          </span>
        </div>
        <p id={`${id}-rest`} role="status" aria-live="polite" className={clsx('text-lg', invalid ? 'text-red-700' : 'text-slate-800')}>
          {invalid ? t('invalid', { total: formatMoney(total) }) : t('rest', { amount: formatMoney(total - cashPart) })}
        </p>
      </div>
      {!invalid && <CashPayment total={cashPart} tendered={tendered} onTendered={onTendered} />}
    </div>
  );
}
