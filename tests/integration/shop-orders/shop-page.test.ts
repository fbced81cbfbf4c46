import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenedShop } from '../../support/shop-orders';
import { createShop, patchShop, putShop } from '../../support/shops';
import { createSuppliedTour } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const page = (slug: string, token?: string) => app.api(`/v1/shop-pages/${encodeURIComponent(slug)}`, { token });

describe('GET /v1/shop-pages/{slug}: the public page of a shop', () => {
  it('answers the event, the collection, the branding and the online catalogue by category with the shop’s units, without credentials', async () => {
    const shop = await createOpenedShop(app, { S: 3, vinyl: 2 });
    const answer = await page(shop.shop.slug);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      id: shop.shop.id,
      slug: shop.shop.slug,
      status: 'opened',
      event: { name: shop.event.name, performances: ['2026-07-14T20:30'] },
      collection: { stands: [{ name: 'Hall' }], opensAt: '2026-07-14T18:00', closesAt: '2026-07-14T23:30' },
      organiser: { primaryColor: expect.stringMatching(/^#/), secondaryColor: expect.stringMatching(/^#/), logoImageId: null },
    });
    expect(answer.body.categories.map((entry: { category: string }) => entry.category)).toEqual(['merchandising', 'phonography']);
    const [tshirt] = answer.body.categories[0].products;
    expect(tshirt).toMatchObject({ id: shop.tshirt.id, title: 'T-shirt Tournée', price: 2500, vatRate: 20, imageId: null });
    const bySize = Object.fromEntries(tshirt.variants.map((variant: { size: string; available: number }) => [variant.size, variant.available]));
    // The shop's own stock: M and L are in the warehouse or nowhere, not in the shop: sold out here.
    expect(bySize).toEqual({ S: 3, M: 0, L: 0 });
    expect(tshirt.variants[0]).toMatchObject({ id: shop.sizes.S, size: 'S', color: 'Noir', price: 2500 });
    expect(answer.body.categories[1].products[0]).toMatchObject({ id: shop.vinyl.id, variants: [{ id: shop.vinylVariant, available: 2 }] });
  });

  it('shows nothing internal: no tour, organisation, inventory, stand or user id', async () => {
    const shop = await createOpenedShop(app);
    const text = JSON.stringify((await page(shop.shop.slug)).body);
    for (const internal of [shop.tour.id, shop.manager.user.clientId!, shop.manager.user.id, shop.shop.inventoryId, shop.stand.id, shop.event.id, shop.warehouseId, shop.seller.user.id]) {
      expect(text).not.toContain(internal);
    }
    expect(Object.keys((await page(shop.shop.slug)).body).sort()).toEqual(['categories', 'collection', 'conditionsOfSale', 'event', 'id', 'orderLimits', 'organiser', 'slug', 'status']);
  });

  it('gives the organiser’s conditions of sale as plain text, written in the shop’s settings by its writers only; blank is the default (null)', async () => {
    const shop = await createOpenedShop(app);
    expect((await page(shop.shop.slug)).body.conditionsOfSale).toBeNull();
    const written = 'Conditions de vente\r\n\r\n1. Retrait au stand.\u0007 <script>alert(1)</script>\n';
    const saved = await patchShop(app, shop.manager.token, shop.shop.id, { conditionsOfSale: written });
    expect(saved, JSON.stringify(saved.body)).toMatchObject({ status: 200, body: { conditionsOfSale: 'Conditions de vente\n\n1. Retrait au stand. <script>alert(1)</script>' } });
    // Kept as text: the page shows it as words, never as HTML (the screen renders text only).
    expect((await page(shop.shop.slug)).body.conditionsOfSale).toBe('Conditions de vente\n\n1. Retrait au stand. <script>alert(1)</script>');
    // A seller of the tour may not write them; another tenant does not find the shop.
    expect((await patchShop(app, shop.seller.token, shop.shop.id, { conditionsOfSale: 'Autre' })).status).toBe(403);
    expect(await patchShop(app, shop.manager.token, shop.shop.id, { conditionsOfSale: 'x'.repeat(20_001) })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['conditionsOfSale'] } });
    expect(await patchShop(app, shop.manager.token, shop.shop.id, { conditionsOfSale: '   ' })).toMatchObject({ status: 200, body: { conditionsOfSale: null } });
    expect((await page(shop.shop.slug)).body.conditionsOfSale).toBeNull();
  });

  it('a product not online is not on the page', async () => {
    const shop = await createOpenedShop(app);
    await app.api(`/v1/products/${shop.vinyl.id}`, { method: 'PATCH', token: shop.manager.token, body: { isOnline: false } });
    const answer = await page(shop.shop.slug);
    expect(answer.body.categories.map((entry: { category: string }) => entry.category)).toEqual(['merchandising']);
  });

  it('a draft shop and an unknown slug are SHOP_NOT_FOUND; a closed shop still reads, closed', async () => {
    const tour = await createSuppliedTour(app);
    const draft = await createShop(app, tour.manager, tour.event.id);
    expect(await page(draft.slug)).toMatchObject({ status: 404, body: { errorCode: 'SHOP_NOT_FOUND' } });
    expect(await page('nosuchshop')).toMatchObject({ status: 404, body: { errorCode: 'SHOP_NOT_FOUND' } });
    expect(await page('x'.repeat(65))).toMatchObject({ status: 400 });
    const shop = await createOpenedShop(app);
    expect(await putShop(app, shop.manager.token, shop.shop.id, 'close')).toMatchObject({ status: 200 });
    expect(await page(shop.shop.slug)).toMatchObject({ status: 200, body: { status: 'closed' } });
  });
});
