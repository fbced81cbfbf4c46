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
