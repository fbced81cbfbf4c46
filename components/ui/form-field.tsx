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
 * A labelled input. Its hint, its error and any extra description (a live checklist) are tied to it with
 * aria-describedby, and the error is announced with aria-invalid.
 */
export const TextField = forwardRef<HTMLInputElement, FieldFrameProps & InputHTMLAttributes<HTMLInputElement>>(function TextField(
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

interface SelectFieldProps extends FieldFrameProps, SelectHTMLAttributes<HTMLSelectElement> {
  /** The choices, unless given as children. */
  options?: { value: string; label: string }[];
  /** Shown first with an empty value, when the user must choose. */
  placeholder?: string;
}

/** A labelled select, built like TextField. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, describedBy, id, className, children, options, placeholder, ...props },
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
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </Frame>
  );
});
