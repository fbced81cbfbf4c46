import { ResetPasswordScreen } from '@/features/accounts';

export default ResetPasswordScreen;
