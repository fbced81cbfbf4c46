import { VerifyEmailScreen } from '@/features/accounts';

export default VerifyEmailScreen;
