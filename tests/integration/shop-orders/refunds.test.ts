import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLedgerMismatches } from '@/features/stock/server/ledger-check';
import type { OrderView } from '@/features/orders/types';
import { orders, refunds } from '@/lib/db/schema';
import { refund } from '../../support/orders';
import { basket, createOpenedShop, order, settleInSandbox, type OpenedShop } from '../../support/shop-orders';
import { ledgerOf, levelOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager, createTeamMember } from '../../support/tours';

// Refunds of click-and-collect orders (POST /v1/orders/{id}/refunds, paid online with the sandbox): the units go back
// to the shop's own stock, the money to the card, and only the tour's writers may give it.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A shop order the spectator paid (sandbox), as the manager reads it. */
async function paidShopOrder(shop: OpenedShop, items: { productVariantId: string; quantity: number }[]): Promise<OrderView> {
  const { body } = await order(app, shop.shop.id, basket(items));
  expect(await settleInSandbox(app, body.payment.id, body.token, 'approve')).toMatchObject({ status: 200, body: { order: { status: 'paid' } } });
  const read = await app.api(`/v1/orders/${body.order.id}`, { token: shop.manager.token });
  expect(read.status).toBe(200);
  return read.body as OrderView;
}

const refundedAmountOf = async (orderId: string) => (await app.db.select({ refundedAmount: orders.refundedAmount }).from(orders).where(eq(orders.id, orderId)))[0]!.refundedAmount;

describe('refunds of a shop order', () => {
  it('gives part back, then the rest: the units return to the shop’s stock, damaged ones are written off, nothing more is left', async () => {
    const shop = await createOpenedShop(app);
    const paid = await paidShopOrder(shop, [{ productVariantId: shop.sizes.M, quantity: 3 }, { productVariantId: shop.vinylVariant, quantity: 1 }]);
    expect(paid).toMatchObject({ channel: 'shop', standId: null, status: 'paid', paymentMethod: 'card', totalInclVat: 10_500 });
    const [tshirts, vinyl] = paid.items;
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(7);

    const first = await refund(app, shop.manager.token, paid.id, { items: [{ orderItemId: tshirts!.id, quantity: 1 }], method: 'card', reason: 'Taille trop petite' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ id: paid.id, status: 'paid', refundedAmount: 2500, items: [{ refundedQuantity: 1 }, { refundedQuantity: 0 }] });
    expect(first.body.refunds).toEqual([
      { id: expect.any(String), method: 'card', amount: 2500, reason: 'Taille trop petite', items: [{ orderItemId: tshirts!.id, quantity: 1, damaged: false, amount: 2500 }], createdBy: shop.manager.user.id, createdAt: expect.any(String) },
    ]);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(8);
    // Back in the shop, not on the collection stand's shelf.
    expect(await levelOf(app.db, shop.stand.inventoryId, shop.sizes.M)).toBe(0);

    const rest = await refund(app, shop.manager.token, paid.id, {
      items: [
        { orderItemId: tshirts!.id, quantity: 1 },
        { orderItemId: tshirts!.id, quantity: 1, damaged: true },
        { orderItemId: vinyl!.id, quantity: 1, damaged: true },
      ],
      method: 'card',
    });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ refundedAmount: paid.totalInclVat, items: [{ refundedQuantity: 3 }, { refundedQuantity: 1 }] });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(9);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.vinylVariant)).toBe(7);

    const rows = (await ledgerOf(app.db, shop.tour.id)).filter((row) => row.kind === 'refund');
    expect(rows.every((row) => row.inventoryId === shop.shop.inventoryId)).toBe(true);
    expect(rows.map((row) => [row.delta, row.quantity, row.receiptType]).sort()).toEqual([[0, 1, 'damaged'], [0, 1, 'damaged'], [1, 1, null], [1, 1, null]].sort());
    expect(await findLedgerMismatches(app.db, shop.tour.id)).toEqual([]);

    // Everything was given back: one more unit is more than is left.
    expect(await refund(app, shop.manager.token, paid.id, { items: [{ orderItemId: vinyl!.id, quantity: 1 }], method: 'card' })).toMatchObject({ status: 422, body: { errorCode: 'REFUND_ORDER_ITEM_QUANTITY_TOO_HIGH', fields: ['items.0.quantity'] } });
    expect(await refundedAmountOf(paid.id)).toBe(10_500);
  });

  it('refuses a second refund beyond what is left, and moves nothing', async () => {
    const shop = await createOpenedShop(app);
    const paid = await paidShopOrder(shop, [{ productVariantId: shop.sizes.S, quantity: 2 }]);
    const line = paid.items[0]!.id;
    expect((await refund(app, shop.manager.token, paid.id, { items: [{ orderItemId: line, quantity: 1 }], method: 'card' })).status).toBe(201);
    expect(await refund(app, shop.manager.token, paid.id, { items: [{ orderItemId: line, quantity: 2 }], method: 'card' })).toMatchObject({ status: 422, body: { errorCode: 'REFUND_ORDER_ITEM_QUANTITY_TOO_HIGH', fields: ['items.0.quantity'] } });
    expect(await refundedAmountOf(paid.id)).toBe(2500);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(4);
    expect(await findLedgerMismatches(app.db, shop.tour.id)).toEqual([]);
  });

  it('replays a retried refund with the same Idempotency-Key instead of giving back twice', async () => {
    const shop = await createOpenedShop(app);
    const paid = await paidShopOrder(shop, [{ productVariantId: shop.sizes.M, quantity: 2 }]);
    const body = { items: [{ orderItemId: paid.items[0]!.id, quantity: 1 }], method: 'card' };
    const key = randomUUID();
    const first = await refund(app, shop.manager.token, paid.id, body, key);
    expect(first.status).toBe(201);
    expect(await refund(app, shop.manager.token, paid.id, body, key)).toMatchObject({ status: 201, body: first.body });
    expect(await app.db.select().from(refunds).where(eq(refunds.orderId, paid.id))).toHaveLength(1);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(9);
  });

  it('refuses cash: an order paid online goes back to its card', async () => {
    const shop = await createOpenedShop(app);
    const paid = await paidShopOrder(shop, [{ productVariantId: shop.sizes.S, quantity: 1 }]);
    expect(await refund(app, shop.manager.token, paid.id, { items: [{ orderItemId: paid.items[0]!.id, quantity: 1 }], method: 'cash' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['method'] } });
    expect(await refundedAmountOf(paid.id)).toBe(0);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(4);
  });

  it('refunds only a paid order: one still waiting for its payment is ORDER_NOT_REFUNDABLE', async () => {
    const shop = await createOpenedShop(app);
    const { body } = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }]));
    expect(body.order.status).toBe('inProgress');
    const [item] = (await app.api(`/v1/orders/${body.order.id}`, { token: shop.manager.token })).body.items;
    expect(await refund(app, shop.manager.token, body.order.id, { items: [{ orderItemId: item.id, quantity: 1 }], method: 'card' })).toMatchObject({ status: 409, body: { errorCode: 'ORDER_NOT_REFUNDABLE' } });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(4);
  });

  it('is the tour’s writers’ act: a viewer is FORBIDDEN, a seller (even of the collection stand) NOT_ALLOWED_ON_STAND, another tenant ORDER_NOT_FOUND', async () => {
    const shop = await createOpenedShop(app);
    const paid = await paidShopOrder(shop, [{ productVariantId: shop.sizes.M, quantity: 3 }]);
    const body = { items: [{ orderItemId: paid.items[0]!.id, quantity: 1 }], method: 'card' };
    const viewer = await createTeamMember(app.db, shop.tour.id, 'viewer');
    expect(await refund(app, viewer.token, paid.id, body)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await refund(app, shop.seller.token, paid.id, body)).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    expect(await refund(app, (await createManager(app.db)).token, paid.id, body)).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect(await refund(app, undefined, paid.id, body)).toMatchObject({ status: 401 });
    expect(await refundedAmountOf(paid.id)).toBe(0);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(7);

    const projectManager = await createTeamMember(app.db, shop.tour.id, 'projectManager');
    expect(await refund(app, projectManager.token, paid.id, body)).toMatchObject({ status: 201, body: { refundedAmount: 2500 } });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(8);
  });
});
