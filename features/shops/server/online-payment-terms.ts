/**
 * How long a shop order holds its units while the spectator pays. Stripe Checkout's sessions live 30 minutes at
 * the least, and the hold must not end before the payment page does (a payment after the units went back would
 * sell what is gone), so the hold is that minimum (docs/decisions.md, Shop orders).
 */
export const SHOP_PAYMENT_HOLD_MINUTES = 30;

/**
 * The platform's commission on a shop order, in basis points (500 = 5 %). A placeholder until the plans issue
 * prices it per plan (docs/decisions.md, Shop orders).
 */
export const PLATFORM_COMMISSION_BASIS_POINTS = 500;

/** The platform's fee on an amount, cents, rounded to the cent; never more than the amount. */
export function platformFeeOf(amount: number): number {
  return Math.min(amount, Math.round((amount * PLATFORM_COMMISSION_BASIS_POINTS) / 10_000));
}
