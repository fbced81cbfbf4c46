import { PlansComparisonScreen, subscriptionsMessages } from '@/features/subscriptions';
import { withMessages } from '@/lib/i18n/with-messages';

export default withMessages(PlansComparisonScreen, subscriptionsMessages);
