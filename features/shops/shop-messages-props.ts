import { withPageMessages } from '@/lib/i18n/page-messages';
import { shopsMessages } from './messages';

/**
 * The spectator's pages of the shop other than its page (checkout, payment, confirmation): their texts only, read on
 * the server. The page's own getServerSideProps reads the shop too: server/shop-page-props.ts.
 */
export const getShopMessagesProps = withPageMessages(shopsMessages);
