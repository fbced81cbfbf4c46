import { ConditionsOfSaleScreen, getConditionsPageProps } from '@/features/shops/public';

export default ConditionsOfSaleScreen;
export const getServerSideProps = getConditionsPageProps;
