import { SandboxPayScreen, shopsMessages } from '@/features/shops/public';
import { withMessages } from '@/lib/i18n/with-messages';

export default withMessages(SandboxPayScreen, shopsMessages);
