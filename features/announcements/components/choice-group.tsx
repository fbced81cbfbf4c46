import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface ChoiceGroupProps {
  legend: string;
  type: 'radio' | 'checkbox';
  options: { value: string; label: string; description?: string }[];
  /** react-hook-form's registration, shared by every box of the group. */
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: string;
  columns?: boolean;
}

/** Radio buttons or checkboxes under a legend; the hint and the error describe the whole group. */
export function ChoiceGroup({ legend, type, options, registration, hint, error, columns }: ChoiceGroupProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy} className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-slate-800">{legend}</legend>
      <div className={clsx('grid gap-2', columns && 'sm:grid-cols-2')}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input type={type} value={option.value} aria-invalid={error ? true : undefined} className="mt-1 h-5 w-5 shrink-0 accent-brand-700" {...registration} />
            <span className="flex flex-col">
              <span className="font-medium text-slate-900">{option.label}</span>
              {option.description && <span className="text-sm text-slate-700">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {hint && (
        <div id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
