import { useRouter } from 'next/router';
import { EventScreen, eventsMessages } from '@/features/events';
import { EventTabletsCard, EventTakingsCard, ordersMessages } from '@/features/orders';
import { ServicesCard, servicesMessages } from '@/features/services';
import { ShopCard, shopsMessages } from '@/features/shops';
import { StandsPanel } from '@/features/stands';
import { transferLinks } from '@/features/stock';
import { subscriptionsMessages } from '@/features/subscriptions';
import { withMessages } from '@/lib/i18n/with-messages';

function EventPage() {
  const { query } = useRouter();
  const { projectId, eventId } = query;
  if (typeof projectId !== 'string' || typeof eventId !== 'string') return null;
  return (
    <EventScreen
      projectId={projectId}
      eventId={eventId}
      dispatchHref={transferLinks.dispatch(projectId, eventId)}
      takings={(event) => <EventTakingsCard eventId={event.id} status={event.status} />}
      stands={(event, { canWrite }) => <StandsPanel eventId={event.id} projectId={projectId} canWrite={canWrite} selling={event.status === 'inProgress'} />}
      shop={(event) => <ShopCard projectId={event.projectId} eventId={event.id} eventStatus={event.status} />}
      services={(event) => <ServicesCard event={event} />}
      tablets={(event) => <EventTabletsCard eventId={event.id} status={event.status} />}
    />
  );
}

export default withMessages(EventPage, eventsMessages, ordersMessages, servicesMessages, shopsMessages, subscriptionsMessages);
