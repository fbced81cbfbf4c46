import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basket, createOpenedShop, order, type OpenedShop } from '../../support/shop-orders';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let shop: OpenedShop;
beforeAll(async () => {
  app = await startTestApp();
  shop = await createOpenedShop(app, { S: 5 });
});
afterAll(() => app.close());

const doors = () => (globalThis as { __merchFrontDoor?: { doors: Map<string, unknown> } }).__merchFrontDoor?.doors;
/** The headers that say something about the answer (not when it was sent, nor how long it is). */
const headersOf = (headers: Headers) => [...headers.entries()].filter(([name]) => !['date', 'content-length', 'keep-alive', 'connection'].includes(name));

describe('the front door (lib/http/front-door.ts): a hot route answered before Next answers as Next does', () => {
  it('opens once Next has served the route, then answers with the same headers and the same kind of body', async () => {
    const first = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }]));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(doors()?.has('/api/v1/shops/[id]/orders')).toBe(true);

    const second = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }]));
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(headersOf(second.headers)).toEqual(headersOf(first.headers));
    expect(Object.keys(second.body).sort()).toEqual(Object.keys(first.body).sort());
    // A retry of the same key is the same order, at the door as under Next.
    const key = crypto.randomUUID();
    const made = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }]), key);
    const again = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }]), key);
    expect(again.body.id).toBe(made.body.id);
  });

  it('answers bad input with its catalogue code, and leaves to Next the methods the route does not take', async () => {
    await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }]));
    const malformed = await app.api(`/v1/shops/${shop.shop.id}/orders`, { method: 'POST', rawBody: '{', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorCode).toBe('MALFORMED_JSON');
    const unknownShop = await order(app, '00000000-0000-4000-8000-000000000000', basket([{ productVariantId: shop.sizes.S, quantity: 1 }]));
    expect(unknownShop.status).toBe(404);
    const undecodable = await app.api(`/v1/shops/%E0%A4%A/orders`, { method: 'POST', body: {} });
    expect(undecodable.status).toBe(400);
    const read = await app.api(`/v1/shops/${shop.shop.id}/orders`);
    expect(read.status).toBe(405);
    expect(read.headers.get('allow')).toBe('POST');
  });
});
