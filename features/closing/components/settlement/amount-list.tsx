import clsx from 'clsx';
import type { ReactNode } from 'react';

/** Label–amount pairs as a description list: the amounts right-aligned, in tabular figures. */
export function AmountList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={clsx('flex flex-col divide-y divide-slate-200', className)}>{children}</dl>;
}

export function AmountRow({ label, value, strong, tone }: { label: ReactNode; value: ReactNode; strong?: boolean; tone?: 'short' | 'over' | null }) {
  return (
    <div className={clsx('flex flex-wrap items-baseline justify-between gap-x-4 py-1.5', strong && 'text-lg font-semibold')}>
      <dt className={strong ? 'text-slate-900' : 'text-slate-700'}>{label}</dt>
      <dd className={clsx('tabular-nums', tone === 'short' && 'font-semibold text-red-800', tone === 'over' && 'font-semibold text-amber-900')}>{value}</dd>
    </div>
  );
}

/** The tone of a difference: short (money missing) or over; none when it balances or was not counted. */
export const differenceTone = (difference: number | null) => (difference === null || difference === 0 ? null : difference < 0 ? 'short' : 'over');
