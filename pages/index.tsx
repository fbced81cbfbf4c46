import { HomeRedirect } from '@/features/dashboard';

export default HomeRedirect;
