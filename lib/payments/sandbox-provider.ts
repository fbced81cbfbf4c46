import type { PaymentProvider } from './provider';

/**
 * The embedded default when no provider is configured: nothing leaves the machine. The register shows the payment
 * as "mode test" with approve and decline buttons, which settle it through POST /v1/payments/{id}/sandbox-outcome,
 * the same path a provider's webhook takes.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async startCardPresentPayment({ paymentId }) {
    return { providerPaymentId: `sandbox_${paymentId}` };
  },
  async cancelPayment() {},
  async refundPayment({ refundId }) {
    return { providerRefundId: `sandbox_refund_${refundId}` };
  },
};
