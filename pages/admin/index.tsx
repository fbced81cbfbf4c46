import { AdminHome } from '@/features/dashboard';

export default AdminHome;
