import clsx from 'clsx';

interface CountInputProps {
  label: string;
  value: number | null;
  invalid?: boolean;
  onChange: (value: number | null) => void;
}

/** A whole number of units typed in a table cell; its label is read out, not shown (the column says it). */
export function CountInput({ label, value, invalid, onChange }: CountInputProps) {
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const text = event.target.value.trim();
        if (text === '') return onChange(null);
        if (/^\d{1,6}$/.test(text)) onChange(Number(text));
      }}
      className={clsx('min-h-11 w-20 rounded-md border bg-white px-2 py-1 text-right tabular-nums', invalid ? 'border-red-700' : 'border-slate-400')}
    />
  );
}
