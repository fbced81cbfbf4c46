import clsx from 'clsx';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

import type { Announcement } from '../types';
import { AnnouncementStatusBadge } from './announcement-status-badge';
import { secondaryLink } from './link-styles';
import { useDateFormat } from '@/lib/hooks/use-date-format';

interface AnnouncementsTableProps {
  caption: string;
  announcements: Announcement[];
  /** A newer page is on its way: the rows shown are the previous ones. */
  stale: boolean;
  /** The row whose publication is being switched, if any. */
  switchingId: string | null;
  onToggleStatus: (announcement: Announcement) => void;
  onDelete: (announcement: Announcement) => void;
}

const headerCell = 'px-4 py-3 text-left text-sm font-semibold text-slate-800';
const cell = 'px-4 py-3 text-slate-800';

/** "Tous", or "Starter, Smart et Pro": the audiences in words, in the interface language. */
export function useAudienceList() {
  const t = useTranslations('announcements.audiences');
  const format = useFormatter();
  return (audiences: readonly string[]) => format.list(audiences.map((audience) => (t.has(audience) ? t(audience) : audience)));
}

export function AnnouncementsTable({ caption, announcements, stale, switchingId, onToggleStatus, onDelete }: AnnouncementsTableProps) {
  const { formatDateTime } = useDateFormat();
  const t = useTranslations('announcements');
  const audienceList = useAudienceList();
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      {/* A refresh is shown by a bar, not by fading the rows: faded text would fail the contrast it must keep. */}
      {stale && <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 animate-pulse bg-indigo-600" />}
      <table className="w-full border-collapse" aria-busy={stale || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {(['title', 'type', 'audience', 'status', 'expiresAt', 'publishedAt'] as const).map((column) => (
              <th key={column} scope="col" className={headerCell}>
                {t(`admin.columns.${column}`)}
              </th>
            ))}
            <th scope="col" className={clsx(headerCell, 'text-right')}>
              {t('admin.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {announcements.map((announcement) => (
            <tr key={announcement.id} className="hover:bg-slate-50">
              <th scope="row" className="max-w-xs px-4 py-3 text-left font-medium break-words text-slate-900">
                {announcement.title}
              </th>
              <td className={cell}>{t(`types.${announcement.type}`)}</td>
              <td className={cell}>{audienceList(announcement.displayedFor)}</td>
              <td className="px-4 py-3">
                <AnnouncementStatusBadge status={announcement.status} />
              </td>
              <td className={cell}>{announcement.expiresAt ? formatDateTime(announcement.expiresAt) : t('admin.never')}</td>
              <td className={cell}>{announcement.publishedAt ? formatDateTime(announcement.publishedAt) : t('admin.notPublished')}</td>
              <td className="px-4 py-3">
                <div className="flex min-w-56 flex-wrap justify-end gap-2">
                  <Link href={`/admin/announcements/${announcement.id}`} className={secondaryLink}>
                    {t('admin.edit')}
                    <span className="sr-only"> {announcement.title}</span>
                  </Link>
                  <Button variant="secondary" className="whitespace-nowrap" disabled={switchingId === announcement.id} onClick={() => onToggleStatus(announcement)}>
                    {announcement.status === 'published' ? t('admin.unpublish') : t('admin.publish')}
                    <span className="sr-only"> {announcement.title}</span>
                  </Button>
                  <Button variant="secondary" className="whitespace-nowrap" onClick={() => onDelete(announcement)}>
                    {t('admin.delete')}
                    <span className="sr-only"> {announcement.title}</span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Placeholder rows with the table's shape while the first page loads; the label is announced. */
export function AnnouncementsTableSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="flex flex-col gap-3">
        <div className="h-6 w-full animate-pulse rounded bg-slate-200" />
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="h-12 w-full animate-pulse rounded bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
