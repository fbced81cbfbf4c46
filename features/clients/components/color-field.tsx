import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { isHexColor } from '../contrast';

interface ColorFieldProps {
  label: string;
  hint: string;
  value: string;
  /** What the native picker shows while the typed code is not a valid colour yet. */
  fallback: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A colour as a native picker and a `#rrggbb` text field, both editing the same value. */
export function ColorField({ label, hint, value, fallback, error, onChange, onBlur }: ColorFieldProps) {
  const t = useTranslations('clients.branding');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-picker`} className="font-medium text-slate-800">
        {label}
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        {hint}
      </p>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-picker`}
          type="color"
          value={isHexColor(value) ? value.toLowerCase() : fallback}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-describedby={describedBy}
          className="h-11 w-14 cursor-pointer rounded-md border border-slate-400 bg-white p-1"
        />
        <label htmlFor={`${id}-hex`} className="sr-only">
          {t('hexLabel', { color: label })}
        </label>
        <input
          id={`${id}-hex`}
          type="text"
          inputMode="text"
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`min-h-11 w-32 rounded-md border bg-white px-3 py-2 font-mono text-slate-900 ${error ? 'border-red-700' : 'border-slate-400'}`}
        />
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
