import { DashboardHome } from '@/features/dashboard';

export default DashboardHome;
