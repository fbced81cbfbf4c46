import { AppError } from '@/lib/errors';
import { paymentsMode } from './mode';
import type { BillingProvider, PaymentProvider } from './provider';
import { sandboxBilling } from './sandbox-billing';
import { stripeBilling } from './stripe-billing';
import { sandboxProvider } from './sandbox-provider';
import { stripeProvider } from './stripe-provider';

export { paymentsMode, type PaymentsMode } from './mode';
export type { BillingPlanPrice, BillingProvider, CardPresentPaymentRequest, ConnectedAccountRequest, ConnectedAccountState, OnlinePaymentRequest, PaymentProvider } from './provider';

type Env = Record<string, string | undefined>;

const registry = globalThis as typeof globalThis & { __merchPayments?: { key: string; provider: PaymentProvider }; __merchBilling?: { key: string; provider: BillingProvider } };

/**
 * The configured provider (lib/payments/mode.ts): Stripe when STRIPE_SECRET_KEY is set, the sandbox ("mode test" on
 * every screen and document) when chosen or by the embedded default, else CARD_PAYMENTS_OFF: a production deployment
 * without a provider refuses to take card money rather than let anyone approve it.
 */
export function getPaymentProvider(env: Env = process.env): PaymentProvider {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) return sandboxOrOff(sandboxProvider, env);
  const key = `${secretKey}|${env.STRIPE_TERMINAL_READER_ID ?? ''}|${env.STRIPE_API_BASE ?? ''}`;
  if (registry.__merchPayments?.key !== key) {
    registry.__merchPayments = { key, provider: stripeProvider({ secretKey, defaultReaderId: env.STRIPE_TERMINAL_READER_ID ?? null, apiBase: env.STRIPE_API_BASE ?? null }) };
  }
  return registry.__merchPayments.provider;
}

/** Plan billing, chosen as getPaymentProvider: Stripe Billing, the sandbox (its own "mode test" checkout), or off. */
export function getBillingProvider(env: Env = process.env): BillingProvider {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) return sandboxOrOff(sandboxBilling, env);
  const key = `${secretKey}|${env.STRIPE_API_BASE ?? ''}`;
  if (registry.__merchBilling?.key !== key) registry.__merchBilling = { key, provider: stripeBilling({ secretKey, apiBase: env.STRIPE_API_BASE ?? null }) };
  return registry.__merchBilling.provider;
}

function sandboxOrOff<T>(sandbox: T, env: Env): T {
  if (paymentsMode(env) === 'sandbox') return sandbox;
  throw new AppError('CARD_PAYMENTS_OFF');
}

/**
 * SANDBOX_PAYMENTS_OFF unless the sandbox is the configured provider now: a payment or checkout the sandbox started
 * (its row says provider 'sandbox') may be settled by its buttons only while it still is, never after a switch.
 */
export function assertSandboxIsProvider(env: Env = process.env): void {
  if (paymentsMode(env) !== 'sandbox') throw new AppError('SANDBOX_PAYMENTS_OFF');
}
