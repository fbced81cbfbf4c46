import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { formatMoney } from '@/lib/format';
import { centsToInput } from '@/lib/money/euro-input';
import { parseEuros } from './money-input';
import { touchInput } from './touch';

/** A line's discount typed in euros (comma or point), kept in cents; never more than the line. */
export function DiscountField({ label, value, max, onChange }: { label: string; value: number; max: number; onChange: (cents: number) => void }) {
  const t = useTranslations('register.basket');
  const id = useId();
  const [draft, setDraft] = useState(value ? centsToInput(value) : '');
  const cents = parseEuros(draft);
  const error = cents === null ? t('discountInvalid') : cents > max ? t('discountTooHigh', { max: formatMoney(max) }) : null;

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
            const next = parseEuros(event.target.value);
            if (next !== null && next <= max) onChange(next);
          }}
          className={clsx(touchInput, 'w-32', error && 'border-2 border-red-700')}
        />
        <span aria-hidden="true" className="text-lg">
          €
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
