import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

// 48 px: a thumb on a 10-inch tablet (DESIGN.md §5), above the 44 px WCAG target size.
const stepButton =
  'inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-md border border-slate-400 bg-white text-2xl font-semibold text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500';

interface QuantityStepperProps {
  /** Shown above, or only to screen readers with `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  /** What the count belongs to, for screen readers only ("T-shirt — Noir / M"), when the label alone is ambiguous. */
  context?: string;
  value: number;
  min?: number;
  /** + stops here. */
  max: number;
  /**
   * `clamped`: a typed count is kept within min and max. `free`: a typed count may pass max (the screen flags it)
   * and an emptied field counts as min.
   */
  typing?: 'clamped' | 'free';
  invalid?: boolean;
  describedBy?: string;
  onChange: (value: number) => void;
}

/** − / count / + with 48 px targets; the count can also be typed. */
export function QuantityStepper({ label, hideLabel = false, context, value, min = 0, max, typing = 'clamped', invalid, describedBy, onChange }: QuantityStepperProps) {
  const t = useTranslations('common.stepper');
  const id = useId();
  // What is being typed, until the field is left: an emptied field is not yet a number.
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (next: number) => Math.max(min, Math.min(max, next));
  const name = context ? `${label} — ${context}` : label;

  function type(text: string) {
    setDraft(text);
    const trimmed = text.trim();
    if (/^\d{1,6}$/.test(trimmed)) onChange(typing === 'free' ? Math.max(min, Number(trimmed)) : clamp(Number(trimmed)));
    else if (!trimmed && typing === 'free') onChange(min);
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={clsx('font-medium text-slate-800', hideLabel && 'sr-only')}>
        {label}
        {context && <span className="sr-only"> — {context}</span>}
      </label>
      <div className="flex items-center gap-1">
        <button type="button" className={stepButton} aria-label={t('decrease', { name })} disabled={value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
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
          onChange={(event) => type(event.target.value)}
          onBlur={() => setDraft(null)}
          className={clsx('h-12 w-16 rounded-md border bg-white px-2 text-center text-lg text-slate-900', invalid ? 'border-2 border-red-700' : 'border-slate-400')}
        />
        <button type="button" className={stepButton} aria-label={t('increase', { name })} disabled={value >= max} onClick={() => onChange(Math.min(max, value + 1))}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
