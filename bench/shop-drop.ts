// A shop's drop: the shop opens with 100 units and 1,000 phones order at once, over HTTP against the real server
// (on PostgreSQL `npm start` with one server process per core, as production runs it; on PGlite the production build
// in this process). It must sell exactly the stock, refuse the rest with
// NOT_ENOUGH_AVAILABLE_IN_INVENTORY naming the line, and charge nobody for what they do not get. Prints a table with
// our aims beside the figures, the throughput beside its ceiling measured in the same run (the same 1,000 requests
// sent to an API path no route serves, through the same server: the catch-all's JSON 404, no database); exits 1 when an exactness check fails
// (never for timing).
// Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/shop-drop.ts   (a throwaway database there)
//        npx tsx bench/shop-drop.ts      (embedded PGlite in a temporary folder: one connection, so the orders queue; exactness only)
// Knobs: BENCH_PHONES (1000), BENCH_UNITS (100), BENCH_SOCKETS (200), BENCH_POOL_SIZE (per process; unset: production's share of 10),
//        BENCH_PROCESSES (PostgreSQL: the cores; 0 serves the build in this process, which then shows where the time goes).
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createEvent } from '../features/events/server/create-event';
import { createProduct } from '../features/products/server/create-product';
import { createProject } from '../features/projects/server/create-project';
import { openShop } from '../features/shops/server/change-shop-status';
import { createShop } from '../features/shops/server/create-shop';
import { createPaymentAccount } from '../features/shops/server/payment-account';
import { updateShop } from '../features/shops/server/update-shop';
import { createStand } from '../features/stands/server/create-stand';
import { findLedgerMismatches } from '../features/stock/server/ledger-check';
import { completeTransfer } from '../features/stock/server/receive-transfer';
import { warehouseOf } from '../features/stock/server/stock-access';
import { createTransfer } from '../features/stock/server/transfers';
import { supplyWarehouse } from '../features/stock/server/warehouse-supply';
import type { Actor } from '../lib/auth/actor';
import { closeDatabase, installDatabase, type Db } from '../lib/db';
import { clients, inventoryChanges, inventoryLevels, orderItems, orders, payments, userRoles, users } from '../lib/db/schema';
import { poolSizePerProcess } from '../scripts/server-processes.mjs';
import { openBenchDatabase } from './support/bench-database';
import { runBench, serveForBench, type BenchRun } from './support/bench-run';
import { burst, loadInWorker, serveLoad, type HttpAnswer, type HttpRequest } from './support/closed-loop';
import { describe, mean, ms, percentile, printTable, tally, verdict } from './support/figures';
import { tapPostgres } from './support/sql-tap';

const PHONES = Number(process.env.BENCH_PHONES ?? 1000);
const UNITS = Number(process.env.BENCH_UNITS ?? 100);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200);
// Unset, each server process gets production's share of the connections (scripts/server-processes.mjs).
const POOL_SIZE_ASKED = process.env.BENCH_POOL_SIZE;
/** The drop's T-shirt comes in two sizes, the stock split between them; phone i orders one unit of size i mod 2. */
const SIZES = ['M', 'L'] as const;
const PRICE = 3500;
/** Orders of a size the shop never stocked, before the drop: they load the route and open the pool; not counted. */
const WARMUP_ORDERS = 20;
/** Issue #28: p95 under 1.5 s for the 1,000 buyers, and ≥ 40 % of the empty route's rate with every core in use. */
const AIMS = { p95Ms: 1500, ceilingShare: 0.4 };
const REFUSAL = 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY';
/** The one line of every phone's basket, which a refusal must name. */
const LINE_FIELD = 'items.0.quantity';

/* ---------- The phones: a worker thread, so that 1,000 requests do not share the server's event loop ---------- */

interface Phone {
  /** Each phone its own address, as our proxy would write it in X-Forwarded-For (the server trusts one hop). */
  address: string;
  idempotencyKey: string;
  body: { name: string; email: string; acceptTerms: true; items: { productVariantId: string; quantity: number }[] };
}

interface DropPlan {
  url: string;
  sockets: number;
  phones: Phone[];
}

interface Answer {
  status: number;
  /** The parsed JSON answer. */
  body: { errorCode?: string; fields?: string[]; order?: { id: string; totalInclVat: number }; payment?: { id: string; amount: number } } | null;
  /** The network error's code. */
  network?: string;
  /** From the moment all phones tapped to the answer: what the spectator waits. */
  fromTapMs: number;
  /** From the request's socket to the answer: the server's share, without the wait for one of the sockets. */
  onWireMs: number;
}

const orderRequest = (phone: Phone): HttpRequest => ({
  method: 'POST',
  headers: { Accept: 'application/json', 'Idempotency-Key': phone.idempotencyKey, 'X-Forwarded-For': phone.address },
  body: phone.body,
});

/** Every phone taps at the same instant; at most `sockets` requests are in flight, the rest wait their turn. */
async function drop(plan: DropPlan): Promise<{ answers: Answer[]; seconds: number }> {
  const { answers, startedAt, seconds } = await burst(plan.phones.map(orderRequest), plan.url, plan.sockets);
  return { answers: answers.map((answer) => answerOf(answer, startedAt)), seconds };
}

function answerOf(answer: HttpAnswer, tapped: number): Answer {
  const timing = { fromTapMs: answer.answeredAt - tapped, onWireMs: answer.answeredAt - answer.onSocketAt };
  if (!answer.status) return { status: 0, body: null, network: answer.text, ...timing };
  try {
    return { status: answer.status, body: answer.text ? (JSON.parse(answer.text) as Answer['body']) : null, ...timing };
  } catch {
    return { status: answer.status, body: { errorCode: `not JSON: ${answer.text.slice(0, 60)}` }, ...timing };
  }
}

/* ---------- The shop ---------- */

/** `units` split over the sizes, the first ones taking the remainder. */
const unitsOf = (units: number) => SIZES.map((_, index) => Math.floor(units / SIZES.length) + (index < units % SIZES.length ? 1 : 0));

/**
 * A manager's tour with a T-shirt (S, M, L; 35 €) sold online, the event's shop collecting at a stand, its organiser's
 * payout account made at the sandbox provider (onboarded at once there), the shop opened, and UNITS of M and L
 * received by the shop from the warehouse through a transfer, as production fills it: the ledger tells the whole
 * story. Size S is on sale but never stocked.
 */
async function seedOpenedShop(db: Db) {
  const [client] = await db.insert(clients).values({ name: 'Bench Productions', allowAllFeatures: true }).returning();
  const [manager] = await db.insert(users).values({ email: `manager-${randomUUID()}@bench.local`, passwordHash: 'x', clientId: client!.id, emailVerifiedAt: new Date() }).returning();
  await db.insert(userRoles).values({ userId: manager!.id, role: 'client' });
  const actor: Actor = { userId: manager!.id, role: 'client', roles: ['client'], clientId: client!.id };

  const project = await createProject(actor, { name: 'Tournée bench', hasZones: false });
  const tshirt = await createProduct(actor, { projectId: project.id, title: 'T-shirt du drop', category: 'merchandising', price: PRICE, vat: 20, isOnline: true, availability: 'available', variantMatrix: { sizes: ['S', 'M', 'L'] } });
  const variantOf = (size: string) => tshirt.variants.find((variant) => variant.size === size)!.id;
  const event = await createEvent(actor, { projectId: project.id, name: 'Zénith de Paris', country: 'FR' });
  const stand = await createStand(actor, { eventId: event.id, name: 'Retrait boutique', isCashCompatible: true, changeFund: 0, status: 'closed', sellerIds: [] });

  const { shop } = await createShop(actor, { eventId: event.id });
  await updateShop(actor, shop.id, { collectionStandIds: [stand.id], collectionOpensAt: '2026-07-14T18:00', collectionClosesAt: '2026-07-14T23:30' });
  await createPaymentAccount(actor);
  await openShop(actor, shop.id);

  const items = SIZES.map((size, index) => ({ productVariantId: variantOf(size), quantity: unitsOf(UNITS)[index]! })).filter((item) => item.quantity > 0);
  const warehouse = await warehouseOf(db, project.id);
  await supplyWarehouse(actor, project.id, { items, reference: 'bench-drop' });
  const transfer = await createTransfer(actor, { fromInventoryId: warehouse.id, toInventoryId: shop.inventoryId, type: 'event', items });
  await completeTransfer(actor, transfer.id, { remaining: 'success' });
  return { projectId: project.id, shopId: shop.id, inventoryId: shop.inventoryId, sizes: SIZES.map(variantOf), unstocked: variantOf('S') };
}
type OpenedShop = Awaited<ReturnType<typeof seedOpenedShop>>;

/** Phone i: its own name, e-mail, Idempotency-Key and address (10.x.y.z), one unit of size i mod 2. */
function phonesFor(shop: OpenedShop, count: number, variantOf: (index: number) => string, addressOf: (index: number) => string): Phone[] {
  return Array.from({ length: count }, (_, index) => ({
    address: addressOf(index),
    idempotencyKey: randomUUID(),
    body: { name: `Fan ${index + 1}`, email: `fan${index + 1}@bench.local`, acceptTerms: true, items: [{ productVariantId: variantOf(index), quantity: 1 }] },
  }));
}
const phoneAddress = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/* ---------- What the database says afterwards ---------- */

async function checkDatabase(db: Db, shop: OpenedShop, accepted: { orderId: string; amount: number }[], refusedKeys: string[]) {
  const rows = await db.select({ id: orders.id, number: orders.ticketNumber, total: orders.totalInclVat, key: orders.idempotencyKey }).from(orders).where(eq(orders.shopId, shop.shopId));
  const orderIds = rows.map((row) => row.id);
  const [held] = orderIds.length
    ? await db.select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` }).from(orderItems).where(inArray(orderItems.orderId, orderIds))
    : [{ units: 0 }];
  const paid = orderIds.length ? await db.select().from(payments).where(inArray(payments.orderId, orderIds)) : [];
  const levels = await db.select({ available: inventoryLevels.available }).from(inventoryLevels).where(eq(inventoryLevels.inventoryId, shop.inventoryId));
  const [ledgerOut] = await db
    .select({ units: sql<number>`coalesce(-sum(${inventoryChanges.delta}), 0)::int` })
    .from(inventoryChanges)
    .where(and(eq(inventoryChanges.inventoryId, shop.inventoryId), eq(inventoryChanges.kind, 'order')));
  const mismatches = await findLedgerMismatches(db, shop.projectId);

  const refused = new Set(refusedKeys);
  const answeredIds = new Set(accepted.map((answer) => answer.orderId));
  const paymentsOf = (orderId: string) => paid.filter((payment) => payment.orderId === orderId);
  // One pending payment per order, of the order's amount (the answer said the same), its page opened at the provider.
  const rightlyCharged = rows.filter((row) => {
    const [payment, ...more] = paymentsOf(row.id);
    const answered = accepted.find((answer) => answer.orderId === row.id);
    return payment && !more.length && payment.status === 'pending' && payment.amount === row.total && answered?.amount === row.total && payment.providerPaymentId !== null;
  }).length;
  const numbers = rows.map((row) => row.number).sort((a, b) => a - b);
  return {
    orders: rows.length,
    sameOrdersAsAnswered: rows.length === answeredIds.size && rows.every((row) => answeredIds.has(row.id)),
    unitsHeld: held?.units ?? 0,
    ledgerOut: ledgerOut?.units ?? 0,
    levelLeft: levels.reduce((sum, level) => sum + level.available, 0),
    mismatches: mismatches.length,
    refusedWithOrder: rows.filter((row) => row.key !== null && refused.has(row.key)).length,
    // Payments are only made with their order, in its transaction: a payment of the shop without an answered order is one too many.
    paymentsBeyondAccepted: paid.filter((payment) => !answeredIds.has(payment.orderId)).length,
    rightlyCharged,
    numberedWithoutGap: numbers.every((number, index) => number === index + 1),
  };
}

/* ---------- The run ---------- */

// The statement that takes the shop's row: its order number, with the order, its lines and payment (insert-sale.ts).
const isShopNumberUpdate = (text: string) => text.startsWith('with ') && text.includes('update "shops" set last_order_number');

async function main(bench: BenchRun) {
  const loadAtStart = loadavg()[0]!;
  const database = await openBenchDatabase('bench_shop_drop', Number(POOL_SIZE_ASKED ?? 10));
  bench.defer(database.cleanup);
  installDatabase(database.handle);
  bench.defer(closeDatabase);
  const { db } = database.handle;
  const shop = await seedOpenedShop(db);
  // The phones reach the server through one proxy, which writes each one's address: the abuse limit counts per address.
  const server = await serveForBench(bench, database.url, { TRUST_PROXY: '1', ...(POOL_SIZE_ASKED ? { DATABASE_POOL_SIZE: POOL_SIZE_ASKED } : {}) });
  const poolSize = Number(poolSizePerProcess(Math.max(1, server.processes), { DATABASE_POOL_SIZE: POOL_SIZE_ASKED }));
  const { baseUrl } = server;
  const url = `${baseUrl}/api/v1/shops/${shop.shopId}/orders`;
  const ceilingUrl = `${baseUrl}/api/v1/no-such-path`;

  // The server's side is seen where it runs: in this process, when it serves the orders.
  const tap = database.engine === 'PostgreSQL' && !server.processes ? await tapPostgres(isShopNumberUpdate) : null;
  // Both routes loaded and the pools opened in every server process (connections go to them in turn), not counted.
  const warmupOrders = WARMUP_ORDERS * Math.max(1, server.processes);
  const warmupPhones = phonesFor(shop, warmupOrders, () => shop.unstocked, (index) => `192.0.2.${index + 1}`);
  const warmup = await drop({ url, sockets: poolSize * Math.max(1, server.processes), phones: warmupPhones });
  const unexpected = warmup.answers.filter((answer) => answer.status !== 409);
  if (unexpected.length) throw new Error(`the warm-up orders (a size never stocked) should all be refused: ${JSON.stringify(unexpected[0])}`);
  await drop({ url: ceilingUrl, sockets: poolSize * Math.max(1, server.processes), phones: warmupPhones });

  // ---------- The drop ----------
  const phones = phonesFor(shop, PHONES, (index) => shop.sizes[index % SIZES.length]!, phoneAddress);
  const pool = (db as unknown as { $client?: { waitingCount?: number } }).$client;
  const poolQueue: number[] = [];
  const sampler = typeof pool?.waitingCount === 'number' ? setInterval(() => poolQueue.push(pool.waitingCount!), 20) : undefined;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  tap?.reset();
  const busySince = performance.eventLoopUtilization();
  const { answers, seconds } = await loadInWorker<DropPlan, Awaited<ReturnType<typeof drop>>>(__filename, { url, sockets: SOCKETS, phones });
  const busy = performance.eventLoopUtilization(busySince).utilization;
  delay.disable();
  clearInterval(sampler);
  const loadAtEnd = loadavg()[0]!;

  // ---------- The ceiling: the same requests, sent the same way, to a path no route serves (no database) ----------
  const ceiling = await loadInWorker<DropPlan, Awaited<ReturnType<typeof drop>>>(__filename, { url: ceilingUrl, sockets: SOCKETS, phones: phonesFor(shop, PHONES, () => shop.unstocked, phoneAddress) });
  const ceilingRate = PHONES / ceiling.seconds;
  const ceilingWrong = ceiling.answers.filter((answer) => answer.status !== 404 || answer.body?.errorCode !== 'NOT_FOUND').length;
  const share = PHONES / seconds / ceilingRate;

  // ---------- What the phones were told, then what the database holds ----------
  const isAccepted = (answer: Answer) => answer.status === 201 && !!answer.body?.order?.id && !!answer.body.payment?.id;
  const isRefusedNamingLine = (answer: Answer) => (answer.status === 409 || answer.status === 422) && answer.body?.errorCode === REFUSAL && !!answer.body.fields?.includes(LINE_FIELD);
  const accepted = answers.flatMap((answer) => (isAccepted(answer) ? [{ orderId: answer.body!.order!.id, amount: answer.body!.payment!.amount }] : []));
  const refusedKeys = phones.flatMap((phone, index) => (isRefusedNamingLine(answers[index]!) ? [phone.idempotencyKey] : []));
  const others = tally(answers.filter((answer) => !isAccepted(answer) && !isRefusedNamingLine(answer)).map((answer) => answer.network ? `network ${answer.network}` : `${answer.status} ${answer.body?.errorCode ?? ''} ${answer.body?.fields?.join(',') ?? ''}`.trim()));
  const refusedStatuses = describe(tally(answers.filter(isRefusedNamingLine).map((answer) => String(answer.status))));
  const checked = await checkDatabase(db, shop, accepted, refusedKeys);

  const perSize = unitsOf(UNITS);
  const phonesOfSize = SIZES.map((_, size) => phones.filter((__, index) => index % SIZES.length === size).length);
  const sellable = perSize.reduce((sum, units, size) => sum + Math.min(units, phonesOfSize[size]!), 0);
  const latencies = answers.map((answer) => answer.fromTapMs);
  const ceilingLatencies = ceiling.answers.map((answer) => answer.fromTapMs);
  const onWire = answers.map((answer) => answer.onWireMs);
  const spread = (values: number[]) => `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))} / ${ms(percentile(values, 99))} / ${ms(Math.max(...values))}`;
  const acceptedLatencies = answers.filter(isAccepted).map((answer) => answer.fromTapMs);
  const refusedLatencies = answers.filter(isRefusedNamingLine).map((answer) => answer.fromTapMs);
  const p95 = percentile(latencies, 95);
  const exact = {
    accepted: accepted.length === sellable,
    refused: refusedKeys.length === PHONES - sellable,
    others: !Object.keys(others).length,
    units: checked.unitsHeld === sellable && checked.ledgerOut === sellable && checked.sameOrdersAsAnswered && checked.numberedWithoutGap,
    level: checked.levelLeft === UNITS - sellable,
    ledger: checked.mismatches === 0,
    nobodyCharged: checked.refusedWithOrder === 0 && checked.paymentsBeyondAccepted === 0,
    charged: checked.rightlyCharged === accepted.length && checked.orders === accepted.length,
  };

  console.log(
    `\nShop drop on ${database.engine}, served by ${server.how}: ${PHONES} phones order at once over HTTP (all launched together, at most ${SOCKETS} sockets in flight${database.engine === 'PostgreSQL' ? `, pool of ${poolSize} per process` : ''}), ` +
      `each a distinct spectator (name, e-mail, Idempotency-Key) from a distinct client address (X-Forwarded-For, the server trusting one proxy hop: TRUST_PROXY=1, so the per-address abuse limit applies as in production, not raised), ` +
      `each ordering 1 unit. The opened shop holds ${UNITS} units (T-shirt ${SIZES.map((size, index) => `${size} × ${perSize[index]}`).join(', ')}, phone i ordering size i mod ${SIZES.length}), received from the warehouse by a transfer; sandbox payment provider. ` +
      `${warmupOrders} orders of a size never stocked came first (route loaded, pool opened), and as many requests to the ceiling's path, not counted. Load average (1 min) ${loadAtStart.toFixed(1)} at start, ${loadAtEnd.toFixed(1)} at the end.\n`,
  );
  const processes = Math.max(1, server.processes);
  const cores = availableParallelism();
  printTable(
    ['figure', 'value', 'ceiling', 'share', 'aim', 'met?'],
    [
      ['orders accepted (201)', String(accepted.length), '', '', `= ${sellable} (the units in stock, 1 per order)`, verdict(exact.accepted)],
      [`orders refused ${REFUSAL} naming ${LINE_FIELD}`, `${refusedKeys.length} (${refusedStatuses || 'none'})`, '', '', `= ${PHONES - sellable}`, verdict(exact.refused)],
      ['any other answer', Object.keys(others).length ? describe(others) : '0', '', '', '0', verdict(exact.others)],
      // The ceiling's own latencies: what the machine allows the same 1,000 requests that need no database.
      ['latency from the tap, p50 / p95 / p99 / max ms', spread(latencies), `${spread(ceilingLatencies)}: the catch-all's JSON 404, the same ${PHONES}`, `p95 ${((p95 / percentile(ceilingLatencies, 95)) * 100).toFixed(0)} % of its`, `p95 < ${AIMS.p95Ms} ms`, verdict(p95 < AIMS.p95Ms)],
      ['… accepted only, p50 / p95 ms', `${ms(percentile(acceptedLatencies, 50))} / ${ms(percentile(acceptedLatencies, 95))}`, '', '', '', ''],
      ['… refused only, p50 / p95 ms', `${ms(percentile(refusedLatencies, 50))} / ${ms(percentile(refusedLatencies, 95))}`, '', '', '', ''],
      ['latency on the wire (socket → answer), p50 / p95 / p99 / max ms', spread(onWire), '', '', '', ''],
      [
        `throughput, ${processes} server process${processes > 1 ? 'es' : ''}`,
        `${(PHONES / seconds).toFixed(0)} requests/s (the drop took ${seconds.toFixed(2)} s)`,
        `${ceilingRate.toFixed(0)} requests/s: the same ${PHONES} requests to the catch-all's JSON 404 (no database), same server, right after${ceilingWrong ? `; ${ceilingWrong} answers not 404 NOT_FOUND` : ''}`,
        `${(share * 100).toFixed(0)} %`,
        `≥ ${AIMS.ceilingShare * 100} % with every core in use (${cores})`,
        verdict(processes >= cores ? share >= AIMS.ceilingShare : null),
      ],
      ['units held by the accepted orders (order lines; ledger `order` rows)', `${checked.unitsHeld}; ${checked.ledgerOut}`, '', '', `= ${sellable}`, verdict(exact.units)],
      ["units left in the shop's inventory", String(checked.levelLeft), '', '', `= ${UNITS - sellable}`, verdict(exact.level)],
      ['ledger check (findLedgerMismatches)', `${checked.mismatches} mismatches`, '', '', 'none', verdict(exact.ledger)],
      ['refused requests that left an order; payments beyond the accepted orders', `${checked.refusedWithOrder}; ${checked.paymentsBeyondAccepted}`, '', '', '0; 0', verdict(exact.nobodyCharged)],
      ['accepted orders with exactly one pending payment of their amount, page opened', `${checked.rightlyCharged} of ${checked.orders} orders`, '', '', `all ${accepted.length}`, verdict(exact.charged)],
    ],
    [1],
  );

  if (tap) {
    console.log('\nWhere the time goes during the drop (server side, measured in this process)\n');
    const waits = tap.lockWaits;
    printTable(
      ['', 'figure'],
      [
        ['transactions committed / rolled back', `${tap.commits} / ${tap.rollbacks}`],
        ['statements per request (all counted)', (tap.statements / PHONES).toFixed(1)],
        ["transactions that locked the shop's row (order-number UPDATE)", String(tap.holds.length)],
        ["shop's row held, order-number UPDATE → COMMIT or ROLLBACK, mean / p95 ms", `${ms(mean(tap.holds))} / ${ms(percentile(tap.holds, 95))}`],
        ['→ most such transactions per second the shop allows (1000 / mean hold)', (1000 / mean(tap.holds)).toFixed(0)],
        ["order-number UPDATE, mean / p95 ms (waiting for the shop's row)", `${ms(mean(waits))} / ${ms(percentile(waits, 95))}`],
        ['requests waiting for a pool connection, mean', mean(poolQueue).toFixed(1)],
        ['server thread busy (event loop utilisation)', `${(busy * 100).toFixed(0)} %`],
        ['server event loop delay p99 ms', ms(delay.percentile(99) / 1e6)],
      ],
      [1],
    );
  }
  else console.log('\nWhere the time goes (the shop row held, the pool, the server thread): served in this process only, BENCH_PROCESSES=0.');
  if (!Object.values(exact).every(Boolean)) process.exitCode = 1;
}

if (isMainThread) {
  runBench('bench-shop-drop', main);
} else {
  serveLoad(drop);
}
