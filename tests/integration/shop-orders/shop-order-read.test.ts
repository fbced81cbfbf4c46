import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSoldReceipt } from '../receipts/receipt-support';
import { basket, createOpenedShop, order, settleInSandbox } from '../../support/shop-orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** GET /v1/shop-orders/{id}?token=, without credentials, as the confirmation page reads it. */
function readOrder(orderId: string, query: string) {
  return app.api(`/v1/shop-orders/${orderId}${query}`);
}

async function expectNotFound(orderId: string, query: string) {
  const response = await readOrder(orderId, query);
  expect(response, `${orderId}${query}`).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
}

describe('GET /v1/shop-orders/{id}: a spectator’s order read again by its token', () => {
  it('answers what the POST answered, pending with its pay page, then paid once the payment is approved', async () => {
    const shop = await createOpenedShop(app);
    const placed = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 2 }]));
    expect(placed.status).toBe(201);
    const { order: made, payment, token } = placed.body;

    const pending = await readOrder(made.id, `?token=${encodeURIComponent(token)}`);
    expect(pending.status).toBe(200);
    expect(pending.headers.get('cache-control')).toBe('no-store');
    expect(pending.headers.get('referrer-policy')).toBe('no-referrer');
    expect(pending.body).toEqual(placed.body);
    expect(pending.body.payment).toMatchObject({ status: 'pending', redirectUrl: expect.stringContaining(`/shop/pay/${payment.id}?token=`) });

    expect(await settleInSandbox(app, payment.id, token, 'approve')).toMatchObject({ status: 200 });
    const paid = await readOrder(made.id, `?token=${encodeURIComponent(token)}`);
    expect(paid).toMatchObject({ status: 200, body: { order: { id: made.id, number: 1, status: 'paid', paidAt: expect.any(String) }, payment: { id: payment.id, status: 'succeeded', redirectUrl: null }, token } });
    // Its shop's summary too: read on another device (the e-mail's link), the confirmation is headed and says where to collect.
    expect(paid.body.shop).toMatchObject({ id: shop.shop.id, slug: shop.shop.slug, event: { name: shop.event.name }, collection: { stands: [{ name: 'Hall' }] } });
    expect(paid.body.shop).toEqual(placed.body.shop);
    expect(JSON.stringify(paid.body)).not.toContain(shop.tour.id);
    expect(JSON.stringify(paid.body)).not.toContain(shop.shop.inventoryId);
  });

  it('declined: reads as canceled, its payment failed, no pay page', async () => {
    const shop = await createOpenedShop(app);
    const { body } = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 1 }]));
    await settleInSandbox(app, body.payment.id, body.token, 'decline');
    expect(await readOrder(body.order.id, `?token=${encodeURIComponent(body.token)}`)).toMatchObject({
      status: 200,
      body: { order: { status: 'canceled', canceledAt: expect.any(String) }, payment: { status: 'failed', redirectUrl: null } },
    });
  });

  it('a wrong, missing or another order’s token, an unknown or malformed id, a stand sale: one and the same 404', async () => {
    const shop = await createOpenedShop(app);
    const first = (await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }]))).body;
    const second = (await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 1 }]))).body;
    await expectNotFound(first.order.id, '?token=wrong-token');
    await expectNotFound(first.order.id, `?token=${encodeURIComponent(first.token)}x`);
    await expectNotFound(first.order.id, '');
    await expectNotFound(first.order.id, '?token=');
    await expectNotFound(first.order.id, `?token=${encodeURIComponent(second.token)}`);
    await expectNotFound(first.order.id, `?token[]=${encodeURIComponent(first.token)}`);
    await expectNotFound(UNKNOWN_UUID, `?token=${encodeURIComponent(first.token)}`);
    await expectNotFound('not-a-uuid', `?token=${encodeURIComponent(first.token)}`);
    // A stand sale, even with its own receipt token (which opens its receipt), is not a shop order.
    const sale = await createSoldReceipt(app);
    expect(await app.api(`/v1/orders/${sale.order.id}/receipt?token=${encodeURIComponent(sale.token)}`)).toMatchObject({ status: 200 });
    await expectNotFound(sale.order.id, `?token=${encodeURIComponent(sale.token)}`);
    // The right token still reads it.
    expect(await readOrder(first.order.id, `?token=${encodeURIComponent(first.token)}`)).toMatchObject({ status: 200, body: { order: { id: first.order.id } } });
  });
});
