import { useRouter } from 'next/router';
import { TransferDetailScreen, transfersMessages } from '@/features/stock';
import { withMessages } from '@/lib/i18n/with-messages';

function TransferPage() {
  const { query } = useRouter();
  if (typeof query.projectId !== 'string' || typeof query.transferId !== 'string') return null;
  return <TransferDetailScreen projectId={query.projectId} transferId={query.transferId} />;
}

export default withMessages(TransferPage, transfersMessages);
