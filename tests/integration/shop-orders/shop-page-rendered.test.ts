import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_PAGE_CATALOGUE_TTL_MS } from '@/features/shops/server/shop-page-catalogue';
import type { ShopPageView } from '@/features/shops/types';
import { products } from '@/lib/db/schema';
import { basket, createOpenedShop, order, type OpenedShop } from '../../support/shop-orders';
import { createShop, putShop } from '../../support/shops';
import { createSuppliedTour } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface RenderedPage {
  status: number;
  html: string;
  props: { initialPage: ShopPageView | null; notFound?: boolean };
}

/** GET /s/{slug} as a phone without JavaScript gets it: the HTML, and the page's props Next put in it. */
async function view(slug: string): Promise<RenderedPage> {
  const response = await fetch(`${app.baseUrl}/s/${encodeURIComponent(slug)}`, { headers: { Accept: 'text/html' } });
  const html = await response.text();
  const data = html.match(/<script id="__NEXT_DATA__" type="application\/json"[^>]*>(.*?)<\/script>/s)?.[1];
  expect(data, html.slice(0, 300)).toBeDefined();
  return { status: response.status, html, props: JSON.parse(data!).props.pageProps };
}

const variantsOf = (page: ShopPageView) => page.categories.flatMap((category) => category.products.flatMap((product) => product.variants));
const unitsOf = (page: ShopPageView, variantId: string) => variantsOf(page).find((variant) => variant.id === variantId)?.available;
const titlesOf = (page: ShopPageView) => page.categories.flatMap((category) => category.products.map((product) => product.title));

describe('GET /s/{slug}: the shop’s page rendered on the server, without the loopback', () => {
  let shop: OpenedShop;
  beforeAll(async () => {
    shop = await createOpenedShop(app, { S: 3, vinyl: 2 });
  });

  it('holds the catalogue in its HTML and the same page as the data API answers', async () => {
    const page = await view(shop.shop.slug);
    expect(page.status).toBe(200);
    expect(page.html).toContain('T-shirt Tournée');
    expect(page.html).toContain(shop.vinyl.title);
    expect(page.props.notFound).toBeUndefined();
    const api = await app.api(`/v1/shop-pages/${shop.shop.slug}`);
    expect(api.status).toBe(200);
    expect(page.props.initialPage).toEqual(api.body);
    expect(unitsOf(page.props.initialPage!, shop.sizes.S)).toBe(3);
  });

  it('reads the units fresh on the next view after a sale, while the catalogue may be a few seconds old; the shop’s own edits show at once', async () => {
    const firstViewAt = Date.now();
    const first = await view(shop.shop.slug);
    expect(unitsOf(first.props.initialPage!, shop.vinylVariant)).toBe(2);
    // Renamed behind the API's back (no edit through the catalogue's code): only the expiry shows it.
    await app.db.update(products).set({ title: 'Vinyle renommé en base' }).where(eq(products.id, shop.vinyl.id));
    const sold = await order(app, shop.shop.id, basket([{ productVariantId: shop.vinylVariant, quantity: 1 }]));
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);

    const secondViewAt = Date.now();
    const second = await view(shop.shop.slug);
    expect(unitsOf(second.props.initialPage!, shop.vinylVariant)).toBe(1);
    const api = await app.api(`/v1/shop-pages/${shop.shop.slug}`);
    expect(unitsOf(api.body, shop.vinylVariant)).toBe(1);
    // Kept from the first view's read, unless this machine took longer than the bound between the two views.
    if (secondViewAt - firstViewAt < SHOP_PAGE_CATALOGUE_TTL_MS) expect(titlesOf(second.props.initialPage!)).toContain(shop.vinyl.title);

    // An edit through the catalogue's code (PATCH /v1/products/{id}) is seen by the very next view.
    const renamed = await app.api(`/v1/products/${shop.vinyl.id}`, { method: 'PATCH', token: shop.manager.token, body: { title: 'Vinyle collector' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(titlesOf((await view(shop.shop.slug)).props.initialPage!)).toContain('Vinyle collector');

    // Closing the shop is seen at once: the status is read with the units.
    expect(await putShop(app, shop.manager.token, shop.shop.id, 'close')).toMatchObject({ status: 200 });
    const closed = await view(shop.shop.slug);
    expect(closed.props.initialPage?.status).toBe('closed');
    expect(closed.html).toContain('data-testid="shop-closed"');
  });

  it('an unknown slug and a draft shop render the not-found page, with nothing read for the browser to retry', async () => {
    const unknown = await view('nosuchshop');
    expect(unknown.props).toMatchObject({ initialPage: null, notFound: true });
    expect(unknown.html).toContain('data-testid="shop-not-found"');
    const tour = await createSuppliedTour(app);
    const draft = await createShop(app, tour.manager, tour.event.id);
    expect((await view(draft.slug)).props).toMatchObject({ initialPage: null, notFound: true });
  });
});
