import { withPageMessages } from '@/lib/i18n/page-messages';
import { checkoutPageTexts, conditionsPageTexts, orderPageTexts, payPageTexts } from './page-texts';

// The spectator's pages of the shop other than its page (checkout, conditions, payment, confirmation): their texts
// only, read on the server. The page's own getServerSideProps reads the shop too: server/shop-page-props.ts.
export const getCheckoutPageProps = withPageMessages(checkoutPageTexts);
export const getConditionsPageProps = withPageMessages(conditionsPageTexts);
export const getPayPageProps = withPageMessages(payPageTexts);
export const getOrderPageProps = withPageMessages(orderPageTexts);
