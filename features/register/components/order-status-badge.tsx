import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { OrderStatus } from '@/features/orders';

// Dark text on light backgrounds: every pair passes WCAG AA; the status is always written, never colour alone.
const tones: Record<OrderStatus, string> = {
  creating: 'border-slate-300 bg-slate-100 text-slate-800',
  inProgress: 'border-amber-300 bg-amber-50 text-amber-900',
  paid: 'border-green-300 bg-green-50 text-green-900',
  prepared: 'border-green-300 bg-green-50 text-green-900',
  finished: 'border-green-300 bg-green-50 text-green-900',
  exchanged: 'border-blue-300 bg-blue-50 text-blue-900',
  canceled: 'border-slate-300 bg-slate-100 text-slate-800',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('register.orderStatuses');
  return <span className={clsx('inline-flex items-center whitespace-nowrap rounded-full border px-3 py-0.5 text-sm font-medium', tones[status])}>{t(status)}</span>;
}
