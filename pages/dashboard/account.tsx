import { accountsMessages } from '@/features/accounts';
import { AccountSettingsScreen, clientsMessages } from '@/features/clients';
import { subscriptionsMessages } from '@/features/subscriptions';
import { withMessages } from '@/lib/i18n/with-messages';

export default withMessages(AccountSettingsScreen, clientsMessages, accountsMessages, subscriptionsMessages);
