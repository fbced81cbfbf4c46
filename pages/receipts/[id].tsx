import { getReceiptPageProps, ReceiptScreen } from '@/features/receipts';

export default ReceiptScreen;
export const getServerSideProps = getReceiptPageProps;
