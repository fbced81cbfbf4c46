import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';

/**
 * One look per kind of action: `primary` for the one main action of a screen or form, `secondary` (outlined) for every
 * other, `danger` only for the confirming button of a destructive action (in its ConfirmDialog), never in a row. There
 * is no borderless variant: a button that looks like plain text was not seen as one (issue #12.9).
 */
type Variant = 'primary' | 'secondary' | 'danger';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 disabled:text-slate-500',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400',
};

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return (
    <button
      type={type}
      className={clsx('inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-medium disabled:cursor-not-allowed', variants[variant], className)}
      {...props}
    />
  );
}
