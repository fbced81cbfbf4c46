import { SellersHome } from '@/features/dashboard';

export default SellersHome;
