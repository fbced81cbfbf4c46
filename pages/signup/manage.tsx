import { SignUpScreen } from '@/features/accounts';

export default SignUpScreen;
