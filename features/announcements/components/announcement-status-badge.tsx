import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/ui/status-badge';
import type { AnnouncementStatus } from '../types';

/** The status in words, with a colour and a shape as extras (never colour alone). */
export function AnnouncementStatusBadge({ status }: { status: AnnouncementStatus }) {
  const t = useTranslations('announcements.statuses');
  const published = status === 'published';
  return (
    <StatusBadge tone={published ? 'done' : 'neutral'} mark={published ? '●' : '○'}>
      {t(status)}
    </StatusBadge>
  );
}
