import { CheckoutScreen, getShopMessagesProps } from '@/features/shops/public';

export default CheckoutScreen;
export const getServerSideProps = getShopMessagesProps;
