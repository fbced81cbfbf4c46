import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderView } from '@/features/orders/types';
import { orders, refunds } from '@/lib/db/schema';
import { cardSale, changeStatus, createSellingTour, refund, sold, type SellingTour } from '../../support/orders';
import { expectLedgerBalanced, levelOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';

// Refunds and cancellations through the real Stripe adapter, against a Stripe stand-in on loopback: what is sent,
// in which order, and what is recorded when Stripe says no.
interface Seen {
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}
const seen: Seen[] = [];
const refusing = { refunds: false, cancels: false };
let intents = 0;
const stub = http.createServer((req, res) => {
  let text = '';
  req.on('data', (chunk) => (text += chunk)).on('end', () => {
    const body = new URLSearchParams(text);
    seen.push({ path: req.url!, body, idempotencyKey: req.headers['idempotency-key'] as string | undefined });
    res.setHeader('Content-Type', 'application/json');
    const refuse = () => {
      res.statusCode = 400;
      res.end(JSON.stringify({ error: { message: 'refused by the stand-in', type: 'invalid_request_error' } }));
    };
    if (req.url === '/v1/payment_intents') {
      intents += 1;
      res.end(JSON.stringify({ id: `pi_refund_${intents}`, object: 'payment_intent', amount: Number(body.get('amount')), currency: 'eur', status: 'requires_payment_method' }));
    } else if (req.url?.startsWith('/v1/terminal/readers/')) {
      res.end(JSON.stringify({ id: 'tmr_stand', object: 'terminal.reader', action: { status: 'in_progress' } }));
    } else if (/^\/v1\/payment_intents\/[^/]+\/cancel$/.test(req.url ?? '')) {
      if (refusing.cancels) return refuse();
      res.end(JSON.stringify({ id: req.url!.split('/')[3], object: 'payment_intent', status: 'canceled' }));
    } else if (req.url === '/v1/refunds') {
      if (refusing.refunds) return refuse();
      res.end(JSON.stringify({ id: `re_${randomUUID()}`, object: 'refund', amount: Number(body.get('amount')), status: 'succeeded' }));
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { message: 'unknown', type: 'invalid_request_error' } }));
    }
  });
});

const WEBHOOK_SECRET = 'whsec_refund_secret';
let app: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  process.env.STRIPE_SECRET_KEY = 'sk_test_refunds';
  process.env.STRIPE_API_BASE = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  process.env.STRIPE_TERMINAL_READER_ID = 'tmr_stand';
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  app = await startTestApp();
});
afterAll(async () => {
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_API_BASE', 'STRIPE_TERMINAL_READER_ID', 'STRIPE_WEBHOOK_SECRET']) delete process.env[name];
  await app.close();
  stub.close();
});
beforeEach(() => {
  refusing.refunds = false;
  refusing.cancels = false;
});

/** A card sale Stripe's webhook said succeeded. */
async function paidByCard(tour: SellingTour, quantity: number): Promise<OrderView> {
  const sale = await sold(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.vinylVariant, quantity }]));
  const payload = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type: 'payment_intent.succeeded', data: { object: { id: sale.payments[0]!.providerPaymentId, object: 'payment_intent' } } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const settled = await app.api('/v1/payments/webhook', { method: 'POST', rawBody: payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } });
  expect(settled.status).toBe(200);
  return (await app.api(`/v1/orders/${sale.id}`, { token: tour.seller.token })).body as OrderView;
}

const refundCalls = (providerPaymentId: string) => seen.filter((request) => request.path === '/v1/refunds' && request.body.get('payment_intent') === providerPaymentId);

describe('card refunds and cancellations through Stripe', () => {
  it('refunds the PaymentIntent by the amount, keyed by our refund, once per Idempotency-Key', async () => {
    const tour = await createSellingTour(app);
    const order = await paidByCard(tour, 2);
    expect(order.status).toBe('finished');
    const key = randomUUID();
    const body = { items: [{ orderItemId: order.items[0]!.id, quantity: 1 }], method: 'card' };
    const done = await refund(app, tour.seller.token, order.id, body, key);
    expect(done).toMatchObject({ status: 201, body: { refundedAmount: 3000, refunds: [{ method: 'card', amount: 3000 }] } });
    const calls = refundCalls(order.payments[0]!.providerPaymentId!);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.get('amount')).toBe('3000');
    expect(calls[0]!.idempotencyKey).toBe(`refund-${done.body.refunds[0].id}`);
    expect((await refund(app, tour.seller.token, order.id, body, key)).status).toBe(201);
    expect(refundCalls(order.payments[0]!.providerPaymentId!)).toHaveLength(1);
  });

  it('records nothing when Stripe refuses; the retry with the same key is the same refund at Stripe', async () => {
    const tour = await createSellingTour(app);
    const order = await paidByCard(tour, 1);
    const key = randomUUID();
    const body = { items: [{ orderItemId: order.items[0]!.id, quantity: 1 }], method: 'card' };
    refusing.refunds = true;
    expect(await refund(app, tour.seller.token, order.id, body, key)).toMatchObject({ status: 502, body: { errorCode: 'PAYMENT_PROVIDER_ERROR' } });
    const [untouched] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(untouched!.refundedAmount).toBe(0);
    expect(await app.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.vinylVariant)).toBe(7);

    refusing.refunds = false;
    expect((await refund(app, tour.seller.token, order.id, body, key)).status).toBe(201);
    const calls = refundCalls(order.payments[0]!.providerPaymentId!);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(calls.map((call) => call.idempotencyKey)).size).toBe(1);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.vinylVariant)).toBe(8);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('stops the PaymentIntent before canceling the order; when Stripe refuses, the order waits for its outcome', async () => {
    const tour = await createSellingTour(app);
    const first = await sold(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    expect((await changeStatus(app, tour.seller.token, first.id, 'canceled')).body.status).toBe('canceled');
    expect(seen.some((request) => request.path === `/v1/payment_intents/${first.payments[0]!.providerPaymentId}/cancel`)).toBe(true);

    const second = await sold(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    refusing.cancels = true;
    expect(await changeStatus(app, tour.seller.token, second.id, 'canceled')).toMatchObject({ status: 502, body: { errorCode: 'PAYMENT_PROVIDER_ERROR' } });
    await app.db.update(orders).set({ createdAt: new Date(Date.now() - 60 * 60_000) }).where(eq(orders.id, second.id));
    expect(await app.api('/v1/orders/cancel-pending', { method: 'POST', token: tour.manager.token, body: {} })).toMatchObject({ status: 200, body: { canceled: 0 } });
    const [waiting] = await app.db.select().from(orders).where(eq(orders.id, second.id));
    expect(waiting!.status).toBe('inProgress');
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(9);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });
});
