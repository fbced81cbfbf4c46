import { ShopPageScreen } from '@/features/shops/public';
import { getShopPageProps } from '@/features/shops/server/shop-page-props';

export default ShopPageScreen;
export const getServerSideProps = getShopPageProps;
