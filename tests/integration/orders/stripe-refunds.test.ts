import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderView } from '@/features/orders/types';
import { orders, refunds } from '@/lib/db/schema';
import { cardSale, changeStatus, createSellingTour, refund, sold, type SellingTour } from '../../support/orders';
import { expectLedgerBalanced, levelOf } from '../../support/stock';
import { sendWebhook, startStripeStandIn, useStripe, type StripeStandIn } from '../../support/stripe-stand-in';
import { startTestApp, type TestApp } from '../../support/test-app';

// Refunds and cancellations through the real Stripe adapter, against a Stripe stand-in on loopback: what is sent,
// in which order, and what is recorded when Stripe says no.
const WEBHOOK_SECRET = 'whsec_refund_secret';
let stripe: StripeStandIn;
let stopStripe: () => void;
let app: TestApp;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  stopStripe = useStripe(stripe, { readerId: 'tmr_stand', webhookSecret: WEBHOOK_SECRET });
  app = await startTestApp();
});
afterAll(async () => {
  stopStripe();
  await app.close();
  await stripe.close();
});
beforeEach(() => stripe.refusing.clear());

/** A card sale Stripe's webhook said succeeded. */
async function paidByCard(tour: SellingTour, quantity: number): Promise<OrderView> {
  const sale = await sold(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.vinylVariant, quantity }]));
  const event = { id: `evt_${randomUUID()}`, object: 'event', type: 'payment_intent.succeeded', data: { object: { id: sale.payments[0]!.providerPaymentId, object: 'payment_intent', ...stripe.asked(sale.payments[0]!.providerPaymentId!) } } };
  const settled = await sendWebhook(app, event, WEBHOOK_SECRET);
  expect(settled.status).toBe(200);
  return (await app.api(`/v1/orders/${sale.id}`, { token: tour.seller.token })).body as OrderView;
}

const refundCalls = (providerPaymentId: string) => stripe.calls('POST', '/v1/refunds').filter((request) => request.body.get('payment_intent') === providerPaymentId);

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
    // A register payment is the platform's own charge: no transfer to reverse, no application fee.
    expect([calls[0]!.body.has('reverse_transfer'), calls[0]!.body.has('refund_application_fee')]).toEqual([false, false]);
    expect((await refund(app, tour.seller.token, order.id, body, key)).status).toBe(201);
    expect(refundCalls(order.payments[0]!.providerPaymentId!)).toHaveLength(1);
  });

  it('records nothing when Stripe refuses; the retry with the same key is the same refund at Stripe', async () => {
    const tour = await createSellingTour(app);
    const order = await paidByCard(tour, 1);
    const key = randomUUID();
    const body = { items: [{ orderItemId: order.items[0]!.id, quantity: 1 }], method: 'card' };
    stripe.refusing.add('refunds');
    expect(await refund(app, tour.seller.token, order.id, body, key)).toMatchObject({ status: 502, body: { errorCode: 'PAYMENT_PROVIDER_ERROR' } });
    const [untouched] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(untouched!.refundedAmount).toBe(0);
    expect(await app.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.vinylVariant)).toBe(7);

    stripe.refusing.delete('refunds');
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
    expect(stripe.seen.some((request) => request.path === `/v1/payment_intents/${first.payments[0]!.providerPaymentId}/cancel`)).toBe(true);

    const second = await sold(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    stripe.refusing.add('cancels');
    expect(await changeStatus(app, tour.seller.token, second.id, 'canceled')).toMatchObject({ status: 502, body: { errorCode: 'PAYMENT_PROVIDER_ERROR' } });
    await app.db.update(orders).set({ createdAt: new Date(Date.now() - 60 * 60_000) }).where(eq(orders.id, second.id));
    expect(await app.api('/v1/orders/cancel-pending', { method: 'POST', token: tour.manager.token, body: {} })).toMatchObject({ status: 200, body: { canceled: 0 } });
    const [waiting] = await app.db.select().from(orders).where(eq(orders.id, second.id));
    expect(waiting!.status).toBe('inProgress');
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(9);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });
});
