import { ReceiptScreen, receiptsMessages } from '@/features/receipts';
import { withMessages } from '@/lib/i18n/with-messages';

export default withMessages(ReceiptScreen, receiptsMessages);
