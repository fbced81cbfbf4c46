import { useRouter } from 'next/router';
import { ClosingSoon, eventsMessages } from '@/features/events';
import { withMessages } from '@/lib/i18n/with-messages';

function ClosingPage() {
  const { query } = useRouter();
  if (typeof query.projectId !== 'string' || typeof query.eventId !== 'string') return null;
  return <ClosingSoon projectId={query.projectId} eventId={query.eventId} />;
}

export default withMessages(ClosingPage, eventsMessages);
