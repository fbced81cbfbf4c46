import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextField } from '@/components/ui/form-field';
import { parseEuros } from '@/features/register';
import { centsToInput } from '@/lib/money/euro-input';

interface MoneyFieldProps {
  label: string;
  hint?: string;
  /** Cents; null while nothing was typed. */
  value: number | null;
  onChange: (cents: number | null) => void;
}

/** An amount in euros typed as people write it ("12,50"), kept in cents; a typo is said under the field. */
export function MoneyField({ label, hint, value, onChange }: MoneyFieldProps) {
  const t = useTranslations('closing');
  const [text, setText] = useState(value === null ? '' : centsToInput(value));
  const parsed = text.trim() === '' ? null : parseEuros(text);
  const invalid = text.trim() !== '' && parsed === null;
  return (
    <TextField
      label={label}
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={invalid ? t('invalidAmount') : undefined}
      onChange={(event) => {
        setText(event.target.value);
        const next = event.target.value.trim() === '' ? null : parseEuros(event.target.value);
        if (event.target.value.trim() === '' || next !== null) onChange(next);
      }}
      className="max-w-48"
    />
  );
}
