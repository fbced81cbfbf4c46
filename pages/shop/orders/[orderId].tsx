import { getOrderPageProps, ShopOrderScreen } from '@/features/shops/public';

export default ShopOrderScreen;
export const getServerSideProps = getOrderPageProps;
