type Env = Record<string, string | undefined>;

/**
 * Who takes the money (docs/decisions.md, "Payments never fail open"):
 * - stripe: STRIPE_SECRET_KEY is set;
 * - sandbox: the built-in "mode test" provider, by explicit choice (PAYMENTS_SANDBOX=1), or by default where no real
 *   money can be at stake: outside production, or on the embedded database (the demo `npm start`);
 * - off: a real deployment (production on PostgreSQL) with no provider and no explicit sandbox: card payments, shops
 *   and plan checkouts are refused (CARD_PAYMENTS_OFF) rather than settled by whoever clicks "approve".
 * Pure: no import, so the start-up banner (scripts/server.mjs mirrors it) and the client can share the rule.
 */
export type PaymentsMode = 'stripe' | 'sandbox' | 'off';

export function paymentsMode(env: Env = process.env): PaymentsMode {
  if (env.STRIPE_SECRET_KEY) return 'stripe';
  if (env.PAYMENTS_SANDBOX === '1') return 'sandbox';
  if (env.PAYMENTS_SANDBOX === '0') return 'off';
  return env.NODE_ENV === 'production' && env.DATABASE_URL ? 'off' : 'sandbox';
}
