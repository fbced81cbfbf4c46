import { ClientDetailScreen, clientsMessages, type ClientView } from '@/features/clients';
import { ClientInvoicesPanel, invoicesMessages } from '@/features/invoices';
import { ClientSubscriptionPanel, subscriptionsMessages } from '@/features/subscriptions';
import { withMessages } from '@/lib/i18n/with-messages';

const planPanel = (client: ClientView) => <ClientSubscriptionPanel client={client} />;
const billingPanel = (client: ClientView) => <ClientInvoicesPanel clientId={client.id} />;

function AdminClientPage() {
  return <ClientDetailScreen planPanel={planPanel} billingPanel={billingPanel} />;
}

export default withMessages(AdminClientPage, clientsMessages, subscriptionsMessages, invoicesMessages);
