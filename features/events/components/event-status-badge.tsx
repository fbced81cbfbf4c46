import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { EventStatus } from '../types';

// Dark text on light backgrounds: every pair passes WCAG AA.
const tones: Record<EventStatus, string> = {
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  inProgress: 'border-green-300 bg-green-50 text-green-900',
  canceled: 'border-slate-300 bg-slate-100 text-slate-800',
  finished: 'border-blue-300 bg-blue-50 text-blue-900',
};

/** The event's status, in words (never colour alone). */
export function EventStatusBadge({ status, funnelCompleted }: { status: EventStatus; funnelCompleted: boolean }) {
  const t = useTranslations('events.statuses');
  return (
    <span className="inline-flex flex-wrap gap-2">
      <span className={clsx('inline-flex items-center rounded-full border px-3 py-0.5 text-sm font-medium', tones[status])}>{t(status)}</span>
      {status === 'pending' && !funnelCompleted && (
        <span className="inline-flex items-center rounded-full border border-slate-300 bg-white px-3 py-0.5 text-sm font-medium text-slate-800">{t('draft')}</span>
      )}
    </span>
  );
}
