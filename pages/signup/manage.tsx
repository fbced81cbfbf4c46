import { accountsMessages, SignUpScreen } from '@/features/accounts';
import { withMessages } from '@/lib/i18n/with-messages';

export default withMessages(SignUpScreen, accountsMessages);
