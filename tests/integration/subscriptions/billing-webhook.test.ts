import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerEvents, subscriptions } from '@/lib/db/schema';
import { startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { mailsTo } from '../../support/accounts/outbox';
import { createClient, createUser, tokenFor } from '../../support/factories';
import { billingPrice } from '@/features/subscriptions/server/billing-price';
import type { SelfServePlan } from '@/features/entitlements/plans';

/*
 * Issue #15: Stripe Billing's webhook. Signature checked, each event handled once, and an event older than the last
 * one applied changes nothing. Events are built as Stripe sends them and signed with the endpoint's secret.
 */

const SECRET = 'whsec_billing_test';
let app: AccountsTestApp;
beforeAll(async () => {
  app = await startAccountsApp({ STRIPE_BILLING_WEBHOOK_SECRET: SECRET });
});
afterAll(() => app?.close());

const DAY = 86_400;

/** A client in its trial with a Stripe checkout started for `plan` (as POST /subscriptions leaves it). */
async function checkoutStarted(plan: 'starter' | 'smart' = 'smart') {
  const client = await createClient(app.db, { plan: null });
  const now = new Date();
  await app.db.insert(subscriptions).values({ clientId: client.id, plan: 'advanced', status: 'trialing', provider: 'platform', currentPeriodStart: now, currentPeriodEnd: new Date(now.getTime() + 30 * DAY * 1000) });
  const user = await createUser(app.db, { clientId: client.id });
  const [row] = await app.db.insert(subscriptions).values({ clientId: client.id, plan, status: 'incomplete', provider: 'stripe', providerCustomerId: 'cus_test', createdBy: user.id }).returning();
  return { clientId: client.id, subscriptionId: row!.id, token: await tokenFor(app.db, user), stripeId: `sub_${randomUUID().slice(0, 12)}`, email: user.email };
}

// The item is priced as our checkout asked (the plan's monthly price in euros), unless `price` says otherwise.
function subscriptionEvent(type: string, created: number, subscription: { id: string; ours: string; status: string; plan?: SelfServePlan; start: number; cancelAtPeriodEnd?: boolean; price?: { unit_amount: number; currency: string } }) {
  const price = subscription.price ?? { unit_amount: billingPrice(subscription.plan ?? 'smart').monthlyAmount, currency: 'eur' };
  return {
    id: `evt_${randomUUID()}`,
    object: 'event',
    type,
    created,
    data: {
      object: {
        id: subscription.id,
        object: 'subscription',
        status: subscription.status,
        cancel_at_period_end: subscription.cancelAtPeriodEnd ?? false,
        canceled_at: null,
        metadata: { subscriptionId: subscription.ours, ...(subscription.plan ? { plan: subscription.plan } : {}) },
        items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', price: { object: 'price', ...price }, current_period_start: subscription.start, current_period_end: subscription.start + 30 * DAY }] },
      },
    },
  };
}

function send(event: object, secret = SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.api('/v1/subscriptions/webhook', { method: 'POST', rawBody: payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } });
}

const row = async (id: string) => (await app.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const features = async (clientId: string, token: string) => (await app.api(`/v1/clients/subscription-features/${clientId}`, { token })).body;

describe('POST /v1/subscriptions/webhook', () => {
  it('refuses a forged, unsigned or stale signature with 400 and changes nothing', async () => {
    const started = await checkoutStarted();
    const now = Math.floor(Date.now() / 1000);
    const event = subscriptionEvent('customer.subscription.created', now, { id: started.stripeId, ours: started.subscriptionId, status: 'active', start: now });
    expect(await send(event, 'whsec_someone_else')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['stripe-signature'] } });
    expect(await app.api('/v1/subscriptions/webhook', { method: 'POST', rawBody: JSON.stringify(event), headers: { 'Content-Type': 'application/json' } })).toMatchObject({ status: 400 });
    const payload = JSON.stringify(event);
    const old = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: now - 3600 });
    expect(await app.api('/v1/subscriptions/webhook', { method: 'POST', rawBody: payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': old } })).toMatchObject({ status: 400 });
    expect((await row(started.subscriptionId)).status).toBe('incomplete');
  });

  it('activates nothing on a first payment for another price or currency than the plan’s (issue #22)', async () => {
    const started = await checkoutStarted();
    const now = Math.floor(Date.now() / 1000);
    for (const price of [{ unit_amount: 100, currency: 'eur' }, { unit_amount: billingPrice('smart').monthlyAmount, currency: 'usd' }]) {
      expect(await send(subscriptionEvent('customer.subscription.created', now, { id: started.stripeId, ours: started.subscriptionId, status: 'active', start: now, price }))).toMatchObject({ status: 200 });
    }
    expect((await row(started.subscriptionId)).status).toBe('incomplete');
    expect(await features(started.clientId, started.token)).toMatchObject({ plan: 'advanced', status: 'trialing' });
    // The right price, in a later event: active.
    expect(await send(subscriptionEvent('customer.subscription.updated', now + 1, { id: started.stripeId, ours: started.subscriptionId, status: 'active', start: now }))).toMatchObject({ status: 200 });
    expect((await row(started.subscriptionId)).status).toBe('active');
  });

  it('activates the subscription on its first payment and ends the trial', async () => {
    const started = await checkoutStarted('smart');
    const now = Math.floor(Date.now() / 1000);
    expect(await send(subscriptionEvent('customer.subscription.created', now, { id: started.stripeId, ours: started.subscriptionId, status: 'active', plan: 'smart', start: now }))).toMatchObject({ status: 200 });
    expect(await row(started.subscriptionId)).toMatchObject({ status: 'active', plan: 'smart', providerSubscriptionId: started.stripeId, currentPeriodStart: new Date(now * 1000) });
    expect(await features(started.clientId, started.token)).toMatchObject({ plan: 'smart', status: 'active' });
    const all = await app.db.select().from(subscriptions).where(eq(subscriptions.clientId, started.clientId));
    expect(all.find((entry) => entry.provider === 'platform')?.status).toBe('expired');
    // The manager who subscribed is told once (issue #25); Stripe issues the invoice, none of ours is made.
    expect(mailsTo(app.dataDir, started.email).map((mail) => mail.subject)).toEqual(['Votre offre Smart est active']);
    expect((await app.api(`/v1/clients/${started.clientId}/invoices`, { token: started.token })).body.data).toEqual([]);
  });

  it('handles a replayed event once', async () => {
    const started = await checkoutStarted();
    const now = Math.floor(Date.now() / 1000);
    await send(subscriptionEvent('customer.subscription.created', now, { id: started.stripeId, ours: started.subscriptionId, status: 'active', start: now }));
    const cancel = subscriptionEvent('customer.subscription.updated', now + 10, { id: started.stripeId, ours: started.subscriptionId, status: 'active', start: now, cancelAtPeriodEnd: true });
    expect((await send(cancel)).status).toBe(200);
    // The manager resumes on our side meanwhile; the replay of the old cancellation must not undo it.
    await app.db.update(subscriptions).set({ cancelAtPeriodEnd: false }).where(eq(subscriptions.id, started.subscriptionId));
    expect((await send(cancel)).status).toBe(200);
    expect((await row(started.subscriptionId)).cancelAtPeriodEnd).toBe(false);
    expect(await app.db.select().from(providerEvents).where(eq(providerEvents.eventId, cancel.id))).toHaveLength(1);
  });

  it('ignores an event older than the last applied (out of order): a late "past_due" after the renewal', async () => {
    const started = await checkoutStarted();
    const now = Math.floor(Date.now() / 1000);
    const late = subscriptionEvent('customer.subscription.updated', now + 5, { id: started.stripeId, ours: started.subscriptionId, status: 'past_due', start: now });
    const renewed = subscriptionEvent('customer.subscription.updated', now + 20, { id: started.stripeId, ours: started.subscriptionId, status: 'active', start: now + 20 });
    await send(subscriptionEvent('customer.subscription.created', now, { id: started.stripeId, ours: started.subscriptionId, status: 'active', start: now }));
    await send(renewed);
    await send(late);
    expect(await row(started.subscriptionId)).toMatchObject({ status: 'active', currentPeriodStart: new Date((now + 20) * 1000) });
  });

  it('keeps granting while past due (Stripe retries), and grants nothing once Stripe deletes it', async () => {
    const started = await checkoutStarted('starter');
    const now = Math.floor(Date.now() / 1000);
    await send(subscriptionEvent('customer.subscription.created', now, { id: started.stripeId, ours: started.subscriptionId, status: 'active', plan: 'starter', start: now }));
    await send(subscriptionEvent('customer.subscription.updated', now + 1, { id: started.stripeId, ours: started.subscriptionId, status: 'past_due', start: now }));
    expect(await features(started.clientId, started.token)).toMatchObject({ plan: 'starter', status: 'past_due' });
    await send(subscriptionEvent('customer.subscription.deleted', now + 2, { id: started.stripeId, ours: started.subscriptionId, status: 'canceled', start: now }));
    expect(await features(started.clientId, started.token)).toMatchObject({ plan: null, status: null });
  });

  it('moves the plan when Stripe says so (a change made in the customer portal), and ignores subscriptions that are not ours', async () => {
    const started = await checkoutStarted('starter');
    const now = Math.floor(Date.now() / 1000);
    await send(subscriptionEvent('customer.subscription.created', now, { id: started.stripeId, ours: started.subscriptionId, status: 'active', plan: 'starter', start: now }));
    await send(subscriptionEvent('customer.subscription.updated', now + 1, { id: started.stripeId, ours: started.subscriptionId, status: 'active', plan: 'advanced', start: now }));
    expect((await row(started.subscriptionId)).plan).toBe('advanced');
    expect((await send(subscriptionEvent('customer.subscription.updated', now, { id: 'sub_unknown', ours: randomUUID(), status: 'active', start: now }))).status).toBe(200);
    expect((await send({ id: `evt_${randomUUID()}`, object: 'event', type: 'invoice.created', created: now, data: { object: { id: 'in_1', object: 'invoice' } } })).status).toBe(200);
  });
});
