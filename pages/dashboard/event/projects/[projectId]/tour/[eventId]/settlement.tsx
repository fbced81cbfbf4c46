import { useRouter } from 'next/router';
import { closingMessages, SettlementScreen } from '@/features/closing';
import { ordersMessages } from '@/features/orders';
import { withMessages } from '@/lib/i18n/with-messages';

function SettlementPage() {
  const { query } = useRouter();
  if (typeof query.projectId !== 'string' || typeof query.eventId !== 'string') return null;
  return <SettlementScreen projectId={query.projectId} eventId={query.eventId} />;
}

// The orders namespace: the refund's lines, which the post-closing adjustment shares with the sales screens.
export default withMessages(SettlementPage, closingMessages, ordersMessages);
