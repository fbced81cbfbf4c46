import { useRouter } from 'next/router';
import { TransfersScreen, transfersMessages } from '@/features/stock';
import { withMessages } from '@/lib/i18n/with-messages';

function TransfersPage() {
  const { query } = useRouter();
  if (typeof query.projectId !== 'string') return null;
  return <TransfersScreen projectId={query.projectId} />;
}

export default withMessages(TransfersPage, transfersMessages);
