import { accountsMessages, SignUpScreen } from '@/features/accounts';
import { withMessages } from '@/lib/i18n/with-messages';

// The address a visitor guesses (and the landing page links to); /signup/manage, the older one, stays for its links.
export default withMessages(SignUpScreen, accountsMessages);
