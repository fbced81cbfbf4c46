// The tour's report at scale (issue #29): a tour of 30 dates × 4 stands × 200 variants with 100,000 orders behind it
// (refunds, discounts, comps, shop orders and canceled ones among them), seeded in bulk by SQL on the real schema, then
// each report read as the API reads it (the services, in this process) and the list pages (orders, the stock ledger).
// Prints each read's median and slowest time over a few runs with the aims beside them; exits 1 when the report's
// figures do not add up (never for timing).
// Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/reports.ts   (a throwaway database there)
//        npx tsx bench/reports.ts      (embedded PGlite in a temporary folder)
// Knobs: BENCH_ORDERS (100000), BENCH_RUNS (5), BENCH_KEEP_DATABASE=1 (PostgreSQL: the seeded database is kept, to EXPLAIN its reads).
import { eq, sql } from 'drizzle-orm';
import { listOrdersQuery } from '../features/orders/schemas';
import { listOrders } from '../features/orders/server/list-orders';
import { changesQuery } from '../features/stock/schemas';
import { listChanges } from '../features/stock/server/changes';
import { createEventSchema } from '../features/events/schemas';
import { createEvent } from '../features/events/server/create-event';
import { createProductSchema } from '../features/products/schemas';
import { createProduct } from '../features/products/server/create-product';
import { createProject } from '../features/projects/server/create-project';
import { damagedRead, datesRead, linesRead, receivedRead, standsRead, variantsRead } from '../features/reports/server/report-reads';
import { tourReport } from '../features/reports/server/tour-report';
import { takingsReads } from '../features/orders/server/takings-reads';
import { createStandSchema } from '../features/stands/schemas';
import { createStand } from '../features/stands/server/create-stand';
import type { Actor } from '../lib/auth/actor';
import { closeDatabase, installDatabase } from '../lib/db';
import { clients, eventPerformances, inventoryItems, orders, productVariants, reportKeptDates, userRoles, users } from '../lib/db/schema';
import { openBenchDatabase } from './support/bench-database';
import { percentile, printTable } from './support/figures';

const ms = (value: number) => `${value.toFixed(1)} ms`;

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DATES = 30;
const STANDS_PER_DATE = 4;
const PRODUCTS = 20; // × 5 sizes × 2 colours = 200 variants
const DAY = 24 * 3_600_000;

/** A read's times over RUNS runs, after one warm-up. */
async function timesOf(read: () => Promise<unknown>): Promise<number[]> {
  await read();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await read();
    times.push(performance.now() - start);
  }
  return times;
}

async function main() {
  const { handle, engine, url, cleanup } = await openBenchDatabase('bench_reports', 10);
  installDatabase(handle);
  const { db } = handle;
  try {
    const [client] = await db.insert(clients).values({ name: 'Bench Productions', allowAllFeatures: true }).returning();
    const [user] = await db.insert(users).values({ email: `bench-${Date.now()}@bench.local`, firstName: 'Léa', lastName: 'Martin', passwordHash: 'x', clientId: client!.id, emailVerifiedAt: new Date() }).returning();
    await db.insert(userRoles).values({ userId: user!.id, role: 'client' });
    const manager: Actor = { userId: user!.id, role: 'client', roles: ['client'], clientId: client!.id };

    const seedStart = performance.now();
    const project = await createProject(manager, { name: 'Bench tour', hasZones: false });
    for (let index = 0; index < PRODUCTS; index += 1) {
      await createProduct(manager, createProductSchema.parse({ projectId: project.id, title: `Produit ${index}`, category: 'merchandising', price: 2000 + index * 100, vat: 20, isOnline: true, availability: 'available', variantMatrix: { sizes: ['S', 'M', 'L', 'XL', 'XXL'], colors: ['Noir', 'Blanc'], materials: [], styles: [] } }));
    }
    const variants = await db.select({ id: productVariants.id, productId: productVariants.productId }).from(productVariants).where(sql`${productVariants.productId} in (select id from products where project_id = ${project.id})`);
    await db.insert(inventoryItems).values(variants.map((variant) => ({ projectId: project.id, productId: variant.productId, productVariantId: variant.id }))).onConflictDoNothing();
    for (let index = 0; index < DATES; index += 1) {
      const event = await createEvent(manager, createEventSchema.parse({ projectId: project.id, name: `Date ${index + 1}`, city: 'Lyon', country: 'FR' }));
      await db.insert(eventPerformances).values({ eventId: event.id, startsAt: new Date(Date.UTC(2027, 0, 1) + index * DAY), attendance: 2000 + index * 100 });
      await db.execute(sql`update events set status = 'inProgress' where id = ${event.id}`);
      for (let stand = 0; stand < STANDS_PER_DATE; stand += 1) {
        await createStand(manager, createStandSchema.parse({ eventId: event.id, name: `Stand ${stand + 1}`, isCashCompatible: true, changeFund: 0, sellerIds: [] }));
      }
    }
    await seedOrders(db, project.id, client!.id, user!.id);
    // The tour on its last date: the 29 before it closed (their report rows are kept at the first report).
    await db.execute(sql`
      with closed as (update events set status = 'finished' where project_id = ${project.id} and name <> ${`Date ${DATES}`} returning id)
      insert into event_closings (event_id, run_id, stands) select id, gen_random_uuid()::text, '[]'::jsonb from closed`);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const report = await tourReport(manager, project.id);
    // The kept rows give the same figures as the orders: the report read once more from the kept rows must agree.
    const again = await tourReport(manager, project.id);
    const differing = (Object.keys(report) as (keyof typeof report)[]).filter((key) => key !== 'readAt' && JSON.stringify(report[key]) !== JSON.stringify(again[key]));
    const keptAgree = differing.length === 0;
    const sum = (rows: { net: number }[]) => rows.reduce((total, row) => total + row.net, 0);
    const adds = sum(report.products) === report.takings.total.net && sum(report.variants) === report.takings.total.net && sum(report.dates.map((date) => ({ net: date.takings.total.net }))) === report.takings.total.net;

    const reads: [string, string, () => Promise<unknown>][] = [
      ['the tour’s report (GET /v1/projects/{id}/report), 29 closed dates kept', '< 300 ms', () => tourReport(manager, project.id)],
      ['the same, first read after the closings (the 29 read and kept)', '—', async () => {
        await db.delete(reportKeptDates).where(eq(reportKeptDates.projectId, project.id));
        return tourReport(manager, project.id);
      }],
      ['orders, page 1 of 50 (GET /v1/orders?projectId)', '< 100 ms', () => listOrders(manager, listOrdersQuery.parse({ projectId: project.id, page: 1, limit: 50 }))],
      ['orders, page 1,000 of 50', '< 100 ms', () => listOrders(manager, listOrdersQuery.parse({ projectId: project.id, page: 1000, limit: 50 }))],
      ['stock ledger, page 1 of 50 (GET /v1/projects/{id}/inventory-level-changes)', '< 100 ms', () => listChanges(manager, project.id, changesQuery.parse({ page: 1, limit: 50 }))],
    ];
    // Where the report's time goes: each of its reads alone (the report runs them side by side on the pool).
    const scope = { projectId: project.id };
    const [taken, refunded] = takingsReads(db, scope);
    const parts: [string, () => Promise<unknown>][] = [
      ['dates (performances, rooms)', () => datesRead(db, scope)],
      ['stands', () => standsRead(db, scope)],
      ['takings: payments', () => taken],
      ['takings: refunds', () => refunded],
      ['lines per date, stand, seller, variant and discount reason', () => linesRead(db, scope)],
      ['variants', () => variantsRead(db, scope)],
      ['received by the stands', () => receivedRead(db, scope)],
      ['damaged', () => damagedRead(db, scope)],
    ];
    const partRows: string[][] = [];
    for (const [name, read] of parts) {
      const times = await timesOf(read);
      partRows.push([name, ms(percentile(times, 50))]);
    }

    const rows: string[][] = [];
    for (const [name, aim, read] of reads) {
      const times = await timesOf(read);
      const limit = Number(aim.replace(/[^\d]/g, ''));
      rows.push([name, ms(percentile(times, 50)), ms(Math.max(...times)), aim, !limit ? '' : percentile(times, 50) < limit ? 'pass' : 'MISS']);
    }
    const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(orders).where(eq(orders.projectId, project.id));
    console.log(`\nThe tour's report on ${engine}: ${DATES} dates × ${STANDS_PER_DATE} stands × ${variants.length} variants, ${counted!.count} orders (seeded in ${seedSeconds.toFixed(1)} s); ${RUNS} runs each after one warm-up. Load average (1 min) ${(await import('node:os')).loadavg()[0]!.toFixed(1)}.\n`);
    printTable(['read', 'median', 'slowest', 'aim', ''], rows, [1, 2]);
    console.log('\nEach of the report\'s reads alone:\n');
    printTable(['read', 'median'], partRows, [1]);
    console.log('');
    printTable(['check', 'figure', ''], [
      ['products, variants and dates add up to the tour’s net takings', `${report.takings.total.net} cents, ${report.units} units`, adds ? 'pass' : 'FAIL'],
      ['the report from the kept rows is the report from the orders', keptAgree ? 'every figure' : `differs: ${differing.join(', ')}`, keptAgree ? 'pass' : 'FAIL'],
    ]);
    if (!adds || !keptAgree) process.exitCode = 1;
  } finally {
    await closeDatabase();
    if (process.env.BENCH_KEEP_DATABASE) console.log(`Database kept: ${url}`);
    else await cleanup();
  }
}

/**
 * 100,000 orders in bulk: each date's stands sell in turn, one order in twenty online, 1 to 2 lines; one in fifty
 * refunded (one unit, one in four damaged), one in thirty a comp, one in forty canceled; a card payment one time in
 * three. Each stand receives 30 units of every variant first (the sell-through's denominator).
 */
async function seedOrders(db: Awaited<ReturnType<typeof openBenchDatabase>>['handle']['db'], projectId: string, clientId: string, userId: string) {
  await db.execute(sql`
    insert into inventory_changes (project_id, inventory_id, inventory_item_id, kind, delta, quantity, available_after, receipt_type)
    select ${projectId}, s.inventory_id, i.id, 'transfer', 30, 30, 30, 'success'
    from stands s join events e on e.id = s.event_id cross join inventory_items i
    where e.project_id = ${projectId} and i.project_id = ${projectId}`);
  await db.execute(sql`
    create temporary table bench_plan as
    with places as (
      select s.id as stand_id, s.event_id, row_number() over (order by e.name, s.name) - 1 as place
      from stands s join events e on e.id = s.event_id where e.project_id = ${projectId}
    ), items as (
      select i.id as item_id, v.id as variant_id, p.id as product_id, p.title, v.title as variant_title, p.price, row_number() over (order by v.id) - 1 as rank
      from inventory_items i join product_variants v on v.id = i.product_variant_id join products p on p.id = v.product_id where i.project_id = ${projectId}
    )
    select n, gen_random_uuid() as order_id, pl.stand_id, pl.event_id,
      (n % 20 = 0) as online, (n % 40 = 7) as canceled, (n % 50 = 3) as refunded, (n % 30 = 11) as comp,
      case when n % 3 = 0 then 'card' else 'cash' end::payment_method as method,
      it.item_id, it.variant_id, it.product_id, it.title, it.variant_title, it.price, 1 + (n % 2) as quantity
    from generate_series(0, ${ORDERS - 1}) as n
    join places pl on pl.place = n % ${DATES * STANDS_PER_DATE}
    join items it on it.rank = (n * 7) % 200`);
  await db.execute(sql`
    insert into orders (id, project_id, client_id, event_id, stand_id, channel, status, ticket_number, seller_user_id, payment_method,
      total_excl_vat, total_vat, total_incl_vat, total_discount, vat_lines, receipt_token, refunded_amount, sold_at, created_by)
    select order_id, ${projectId}, ${clientId}, event_id, case when online then null else stand_id end, case when online then 'shop' else 'event' end::sales_channel,
      case when canceled then 'canceled' else 'finished' end::order_status, n + 1, case when online then null else ${userId}::uuid end, method,
      case when comp then 0 else (price * quantity * 100) / 120 end, case when comp then 0 else price * quantity - (price * quantity * 100) / 120 end,
      case when comp then 0 else price * quantity end, case when comp then price * quantity else 0 end, '[]'::jsonb, md5(order_id::text),
      case when refunded and not comp and not canceled then price else 0 end, now() - (n || ' seconds')::interval, ${userId}
    from bench_plan`);
  await db.execute(sql`
    insert into order_items (order_id, product_id, product_variant_id, inventory_item_id, product_title, variant_title, category, quantity, unit_price, vat_rate,
      discount, discount_reason, line_total, line_vat, refunded_quantity)
    select order_id, product_id, variant_id, item_id, title, variant_title, 'merchandising', quantity, price, 20,
      case when comp then price * quantity else 0 end, case when comp then 'Liste d''invités' end,
      case when comp then 0 else price * quantity end, case when comp then 0 else price * quantity - (price * quantity * 100) / 120 end,
      case when refunded and not comp and not canceled then 1 else 0 end
    from bench_plan`);
  await db.execute(sql`
    insert into payments (order_id, method, status, amount, provider)
    select order_id, method, 'succeeded', case when comp then 0 else price * quantity end, case when method = 'card' then 'sandbox' end
    from bench_plan where not canceled`);
  await db.execute(sql`
    with given as (
      insert into refunds (order_id, method, amount, reason)
      select order_id, method, price, 'Taille' from bench_plan where refunded and not comp and not canceled
      returning id, order_id
    )
    insert into refund_items (refund_id, order_item_id, quantity, damaged, amount)
    select given.id, oi.id, 1, (p.n % 4 = 0), p.price from given join bench_plan p on p.order_id = given.order_id join order_items oi on oi.order_id = given.order_id`);
  await db.execute(sql`drop table bench_plan`);
  await db.execute(sql`analyze`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
