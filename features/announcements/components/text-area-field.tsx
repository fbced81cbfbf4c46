import clsx from 'clsx';
import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

/** A labelled textarea built like components/ui TextField: hint then error in aria-describedby, aria-invalid. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, hint, error, className, ...props }, ref) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx('min-h-32 w-full rounded-md border bg-white px-3 py-2 text-slate-900', error ? 'border-red-700' : 'border-slate-400', className)}
        {...props}
      />
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
    </div>
  );
});
