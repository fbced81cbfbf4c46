import { useRouter } from 'next/router';
import { EventFunnel, eventsMessages } from '@/features/events';
import { FunnelStandsStep } from '@/features/stands';
import { subscriptionsMessages } from '@/features/subscriptions';
import { withMessages } from '@/lib/i18n/with-messages';

function NewEventPage() {
  const { query, isReady } = useRouter();
  if (!isReady || typeof query.projectId !== 'string') return null;
  return <EventFunnel projectId={query.projectId} standsStep={FunnelStandsStep} />;
}

export default withMessages(NewEventPage, eventsMessages, subscriptionsMessages);
