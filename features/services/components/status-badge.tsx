import { useTranslations } from 'next-intl';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import type { ServiceStatus } from '../types';

const tones: Record<ServiceStatus, StatusTone> = {
  requested: 'pending',
  acknowledged: 'info',
  shipped: 'shipped',
  confirmed: 'done',
  returned: 'neutral',
  declined: 'danger',
  canceled: 'neutral',
};

export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  const t = useTranslations('services.status');
  return (
    <StatusBadge tone={tones[status]} testId="service-status">
      {t(status)}
    </StatusBadge>
  );
}
