import clsx from 'clsx';

export type BadgeTone = 'neutral' | 'pending' | 'done';

// Dark text on a pale ground: every pair passes AA (4.5:1) for small text.
const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800',
  pending: 'bg-amber-100 text-amber-900',
  done: 'bg-green-100 text-green-800',
};

/** An invoice's or a payout's status as a word in a pill (the word says it; the colour only repeats it). */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={clsx('inline-flex rounded-full px-2 py-0.5 text-sm font-medium whitespace-nowrap', tones[tone])}>{children}</span>;
}
