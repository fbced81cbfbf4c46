import { ClientsAdminScreen, clientsMessages } from '@/features/clients';
import { withMessages } from '@/lib/i18n/with-messages';

export default withMessages(ClientsAdminScreen, clientsMessages);
