import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { DiscountInput } from '@/features/orders';
import { formatMoney } from '@/lib/format';
import { centsToInput } from '@/lib/money/euro-input';
import { parseEuros } from './money-input';
import { touchInput } from './touch';

/** A percentage as typed at the register: 0 to 100, at most 2 decimals, comma or point; null when it is not one. */
export function parsePercent(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 0;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 100 ? value : null;
}

interface DiscountFieldProps {
  label: string;
  /** The discount as it stands: an amount in cents, or a percentage. */
  value: DiscountInput | null;
  /** What it may take off at most (the line, or the basket), in cents. */
  max: number;
  onChange: (discount: DiscountInput) => void;
}

/**
 * A discount typed in euros (comma or point) or in percent, the seller's choice; an amount never more than `max`.
 * A percentage is rounded to the cent once, where it is applied (features/orders/discounts.ts).
 */
export function DiscountField({ label, value, max, onChange }: DiscountFieldProps) {
  const t = useTranslations('register.basket');
  const id = useId();
  const [unit, setUnit] = useState<'amount' | 'percent'>(value && 'percent' in value ? 'percent' : 'amount');
  const initial = !value ? '' : 'percent' in value ? String(value.percent).replace('.', ',') : value.amount ? centsToInput(value.amount) : '';
  const [draft, setDraft] = useState(initial);
  const parsed = unit === 'amount' ? parseEuros(draft) : parsePercent(draft);
  const error = parsed === null ? t(unit === 'amount' ? 'discountInvalid' : 'discountPercentInvalid') : unit === 'amount' && parsed > max ? t('discountTooHigh', { max: formatMoney(max) }) : null;

  function emit(text: string, as: 'amount' | 'percent') {
    const next = as === 'amount' ? parseEuros(text) : parsePercent(text);
    if (next === null) return;
    if (as === 'amount') {
      if (next <= max) onChange({ amount: next });
    } else onChange({ percent: next });
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            emit(event.target.value, unit);
          }}
          className={clsx(touchInput, 'w-32', error && 'border-2 border-red-700')}
        />
        <div role="radiogroup" aria-label={t('discountUnit')} className="flex overflow-hidden rounded-md border border-slate-300">
          {(['amount', 'percent'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={unit === option}
              aria-label={t(option === 'amount' ? 'discountInEuros' : 'discountInPercent')}
              onClick={() => {
                setUnit(option);
                emit(draft, option);
              }}
              className={clsx('min-h-12 min-w-12 px-3 text-lg', unit === option ? 'bg-brand-700 text-white' : 'bg-white text-slate-900 hover:bg-slate-100')}
            >
              {option === 'amount' ? '€' : '%'}
            </button>
          ))}
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
