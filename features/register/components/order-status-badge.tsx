import { useTranslations } from 'next-intl';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import type { OrderStatus } from '@/features/orders';

const tones: Record<OrderStatus, StatusTone> = {
  creating: 'neutral',
  inProgress: 'pending',
  paid: 'done',
  prepared: 'done',
  finished: 'done',
  exchanged: 'info',
  canceled: 'neutral',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('register.orderStatuses');
  return <StatusBadge tone={tones[status]}>{t(status)}</StatusBadge>;
}
