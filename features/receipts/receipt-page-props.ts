import { pageTexts, withPageMessages } from '@/lib/i18n/page-messages';
import { receiptsMessages } from './messages';

/** The customer's receipt page: its texts and the spectator frame's, in the visitor's language, read on the server. */
export const getReceiptPageProps = withPageMessages(pageTexts('/receipts/[id]', [['receipts']], receiptsMessages));
