import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentAccounts } from '@/lib/db/schema';
import { startSmtpCatcher } from '../../support/accounts/smtp-catcher';
import { basket, createOpenedShop, order, settleInSandbox } from '../../support/shop-orders';
import { expectLedgerBalanced, levelOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';

// The real Stripe adapter against a Stripe stand-in on loopback (no network here): the Checkout Session a shop order
// opens, its expiry when the order is swept, and the signed webhook that alone settles the payment.
interface Seen {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}
const seen: Seen[] = [];
let sessions = 0;
const chargesEnabled = new Map<string, boolean>();
const stub = http.createServer((req, res) => {
  let text = '';
  req.on('data', (chunk) => (text += chunk)).on('end', () => {
    const body = new URLSearchParams(text);
    seen.push({ method: req.method!, path: req.url!, body, idempotencyKey: req.headers['idempotency-key'] as string | undefined });
    res.setHeader('Content-Type', 'application/json');
    const expire = /^\/v1\/checkout\/sessions\/(cs_\w+)\/expire$/.exec(req.url ?? '');
    const account = /^\/v1\/accounts\/(acct_\w+)$/.exec(req.url ?? '');
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      sessions += 1;
      const id = `cs_test_${sessions}`;
      res.end(JSON.stringify({ id, object: 'checkout.session', status: 'open', url: `https://checkout.stripe.test/c/pay/${id}` }));
    } else if (req.method === 'POST' && expire) {
      res.end(JSON.stringify({ id: expire[1], object: 'checkout.session', status: 'expired', url: null }));
    } else if (req.method === 'GET' && account) {
      res.end(JSON.stringify({ id: account[1], object: 'account', type: 'express', charges_enabled: chargesEnabled.get(account[1]!) ?? false }));
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { message: 'unknown', type: 'invalid_request_error' } }));
    }
  });
});

const WEBHOOK_SECRET = 'whsec_test_secret';
let app: TestApp;
// The confirmation e-mail of a paid order, caught by a real SMTP server on loopback.
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  smtp = await startSmtpCatcher();
  process.env.SMTP_URL = smtp.url;
  process.env.STRIPE_SECRET_KEY = 'sk_test_loopback';
  process.env.STRIPE_API_BASE = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  app = await startTestApp();
});
afterAll(async () => {
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_API_BASE', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL']) delete process.env[name];
  await app.close();
  await smtp.close();
  stub.close();
});

function webhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.api('/v1/payments/webhook', { method: 'POST', rawBody: payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } });
}

const sessionEvent = (type: string, id: string, paymentStatus = type.endsWith('completed') ? 'paid' : 'unpaid') => ({
  id: `evt_${Math.random()}`,
  object: 'event',
  type,
  data: { object: { id, object: 'checkout.session', payment_status: paymentStatus } },
});

const statusOf = async (orderId: string) => (await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('shop orders through Stripe Checkout', () => {
  it('opens a Checkout Session: destination charge to the organiser, the platform’s fee, expiring with the hold, keyed by our payment', async () => {
    const shop = await createOpenedShop(app, undefined, 'stripe');
    const answer = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 2 }]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.payment).toMatchObject({ status: 'pending', amount: 5000, redirectUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/) });
    const call = seen.filter((entry) => entry.path === '/v1/checkout/sessions').at(-1)!;
    const [account] = await app.db.select().from(paymentAccounts).where(eq(paymentAccounts.clientId, shop.manager.user.clientId!));
    expect(call.idempotencyKey).toBe(`cs-${answer.body.payment.id}`);
    expect(Object.fromEntries(call.body)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '5000',
      'line_items[0][price_data][currency]': 'eur',
      'payment_intent_data[application_fee_amount]': '250',
      'payment_intent_data[transfer_data][destination]': account!.providerAccountId,
      'metadata[paymentId]': answer.body.payment.id,
      customer_email: 'camille@test.local',
      expires_at: String(Math.floor(new Date(answer.body.payment.expiresAt).getTime() / 1000)),
    });
    // The sandbox's confirm page does not exist with Stripe: only the webhook settles.
    expect(await settleInSandbox(app, answer.body.payment.id, answer.body.token, 'approve')).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
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
    expect(seen.some((entry) => entry.path === `/v1/checkout/sessions/${sessionId}/expire`)).toBe(true);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(5);
  });

  it('an organiser whose Stripe account cannot take charges yet: NOT_LINKED, nothing held', async () => {
    const shop = await createOpenedShop(app, undefined, 'stripe');
    await app.db.update(paymentAccounts).set({ status: 'pending' }).where(eq(paymentAccounts.clientId, shop.manager.user.clientId!));
    expect(await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }]))).toMatchObject({ status: 409, body: { errorCode: 'NOT_LINKED' } });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(5);
  });
});
