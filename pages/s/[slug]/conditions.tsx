import { ConditionsOfSaleScreen, getShopMessagesProps } from '@/features/shops/public';

export default ConditionsOfSaleScreen;
export const getServerSideProps = getShopMessagesProps;
