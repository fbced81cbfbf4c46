import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

interface StepperProps {
  /** What is counted, shown: "Accepté". */
  label: string;
  /** The line it counts, for screen readers: "T-shirt — Noir / M". */
  context: string;
  value: number;
  /** + stops here (what the line still leaves to count); typing more is allowed and flagged by the line. */
  max: number;
  invalid?: boolean;
  describedBy?: string;
  onChange: (value: number) => void;
}

/** − / count / + with 48px targets for a thumb on a tablet; the count can also be typed. */
export function Stepper({ label, context, value, max, invalid, describedBy, onChange }: StepperProps) {
  const t = useTranslations('transfers.check');
  const id = useId();
  // What is being typed, until the field is left: an emptied field is not yet a 0.
  const [draft, setDraft] = useState<string | null>(null);
  const name = `${label} — ${context}`;
  const button = 'inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-md border border-slate-400 bg-white text-2xl font-semibold text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500';

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
        <span className="sr-only"> — {context}</span>
      </label>
      <div className="flex items-center gap-1">
        <button type="button" className={button} aria-label={t('decrease', { name })} disabled={value <= 0} onClick={() => onChange(value - 1)}>
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
            if (/^\d{1,6}$/.test(text)) onChange(Number(text));
            else if (!text) onChange(0);
          }}
          onBlur={() => setDraft(null)}
          className={clsx('h-12 w-16 rounded-md border bg-white px-2 text-center text-lg text-slate-900', invalid ? 'border-2 border-red-700' : 'border-slate-400')}
        />
        <button type="button" className={button} aria-label={t('increase', { name })} disabled={value >= max} onClick={() => onChange(value + 1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
