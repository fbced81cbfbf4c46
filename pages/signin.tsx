import { accountsMessages, ResendVerificationButton } from '@/features/accounts';
import { SignInScreen } from '@/features/auth';
import { withMessages } from '@/lib/i18n/with-messages';

function SignInPage() {
  return <SignInScreen resendVerification={ResendVerificationButton} />;
}

export default withMessages(SignInPage, accountsMessages);
