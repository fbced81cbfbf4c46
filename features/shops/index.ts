export { paymentAccountStatuses, shopStatuses, type PaymentAccountView, type ShopStatus, type ShopView } from './types';
