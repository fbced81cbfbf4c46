import { ForgotPasswordScreen } from '@/features/accounts';

export default ForgotPasswordScreen;
