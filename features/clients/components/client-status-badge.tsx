import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { ClientView } from '../types';

/** The status in words, with a colour and a shape as extras (never colour alone). */
export function ClientStatusBadge({ status }: { status: ClientView['status'] }) {
  const t = useTranslations('clients.status');
  const active = status === 'active';
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset',
        active ? 'bg-green-50 text-green-800 ring-green-600/30' : 'bg-red-50 text-red-800 ring-red-600/30',
      )}
    >
      <span aria-hidden="true">{active ? '●' : '⏸'}</span>
      {t(status)}
    </span>
  );
}
