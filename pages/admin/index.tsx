import { AdminHome } from '@/features/dashboard';
import { clientsMessages } from '@/features/clients';
import { withMessages } from '@/lib/i18n/with-messages';

// The home shows the clients' status badges, whose words are in the clients namespace.
export default withMessages(AdminHome, clientsMessages);
