import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { AnnouncementStatus } from '../types';

/** The status in words, with a colour and a shape as extras (never colour alone). */
export function AnnouncementStatusBadge({ status }: { status: AnnouncementStatus }) {
  const t = useTranslations('announcements.statuses');
  const published = status === 'published';
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ring-1 ring-inset',
        published ? 'bg-green-50 text-green-800 ring-green-600/30' : 'bg-slate-100 text-slate-800 ring-slate-500/30',
      )}
    >
      <span aria-hidden="true">{published ? '●' : '○'}</span>
      {t(status)}
    </span>
  );
}
