import type { BillingProvider } from './provider';

/**
 * Plan billing on the sandbox (PAYMENTS_SANDBOX, lib/payments/mode.ts): nothing leaves the machine. The checkout is our
 * own page, labelled "mode test", whose buttons settle one month through POST /v1/subscriptions/{id}/sandbox-outcome.
 * Nothing renews it: it ends at its period end, and the next month is bought on the same page (grantsAccess).
 */
export const sandboxBilling: BillingProvider = {
  name: 'sandbox',
  async createBillingCustomer({ clientId }) {
    return { customerId: `cus_sandbox_${clientId.replace(/-/g, '').slice(0, 16)}` };
  },
  async startSubscriptionCheckout({ sandboxPageUrl }) {
    return { redirectUrl: sandboxPageUrl };
  },
  async changeSubscriptionPrice() {},
  async setCancelAtPeriodEnd() {},
  // The sandbox has no portal: the subscription page itself is where plans change.
  async createBillingPortal({ returnUrl }) {
    return { url: returnUrl };
  },
};
