import { SandboxCheckoutScreen, subscriptionsMessages } from '@/features/subscriptions';
import { withMessages } from '@/lib/i18n/with-messages';

export default withMessages(SandboxCheckoutScreen, subscriptionsMessages);
