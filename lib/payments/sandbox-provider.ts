import type { PaymentProvider } from './provider';

/**
 * The sandbox (PAYMENTS_SANDBOX; the embedded demo's default, lib/payments/mode.ts): nothing leaves the machine. The register shows the payment
 * as "mode test" with approve and decline buttons, which settle it through POST /v1/payments/{id}/sandbox-outcome,
 * the same path a provider's webhook takes.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async startCardPresentPayment({ paymentId }) {
    return { providerPaymentId: `sandbox_${paymentId}` };
  },
  // The spectator lands on our own confirm page, whose approve and decline buttons stand in for the card form.
  async startOnlinePayment({ paymentId, sandboxPageUrl }) {
    return { providerPaymentId: `sandbox_online_${paymentId}`, redirectUrl: sandboxPageUrl };
  },
  async cancelPayment() {},
  async refundPayment({ refundId }) {
    return { providerRefundId: `sandbox_refund_${refundId}` };
  },
  // An organiser's payout account is simulated as already onboarded: a shop can be tried end to end with nothing
  // configured. The id derives from the client, as Stripe's idempotency key would make a retry return the same one.
  async createConnectedAccount({ clientId }) {
    return { providerAccountId: `acct_sandbox_${clientId.replace(/-/g, '').slice(0, 16)}`, canReceivePayments: true };
  },
  async createOnboardingLink({ returnUrl }) {
    return { url: returnUrl };
  },
  async readConnectedAccount(providerAccountId) {
    return { providerAccountId, canReceivePayments: true };
  },
};
