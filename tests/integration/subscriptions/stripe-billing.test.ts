import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '@/lib/db/schema';
import { createClient, createUser, tokenFor } from '../../support/factories';
import { startStripeStandIn, useStripe, type StripeStandIn } from '../../support/stripe-stand-in';
import { startTestApp, type TestApp } from '../../support/test-app';
import { billingPrice } from '@/features/subscriptions/server/billing-price';
import type { SelfServePlan } from '@/features/entitlements/plans';

// Plan billing through the real Stripe adapter (lib/payments/stripe-billing.ts), talking to a stand-in on loopback:
// what it asks Stripe for, how the webhook activates the subscription, and the provider's refusals (spec §8).
const BILLING_SECRET = 'whsec_billing_stand_in';
let stripe: StripeStandIn;
let stopStripe: () => void;
let app: TestApp;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  stopStripe = useStripe(stripe, { billingWebhookSecret: BILLING_SECRET });
  app = await startTestApp();
});
afterAll(async () => {
  stopStripe();
  await app.close();
  await stripe.close();
});

async function manager() {
  const client = await createClient(app.db, { plan: null, name: 'Scènes de Loire', email: 'compta@scenes.test', addressLine1: '3 quai de la Loire', postcode: '44000', city: 'Nantes', country: 'FR' });
  const user = await createUser(app.db, { clientId: client.id });
  return { clientId: client.id, token: await tokenFor(app.db, user) };
}

const subscribe = (who: { clientId: string; token: string }, plan: string) => app.api(`/v1/clients/${who.clientId}/subscriptions`, { method: 'POST', token: who.token, body: { plan } });

function activation(ours: string, stripeId: string, plan: SelfServePlan) {
  const now = Math.floor(Date.now() / 1000);
  const event = {
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: 'customer.subscription.created',
    created: now,
    data: { object: { id: stripeId, object: 'subscription', status: 'active', cancel_at_period_end: false, canceled_at: null, metadata: { subscriptionId: ours }, items: { object: 'list', data: [{ id: 'si_test', price: { object: 'price', unit_amount: billingPrice(plan).monthlyAmount, currency: 'eur' }, current_period_start: now, current_period_end: now + 30 * 86_400 }] } } },
  };
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: BILLING_SECRET });
  return app.api('/v1/subscriptions/webhook', { method: 'POST', rawBody: payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } });
}

describe('Stripe Billing', () => {
  it('makes the organisation a customer, its plan a product, and opens Checkout in subscription mode keyed by our subscription', async () => {
    const who = await manager();
    const started = await subscribe(who, 'smart');
    expect(started).toMatchObject({ status: 201, body: { subscription: { provider: 'stripe', status: 'incomplete' }, checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) } });
    const id = started.body.subscription.id as string;

    const customer = stripe.calls('POST', '/v1/customers').at(-1)!;
    expect(customer.idempotencyKey).toBe(`cus-${who.clientId}`);
    expect(customer.body.get('name')).toBe('Scènes de Loire');
    expect(customer.body.get('address[postal_code]')).toBe('44000');
    expect(stripe.calls('POST', '/v1/products').at(-1)!.body.get('id')).toBe('merch_plan_smart');
    const checkout = stripe.calls('POST', '/v1/checkout/sessions').at(-1)!;
    expect(checkout.idempotencyKey).toBe(`cs-sub-${id}`);
    expect(Object.fromEntries(checkout.body)).toMatchObject({
      mode: 'subscription',
      client_reference_id: id,
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][product]': 'merch_plan_smart',
      'line_items[0][price_data][unit_amount]': '17900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[metadata][subscriptionId]': id,
    });

    // A second plan's checkout reuses the customer and the product made once.
    await subscribe(who, 'advanced');
    expect(stripe.calls('POST', '/v1/customers').filter((call) => call.idempotencyKey === `cus-${who.clientId}`)).toHaveLength(1);
    expect((await app.api(`/v1/clients/${who.clientId}/subscriptions`, { token: who.token })).body.pendingCheckout).toMatchObject({ plan: 'advanced' });
    // Another organisation's checkout of the same plan finds its product there already (Stripe: resource_already_exists).
    expect((await subscribe(await manager(), 'smart')).status).toBe(201);
  });

  it('is activated by the webhook, then changes plan, stops and resumes its renewal at Stripe, and opens the portal', async () => {
    const who = await manager();
    const started = await subscribe(who, 'starter');
    const id = started.body.subscription.id as string;
    const stripeId = `sub_test_${randomUUID().slice(0, 8)}`;
    expect((await activation(id, stripeId, 'starter')).status).toBe(200);
    expect((await app.api(`/v1/clients/subscription-features/${who.clientId}`, { token: who.token })).body).toMatchObject({ plan: 'starter', status: 'active' });

    expect(await app.api(`/v1/subscriptions/${id}`, { method: 'PATCH', token: who.token, body: { plan: 'advanced' } })).toMatchObject({ status: 200, body: { plan: 'advanced' } });
    const update = stripe.calls('POST', `/v1/subscriptions/${stripeId}`).at(-1)!;
    expect(Object.fromEntries(update.body)).toMatchObject({ 'items[0][id]': 'si_test', 'items[0][price_data][unit_amount]': '24900', 'items[0][price_data][product]': 'merch_plan_advanced', proration_behavior: 'create_prorations' });

    await app.api(`/v1/subscriptions/${id}`, { method: 'PATCH', token: who.token, body: { cancelAtPeriodEnd: true } });
    expect(stripe.calls('POST', `/v1/subscriptions/${stripeId}`).at(-1)!.body.get('cancel_at_period_end')).toBe('true');
    await app.api(`/v1/subscriptions/${id}`, { method: 'PATCH', token: who.token, body: { cancelAtPeriodEnd: false } });
    expect(stripe.calls('POST', `/v1/subscriptions/${stripeId}`).at(-1)!.body.get('cancel_at_period_end')).toBe('false');

    const portal = await app.api(`/v1/clients/${who.clientId}/billing-portal`, { method: 'POST', token: who.token });
    expect(portal).toMatchObject({ status: 200, body: { url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\//) } });
    expect(stripe.calls('POST', '/v1/billing_portal/sessions').at(-1)!.body.get('return_url')).toMatch(/\/dashboard\/subscription$/);
  });

  it('maps Stripe refusing the amount or the interval to UNIT_AMOUNT_ERROR and INTERVAL_ERROR, recording nothing', async () => {
    for (const [refusal, code] of [['unitAmount', 'UNIT_AMOUNT_ERROR'], ['interval', 'INTERVAL_ERROR']] as const) {
      const who = await manager();
      stripe.refusing.add(refusal);
      try {
        expect(await subscribe(who, 'smart')).toMatchObject({ status: 422, body: { errorCode: code } });
      } finally {
        stripe.refusing.delete(refusal);
      }
      expect(await app.db.select().from(subscriptions).where(eq(subscriptions.clientId, who.clientId))).toEqual([]);
    }
  });

  it('answers NO_CUSTOMER_ID for the portal before any checkout', async () => {
    const who = await manager();
    expect(await app.api(`/v1/clients/${who.clientId}/billing-portal`, { method: 'POST', token: who.token })).toMatchObject({ status: 409, body: { errorCode: 'NO_CUSTOMER_ID' } });
  });
});
