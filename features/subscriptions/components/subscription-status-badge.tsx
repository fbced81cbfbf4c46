import { useTranslations } from 'next-intl';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import type { DisplayStatus } from './subscription-state';

const looks: Record<DisplayStatus, { tone: StatusTone; mark: string }> = {
  trialing: { tone: 'brand', mark: '◔' },
  active: { tone: 'done', mark: '●' },
  granted: { tone: 'done', mark: '●' },
  past_due: { tone: 'danger', mark: '!' },
  canceling: { tone: 'pending', mark: '◑' },
  incomplete: { tone: 'pending', mark: '…' },
  canceled: { tone: 'neutral', mark: '○' },
  expired: { tone: 'neutral', mark: '○' },
};

/** The status in words, with a colour and a mark as extras (never colour alone). */
export function SubscriptionStatusBadge({ status }: { status: DisplayStatus }) {
  const t = useTranslations('subscriptions.status');
  return (
    <StatusBadge tone={looks[status].tone} mark={looks[status].mark}>
      {t(status)}
    </StatusBadge>
  );
}
