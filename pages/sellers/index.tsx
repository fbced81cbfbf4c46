import { accountsMessages } from '@/features/accounts';
import { SellersHome } from '@/features/dashboard';
import { withMessages } from '@/lib/i18n/with-messages';

export default withMessages(SellersHome, accountsMessages);
