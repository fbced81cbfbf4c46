import { accountsMessages } from '@/features/accounts';
import { SignInScreen } from '@/features/auth';
import { withMessages } from '@/lib/i18n/with-messages';

export default withMessages(SignInScreen, accountsMessages);
