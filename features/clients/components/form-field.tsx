import clsx from 'clsx';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Ids of other elements that describe the control (a live checklist, for instance). */
  describedBy?: string;
}

const controlClass = 'min-h-11 w-full rounded-md border bg-white px-3 py-2 text-slate-900';

/** Ids and the aria-describedby of a labelled control: its hint, then its error, then any extra description. */
function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined, describedBy: string | undefined) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedByIds = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedByIds };
}

function Frame({ controlId, hintId, errorId, label, hint, error, children }: FieldFrameProps & { controlId: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={controlId} className="font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <div id={hintId} className="text-sm text-slate-600">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A labelled input with an optional hint, like `components/ui/text-field` but with hints and extra
 * descriptions, which the settings forms need (SIRET format, password checklist).
 */
export const InputField = forwardRef<HTMLInputElement, FieldFrameProps & InputHTMLAttributes<HTMLInputElement>>(function InputField(
  { label, hint, error, describedBy, id, className, ...props },
  ref,
) {
  const ids = useFieldIds(id, hint, error, describedBy);
  return (
    <Frame {...ids} label={label} hint={hint} error={error}>
      <input
        ref={ref}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedByIds}
        className={clsx(controlClass, error ? 'border-red-700' : 'border-slate-400', className)}
        {...props}
      />
    </Frame>
  );
});

export const SelectField = forwardRef<HTMLSelectElement, FieldFrameProps & SelectHTMLAttributes<HTMLSelectElement>>(function SelectField(
  { label, hint, error, describedBy, id, className, children, ...props },
  ref,
) {
  const ids = useFieldIds(id, hint, error, describedBy);
  return (
    <Frame {...ids} label={label} hint={hint} error={error}>
      <select
        ref={ref}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedByIds}
        className={clsx(controlClass, error ? 'border-red-700' : 'border-slate-400', className)}
        {...props}
      >
        {children}
      </select>
    </Frame>
  );
});
