import type { BillingProvider, PaymentProvider } from './provider';
import { sandboxBilling } from './sandbox-billing';
import { stripeBilling } from './stripe-billing';
import { sandboxProvider } from './sandbox-provider';
import { stripeProvider } from './stripe-provider';

export type { BillingPlanPrice, BillingProvider, CardPresentPaymentRequest, ConnectedAccountRequest, ConnectedAccountState, OnlinePaymentRequest, PaymentProvider } from './provider';

type Env = Record<string, string | undefined>;

const registry = globalThis as typeof globalThis & { __merchPayments?: { key: string; provider: PaymentProvider }; __merchBilling?: { key: string; provider: BillingProvider } };

/**
 * The configured provider: Stripe when STRIPE_SECRET_KEY is set (docs/operations.md, "Payments"), else the
 * sandbox, which needs nothing and says "mode test" on every screen that shows it.
 */
export function getPaymentProvider(env: Env = process.env): PaymentProvider {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) return sandboxProvider;
  const key = `${secretKey}|${env.STRIPE_TERMINAL_READER_ID ?? ''}|${env.STRIPE_API_BASE ?? ''}`;
  if (registry.__merchPayments?.key !== key) {
    registry.__merchPayments = { key, provider: stripeProvider({ secretKey, defaultReaderId: env.STRIPE_TERMINAL_READER_ID ?? null, apiBase: env.STRIPE_API_BASE ?? null }) };
  }
  return registry.__merchPayments.provider;
}

/** Plan billing: Stripe Billing when STRIPE_SECRET_KEY is set, else the sandbox (its own checkout page, "mode test"). */
export function getBillingProvider(env: Env = process.env): BillingProvider {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) return sandboxBilling;
  const key = `${secretKey}|${env.STRIPE_API_BASE ?? ''}`;
  if (registry.__merchBilling?.key !== key) registry.__merchBilling = { key, provider: stripeBilling({ secretKey, apiBase: env.STRIPE_API_BASE ?? null }) };
  return registry.__merchBilling.provider;
}
