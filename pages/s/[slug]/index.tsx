import { getShopPageProps, ShopPageScreen } from '@/features/shops/public';

export default ShopPageScreen;
export const getServerSideProps = getShopPageProps;
