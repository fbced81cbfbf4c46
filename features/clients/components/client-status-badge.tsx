import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/ui/status-badge';
import type { ClientView } from '../types';

/** The status in words, with a colour and a shape as extras (never colour alone). */
export function ClientStatusBadge({ status }: { status: ClientView['status'] }) {
  const t = useTranslations('clients.status');
  const active = status === 'active';
  return (
    <StatusBadge tone={active ? 'done' : 'danger'} mark={active ? '●' : '⏸'}>
      {t(status)}
    </StatusBadge>
  );
}
