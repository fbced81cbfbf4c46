import { useTranslations } from 'next-intl';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import type { EventStatus } from '../types';

const tones: Record<EventStatus, StatusTone> = {
  pending: 'pending',
  inProgress: 'done',
  canceled: 'neutral',
  finished: 'info',
};

/** The event's status, in words (never colour alone). */
export function EventStatusBadge({ status, funnelCompleted }: { status: EventStatus; funnelCompleted: boolean }) {
  const t = useTranslations('events.statuses');
  return (
    <span className="inline-flex flex-wrap gap-2">
      <StatusBadge tone={tones[status]}>{t(status)}</StatusBadge>
      {status === 'pending' && !funnelCompleted && <StatusBadge tone="outline">{t('draft')}</StatusBadge>}
    </span>
  );
}
