export {
  MAX_PHONOGRAPHY_PER_PRODUCT,
  paymentAccountStatuses,
  shopStatuses,
  type PaymentAccountView,
  type ShopOrderAnswer,
  type ShopPageView,
  type ShopStatus,
  type ShopView,
} from './types';
// The manager's screens: the event page's shop card, its hooks and texts, and the public address it shows.
export { shopKeys, useEventShop, usePaymentAccount } from './api';
export { ShopCard } from './components/shop-card';
export { shopPublicPath } from './links';
export { shopsMessages } from './messages';
