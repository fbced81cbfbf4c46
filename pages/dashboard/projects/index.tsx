import { ProjectsScreen, toursMessages } from '@/features/projects';
import { subscriptionsMessages } from '@/features/subscriptions';
import { withMessages } from '@/lib/i18n/with-messages';

export default withMessages(ProjectsScreen, toursMessages, subscriptionsMessages);
