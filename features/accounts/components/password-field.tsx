import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { TextField } from '@/components/ui/form-field';
import { PasswordRulesChecklist } from './password-rules-checklist';

interface NewPasswordFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** The value typed so far, for the live rules checklist under the field. */
  password: string;
}

/** A new-password field with the rules checklist under it; the field is described by the missing-rules sentence. */
export const NewPasswordField = forwardRef<HTMLInputElement, NewPasswordFieldProps>(function NewPasswordField(
  { label, error, password, ...props },
  ref,
) {
  const inputId = useId();
  const rulesId = `${inputId}-rules`;
  return (
    <div className="flex flex-col gap-2">
      <TextField
        ref={ref}
        id={inputId}
        label={label}
        type="password"
        autoComplete="new-password"
        error={error}
        aria-describedby={[error ? `${inputId}-error` : null, rulesId].filter(Boolean).join(' ')}
        {...props}
      />
      <PasswordRulesChecklist password={password} id={rulesId} />
    </div>
  );
});
