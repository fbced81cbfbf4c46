import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { DisplayStatus } from './subscription-state';

const tones: Record<DisplayStatus, { className: string; mark: string }> = {
  trialing: { className: 'bg-brand-50 text-brand-800 ring-brand-700/30', mark: '◔' },
  active: { className: 'bg-green-50 text-green-800 ring-green-600/30', mark: '●' },
  granted: { className: 'bg-green-50 text-green-800 ring-green-600/30', mark: '●' },
  past_due: { className: 'bg-red-50 text-red-800 ring-red-600/30', mark: '!' },
  canceling: { className: 'bg-amber-50 text-amber-900 ring-amber-600/30', mark: '◑' },
  incomplete: { className: 'bg-amber-50 text-amber-900 ring-amber-600/30', mark: '…' },
  canceled: { className: 'bg-slate-100 text-slate-800 ring-slate-500/30', mark: '○' },
  expired: { className: 'bg-slate-100 text-slate-800 ring-slate-500/30', mark: '○' },
};

/** The status in words, with a colour and a mark as extras (never colour alone). */
export function SubscriptionStatusBadge({ status }: { status: DisplayStatus }) {
  const t = useTranslations('subscriptions.status');
  return (
    <span className={clsx('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset', tones[status].className)}>
      <span aria-hidden="true">{tones[status].mark}</span>
      {t(status)}
    </span>
  );
}
