import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@/features/orders/types';
import { orders, payments } from '@/lib/db/schema';
import { changeStatus, createSellingTour, refund, sell, sold, type SellingTour } from '../../support/orders';
import { levelOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Two vinyls (2 × 30 €): 20 € in cash (a 50 € note handed over), 40 € on the card. */
function splitSale(tour: SellingTour) {
  return {
    eventId: tour.event.id,
    standId: tour.stand.id,
    items: [{ productVariantId: tour.vinylVariant, quantity: 2 }],
    payments: [
      { method: 'card', amount: 4000 },
      { method: 'cash', amount: 2000, amountTendered: 5000 },
    ],
  };
}

const cardPartOf = (order: OrderView) => order.payments.find((payment) => payment.method === 'card' && payment.status === 'pending')!;
const answer = (tour: SellingTour, paymentId: string, outcome: 'approve' | 'decline') =>
  app.api(`/v1/payments/${paymentId}/sandbox-outcome`, { method: 'POST', token: tour.seller.token, body: { outcome } });
const payRest = (token: string, orderId: string, body: unknown, key = randomUUID()) => app.api(`/v1/orders/${orderId}/payments`, { method: 'POST', token, body, headers: { 'Idempotency-Key': key } });
const standTakings = async (tour: SellingTour) => (await app.api(`/v1/events/${tour.event.id}/takings`, { token: tour.manager.token })).body.stands[0].takings;

describe('split payment at the register', () => {
  it('takes the cash part at once and the card part at the terminal; paid once both are in, each part counted in its channel', async () => {
    const tour = await createSellingTour(app);
    const pending = await sold(app, tour.seller.token, splitSale(tour));
    expect(pending).toMatchObject({ status: 'inProgress', paymentMethod: 'card', totalInclVat: 6000, amountTendered: 5000, changeGiven: 3000, paidAt: null });
    expect(pending.payments.map((payment) => [payment.method, payment.status, payment.amount]).sort()).toEqual([
      ['card', 'pending', 4000],
      ['cash', 'succeeded', 2000],
    ]);
    const rows = await app.db.select().from(payments).where(eq(payments.orderId, pending.id));
    // The commission is the card part's only; cash is never commissioned.
    expect(rows.find((row) => row.method === 'cash')).toMatchObject({ commission: 0, provider: null });
    expect(rows.find((row) => row.method === 'card')).toMatchObject({ provider: 'sandbox', amount: 4000 });
    // Not taken while the card part waits.
    expect(await standTakings(tour)).toMatchObject({ total: { sales: 0, gross: 0 } });

    const paid = await answer(tour, cardPartOf(pending).id, 'approve');
    expect(paid).toMatchObject({ status: 200, body: { status: 'finished', paidAt: expect.any(String) } });
    expect(await standTakings(tour)).toMatchObject({
      standCash: { sales: 1, gross: 2000, net: 2000 },
      standCard: { sales: 1, gross: 4000, net: 4000 },
      total: { sales: 1, gross: 6000, net: 6000 },
    });
    // The receipt says both parts.
    const receipt = await app.api(`/v1/orders/${pending.id}/receipt?${pending.receiptUrl.split('?')[1]}`, {});
    expect(receipt.body.payment).toMatchObject({ status: 'succeeded', amountTendered: 5000, changeGiven: 3000, parts: [{ method: 'cash', amount: 2000 }, { method: 'card', amount: 4000 }] });
    const counts = await app.api(`/v1/orders/count?eventId=${tour.event.id}`, { token: tour.manager.token });
    expect(counts.body).toMatchObject({ count: 1, totalInclVat: 6000, cash: { count: 1, amount: 2000 }, card: { count: 1, amount: 4000 } });
  });

  it('keeps the single `payment` form: the whole total one way', async () => {
    const tour = await createSellingTour(app);
    const order = await sold(app, tour.seller.token, { eventId: tour.event.id, standId: tour.stand.id, items: [{ productVariantId: tour.vinylVariant, quantity: 1 }], payment: { method: 'cash', amountTendered: 3000 } });
    expect(order).toMatchObject({ status: 'finished', paymentMethod: 'cash', payments: [{ method: 'cash', status: 'succeeded', amount: 3000 }] });
  });

  it('refuses parts that do not make the total, both forms at once, a method twice, and a cash part short of what was handed over', async () => {
    const tour = await createSellingTour(app);
    const base = splitSale(tour);
    expect(await sell(app, tour.seller.token, { ...base, payments: [{ method: 'cash', amount: 2000 }, { method: 'card', amount: 3999 }] })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['payments'] } });
    expect(await sell(app, tour.seller.token, { ...base, payment: { method: 'card' } })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    expect(await sell(app, tour.seller.token, { ...base, payments: [{ method: 'card', amount: 3000 }, { method: 'card', amount: 3000 }] })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    expect(await sell(app, tour.seller.token, { ...base, payments: [{ method: 'card', amount: 4000 }, { method: 'cash', amount: 2000, amountTendered: 1000 }] })).toMatchObject({
      status: 400,
      body: { errorCode: 'VALIDATION_ERRORS', fields: ['payments.1.amountTendered'] },
    });
    expect(await app.db.select().from(orders).where(eq(orders.eventId, tour.event.id))).toHaveLength(0);
  });

  it('replays a retried split sale with its key instead of selling twice', async () => {
    const tour = await createSellingTour(app);
    const key = randomUUID();
    const first = await sell(app, tour.seller.token, splitSale(tour), key);
    const again = await sell(app, tour.seller.token, splitSale(tour), key);
    expect(first.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await app.db.select().from(payments).where(eq(payments.orderId, first.body.id))).toHaveLength(2);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.vinylVariant)).toBe(6);
  });

  it('leaves the order awaiting its rest when the card part is declined: the card again, or the rest in cash, once', async () => {
    const tour = await createSellingTour(app);
    const pending = await sold(app, tour.seller.token, splitSale(tour));
    const declined = await answer(tour, cardPartOf(pending).id, 'decline');
    expect(declined.body).toMatchObject({ status: 'inProgress' });
    expect(declined.body.payments.find((payment: { method: string }) => payment.method === 'card')).toMatchObject({ status: 'failed', failureCode: 'sandbox_declined' });
    // The units stay sold to the customer at the counter; nothing is taken yet.
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.vinylVariant)).toBe(6);
    expect(await standTakings(tour)).toMatchObject({ total: { sales: 0, gross: 0 } });

    // The card again: a new card payment of the rest goes to the terminal; declined again, the order still waits.
    const retried = await payRest(tour.seller.token, pending.id, { method: 'card' });
    expect(retried).toMatchObject({ status: 201, body: { status: 'inProgress' } });
    expect(cardPartOf(retried.body)).toMatchObject({ amount: 4000, status: 'pending' });
    // Nothing more while the card is at the terminal.
    expect(await payRest(tour.seller.token, pending.id, { method: 'cash', amountTendered: 4000 })).toMatchObject({ status: 409, body: { errorCode: 'ORDER_STATUS_NOT_ALLOWED' } });
    await answer(tour, cardPartOf(retried.body).id, 'decline');

    // The rest in cash, with its key: a retry answers the same and takes nothing more.
    const key = randomUUID();
    const inCash = await payRest(tour.seller.token, pending.id, { method: 'cash', amountTendered: 5000 }, key);
    expect(inCash).toMatchObject({ status: 201, body: { status: 'finished', paymentMethod: 'cash', amountTendered: 10_000, changeGiven: 4000 } });
    const replayed = await payRest(tour.seller.token, pending.id, { method: 'cash', amountTendered: 5000 }, key);
    expect(replayed.body).toEqual(inCash.body);
    expect(await payRest(tour.seller.token, pending.id, { method: 'cash', amountTendered: 5000 })).toMatchObject({ status: 409, body: { errorCode: 'ORDER_STATUS_NOT_ALLOWED' } });
    const rows = await app.db.select().from(payments).where(eq(payments.orderId, pending.id));
    expect(rows.filter((row) => row.status === 'succeeded').map((row) => [row.method, row.amount]).sort()).toEqual([
      ['cash', 2000],
      ['cash', 4000],
    ]);
    // The declined card parts never count: all of it is cash.
    expect(await standTakings(tour)).toMatchObject({ standCash: { sales: 1, gross: 6000 }, standCard: { sales: 0, gross: 0 }, total: { sales: 1, gross: 6000 } });
  });

  it('gives the cash part back when the seller cancels a split sale awaiting its card, and never sweeps one by itself', async () => {
    const tour = await createSellingTour(app);
    const pending = await sold(app, tour.seller.token, splitSale(tour));
    await app.db.update(orders).set({ createdAt: new Date(Date.now() - 60 * 60_000) }).where(eq(orders.id, pending.id));
    const swept = await app.api('/v1/orders/cancel-pending', { method: 'POST', token: tour.manager.token, body: { olderThanMinutes: 15, eventId: tour.event.id } });
    expect(swept).toMatchObject({ status: 200, body: { canceled: 0 } });

    const canceled = await changeStatus(app, tour.seller.token, pending.id, 'canceled');
    expect(canceled.body).toMatchObject({ status: 'canceled' });
    expect(canceled.body.payments.find((payment: { method: string }) => payment.method === 'cash')).toMatchObject({ status: 'failed', failureCode: 'cash_given_back' });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.vinylVariant)).toBe(8);
    expect(await standTakings(tour)).toMatchObject({ total: { sales: 0, gross: 0 } });
  });

  it('refunds the way the money came: the card up to its part, the rest in cash, each method capped', async () => {
    const tour = await createSellingTour(app);
    const pending = await sold(app, tour.seller.token, splitSale(tour));
    const order = (await answer(tour, cardPartOf(pending).id, 'approve')).body as OrderView;
    const [line] = order.items;
    const oneVinyl = { items: [{ orderItemId: line!.id, quantity: 1 }] };

    // 30 € fits the card's 40 €: it goes back on the card, not from the drawer (whose part was 20 €).
    expect(await refund(app, tour.seller.token, order.id, { ...oneVinyl, method: 'cash' })).toMatchObject({ status: 422, body: { errorCode: 'REFUND_METHOD_LIMIT_EXCEEDED', fields: ['method'] } });
    expect(await refund(app, tour.seller.token, order.id, { ...oneVinyl, method: 'card' })).toMatchObject({ status: 201, body: { refundedAmount: 3000 } });
    // 10 € is left on the card: the second vinyl cannot go back there, the drawer gives it.
    expect(await refund(app, tour.seller.token, order.id, { ...oneVinyl, method: 'card' })).toMatchObject({ status: 422, body: { errorCode: 'REFUND_METHOD_LIMIT_EXCEEDED' } });
    expect(await refund(app, tour.seller.token, order.id, { ...oneVinyl, method: 'cash' })).toMatchObject({ status: 201, body: { refundedAmount: 6000 } });

    expect(await standTakings(tour)).toMatchObject({
      standCash: { sales: 1, gross: 2000, refunded: 3000, net: -1000 },
      standCard: { sales: 1, gross: 4000, refunded: 3000, net: 1000 },
      total: { sales: 1, gross: 6000, refunded: 6000, net: 0 },
    });
  });

  it('answers another tenant 404 on the rest of a sale', async () => {
    const tour = await createSellingTour(app);
    const pending = await sold(app, tour.seller.token, splitSale(tour));
    await answer(tour, cardPartOf(pending).id, 'decline');
    const stranger = await createManager(app.db);
    expect(await payRest(stranger.token, pending.id, { method: 'cash', amountTendered: 4000 })).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect(await app.db.select().from(payments).where(eq(payments.orderId, pending.id))).toHaveLength(2);
  });
});
