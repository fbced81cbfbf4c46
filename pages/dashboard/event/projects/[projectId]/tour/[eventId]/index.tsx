import { useRouter } from 'next/router';
import { EventScreen, eventsMessages } from '@/features/events';
import { EventTakingsCard, ordersMessages } from '@/features/orders';
import { ServicesCard, servicesMessages } from '@/features/services';
import { ShopCard, shopsMessages } from '@/features/shops';
import { transferLinks } from '@/features/stock';
import { subscriptionsMessages } from '@/features/subscriptions';
import { withMessages } from '@/lib/i18n/with-messages';

function EventPage() {
  const { query } = useRouter();
  if (typeof query.projectId !== 'string' || typeof query.eventId !== 'string') return null;
  return (
    <EventScreen
      projectId={query.projectId}
      eventId={query.eventId}
      dispatchHref={transferLinks.dispatch(query.projectId, query.eventId)}
      takings={(event) => <EventTakingsCard eventId={event.id} status={event.status} />}
      shop={(event) => <ShopCard projectId={event.projectId} eventId={event.id} eventStatus={event.status} />}
      services={(event) => <ServicesCard event={event} />}
    />
  );
}

export default withMessages(EventPage, eventsMessages, ordersMessages, servicesMessages, shopsMessages, subscriptionsMessages);
