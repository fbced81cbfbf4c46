import { withPageMessages } from '@/lib/i18n/page-messages';
import { receiptsMessages } from './messages';

/** The customer's receipt page: its texts, in the visitor's language, read on the server (not in its JavaScript). */
export const getReceiptPageProps = withPageMessages(receiptsMessages);
