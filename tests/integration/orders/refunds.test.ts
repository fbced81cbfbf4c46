import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, refunds, stands } from '@/lib/db/schema';
import { addSellingStand, cardSale, cashSale, createSellingTour, refund, sold, soldByCard } from '../../support/orders';
import { expectLedgerBalanced, ledgerOf, levelOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createManager, createTeamMember } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('POST /v1/orders/{id}/refunds', () => {
  it('gives back part of a line, then the rest: the last unit takes what is left, units return to the stand, damaged ones are written off', async () => {
    const tour = await createSellingTour(app);
    const order = await sold(app, tour.seller.token, cashSale(tour, [
      { productVariantId: tour.sizes.M, quantity: 3, discount: 100 },
      { productVariantId: tour.vinylVariant, quantity: 1 },
    ]));
    const [tshirts, vinyl] = order.items;
    expect(tshirts!.lineTotal).toBe(7400);

    const first = await refund(app, tour.seller.token, order.id, { items: [{ orderItemId: tshirts!.id, quantity: 1 }], method: 'cash', reason: 'Mauvaise taille' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: order.id, status: 'finished', refundedAmount: 2467 });
    expect(first.body.items[0]).toMatchObject({ refundedQuantity: 1 });
    expect(first.body.refunds).toEqual([
      { id: expect.any(String), method: 'cash', amount: 2467, reason: 'Mauvaise taille', items: [{ orderItemId: tshirts!.id, quantity: 1, damaged: false, amount: 2467 }], createdBy: tour.seller.user.id, createdAt: expect.any(String) },
    ]);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(18);

    const rest = await refund(app, tour.seller.token, order.id, {
      items: [
        { orderItemId: tshirts!.id, quantity: 1 },
        { orderItemId: tshirts!.id, quantity: 1, damaged: true },
        { orderItemId: vinyl!.id, quantity: 1, damaged: true },
      ],
      method: 'cash',
    });
    expect(rest.status).toBe(201);
    expect(rest.body.refunds[1].items.map((line: { amount: number }) => line.amount)).toEqual([2467, 7400 - 2467 - 2467, 3000]);
    expect(rest.body).toMatchObject({ refundedAmount: order.totalInclVat, items: [{ refundedQuantity: 3 }, { refundedQuantity: 1 }] });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(19);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.vinylVariant)).toBe(7);

    const rows = (await ledgerOf(app.db, tour.tour.id)).filter((row) => row.kind === 'refund');
    expect(rows.map((row) => [row.delta, row.quantity, row.receiptType]).sort()).toEqual([[0, 1, 'damaged'], [0, 1, 'damaged'], [1, 1, null], [1, 1, null]].sort());
    await expectLedgerBalanced(app.db, tour.tour.id);
    expect(await refund(app, tour.seller.token, order.id, { items: [{ orderItemId: vinyl!.id, quantity: 1 }], method: 'cash' })).toMatchObject({ status: 422, body: { errorCode: 'REFUND_ORDER_ITEM_QUANTITY_TOO_HIGH', fields: ['items.0.quantity'] } });
  });

  it('refuses more units than are left, counting the request’s own lines, and moves nothing', async () => {
    const tour = await createSellingTour(app);
    const order = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 2 }]));
    const line = order.items[0]!.id;
    expect(await refund(app, tour.seller.token, order.id, { items: [{ orderItemId: line, quantity: 3 }], method: 'cash' })).toMatchObject({ status: 422, body: { errorCode: 'REFUND_ORDER_ITEM_QUANTITY_TOO_HIGH', fields: ['items.0.quantity'] } });
    expect(await refund(app, tour.seller.token, order.id, { items: [{ orderItemId: line, quantity: 1 }, { orderItemId: line, quantity: 2 }], method: 'cash' })).toMatchObject({ status: 422, body: { fields: ['items.1.quantity'] } });
    const other = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    expect(await refund(app, tour.seller.token, order.id, { items: [{ orderItemId: other.items[0]!.id, quantity: 1 }], method: 'cash' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['items.0.orderItemId'] } });
    expect(await refund(app, tour.seller.token, order.id, { items: [], method: 'cash' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['items'] } });
    expect(await refund(app, tour.seller.token, order.id, { items: [{ orderItemId: line, quantity: 0 }], method: 'cash' })).toMatchObject({ status: 400, body: { fields: ['items.0.quantity'] } });
    const [stored] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.refundedAmount).toBe(0);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(7);
  });

  it('refunds only orders whose money is in', async () => {
    const tour = await createSellingTour(app);
    const pending = await sold(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    const body = { items: [{ orderItemId: pending.items[0]!.id, quantity: 1 }], method: 'cash' };
    expect(await refund(app, tour.seller.token, pending.id, body)).toMatchObject({ status: 409, body: { errorCode: 'ORDER_NOT_REFUNDABLE' } });
    await app.api(`/v1/orders/${pending.id}`, { method: 'PATCH', token: tour.seller.token, body: { status: 'canceled' } });
    expect(await refund(app, tour.seller.token, pending.id, body)).toMatchObject({ status: 409, body: { errorCode: 'ORDER_NOT_REFUNDABLE' } });
    for (const status of ['paid', 'prepared', 'exchanged'] as const) {
      const order = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]));
      await app.db.update(orders).set({ status }).where(eq(orders.id, order.id));
      expect((await refund(app, tour.seller.token, order.id, { items: [{ orderItemId: order.items[0]!.id, quantity: 1 }], method: 'cash' })).status).toBe(201);
    }
  });

  it('gives a card payment back through the provider; card only for card payments, cash only where the stand takes cash', async () => {
    const tour = await createSellingTour(app);
    const card = await soldByCard(app, tour, [{ productVariantId: tour.vinylVariant, quantity: 2 }]);
    const refunded = await refund(app, tour.seller.token, card.id, { items: [{ orderItemId: card.items[0]!.id, quantity: 1 }], method: 'card' });
    expect(refunded).toMatchObject({ status: 201, body: { refundedAmount: 3000, refunds: [{ method: 'card', amount: 3000 }] } });

    const cash = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    expect(await refund(app, tour.seller.token, cash.id, { items: [{ orderItemId: cash.items[0]!.id, quantity: 1 }], method: 'card' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['method'] } });
    await app.db.update(stands).set({ isCashCompatible: false }).where(eq(stands.id, tour.stand.id));
    expect(await refund(app, tour.seller.token, card.id, { items: [{ orderItemId: card.items[0]!.id, quantity: 1 }], method: 'cash' })).toMatchObject({ status: 422, body: { errorCode: 'STAND_NOT_CASH_COMPATIBLE', fields: ['method'] } });
  });

  it('refuses to refund units that were given away: there is no money to give back', async () => {
    const tour = await createSellingTour(app);
    const gift = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1, discount: 2500, discountReason: 'Invitation' }], 0));
    expect(gift.totalInclVat).toBe(0);
    expect(await refund(app, tour.seller.token, gift.id, { items: [{ orderItemId: gift.items[0]!.id, quantity: 1 }], method: 'cash' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['items'] } });
  });

  it('never gives back more than the line, however the partial refunds round', async () => {
    const tour = await createSellingTour(app);
    // 4 units for 2 cents: each unit's share rounds up to 1 cent.
    const order = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 4, discount: 9998 }]));
    const line = order.items[0]!.id;
    const amounts: number[] = [];
    for (let unit = 0; unit < 2; unit += 1) {
      const answer = await refund(app, tour.seller.token, order.id, { items: [{ orderItemId: line, quantity: 1 }], method: 'cash' });
      expect(answer.status).toBe(201);
      amounts.push(answer.body.refunds.at(-1).amount);
    }
    expect(amounts).toEqual([1, 1]);
    // Nothing is left of the 2 cents: the third unit would give back nothing.
    expect(await refund(app, tour.seller.token, order.id, { items: [{ orderItemId: line, quantity: 2 }], method: 'cash' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['items'] } });
    const [stored] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.refundedAmount).toBe(2);
  });

  it('replays a retried refund instead of refunding twice; a key needs its request', async () => {
    const tour = await createSellingTour(app);
    const order = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 3 }]));
    const body = { items: [{ orderItemId: order.items[0]!.id, quantity: 1 }], method: 'cash' };
    const key = randomUUID();
    const first = await refund(app, tour.seller.token, order.id, body, key);
    const again = await refund(app, tour.seller.token, order.id, body, key);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(await app.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(8);
    expect(await refund(app, tour.seller.token, order.id, { ...body, items: [{ ...body.items[0], quantity: 2 }] }, key)).toMatchObject({ status: 422, body: { errorCode: 'IDEMPOTENCY_KEY_REUSED' } });
    const other = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    expect(await refund(app, tour.seller.token, other.id, { ...body, items: [{ orderItemId: other.items[0]!.id, quantity: 1 }] }, key)).toMatchObject({ status: 422, body: { errorCode: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(await refund(app, tour.seller.token, order.id, body, null)).toMatchObject({ status: 400, body: { errorCode: 'IDEMPOTENCY_KEY_REQUIRED' } });
    // Keys are per user: the manager's same key is another refund.
    expect((await refund(app, tour.manager.token, order.id, body, key)).status).toBe(201);
    const [item] = await app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item!.refundedQuantity).toBe(2);
  });

  it('lets the tour’s writers and the stand’s sellers refund; refuses viewers, other stands, other tenants, archived tours', async () => {
    const tour = await createSellingTour(app);
    const order = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 5 }]));
    const body = { items: [{ orderItemId: order.items[0]!.id, quantity: 1 }], method: 'cash' };
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect(await refund(app, viewer.token, order.id, body)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    const { seller: otherStandSeller } = await addSellingStand(app, tour);
    expect(await refund(app, otherStandSeller.token, order.id, body)).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    expect(await refund(app, (await createManager(app.db)).token, order.id, body)).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect(await refund(app, undefined, order.id, body)).toMatchObject({ status: 401 });
    expect((await refund(app, tour.manager.token, order.id, body)).status).toBe(201);
    expect((await refund(app, (await createTeamMember(app.db, tour.tour.id, 'projectManager')).token, order.id, body)).status).toBe(201);
    await archiveTour(app.db, tour.tour.id);
    expect(await refund(app, tour.seller.token, order.id, body)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    const [stored] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.refundedAmount).toBe(5000);
  });
});
