import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryChanges, orders, paymentAccounts, payments } from '@/lib/db/schema';
import { basket, createOpenedShop, order, settleInSandbox } from '../../support/shop-orders';
import { createShop, patchShop, putShop } from '../../support/shops';
import { createSuppliedTour, expectLedgerBalanced, levelOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('POST /v1/shops/{id}/orders: a spectator’s order, without an account', () => {
  it('holds the units, prices the lines with their VAT, and answers the sandbox’s pay page; approved, the order is paid', async () => {
    const shop = await createOpenedShop(app);
    const answer = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 2 }, { productVariantId: shop.vinylVariant, quantity: 1 }]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { order: made, payment, token } = answer.body;
    expect(made).toMatchObject({ shopId: shop.shop.id, number: 1, status: 'inProgress', customerName: 'Camille Martin', customerEmail: 'camille@test.local', totalInclVat: 8000, totalVat: 1333, totalExclVat: 6667 });
    expect(made.items).toMatchObject([
      { productVariantId: shop.sizes.S, productTitle: 'T-shirt Tournée', quantity: 2, unitPrice: 2500, vatRate: 20, lineTotal: 5000 },
      { productVariantId: shop.vinylVariant, productTitle: 'Vinyle', variantTitle: null, quantity: 1, lineTotal: 3000 },
    ]);
    expect(payment).toMatchObject({ status: 'pending', amount: 8000, redirectUrl: expect.stringContaining(`/shop/pay/${payment.id}?token=`) });
    expect(new Date(payment.expiresAt).getTime() - Date.now()).toBeGreaterThan(25 * 60_000);
    expect(token).toEqual(expect.any(String));
    expect(Object.keys(answer.body).sort()).toEqual(['order', 'payment', 'shop', 'token']);
    // The shop's summary, as its public page gives it: the confirmation is headed and says where to collect on any device.
    const page = (await app.api(`/v1/shop-pages/${shop.shop.slug}`)).body;
    expect(answer.body.shop).toEqual({ id: page.id, slug: page.slug, event: page.event, collection: page.collection, organiser: page.organiser });
    expect(answer.body.shop).toMatchObject({
      id: shop.shop.id,
      slug: shop.shop.slug,
      event: { name: shop.event.name },
      collection: { stands: [{ name: 'Hall' }], opensAt: '2026-07-14T18:00', closesAt: '2026-07-14T23:30' },
      organiser: { name: expect.any(String), logoImageId: null, primaryColor: expect.stringMatching(/^#/) },
    });
    const text = JSON.stringify(answer.body);
    for (const internal of [shop.tour.id, shop.manager.user.clientId!, shop.manager.user.id, shop.shop.inventoryId, shop.stand.id, shop.event.id, shop.warehouseId]) {
      expect(text).not.toContain(internal);
    }
    // Held: out of the shop's stock while the spectator pays.
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(3);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.vinylVariant)).toBe(7);
    // The next order takes the next number.
    expect((await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 1 }]))).body.order.number).toBe(2);

    expect(await settleInSandbox(app, payment.id, 'wrong-token', 'approve')).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    const paid = await settleInSandbox(app, payment.id, token, 'approve');
    expect(paid).toMatchObject({ status: 200, body: { order: { status: 'paid', paidAt: expect.any(String) }, payment: { status: 'succeeded', redirectUrl: null } } });
    // The same outcome again changes nothing; the other one is refused.
    expect(await settleInSandbox(app, payment.id, token, 'approve')).toMatchObject({ status: 200, body: { order: { status: 'paid' } } });
    expect(await settleInSandbox(app, payment.id, token, 'decline')).toMatchObject({ status: 409, body: { errorCode: 'PAYMENT_NOT_PENDING' } });
    const [row] = await app.db.select().from(orders).where(eq(orders.id, made.id));
    expect(row).toMatchObject({ channel: 'shop', status: 'paid', standId: null, shopId: shop.shop.id, paymentMethod: 'card' });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(3);
    await expectLedgerBalanced(app.db, shop.tour.id);
  });

  it('declined: the order is canceled, its payment failed, its units back on sale in the shop', async () => {
    const shop = await createOpenedShop(app);
    const { body } = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 4 }]));
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(6);
    const declined = await settleInSandbox(app, body.payment.id, body.token, 'decline');
    expect(declined).toMatchObject({ status: 200, body: { order: { status: 'canceled', canceledAt: expect.any(String) }, payment: { status: 'failed', redirectUrl: null } } });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(10);
    await expectLedgerBalanced(app.db, shop.tour.id);
  });

  it('cancel-pending leaves an order alone during its hold, and sweeps it (units back) once the hold is over', async () => {
    const shop = await createOpenedShop(app);
    const { body } = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 5 }]));
    await app.db.update(orders).set({ createdAt: new Date(Date.now() - 20 * 60_000) }).where(eq(orders.id, body.order.id));
    const sweep = () => app.api('/v1/orders/cancel-pending', { method: 'POST', token: shop.manager.token, body: { olderThanMinutes: 15, eventId: shop.event.id } });
    expect(await sweep()).toMatchObject({ status: 200, body: { canceled: 0 } });
    await app.db.update(orders).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, body.order.id));
    expect(await sweep()).toMatchObject({ status: 200, body: { canceled: 1 } });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(5);
    // Paid too late: the payment is settled already (failed), nothing is taken.
    expect(await settleInSandbox(app, body.payment.id, body.token, 'approve')).toMatchObject({ status: 409, body: { errorCode: 'PAYMENT_NOT_PENDING' } });
    expect(await settleInSandbox(app, body.payment.id, body.token, 'decline')).toMatchObject({ status: 200, body: { order: { status: 'canceled' }, payment: { status: 'failed' } } });
    await expectLedgerBalanced(app.db, shop.tour.id);
  });

  it('approving after the hold ended fails the payment as expired and gives the units back', async () => {
    const shop = await createOpenedShop(app);
    const { body } = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }]));
    await app.db.update(orders).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, body.order.id));
    expect(await settleInSandbox(app, body.payment.id, body.token, 'approve')).toMatchObject({ status: 200, body: { order: { status: 'canceled' }, payment: { status: 'failed' } } });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(5);
  });

  it('replays the same key with the same body (one order, the stock held once), refuses it with another body', async () => {
    const shop = await createOpenedShop(app);
    const key = randomUUID();
    const body = basket([{ productVariantId: shop.sizes.S, quantity: 2 }]);
    const first = await order(app, shop.shop.id, body, key);
    const again = await order(app, shop.shop.id, body, key);
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: { order: { id: first.body.order.id, number: 1 }, payment: { id: first.body.payment.id, redirectUrl: first.body.payment.redirectUrl }, token: first.body.token } });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(3);
    expect(await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 3 }]), key)).toMatchObject({ status: 422, body: { errorCode: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(await order(app, shop.shop.id, body, null)).toMatchObject({ status: 400, body: { errorCode: 'IDEMPOTENCY_KEY_REQUIRED' } });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(3);
  });

  it('more than 5 phonography units of one product: PHONOGRAPHY_LIMIT_EXCEEDED naming the line; 5 go through', async () => {
    const shop = await createOpenedShop(app);
    const six = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }, { productVariantId: shop.vinylVariant, quantity: 6 }]));
    expect(six).toMatchObject({ status: 422, body: { errorCode: 'PHONOGRAPHY_LIMIT_EXCEEDED', fields: ['items.1.quantity'] } });
    // Split over two lines, the same product still counts once.
    const split = await order(app, shop.shop.id, basket([{ productVariantId: shop.vinylVariant, quantity: 3 }, { productVariantId: shop.vinylVariant, quantity: 3 }]));
    expect(split).toMatchObject({ status: 422, body: { errorCode: 'PHONOGRAPHY_LIMIT_EXCEEDED', fields: ['items.0.quantity', 'items.1.quantity'] } });
    // Merchandise has no such cap (only the shop's own per-order limits, raised here past 5).
    expect(await patchShop(app, shop.manager.token, shop.shop.id, { orderLimits: { perLine: 10, perOrder: 20 } })).toMatchObject({ status: 200 });
    expect(await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 6 }]))).toMatchObject({ status: 201 });
    expect(await order(app, shop.shop.id, basket([{ productVariantId: shop.vinylVariant, quantity: 5 }]))).toMatchObject({ status: 201 });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.vinylVariant)).toBe(3);
  });

  it('not enough in the shop’s stock: NOT_ENOUGH_AVAILABLE_IN_INVENTORY naming the lines, nothing held', async () => {
    const shop = await createOpenedShop(app, { S: 2, M: 1 });
    const short = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }, { productVariantId: shop.sizes.M, quantity: 2 }, { productVariantId: shop.sizes.L, quantity: 1 }]));
    // The M is short, the L never stocked: both named, the S that is there is not.
    expect(short).toMatchObject({ status: 409, body: { errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY', fields: ['items.1.quantity', 'items.2.quantity'] } });
    // How many are left of each, so the spectator is told (issue #25): 1 M, no L.
    expect(short.body.details).toEqual({ 'items.1.quantity': 1, 'items.2.quantity': 0 });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(2);
    // The warehouse's units are not the shop's: 10 S there, still 2 here.
    expect((await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 3 }]))).body).toMatchObject({ errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY', fields: ['items.0.quantity'] });
    expect(await app.db.select().from(orders).where(eq(orders.shopId, shop.shop.id))).toEqual([]);
  });

  it('once the stock is visibly gone: refused naming every short line, no order, payment or ledger row; a key that made an order still replays it', async () => {
    const shop = await createOpenedShop(app, { S: 2, M: 1 });
    const key = randomUUID();
    const first = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 1 }]), key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // The M is gone; two lines of the S ask 3 of its 2: the second is the short one, as the hold counts them.
    const short = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }, { productVariantId: shop.sizes.M, quantity: 1 }, { productVariantId: shop.sizes.S, quantity: 2 }]));
    expect(short).toMatchObject({ status: 409, body: { errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY', fields: ['items.1.quantity', 'items.2.quantity'] } });
    expect((await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 1 }, { productVariantId: shop.sizes.L, quantity: 1 }]))).body).toEqual({
      errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY',
      fields: ['items.0.quantity', 'items.1.quantity'],
      details: { 'items.0.quantity': 0, 'items.1.quantity': 0 },
    });
    // Only the first order, its payment and its ledger row; the levels as it left them.
    const rows = await app.db.select().from(orders).where(eq(orders.shopId, shop.shop.id));
    expect(rows.map((row) => row.id)).toEqual([first.body.order.id]);
    expect(await app.db.select().from(payments).where(inArray(payments.orderId, rows.map((row) => row.id)))).toHaveLength(1);
    const moves = await app.db.select().from(inventoryChanges).where(and(eq(inventoryChanges.inventoryId, shop.shop.inventoryId), eq(inventoryChanges.kind, 'order')));
    expect(moves.map((move) => move.delta)).toEqual([-1]);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(2);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(0);
    // The first phone retrying after the sell-out is answered its order, not the shortage.
    expect(await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 1 }]), key)).toMatchObject({ status: 201, body: { order: { id: first.body.order.id }, payment: { id: first.body.payment.id } } });
    await expectLedgerBalanced(app.db, shop.tour.id);
  });

  it('a variant not online, of another tour or unknown: VALIDATION_ERRORS on the line', async () => {
    const shop = await createOpenedShop(app);
    const other = await createOpenedShop(app);
    await app.api(`/v1/products/${shop.vinyl.id}`, { method: 'PATCH', token: shop.manager.token, body: { isOnline: false } });
    const refused = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }, { productVariantId: shop.vinylVariant, quantity: 1 }, { productVariantId: other.sizes.S, quantity: 1 }, { productVariantId: UNKNOWN_UUID, quantity: 1 }]));
    expect(refused).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['items.1.productVariantId', 'items.2.productVariantId', 'items.3.productVariantId'] } });
  });

  it('refuses a body without the terms accepted, a bad e-mail or an empty basket (VALIDATION_ERRORS)', async () => {
    const shop = await createOpenedShop(app);
    const line = [{ productVariantId: shop.sizes.S, quantity: 1 }];
    expect(await order(app, shop.shop.id, { ...basket(line), acceptTerms: false })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['acceptTerms'] } });
    expect(await order(app, shop.shop.id, basket(line, { email: 'not-an-email' }))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['email'] } });
    expect(await order(app, shop.shop.id, basket([]))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['items'] } });
  });

  it('a closed shop is SHOP_CLOSED; a draft, an unknown or a malformed id SHOP_NOT_FOUND', async () => {
    const shop = await createOpenedShop(app);
    const line = basket([{ productVariantId: shop.sizes.S, quantity: 1 }]);
    expect(await putShop(app, shop.manager.token, shop.shop.id, 'close')).toMatchObject({ status: 200 });
    expect(await order(app, shop.shop.id, line)).toMatchObject({ status: 409, body: { errorCode: 'SHOP_CLOSED' } });
    const tour = await createSuppliedTour(app);
    const draft = await createShop(app, tour.manager, tour.event.id);
    expect(await order(app, draft.id, basket([{ productVariantId: tour.sizes.S, quantity: 1 }]))).toMatchObject({ status: 404, body: { errorCode: 'SHOP_NOT_FOUND' } });
    expect(await order(app, UNKNOWN_UUID, line)).toMatchObject({ status: 404, body: { errorCode: 'SHOP_NOT_FOUND' } });
    expect(await order(app, 'not-a-uuid', line)).toMatchObject({ status: 404, body: { errorCode: 'SHOP_NOT_FOUND' } });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(5);
  });

  it('an organiser without a payout account at the provider: NOT_CREATED (a sandbox account is onboarded on the way)', async () => {
    const shop = await createOpenedShop(app);
    const line = basket([{ productVariantId: shop.sizes.S, quantity: 1 }]);
    // A pending account is asked again: the sandbox's are onboarded at once (NOT_LINKED is Stripe's, stripe-shop-orders).
    await app.db.update(paymentAccounts).set({ status: 'pending' }).where(eq(paymentAccounts.clientId, shop.manager.user.clientId!));
    expect(await order(app, shop.shop.id, line)).toMatchObject({ status: 201 });
    await app.db.delete(paymentAccounts).where(eq(paymentAccounts.clientId, shop.manager.user.clientId!));
    expect(await order(app, shop.shop.id, line)).toMatchObject({ status: 409, body: { errorCode: 'NOT_CREATED' } });
  });
});
