import { useRouter } from 'next/router';
import { DispatchScreen, transfersMessages } from '@/features/stock';
import { withMessages } from '@/lib/i18n/with-messages';

function DispatchPage() {
  const { query } = useRouter();
  if (typeof query.projectId !== 'string' || typeof query.eventId !== 'string') return null;
  return <DispatchScreen projectId={query.projectId} eventId={query.eventId} />;
}

export default withMessages(DispatchPage, transfersMessages);
