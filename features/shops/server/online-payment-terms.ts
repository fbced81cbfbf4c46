/**
 * How long a shop order holds its units while the spectator pays. Stripe Checkout's sessions live 30 minutes at
 * the least, and the hold must not end before the payment page does (a payment after the units went back would
 * sell what is gone), so the hold is that minimum (docs/decisions.md, Shop orders).
 */
export const SHOP_PAYMENT_HOLD_MINUTES = 30;
