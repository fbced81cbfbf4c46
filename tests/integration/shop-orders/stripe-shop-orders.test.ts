import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAccounts, payments, refunds } from '@/lib/db/schema';
import { startSmtpCatcher } from '../../support/accounts/smtp-catcher';
import { refund } from '../../support/orders';
import { basket, createOpenedShop, order, settleInSandbox, type OpenedShop } from '../../support/shop-orders';
import { expectLedgerBalanced, levelOf } from '../../support/stock';
import { sendWebhook, startStripeStandIn, useStripe, type StripeStandIn } from '../../support/stripe-stand-in';
import { startTestApp, type TestApp } from '../../support/test-app';

// The real Stripe adapter against a Stripe stand-in on loopback (no network here): the Checkout Session a shop order
// opens, its expiry when the order is swept, and the signed webhook that alone settles the payment.
const WEBHOOK_SECRET = 'whsec_test_secret';
let stripe: StripeStandIn;
let stopStripe: () => void;
let app: TestApp;
// The confirmation e-mail of a paid order, caught by a real SMTP server on loopback.
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  stopStripe = useStripe(stripe, { webhookSecret: WEBHOOK_SECRET });
  smtp = await startSmtpCatcher();
  process.env.SMTP_URL = smtp.url;
  app = await startTestApp();
});
afterAll(async () => {
  stopStripe();
  delete process.env.SMTP_URL;
  await app.close();
  await smtp.close();
  await stripe.close();
});

const webhook = (event: object, secret = WEBHOOK_SECRET) => sendWebhook(app, event, secret);

// The session as Stripe sends it: its total and currency are those it was opened for (the stand-in's record).
const sessionEvent = (type: string, id: string, paymentStatus = type.endsWith('completed') ? 'paid' : 'unpaid', taken = stripe.asked(id)) => ({
  id: `evt_${Math.random()}`,
  object: 'event',
  type,
  data: { object: { id, object: 'checkout.session', payment_status: paymentStatus, amount_total: taken.amount, currency: taken.currency } },
});

const statusOf = async (orderId: string) => (await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('shop orders through Stripe Checkout', () => {
  it('opens a Checkout Session: destination charge to the organiser, the platform’s fee, expiring with the hold, keyed by our payment', async () => {
    const shop = await createOpenedShop(app, undefined, 'stripe');
    const answer = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 2 }]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.payment).toMatchObject({ status: 'pending', amount: 5000, redirectUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\w+$/) });
    const call = stripe.calls('POST', '/v1/checkout/sessions').at(-1)!;
    const [account] = await app.db.select().from(paymentAccounts).where(eq(paymentAccounts.clientId, shop.manager.user.clientId!));
    expect(call.idempotencyKey).toBe(`cs-${answer.body.payment.id}`);
    expect(Object.fromEntries(call.body)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '5000',
      'line_items[0][price_data][currency]': 'eur',
      // The commission fixed on the payment: the organiser's pro plan takes 1 % of 50 €.
      'payment_intent_data[application_fee_amount]': '50',
      'payment_intent_data[transfer_data][destination]': account!.providerAccountId,
      'metadata[paymentId]': answer.body.payment.id,
      customer_email: 'camille@test.local',
      expires_at: String(Math.floor(new Date(answer.body.payment.expiresAt).getTime() / 1000)),
    });
    // The sandbox's confirm page does not exist with Stripe: only the webhook settles.
    expect(await settleInSandbox(app, answer.body.payment.id, answer.body.token, 'approve')).toMatchObject({ status: 409, body: { errorCode: 'SANDBOX_PAYMENTS_OFF' } });
  });

  it('settles from the signed webhook once: completed → paid, one confirmation e-mail; a repeat or a late expiry changes nothing', async () => {
    const shop = await createOpenedShop(app, undefined, 'stripe');
    const email = `stripe-${Date.now()}@example.com`;
    const { body } = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 3 }], { email }));
    const sessionId = body.payment.redirectUrl.split('/').at(-1);
    expect(await webhook(sessionEvent('checkout.session.completed', sessionId), 'whsec_forged')).toMatchObject({ status: 400 });
    expect(await statusOf(body.order.id)).toBe('inProgress');
    expect(await webhook(sessionEvent('checkout.session.completed', sessionId))).toMatchObject({ status: 200 });
    expect(await webhook(sessionEvent('checkout.session.completed', sessionId))).toMatchObject({ status: 200 });
    expect(await webhook(sessionEvent('checkout.session.expired', sessionId))).toMatchObject({ status: 200 });
    expect(await statusOf(body.order.id)).toBe('paid');
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(7);
    const mails = smtp.messages.filter((message) => message.to.includes(email));
    expect(mails.map((mail) => mail.headers.get('subject'))).toEqual([`Commande n° 1 – ${shop.event.name}`]);
    // The webhook's request names our public origin: the e-mail's link is to this app.
    expect(mails[0]!.text).toContain(`${app.baseUrl}/shop/orders/${body.order.id}?token=`);
  });

  it('a completed session for another amount or currency leaves the order unpaid, flagged for the admins, until the right one comes', async () => {
    const shop = await createOpenedShop(app, undefined, 'stripe');
    const { body } = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 2 }]));
    const sessionId = body.payment.redirectUrl.split('/').at(-1);
    expect(stripe.asked(sessionId)).toEqual({ amount: 5000, currency: 'eur' });
    expect(await webhook(sessionEvent('checkout.session.completed', sessionId, 'paid', { amount: 100, currency: 'eur' }))).toMatchObject({ status: 200 });
    expect(await webhook(sessionEvent('checkout.session.completed', sessionId, 'paid', { amount: 5000, currency: 'usd' }))).toMatchObject({ status: 200 });
    expect(await statusOf(body.order.id)).toBe('inProgress');
    const [flagged] = await app.db.select().from(payments).where(eq(payments.id, body.payment.id));
    expect(flagged).toMatchObject({ status: 'pending', providerMismatch: { amount: 5000, currency: 'usd', eventId: expect.stringMatching(/^evt_/) } });
    expect(await webhook(sessionEvent('checkout.session.completed', sessionId))).toMatchObject({ status: 200 });
    expect(await statusOf(body.order.id)).toBe('paid');
  });

  it('expired first, then a completed event out of order: canceled, the units back, never paid', async () => {
    const shop = await createOpenedShop(app, undefined, 'stripe');
    const { body } = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 3 }]));
    const sessionId = body.payment.redirectUrl.split('/').at(-1);
    // A session completed without the money in (a delayed method) settles nothing yet.
    expect(await webhook(sessionEvent('checkout.session.completed', sessionId, 'unpaid'))).toMatchObject({ status: 200 });
    expect(await statusOf(body.order.id)).toBe('inProgress');
    expect(await webhook(sessionEvent('checkout.session.expired', sessionId))).toMatchObject({ status: 200 });
    expect(await statusOf(body.order.id)).toBe('canceled');
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(10);
    expect(await webhook(sessionEvent('checkout.session.completed', sessionId))).toMatchObject({ status: 200 });
    expect(await statusOf(body.order.id)).toBe('canceled');
    await expectLedgerBalanced(app.db, shop.tour.id);
  });

  it('cancel-pending expires the session of an order whose hold is over, and gives the units back', async () => {
    const shop = await createOpenedShop(app, undefined, 'stripe');
    const { body } = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }]));
    const sessionId = body.payment.redirectUrl.split('/').at(-1);
    await app.db.update(orders).set({ createdAt: new Date(Date.now() - 40 * 60_000), holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, body.order.id));
    expect(await app.api('/v1/orders/cancel-pending', { method: 'POST', token: shop.manager.token, body: { eventId: shop.event.id } })).toMatchObject({ status: 200, body: { canceled: 1 } });
    expect(stripe.seen.some((entry) => entry.path === `/v1/checkout/sessions/${sessionId}/expire`)).toBe(true);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(5);
  });

  it('a session Stripe expired on its own (its webhook lost) is swept all the same: the units back', async () => {
    const shop = await createOpenedShop(app, undefined, 'stripe');
    const { body } = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }]));
    const sessionId = body.payment.redirectUrl.split('/').at(-1);
    stripe.expireSession(sessionId);
    await app.db.update(orders).set({ createdAt: new Date(Date.now() - 40 * 60_000), holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, body.order.id));
    expect(await app.api('/v1/orders/cancel-pending', { method: 'POST', token: shop.manager.token, body: { eventId: shop.event.id } })).toMatchObject({ status: 200, body: { canceled: 1 } });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(5);
  });

  it('giving up on Checkout comes back flagged (cancel_url) and releases the hold at once: the session expired, the units back', async () => {
    const shop = await createOpenedShop(app, undefined, 'stripe');
    const { body } = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 2 }]));
    const sessionId = body.payment.redirectUrl.split('/').at(-1);
    const params = Object.fromEntries(stripe.calls('POST', '/v1/checkout/sessions').at(-1)!.body);
    expect(params.cancel_url).toBe(`${app.baseUrl}/shop/orders/${body.order.id}?token=${encodeURIComponent(body.token)}&abandoned=1`);
    expect(params.success_url).not.toContain('abandoned');
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(3);
    const released = await app.api(`/v1/shop-orders/${body.order.id}/abandon`, { method: 'POST', body: { token: body.token } });
    expect(released).toMatchObject({ status: 200, body: { order: { status: 'canceled' }, payment: { status: 'failed' } } });
    expect(stripe.seen.some((entry) => entry.path === `/v1/checkout/sessions/${sessionId}/expire`)).toBe(true);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(5);
  });

  it('an organiser whose Stripe account cannot take charges yet: NOT_LINKED, nothing held', async () => {
    const shop = await createOpenedShop(app, undefined, 'stripe');
    await app.db.update(paymentAccounts).set({ status: 'pending' }).where(eq(paymentAccounts.clientId, shop.manager.user.clientId!));
    expect(await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }]))).toMatchObject({ status: 409, body: { errorCode: 'NOT_LINKED' } });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(5);
  });
});

/** A shop order paid through Checkout: the session paid at Stripe (its PaymentIntent made), then the webhook. */
async function paidThroughCheckout(shop: OpenedShop, quantity: number) {
  const { body } = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity }]));
  const sessionId: string = body.payment.redirectUrl.split('/').at(-1);
  const paymentIntent = stripe.paySession(sessionId);
  // The event names the session only: the refund must not depend on what the webhook carried.
  expect(await webhook(sessionEvent('checkout.session.completed', sessionId))).toMatchObject({ status: 200 });
  const read = await app.api(`/v1/orders/${body.order.id}`, { token: shop.manager.token });
  expect(read.body).toMatchObject({ status: 'paid', payments: [{ provider: 'stripe', providerPaymentId: sessionId }] });
  return { order: read.body, sessionId, paymentIntent };
}

describe('refunds of a shop order through Stripe', () => {
  it('refunds the session’s PaymentIntent by the amount, reversing the transfer and keeping the platform’s fee, keyed by our refund', async () => {
    const shop = await createOpenedShop(app, undefined, 'stripe');
    const { order: paid, sessionId, paymentIntent } = await paidThroughCheckout(shop, 3);
    const key = randomUUID();
    const body = { items: [{ orderItemId: paid.items[0].id, quantity: 1 }], method: 'card' };
    const done = await refund(app, shop.manager.token, paid.id, body, key);
    expect(done, JSON.stringify(done.body)).toMatchObject({ status: 201, body: { refundedAmount: 2500, refunds: [{ method: 'card', amount: 2500 }] } });
    expect(stripe.calls('GET', `/v1/checkout/sessions/${sessionId}`).length).toBeGreaterThanOrEqual(1);
    const calls = stripe.calls('POST', '/v1/refunds').filter((call) => call.body.get('payment_intent') === paymentIntent);
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.body)).toEqual({ payment_intent: paymentIntent, amount: '2500', reverse_transfer: 'true', refund_application_fee: 'false' });
    expect(calls[0]!.idempotencyKey).toBe(`refund-${done.body.refunds[0].id}`);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(8);

    // The same key again replays the refund: nothing more is asked of Stripe.
    expect(await refund(app, shop.manager.token, paid.id, body, key)).toMatchObject({ status: 201, body: { refundedAmount: 2500 } });
    expect(stripe.calls('POST', '/v1/refunds').filter((call) => call.body.get('payment_intent') === paymentIntent)).toHaveLength(1);
    await expectLedgerBalanced(app.db, shop.tour.id);
  });

  it('records nothing and leaves the stock alone when Stripe refuses (502)', async () => {
    const shop = await createOpenedShop(app, undefined, 'stripe');
    const { order: paid } = await paidThroughCheckout(shop, 2);
    stripe.refusing.add('refunds');
    try {
      expect(await refund(app, shop.manager.token, paid.id, { items: [{ orderItemId: paid.items[0].id, quantity: 2 }], method: 'card' })).toMatchObject({ status: 502, body: { errorCode: 'PAYMENT_PROVIDER_ERROR' } });
    } finally {
      stripe.refusing.delete('refunds');
    }
    expect((await app.db.select().from(orders).where(eq(orders.id, paid.id)))[0]!.refundedAmount).toBe(0);
    expect(await app.db.select().from(refunds).where(eq(refunds.orderId, paid.id))).toEqual([]);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(8);
    await expectLedgerBalanced(app.db, shop.tour.id);
  });
});
