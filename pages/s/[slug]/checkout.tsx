import { CheckoutScreen, getCheckoutPageProps } from '@/features/shops/public';

export default CheckoutScreen;
export const getServerSideProps = getCheckoutPageProps;
