import { ClientDetailScreen, clientsMessages, type ClientView } from '@/features/clients';
import { ClientSubscriptionPanel, subscriptionsMessages } from '@/features/subscriptions';
import { withMessages } from '@/lib/i18n/with-messages';

const planPanel = (client: ClientView) => <ClientSubscriptionPanel client={client} />;

function AdminClientPage() {
  return <ClientDetailScreen planPanel={planPanel} />;
}

export default withMessages(AdminClientPage, clientsMessages, subscriptionsMessages);
