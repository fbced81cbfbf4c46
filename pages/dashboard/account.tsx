import { AccountSettingsScreen } from '@/features/clients';

export default AccountSettingsScreen;
