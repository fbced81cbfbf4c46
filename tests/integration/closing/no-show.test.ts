import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLedgerMismatches } from '@/features/stock/server/ledger-check';
import { orders, refunds } from '@/lib/db/schema';
import { closingData } from '../../support/closing';
import { basket, createOpenedShop, order, paidShopOrder, prepareCollection, type OpenedShop } from '../../support/shop-orders';
import { levelOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager, createTeamMember } from '../../support/tours';

// The closing's orders step: a click-and-collect order whose buyer never came is canceled and refunded to the card
// (POST /v1/orders/{id}/no-show), through the refund's own writes (issue #24).
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function noShow(token: string | undefined, orderId: string, key: string | null = randomUUID()) {
  return app.api(`/v1/orders/${orderId}/no-show`, { method: 'POST', token, headers: key ? { 'Idempotency-Key': key } : {} });
}

const refundsOf = (orderId: string) => app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const orderRow = async (orderId: string) => (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

async function twoTshirtsAndAVinyl(shop: OpenedShop) {
  return paidShopOrder(app, shop.shop.id, [
    { productVariantId: shop.sizes.M, quantity: 2 },
    { productVariantId: shop.vinylVariant, quantity: 1 },
  ]);
}

describe('POST /v1/orders/{id}/no-show', () => {
  it('gives the money back to the card, the units back to the shop’s stock, cancels the order and frees the closing', async () => {
    const shop = await createOpenedShop(app);
    const paid = await twoTshirtsAndAVinyl(shop);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(8);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.vinylVariant)).toBe(7);
    expect((await closingData(app, shop.manager.token, shop.event.id)).ordersInProgress.map((entry) => entry.id)).toEqual([paid.id]);

    const answer = await noShow(shop.manager.token, paid.id, 'no-show-1');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ id: paid.id, channel: 'shop', status: 'canceled', refundedAmount: 8000 });
    expect(answer.body.refunds).toEqual([expect.objectContaining({ method: 'card', amount: 8000, reason: 'Commande non retirée', createdBy: shop.manager.user.id })]);

    const [given] = await refundsOf(paid.id);
    expect(given).toMatchObject({ method: 'card', amount: 8000, idempotencyKey: 'no-show-1' });
    expect(await orderRow(paid.id)).toMatchObject({ status: 'canceled', refundedAmount: 8000, canceledAt: expect.any(Date) });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(10);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.vinylVariant)).toBe(8);
    expect(await levelOf(app.db, shop.stand.inventoryId, shop.sizes.M)).toBe(0);
    expect(await findLedgerMismatches(app.db, shop.tour.id)).toEqual([]);
    expect((await closingData(app, shop.manager.token, shop.event.id)).ordersInProgress).toEqual([]);

    // The same key again (a retry, a double click): the same answer, nothing given back twice.
    const replay = await noShow(shop.manager.token, paid.id, 'no-show-1');
    expect(replay).toMatchObject({ status: 200, body: { id: paid.id, status: 'canceled', refundedAmount: 8000 } });
    expect(await refundsOf(paid.id)).toHaveLength(1);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(10);
    // Another key on an order canceled already: refused, still nothing moved.
    expect(await noShow(shop.manager.token, paid.id)).toMatchObject({ status: 409, body: { errorCode: 'ORDER_STATUS_NOT_ALLOWED' } });
    expect(await refundsOf(paid.id)).toHaveLength(1);
  });

  it('refunds what is left of an order partly refunded and prepared at the stand', async () => {
    const shop = await createOpenedShop(app);
    const paid = await twoTshirtsAndAVinyl(shop);
    expect((await prepareCollection(app, shop.seller.token, shop.stand.id, paid.id)).status).toBe(200);
    const read = await app.api(`/v1/orders/${paid.id}`, { token: shop.manager.token });
    const tshirts = read.body.items.find((item: { productVariantId: string }) => item.productVariantId === shop.sizes.M);
    const partly = await app.api(`/v1/orders/${paid.id}/refunds`, { method: 'POST', token: shop.manager.token, body: { items: [{ orderItemId: tshirts.id, quantity: 1 }], method: 'card' }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(partly.status).toBe(201);

    const answer = await noShow(shop.manager.token, paid.id);
    expect(answer).toMatchObject({ status: 200, body: { status: 'canceled', refundedAmount: 8000 } });
    expect((await refundsOf(paid.id)).map((row) => row.amount).sort()).toEqual([2500, 5500]);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(10);
    expect(await findLedgerMismatches(app.db, shop.tour.id)).toEqual([]);
  });

  it('is the tour’s writers’ act: a seller and a viewer are refused, another organisation does not find the order', async () => {
    const shop = await createOpenedShop(app);
    const paid = await twoTshirtsAndAVinyl(shop);
    const viewer = await createTeamMember(app.db, shop.tour.id, 'viewer');
    expect(await noShow(shop.seller.token, paid.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await noShow(viewer.token, paid.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await noShow((await createManager(app.db)).token, paid.id)).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect(await noShow(undefined, paid.id)).toMatchObject({ status: 401 });
    expect(await noShow(shop.manager.token, paid.id, null)).toMatchObject({ status: 400, body: { errorCode: 'IDEMPOTENCY_KEY_REQUIRED' } });
    expect(await refundsOf(paid.id)).toHaveLength(0);
    expect(await orderRow(paid.id)).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(8);
  });

  it('is for a paid order not handed over: one still waiting for its payment is ORDER_STATUS_NOT_ALLOWED, and keeps its units', async () => {
    const shop = await createOpenedShop(app);
    const waiting = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }]));
    expect(waiting.body.order.status).toBe('inProgress');
    expect(await noShow(shop.manager.token, waiting.body.order.id)).toMatchObject({ status: 409, body: { errorCode: 'ORDER_STATUS_NOT_ALLOWED' } });
    expect(await refundsOf(waiting.body.order.id)).toHaveLength(0);
    expect(await orderRow(waiting.body.order.id)).toMatchObject({ status: 'inProgress' });
  });
});
