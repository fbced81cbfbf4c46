import { ServiceRequestsAdminScreen, servicesMessages } from '@/features/services';
import { withMessages } from '@/lib/i18n/with-messages';

export default withMessages(ServiceRequestsAdminScreen, servicesMessages);
