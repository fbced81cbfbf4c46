import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSale, cashSale, changeStatus, createSellingTour, sold } from '../../support/orders';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

// What was sold stays: the catalogue and the event keep the orders' history, canceled sales included.
describe('deleting what orders refer to', () => {
  it('refuses a product or a variant that was sold with PRODUCT_IN_ORDERS', async () => {
    const tour = await createSellingTour(app);
    const variants = tour.tshirt.variants as { id: string; size: string; isDefault: boolean }[];
    const sizeSold = variants.find((variant) => !variant.isDefault && (variant.size === 'S' || variant.size === 'M'))!;
    await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: sizeSold.id, quantity: 1 }]));
    const canceled = await sold(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.vinylVariant, quantity: 1 }]));
    expect((await changeStatus(app, tour.seller.token, canceled.id, 'canceled')).body.status).toBe('canceled');

    expect(await app.api(`/v1/product-variants/${sizeSold.id}`, { method: 'DELETE', token: tour.manager.token })).toMatchObject({ status: 409, body: { errorCode: 'PRODUCT_IN_ORDERS' } });
    expect(await app.api(`/v1/products/${tour.tshirt.id}`, { method: 'DELETE', token: tour.manager.token })).toMatchObject({ status: 409, body: { errorCode: 'PRODUCT_IN_ORDERS' } });
    expect(await app.api(`/v1/products/${tour.vinyl.id}`, { method: 'DELETE', token: tour.manager.token })).toMatchObject({ status: 409, body: { errorCode: 'PRODUCT_IN_ORDERS' } });
    // Never sold nor stocked: it may still go.
    const large = variants.find((variant) => variant.size === 'L')!;
    expect((await app.api(`/v1/product-variants/${large.id}`, { method: 'DELETE', token: tour.manager.token })).status).toBe(204);
  });

  it('refuses an event that took orders with CANT_DELETE_EVENT_WITH_ORDERS', async () => {
    const tour = await createSellingTour(app);
    await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    expect((await app.api(`/v1/events/${tour.event.id}/cancel`, { method: 'PUT', token: tour.manager.token })).status).toBe(200);
    expect(await app.api(`/v1/events/${tour.event.id}`, { method: 'DELETE', token: tour.manager.token })).toMatchObject({ status: 409, body: { errorCode: 'CANT_DELETE_EVENT_WITH_ORDERS' } });
  });
});
