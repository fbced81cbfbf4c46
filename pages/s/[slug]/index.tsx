import { getShopPageProps, ShopPageScreen, shopsMessages } from '@/features/shops/public';
import { withMessages } from '@/lib/i18n/with-messages';

export default withMessages(ShopPageScreen, shopsMessages);
export const getServerSideProps = getShopPageProps;
