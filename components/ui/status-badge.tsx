import clsx from 'clsx';
import type { ReactNode } from 'react';

/** What a status means to the reader; each domain maps its own statuses onto these. */
export type StatusTone = 'neutral' | 'outline' | 'pending' | 'done' | 'info' | 'shipped' | 'danger' | 'brand';

// Dark text on a pale ground: every pair passes WCAG AA (4.5:1) for small text.
const tones: Record<StatusTone, string> = {
  neutral: 'border-slate-300 bg-slate-100 text-slate-800',
  outline: 'border-slate-300 bg-white text-slate-800',
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  done: 'border-green-300 bg-green-50 text-green-900',
  info: 'border-blue-300 bg-blue-50 text-blue-900',
  shipped: 'border-indigo-300 bg-indigo-50 text-indigo-900',
  danger: 'border-red-300 bg-red-50 text-red-900',
  brand: 'border-brand-600/30 bg-brand-50 text-brand-800',
};

interface StatusBadgeProps {
  tone: StatusTone;
  /** A shape that repeats the tone for those who do not see colours; hidden from screen readers, the words say it. */
  mark?: string;
  children: ReactNode;
  testId?: string;
}

/** A status as words in a pill: the words say it, the colour and the mark only repeat it (never colour alone). */
export function StatusBadge({ tone, mark, children, testId }: StatusBadgeProps) {
  return (
    <span
      className={clsx('inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-sm font-medium', tones[tone])}
      data-testid={testId}
    >
      {mark && <span aria-hidden="true">{mark}</span>}
      {children}
    </span>
  );
}
