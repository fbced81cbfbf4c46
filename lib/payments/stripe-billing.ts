import Stripe from 'stripe';
import { AppError } from '@/lib/errors';
import type { BillingPlanPrice, BillingProvider } from './provider';
import { stripeClient, type StripeSettings } from './stripe-provider';

/** Our plans as Stripe products, with ids of our own, so that no catalogue needs setting up by hand. */
const productId = (plan: string) => `merch_plan_${plan}`;

/**
 * Spec §8's provider errors: a missing customer, a wrong billing interval or amount get their own codes (422/409);
 * anything else from Stripe is the provider's failure (502). Nothing is recorded on our side in either case.
 */
function providerError(error: unknown): AppError {
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    const param = error.param ?? '';
    if (param.includes('interval')) return new AppError('INTERVAL_ERROR');
    if (param.includes('unit_amount')) return new AppError('UNIT_AMOUNT_ERROR');
    if (param === 'customer' || error.code === 'resource_missing' && param.includes('customer')) return new AppError('NO_CUSTOMER_ID');
  }
  return new AppError('PAYMENT_PROVIDER_ERROR');
}

async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerError(error);
  }
}

/**
 * Stripe Billing: Checkout in subscription mode for the first month, the customer portal for payment methods and
 * Stripe's invoices; renewals and failed payments come back through the billing webhook.
 */
export function stripeBilling(settings: Pick<StripeSettings, 'secretKey' | 'apiBase'>): BillingProvider {
  const stripe = stripeClient(settings);

  async function ensureProduct(price: BillingPlanPrice): Promise<string> {
    const id = productId(price.plan);
    try {
      await stripe.products.create({ id, name: price.name }, { idempotencyKey: `product-${id}` });
    } catch (error) {
      // Made on an earlier call (the id is ours): that is the product we want.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_already_exists')) throw error;
    }
    return id;
  }

  const monthly = (price: BillingPlanPrice, product: string) => ({ currency: 'eur', product, unit_amount: price.monthlyAmount, recurring: { interval: 'month' as const } });

  return {
    name: 'stripe',
    createBillingCustomer: ({ clientId, name, email, address }) =>
      calling(async () => {
        const customer = await stripe.customers.create(
          { name, ...(email ? { email } : {}), address: { line1: address.line1, ...(address.line2 ? { line2: address.line2 } : {}), postal_code: address.postalCode, city: address.city, country: address.country }, metadata: { clientId } },
          { idempotencyKey: `cus-${clientId}` },
        );
        return { customerId: customer.id };
      }),
    startSubscriptionCheckout: ({ subscriptionId, clientId, customerId, price, successUrl, cancelUrl }) =>
      calling(async () => {
        const product = await ensureProduct(price);
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: customerId,
            client_reference_id: subscriptionId,
            line_items: [{ quantity: 1, price_data: monthly(price, product) }],
            subscription_data: { metadata: { subscriptionId, clientId, plan: price.plan } },
            metadata: { subscriptionId },
            success_url: successUrl,
            cancel_url: cancelUrl,
          },
          { idempotencyKey: `cs-sub-${subscriptionId}` },
        );
        if (!session.url) throw new Error(`Checkout Session ${session.id} came without its url`);
        return { redirectUrl: session.url };
      }),
    changeSubscriptionPrice: ({ providerSubscriptionId, price }) =>
      calling(async () => {
        const product = await ensureProduct(price);
        const subscription = await stripe.subscriptions.retrieve(providerSubscriptionId);
        const item = subscription.items.data[0];
        if (!item) throw new Error(`Subscription ${providerSubscriptionId} has no item`);
        await stripe.subscriptions.update(providerSubscriptionId, {
          items: [{ id: item.id, price_data: monthly(price, product) }],
          proration_behavior: 'create_prorations',
          metadata: { ...subscription.metadata, plan: price.plan },
        });
      }),
    setCancelAtPeriodEnd: ({ providerSubscriptionId, cancel }) =>
      calling(async () => {
        await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: cancel });
      }),
    createBillingPortal: ({ customerId, returnUrl }) =>
      calling(async () => {
        const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
        return { url: portal.url };
      }),
  };
}
