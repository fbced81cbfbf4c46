import type { BillingProvider } from './provider';

/**
 * Plan billing when no provider is configured: nothing leaves the machine. The checkout is our own page, labelled
 * "mode test", whose buttons settle the first month through POST /v1/subscriptions/{id}/sandbox-outcome; a sandbox
 * subscription then renews itself at each period end, as a card that always pays would.
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
