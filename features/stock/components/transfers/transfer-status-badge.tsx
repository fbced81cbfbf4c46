import { useTranslations } from 'next-intl';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import type { TransferStatus } from '../../types';

const tones: Record<TransferStatus, StatusTone> = {
  inProgress: 'pending',
  finished: 'done',
  canceled: 'neutral',
};

export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  const t = useTranslations('transfers.statuses');
  return <StatusBadge tone={tones[status]}>{t(status)}</StatusBadge>;
}
