// The shop's public page at the rush: views per second of /s/{slug} (the server-rendered HTML), requests per second of
// its data API GET /api/v1/shop-pages/{slug}, and the ceiling they are compared with, measured on the same server in
// the same run: an API path no route serves (the catch-all pages/api/[...path].ts answers its JSON 404 through the
// same route helper, with no database and no authentication), before and after the others; and, for scale, the
// checkout page (server-rendered with its texts, reading nothing). Prints a table with the issue's aims (#28);
// exits 1 when an exactness check fails (a wrong answer, units not read fresh), never for timing.
// Usage: npx tsx bench/shop-page.ts      (embedded PGlite in a temporary folder, the build served in this process)
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/shop-page.ts   (a throwaway database
//        there, served by `npm start` with one server process per core, as production runs it)
// Knobs: BENCH_CONNECTIONS (32 keep-alive connections), BENCH_SECONDS (8 per path, after 2 of warm-up),
//        BENCH_PRODUCTS (12 online products, 4 sizes each), BENCH_POOL_SIZE (per process; unset: production's share of 10),
//        BENCH_PROCESSES (PostgreSQL: the cores; 0 serves the build in this process, which then counts the statements),
//        BENCH_KEEP_HTML=<path> (keeps a view of the page and of the checkout as <path>.html, <path>-checkout.html).
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import { createProduct } from '../features/products/server/create-product';
import { openShop } from '../features/shops/server/change-shop-status';
import { createShop } from '../features/shops/server/create-shop';
import { SHOP_PAGE_CATALOGUE_TTL_MS } from '../features/shops/server/shop-page-catalogue';
import { createPaymentAccount } from '../features/shops/server/payment-account';
import { updateShop } from '../features/shops/server/update-shop';
import type { ShopPageView } from '../features/shops/types';
import { completeTransfer } from '../features/stock/server/receive-transfer';
import { warehouseOf } from '../features/stock/server/stock-access';
import { createTransfer } from '../features/stock/server/transfers';
import { supplyWarehouse } from '../features/stock/server/warehouse-supply';
import { closeDatabase, installDatabase, type Db } from '../lib/db';
import { poolSizePerProcess } from '../scripts/server-processes.mjs';
import { openBenchDatabase } from './support/bench-database';
import { runBench, serveForBench, type BenchRun } from './support/bench-run';
import { seedBenchTour } from './support/bench-tour';
import { closedLoop, loadInWorker, send, serveLoad, type ClosedLoop, type LoadResult } from './support/closed-loop';
import { describe, mean, ms, percentile, printTable, verdict } from './support/figures';
import { tapPostgres } from './support/sql-tap';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = 2;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 12);
// Unset, each server process gets production's share of the connections (scripts/server-processes.mjs).
const POOL_SIZE_ASKED = process.env.BENCH_POOL_SIZE;
const SIZES = ['S', 'M', 'L', 'XL'] as const;
const UNITS_PER_VARIANT = 50;
/** Issue #28: the page ≥ 70 % of its data API's rate; the data API ≥ 50 % of the empty route's on PostgreSQL. */
const AIMS = { pageShareOfApi: 0.7, apiShareOfCeiling: 0.5 };

/* ---------- The load: a worker thread, so that the requests do not share the server's event loop ---------- */

interface LoadPlan extends ClosedLoop {
  url: string;
  /** What every answer must be: its status, and a text its body holds. */
  expect: { status: number; contains: string };
}

const AS_EXPECTED = 'as expected';
/** As expected, and the HTML kept from an earlier rendering (lib/http/rendered-page-cache.ts's header). */
const AS_EXPECTED_KEPT = 'as expected, kept';
const isAsExpected = (outcome: string) => outcome === AS_EXPECTED || outcome === AS_EXPECTED_KEPT;

/** The clients ask one path, each its next request once the last is answered. */
function askOnePath(plan: LoadPlan): Promise<LoadResult> {
  const headers = { Accept: plan.url.includes('/api/') ? 'application/json' : 'text/html' };
  return closedLoop(plan, async (_, agent) => {
    const answer = await send(agent, plan.url, { headers });
    if (answer.status === plan.expect.status && answer.text.includes(plan.expect.contains)) return answer.headers['x-rendered'] === 'kept' ? AS_EXPECTED_KEPT : AS_EXPECTED;
    return answer.status ? String(answer.status) : `network ${answer.text}`;
  });
}

/* ---------- The shop ---------- */

/**
 * A manager's tour (bench-tour's) with PRODUCTS products sold online, 4 sizes each, in two categories, with a
 * description; the event's shop collecting at its stand, its organiser's sandbox payout account, the shop opened and
 * UNITS_PER_VARIANT of every variant received from the warehouse by a transfer, as production fills it.
 */
async function seedOpenedShop(db: Db) {
  const tour = await seedBenchTour(db, { tourName: 'Tournée bench', sellers: 0 });
  const { actor, project, event, stand } = tour;
  const online = [];
  for (let index = 0; index < PRODUCTS; index += 1) {
    const phonography = index % 4 === 3;
    online.push(
      await createProduct(actor, {
        projectId: project.id,
        title: phonography ? `Vinyle n° ${index + 1}` : `Sweat de tournée n° ${index + 1}`,
        description: 'Coton bio, sérigraphié en France. Le visuel de la tournée au dos, les dates sur la manche.',
        category: phonography ? 'phonography' : 'merchandising',
        price: 2500 + index * 100,
        vat: phonography ? 5.5 : 20,
        isOnline: true,
        availability: 'available',
        variantMatrix: phonography ? undefined : { sizes: [...SIZES] },
      }),
    );
  }
  const { shop } = await createShop(actor, { eventId: event.id });
  await updateShop(actor, shop.id, { collectionStandIds: [stand.id], collectionOpensAt: '2026-07-14T18:00', collectionClosesAt: '2026-07-14T23:30' });
  await createPaymentAccount(actor);
  await openShop(actor, shop.id);

  const items = online.flatMap((product) => product.variants.map((variant) => ({ productVariantId: variant.id, quantity: UNITS_PER_VARIANT })));
  const warehouse = await warehouseOf(db, project.id);
  await supplyWarehouse(actor, project.id, { items, reference: 'bench-shop-page' });
  const transfer = await createTransfer(actor, { fromInventoryId: warehouse.id, toInventoryId: shop.inventoryId, type: 'event', items });
  await completeTransfer(actor, transfer.id, { remaining: 'success' });
  return { shopId: shop.id, slug: shop.slug, firstTitle: online[0]!.title, variants: items.length, firstVariant: items[0]!.productVariantId };
}
type OpenedShop = Awaited<ReturnType<typeof seedOpenedShop>>;

/* ---------- Units read fresh: one order, then the next view ---------- */

const unitsIn = (page: ShopPageView, variantId: string) =>
  page.categories.flatMap((category) => category.products.flatMap((product) => product.variants)).find((variant) => variant.id === variantId)?.available;

async function readBoth(baseUrl: string, shop: OpenedShop) {
  const api = (await (await fetch(`${baseUrl}/api/v1/shop-pages/${shop.slug}`)).json()) as ShopPageView;
  const html = await (await fetch(`${baseUrl}/s/${shop.slug}`)).text();
  const data = html.match(/<script id="__NEXT_DATA__" type="application\/json"[^>]*>(.*?)<\/script>/s)?.[1];
  const page = data ? ((JSON.parse(data) as { props: { pageProps: { initialPage: ShopPageView } } }).props.pageProps.initialPage) : null;
  return { api: unitsIn(api, shop.firstVariant), page: page ? unitsIn(page, shop.firstVariant) : undefined };
}

/** A spectator orders one unit while the catalogue is kept: the very next view of each kind shows one unit less. */
async function checkFreshUnits(baseUrl: string, shop: OpenedShop) {
  const before = await readBoth(baseUrl, shop);
  const answer = await fetch(`${baseUrl}/api/v1/shops/${shop.shopId}/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ name: 'Fan', email: 'fan@bench.local', acceptTerms: true, items: [{ productVariantId: shop.firstVariant, quantity: 1 }] }),
  });
  const after = await readBoth(baseUrl, shop);
  const ok = answer.status === 201 && before.api === UNITS_PER_VARIANT && before.page === UNITS_PER_VARIANT && after.api === UNITS_PER_VARIANT - 1 && after.page === UNITS_PER_VARIANT - 1;
  return { ok, text: `order ${answer.status}; API ${before.api} → ${after.api}, page ${before.page} → ${after.page}` };
}

/** What a view sends: the HTML, and the texts in it (the page props' `messages`), in kB. */
async function pageWeight(baseUrl: string, shop: OpenedShop, path = '') {
  const html = await (await fetch(`${baseUrl}/s/${shop.slug}${path}`)).text();
  if (process.env.BENCH_KEEP_HTML) writeFileSync(`${process.env.BENCH_KEEP_HTML}${path.replace(/\//g, '-')}.html`, html);
  const data = html.match(/<script id="__NEXT_DATA__" type="application\/json"[^>]*>(.*?)<\/script>/s)?.[1];
  const messages = data ? (JSON.parse(data) as { props: { pageProps: { messages?: Record<string, unknown> } } }).props.pageProps.messages : undefined;
  const kB = (text: string) => (Buffer.byteLength(text) / 1000).toFixed(1);
  const namespaces = Object.entries(messages ?? {}).map(([name, texts]) => `${name} ${kB(JSON.stringify(texts))}`);
  return `${kB(html)} kB, of which texts ${kB(JSON.stringify(messages ?? {}))} kB (${namespaces.join(', ')})`;
}

/* ---------- The run ---------- */

interface Measured extends LoadResult {
  rate: number;
  /** Answers that were not as expected, by status (or network error). */
  unexpected: Record<string, number>;
  /** Statements sent per request (PostgreSQL served in this process only, from the tap). */
  statements: number | null;
}

async function main(bench: BenchRun) {
  const loadAtStart = loadavg()[0]!;
  const database = await openBenchDatabase('bench_shop_page', Number(POOL_SIZE_ASKED ?? 10));
  bench.defer(database.cleanup);
  installDatabase(database.handle);
  bench.defer(closeDatabase);
  const shop = await seedOpenedShop(database.handle.db);
  const server = await serveForBench(bench, database.url, { ...(POOL_SIZE_ASKED ? { DATABASE_POOL_SIZE: POOL_SIZE_ASKED } : {}) });
  const poolSize = Number(poolSizePerProcess(Math.max(1, server.processes), { DATABASE_POOL_SIZE: POOL_SIZE_ASKED }));
  const { baseUrl } = server;
  // The statements are counted where they are sent: in this process, when it serves the pages.
  const tap = database.engine === 'PostgreSQL' && !server.processes ? await tapPostgres(() => false) : null;

  const measure = async (url: string, expect: LoadPlan['expect']): Promise<Measured> => {
    const result = await loadInWorker<LoadPlan, LoadResult>(__filename, { url, clients: CONNECTIONS, warmupMs: WARMUP_SECONDS * 1000, durationMs: SECONDS * 1000, expect }, () => tap?.reset());
    const unexpected = Object.fromEntries(Object.entries(result.outcomes).filter(([outcome]) => !isAsExpected(outcome)));
    return { ...result, unexpected, rate: result.latencies.length / result.seconds, statements: tap ? tap.statements / result.latencies.length : null };
  };
  const empty = { url: `${baseUrl}/api/v1/no-such-path`, expect: { status: 404, contains: '"NOT_FOUND"' } };
  const emptyBefore = await measure(empty.url, empty.expect);
  const api = await measure(`${baseUrl}/api/v1/shop-pages/${shop.slug}`, { status: 200, contains: shop.firstTitle });
  const page = await measure(`${baseUrl}/s/${shop.slug}`, { status: 200, contains: shop.firstTitle });
  // Next's cost of a spectator's page without the shop: the checkout, server-rendered with its texts, reads nothing.
  const textsOnly = await measure(`${baseUrl}/s/${shop.slug}/checkout`, { status: 200, contains: '__NEXT_DATA__' });
  const emptyAfter = await measure(empty.url, empty.expect);
  const loadAtEnd = loadavg()[0]!;
  const fresh = await checkFreshUnits(baseUrl, shop);
  const weights = { page: await pageWeight(baseUrl, shop), checkout: await pageWeight(baseUrl, shop, '/checkout') };

  const ceiling = (emptyBefore.rate + emptyAfter.rate) / 2;
  const apiShare = api.rate / ceiling;
  const pageShare = page.rate / api.rate;
  const onPostgres = database.engine === 'PostgreSQL';
  const runs = { 'empty route': emptyBefore, API: api, page, checkout: textsOnly, 'empty route again': emptyAfter };
  const wrong = Object.entries(runs).flatMap(([name, run]) => (Object.keys(run.unexpected).length ? [`${name}: ${describe(run.unexpected)}`] : []));
  const spread = (run: Measured) => `${ms(percentile(run.latencies, 50))} / ${ms(percentile(run.latencies, 95))} / ${ms(percentile(run.latencies, 99))}`;
  const rate = (run: Measured) => `${run.rate.toFixed(0)}/s`;
  const statements = tap ? `${api.statements!.toFixed(2)}, ${page.statements!.toFixed(2)}` : `n/a${server.processes ? ': counted when served in this process (BENCH_PROCESSES=0)' : ''}`;

  console.log(
    `\nShop page on ${database.engine}: ${CONNECTIONS} keep-alive clients (a worker thread of this process) ask one path each after the other, ` +
      `${WARMUP_SECONDS} s of warm-up then ${SECONDS} s measured per path, served by ${server.how}${onPostgres ? ` (pool of ${poolSize} per process)` : ''}. ` +
      `The opened shop lists ${PRODUCTS} products (${shop.variants} variants, ${UNITS_PER_VARIANT} units each in its stock). Ceiling: GET /api/v1/no-such-path, the catch-all's JSON 404 ` +
      `(the same route helper, no database, no authentication) on the same server, measured before and after the two, their mean taken. ` +
      `Load average (1 min) ${loadAtStart.toFixed(1)} at start, ${loadAtEnd.toFixed(1)} at the end.\n`,
  );
  printTable(
    ['figure', 'value', 'ceiling', 'share', 'aim', 'met?'],
    [
      ['empty API route (ceiling), before / after', `${rate(emptyBefore)} / ${rate(emptyAfter)}`, '', '', '', ''],
      ['data API GET /api/v1/shop-pages/{slug}', rate(api), `${ceiling.toFixed(0)}/s (empty route)`, `${(apiShare * 100).toFixed(0)} %`, `≥ ${AIMS.apiShareOfCeiling * 100} % on PostgreSQL`, verdict(onPostgres ? apiShare >= AIMS.apiShareOfCeiling : null)],
      ['page /s/{slug} (server-rendered HTML)', rate(page), `${api.rate.toFixed(0)}/s (data API)`, `${(pageShare * 100).toFixed(0)} %`, `≥ ${AIMS.pageShareOfApi * 100} %`, verdict(pageShare >= AIMS.pageShareOfApi)],
      ['for scale: /s/{slug}/checkout (server-rendered with its texts, no shop read)', rate(textsOnly), `${api.rate.toFixed(0)}/s (data API)`, `${((textsOnly.rate / api.rate) * 100).toFixed(0)} %`, '', ''],
      ['latency p50 / p95 / p99 ms: empty, API, page', `${spread(emptyBefore)}; ${spread(api)}; ${spread(page)}`, '', '', '', ''],
      ['SQL statements per request: API, page', statements, '', '', '', ''],
      ['page views sent the HTML kept from an earlier rendering (same props), of all', `${page.outcomes[AS_EXPECTED_KEPT] ?? 0} of ${page.latencies.length}`, '', '', '', ''],
      ['HTML of a view: page; checkout', `${weights.page}; ${weights.checkout}`, '', '', '', ''],
      ['answers not as expected', wrong.length ? wrong.join('; ') : '0', '', '', '0', verdict(!wrong.length)],
      ['units read fresh: one order, then the next view of each', fresh.text, '', '', 'one less on both', verdict(fresh.ok)],
    ],
    [1],
  );
  console.log(
    `\nThe catalogue (all but the status and the units) is kept ${SHOP_PAGE_CATALOGUE_TTL_MS / 1000} s per process; the status and the units are read for every view, ` +
      `and a view whose page reads as the last one rendered is sent that HTML; mean latency of a view ${ms(mean(page.latencies))} ms. The clients ask no compression (Accept-Encoding): ` +
      `every answer is measured as Next renders it, uncompressed.`,
  );
  if (wrong.length || !fresh.ok) process.exitCode = 1;
}

if (isMainThread) {
  runBench('bench-shop-page', main);
} else {
  serveLoad(askOnePath);
}
