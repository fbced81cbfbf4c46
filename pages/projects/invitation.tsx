import { InvitationScreen, toursMessages } from '@/features/projects';
import { withMessages } from '@/lib/i18n/with-messages';

export default withMessages(InvitationScreen, toursMessages);
