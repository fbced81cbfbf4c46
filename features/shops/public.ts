// The spectators' screens (no account): the shop's page, checkout, the sandbox's payment page, the confirmation.
// Apart from index.ts, whose manager screens would weigh on a page meant to load fast on a phone.
export { CheckoutScreen } from './components/public/checkout-screen';
export { ConditionsOfSaleScreen } from './components/public/conditions-of-sale-screen';
export { SandboxPayScreen } from './components/public/sandbox-pay-screen';
export { ShopOrderScreen } from './components/public/shop-order-screen';
export { ShopPageScreen } from './components/public/shop-page-screen';
export { getCheckoutPageProps, getConditionsPageProps, getOrderPageProps, getPayPageProps } from './shop-messages-props';
