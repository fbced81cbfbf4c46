import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_PAGE_CATALOGUE_TTL_MS } from '@/features/shops/server/shop-page-catalogue';
import type { ShopPageView } from '@/features/shops/types';
import { products } from '@/lib/db/schema';
import { KEPT_RENDER_HEADER } from '@/lib/http/rendered-page-cache';
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

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET as it goes on the wire: the body as sent (compressed or not), the headers as they are. */
function getRaw(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${app.baseUrl}${path}`, { headers: { Accept: 'text/html', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const isKept = (answer: RawAnswer) => answer.headers[KEPT_RENDER_HEADER.toLowerCase()] === 'kept';
const htmlOf = (answer: RawAnswer) => (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8');
const unitsIn = (html: string, variantId: string) => {
  const data = JSON.parse(html.match(/<script id="__NEXT_DATA__" type="application\/json"[^>]*>(.*?)<\/script>/s)![1]!);
  return unitsOf(data.props.pageProps.initialPage, variantId);
};

describe('GET /s/{slug}: rendered once per change, read on every view', () => {
  let shop: OpenedShop;
  beforeAll(async () => {
    shop = await createOpenedShop(app, { S: 3, vinyl: 2 });
  });

  it('sends the HTML kept from the last rendering while the page reads the same, and renders again once a unit is sold', async () => {
    const path = `/s/${shop.shop.slug}`;
    const rendered = await getRaw(path);
    expect(rendered.status).toBe(200);
    const kept = await getRaw(path);
    expect(isKept(kept)).toBe(true);
    expect(htmlOf(kept)).toBe(htmlOf(rendered));
    expect(kept.headers['content-type']).toBe(rendered.headers['content-type']);
    expect(kept.headers['cache-control']).toBe(rendered.headers['cache-control']);
    expect(kept.headers['content-security-policy']).toBe(rendered.headers['content-security-policy']);
    expect(kept.headers.etag).toBe(rendered.headers.etag);

    const sold = await order(app, shop.shop.id, basket([{ productVariantId: shop.vinylVariant, quantity: 1 }]));
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const after = await getRaw(path);
    expect(isKept(after)).toBe(false);
    expect(unitsIn(htmlOf(after), shop.vinylVariant)).toBe(1);
    expect(isKept(await getRaw(path))).toBe(true);
  });

  it('sends the kept HTML compressed once to a browser that takes gzip, as is to one that does not, and 304 to a browser that has it', async () => {
    const path = `/s/${shop.shop.slug}`;
    const plain = await getRaw(path);
    const gzipped = await getRaw(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(isKept(gzipped)).toBe(true);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('Accept-Encoding');
    if (gzipped.headers['content-length'] !== undefined) expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);
    expect(htmlOf(gzipped)).toBe(htmlOf(plain));
    const refused = await getRaw(path, { 'Accept-Encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(htmlOf(refused)).toBe(htmlOf(plain));

    const again = await getRaw(path, { 'If-None-Match': String(plain.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('keeps each language and each address apart, and leaves the data requests of a client-side navigation to Next', async () => {
    const french = htmlOf(await getRaw(`/s/${shop.shop.slug}`));
    await getRaw(`/en/s/${shop.shop.slug}`);
    const english = await getRaw(`/en/s/${shop.shop.slug}`);
    expect(isKept(english)).toBe(true);
    expect(htmlOf(english)).toContain('<html lang="en"');
    expect(french).toContain('<html lang="fr"');

    const campaign = await getRaw(`/s/${shop.shop.slug}?utm_source=instagram`);
    expect(isKept(campaign)).toBe(false);
    expect(htmlOf(campaign)).toContain('"utm_source":"instagram"');

    // A visitor who chose English with the language switch is sent to the English page, kept French page or not.
    const chosen = await getRaw(`/s/${shop.shop.slug}`, { Cookie: 'NEXT_LOCALE=en' });
    expect(chosen.status).toBe(307);
    expect(chosen.headers.location).toContain(`/en/s/${shop.shop.slug}`);

    const buildId = JSON.parse(french.match(/<script id="__NEXT_DATA__" type="application\/json"[^>]*>(.*?)<\/script>/s)![1]!).buildId as string;
    const data = await getRaw(`/_next/data/${buildId}/fr/s/${shop.shop.slug}.json`, { 'x-nextjs-data': '1', Accept: '*/*' });
    expect(data.status).toBe(200);
    expect(isKept(data)).toBe(false);
    expect(JSON.parse(data.body.toString('utf8')).pageProps.initialPage.slug).toBe(shop.shop.slug);
  });
});
