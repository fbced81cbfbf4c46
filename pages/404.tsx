import { NotFound } from '@/features/dashboard';

export default NotFound;
