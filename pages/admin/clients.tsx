import { ClientsAdminScreen } from '@/features/clients';

export default ClientsAdminScreen;
