import { accountsMessages } from '@/features/accounts';
import { SellerInvitationScreen, toursMessages } from '@/features/projects';
import { withMessages } from '@/lib/i18n/with-messages';

export default withMessages(SellerInvitationScreen, toursMessages, accountsMessages);
