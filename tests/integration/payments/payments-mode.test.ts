import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, subscriptions } from '@/lib/db/schema';
import { createClient, createUser, tokenFor } from '../../support/factories';
import { cardSale, cashSale, createSellingTour, sell, sold } from '../../support/orders';
import { basket, createOpenedShop, order, settleInSandbox } from '../../support/shop-orders';
// useStripe only sets the environment; renamed so that the React hooks rules do not take it for a hook.
import { startStripeStandIn, useStripe as configureStripe, type StripeStandIn } from '../../support/stripe-stand-in';
import { startTestApp, type TestApp } from '../../support/test-app';

/*
 * Issue #22, "Payments never fail open": the sandbox settles money only while it is the configured provider, its plans
 * end with their month, and a deployment without a provider takes no card money at all (PAYMENTS_SANDBOX=0 stands for
 * production on PostgreSQL without Stripe, whose default it is: tests/unit/payments-mode.test.ts).
 */
let app: TestApp;
let stripe: StripeStandIn;
let stopStripe: (() => void) | null = null;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  app = await startTestApp();
});
afterEach(() => {
  stopStripe?.();
  stopStripe = null;
  delete process.env.PAYMENTS_SANDBOX;
});
afterAll(async () => {
  await app?.close();
  await stripe?.close();
});

const switchToStripe = () => {
  stopStripe = configureStripe(stripe, { webhookSecret: 'whsec_mode', billingWebhookSecret: 'whsec_mode_billing' });
};

/** A manager whose organisation has no plan yet and a complete address: ready to buy one. */
async function buyer() {
  const client = await createClient(app.db, { plan: null, addressLine1: '3 quai de la Loire', postcode: '44000', city: 'Nantes', country: 'FR' });
  const user = await createUser(app.db, { clientId: client.id });
  return { clientId: client.id, token: await tokenFor(app.db, user) };
}
const subscribe = (who: { clientId: string; token: string }, plan = 'advanced') => app.api(`/v1/clients/${who.clientId}/subscriptions`, { method: 'POST', token: who.token, body: { plan } });
const settleCheckout = (id: string, token: string) => app.api(`/v1/subscriptions/${id}/sandbox-outcome`, { method: 'POST', token, body: { outcome: 'paid' } });
const planOf = async (who: { clientId: string; token: string }) => (await app.api(`/v1/clients/subscription-features/${who.clientId}`, { token: who.token })).body.plan;

async function boughtOnSandbox(who: { clientId: string; token: string }) {
  const started = await subscribe(who);
  expect(started.status).toBe(201);
  expect(await settleCheckout(started.body.subscription.id, who.token)).toMatchObject({ status: 200, body: { status: 'active', provider: 'sandbox' } });
  return started.body.subscription.id as string;
}

describe('after a switch from the sandbox to Stripe', () => {
  it('a sandbox card payment at the register can no longer be approved: SANDBOX_PAYMENTS_OFF, the order still unpaid', async () => {
    const tour = await createSellingTour(app);
    const pending = await sold(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]));
    expect(pending.payments[0]).toMatchObject({ provider: 'sandbox', status: 'pending' });
    switchToStripe();
    const approve = await app.api(`/v1/payments/${pending.payments[0]!.id}/sandbox-outcome`, { method: 'POST', token: tour.seller.token, body: { outcome: 'approve' } });
    expect(approve).toMatchObject({ status: 409, body: { errorCode: 'SANDBOX_PAYMENTS_OFF' } });
    const [payment] = await app.db.select().from(payments).where(eq(payments.id, pending.payments[0]!.id));
    const [stored] = await app.db.select().from(orders).where(eq(orders.id, pending.id));
    expect({ payment: payment!.status, order: stored!.status, paidAt: stored!.paidAt }).toEqual({ payment: 'pending', order: 'inProgress', paidAt: null });
  });

  it('a sandbox shop payment can no longer be approved by the spectator: SANDBOX_PAYMENTS_OFF, never paid', async () => {
    const shop = await createOpenedShop(app);
    const made = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 1 }]));
    expect(made.status).toBe(201);
    switchToStripe();
    expect(await settleInSandbox(app, made.body.payment.id, made.body.token, 'approve')).toMatchObject({ status: 409, body: { errorCode: 'SANDBOX_PAYMENTS_OFF' } });
    const [stored] = await app.db.select().from(orders).where(eq(orders.id, made.body.order.id));
    expect(stored!.status).toBe('inProgress');
  });

  it('a sandbox plan checkout can no longer be paid, and a plan paid on the sandbox grants nothing any more', async () => {
    const open = await buyer();
    const started = await subscribe(open);
    const paid = await buyer();
    await boughtOnSandbox(paid);
    expect(await planOf(paid)).toBe('advanced');
    switchToStripe();
    expect(await settleCheckout(started.body.subscription.id, open.token)).toMatchObject({ status: 409, body: { errorCode: 'SANDBOX_PAYMENTS_OFF' } });
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, started.body.subscription.id));
    expect(row!.status).toBe('incomplete');
    expect(await planOf(open)).toBeNull();
    expect(await planOf(paid)).toBeNull();
  });
});

describe('sandbox subscriptions', () => {
  it('end at their period end, and the next month is bought again on the sandbox checkout', async () => {
    const who = await buyer();
    const first = await boughtOnSandbox(who);
    await app.db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() - 1000) }).where(eq(subscriptions.id, first));
    expect(await planOf(who)).toBeNull();
    const second = await boughtOnSandbox(who);
    expect(await planOf(who)).toBe('advanced');
    const [ended] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, first));
    expect({ ended: ended!.status, second: second !== first }).toEqual({ ended: 'canceled', second: true });
  });
});

describe('with no payment provider (production without Stripe nor PAYMENTS_SANDBOX=1)', () => {
  it('says so, refuses card sales with CARD_PAYMENTS_OFF and records nothing, and still takes cash', async () => {
    const tour = await createSellingTour(app);
    process.env.PAYMENTS_SANDBOX = '0';
    expect(await app.api('/v1/payments/mode')).toMatchObject({ status: 200, body: { mode: 'off' } });
    expect(await sell(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]))).toMatchObject({ status: 409, body: { errorCode: 'CARD_PAYMENTS_OFF' } });
    expect(await app.db.select().from(orders).where(eq(orders.standId, tour.stand.id))).toEqual([]);
    expect(await sell(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]))).toMatchObject({ status: 201, body: { status: 'finished' } });
  });

  it('refuses shop orders and plan checkouts with CARD_PAYMENTS_OFF, and the sandbox routes with SANDBOX_PAYMENTS_OFF', async () => {
    const shop = await createOpenedShop(app);
    const made = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }]));
    const who = await buyer();
    process.env.PAYMENTS_SANDBOX = '0';
    expect(await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }]))).toMatchObject({ status: 409, body: { errorCode: 'CARD_PAYMENTS_OFF' } });
    expect(await subscribe(who)).toMatchObject({ status: 409, body: { errorCode: 'CARD_PAYMENTS_OFF' } });
    expect(await settleInSandbox(app, made.body.payment.id, made.body.token, 'approve')).toMatchObject({ status: 409, body: { errorCode: 'SANDBOX_PAYMENTS_OFF' } });
  });

  it('answers the mode to anyone: sandbox by default in tests, stripe once configured', async () => {
    expect(await app.api('/v1/payments/mode')).toMatchObject({ status: 200, body: { mode: 'sandbox' } });
    switchToStripe();
    expect(await app.api('/v1/payments/mode')).toMatchObject({ status: 200, body: { mode: 'stripe' } });
  });
});
