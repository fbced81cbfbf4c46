import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { touchIconButton } from './touch';

interface QuantityStepperProps {
  /** Shown above, or only to screen readers with `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  value: number;
  min?: number;
  max: number;
  invalid?: boolean;
  describedBy?: string;
  onChange: (value: number) => void;
}

/** − / count / + with 48 px targets; the count can also be typed. */
export function QuantityStepper({ label, hideLabel = false, value, min = 0, max, invalid, describedBy, onChange }: QuantityStepperProps) {
  const t = useTranslations('register.stepper');
  const id = useId();
  // What is being typed, until the field is left: an emptied field is not yet a number.
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (next: number) => Math.max(min, Math.min(max, next));

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={clsx('font-medium text-slate-800', hideLabel && 'sr-only')}>
        {label}
      </label>
      <div className="flex items-center gap-1">
        <button type="button" className={touchIconButton} aria-label={t('decrease', { name: label })} disabled={value <= min} onClick={() => onChange(clamp(value - 1))}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          value={draft ?? String(value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          onFocus={(event) => event.target.select()}
          onChange={(event) => {
            const text = event.target.value.trim();
            setDraft(event.target.value);
            if (/^\d{1,6}$/.test(text)) onChange(clamp(Number(text)));
          }}
          onBlur={() => setDraft(null)}
          className={clsx('h-12 w-16 rounded-md border bg-white px-2 text-center text-lg text-slate-900', invalid ? 'border-2 border-red-700' : 'border-slate-400')}
        />
        <button type="button" className={touchIconButton} aria-label={t('increase', { name: label })} disabled={value >= max} onClick={() => onChange(clamp(value + 1))}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
