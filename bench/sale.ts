// Sales at one hot stand, measured over HTTP against the real server (the production build, in this process), and
// compared with pgbench running the very SQL one sale sends. Prints a table with our aims beside the figures.
// Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/sale.ts   (a throwaway database there)
//        npx tsx bench/sale.ts            (embedded PGlite in a temporary folder: HTTP only, no statement count, no pgbench)
// Knobs: BENCH_SELLERS (32), BENCH_SECONDS (20), BENCH_WARMUP_SECONDS (3), BENCH_POOL_SIZE (10, as in production),
//        BENCH_CPU_PROFILE (a .cpuprofile of the server thread while the 32 sellers are measured).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import inspector from 'node:inspector/promises';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { findLedgerMismatches } from '../features/stock/server/ledger-check';
import { completeTransfer } from '../features/stock/server/receive-transfer';
import { warehouseOf } from '../features/stock/server/stock-access';
import { createTransfer } from '../features/stock/server/transfers';
import { MAX_LINE_QUANTITY } from '../features/stock/types';
import { supplyWarehouse } from '../features/stock/server/warehouse-supply';
import { closeDatabase, installDatabase, type Db } from '../lib/db';
import { inventoryItems, inventoryLevels, orderItems } from '../lib/db/schema';
import { openBenchDatabase } from './support/bench-database';
import { cpuNow, cpuSince, type CpuTimes } from './support/cpu-time';
import { pgbenchConnectionArgs } from './support/pgbench';
import { runBench, startBenchServer, type BenchRun } from './support/bench-run';
import { openDoors, randomLines, saleRequest, seedBenchTour, type Stocked } from './support/bench-tour';
import { burst, closedLoop, loadInWorker, outcomeOf, send, serveLoad, type ClosedLoop, type LoadResult } from './support/closed-loop';
import { describe, mean, ms, percentile, printTable, tally, verdict } from './support/figures';
import { isTransactionControl, tapPostgres, type SqlTap, type Statement } from './support/sql-tap';

const SELLERS = Number(process.env.BENCH_SELLERS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 10);
const ALONE_SECONDS = 5;
const HOT_DELIVERIES = 10; // × MAX_LINE_QUANTITY units of each hot variant: HTTP and pgbench together never run short
const LAST_UNITS = 50;
const BURST = 500;
// Issue #28: ≥ 70 % of pgbench running the same SQL; p99 < 50 ms with 8 sellers at one stand. Issue #27: the journal
// takes at most 20 % of the sales one stand makes.
const AIMS = { ceilingShare: 0.7, p99Ms: 50, p99Sellers: 8, statements: 10, journalCost: 0.2 };

/* ---------- The sellers' tablets: a worker thread, so that the load does not share the server's event loop ---------- */

interface LoadPlan extends ClosedLoop {
  baseUrl: string;
  tokens: string[];
  eventId: string;
  standId: string;
  stock: Stocked[];
  /** The same requests to a path no route serves (the catch-all's JSON 404, no database): Next's own cost. */
  floor?: boolean;
}

/** 1 to 3 distinct variants, 1 or 2 of each, paid cash with the exact amount. */
function randomSale(plan: LoadPlan) {
  const { items, total } = randomLines(plan.stock);
  return { eventId: plan.eventId, standId: plan.standId, items, payment: { method: 'cash', amountTendered: total } };
}

/** The sellers at the stand, each selling one sale after the other with their own token. */
function sellAtTheStand(plan: LoadPlan, onMeasuring: () => void): Promise<LoadResult> {
  const url = `${plan.baseUrl}/api/v1/${plan.floor ? 'no-such-path' : 'orders-event'}`;
  const expected = plan.floor ? 404 : 201;
  return closedLoop(plan, async (seller, agent) => outcomeOf(await send(agent, url, saleRequest(plan.tokens[seller % plan.tokens.length]!, randomSale(plan))), expected), onMeasuring);
}

/* ---------- The selling tour ---------- */

/**
 * A manager's tour with a T-shirt (4 sizes, 25 €) and a cap (18 €) held by the million at one opened stand of an
 * event in progress, a collector vinyl (30 €) of which the stand holds the last 50, and the sellers assigned there,
 * each with the bearer token sign-in would give. Stock arrives the real way (supply, transfer, check-in), so the
 * ledger tells the whole story.
 */
async function seedSellingTour(db: Db) {
  const { actor, product, project, event, stand, hot, sellers } = await seedBenchTour(db, { tourName: 'Tournée bench', sellers: SELLERS });
  const vinyl = await product('Vinyle collector', 3000);
  const lastVariant = vinyl.variants[0]!.id;

  const warehouse = await warehouseOf(db, project.id);
  for (let delivery = 0; delivery < HOT_DELIVERIES; delivery += 1) {
    const items = [...hot.map(({ productVariantId }) => ({ productVariantId, quantity: MAX_LINE_QUANTITY })), ...(delivery ? [] : [{ productVariantId: lastVariant, quantity: LAST_UNITS }])];
    await supplyWarehouse(actor, project.id, { items, reference: `bench-${delivery}` });
    const transfer = await createTransfer(actor, { fromInventoryId: warehouse.id, toInventoryId: stand.inventoryId, type: 'stand', items });
    await completeTransfer(actor, transfer.id, { remaining: 'success' });
  }
  await openDoors(db, event.id, stand.id);
  return { projectId: project.id, eventId: event.id, standId: stand.id, inventoryId: stand.inventoryId, hot, lastVariant, sellers };
}
type SellingTour = Awaited<ReturnType<typeof seedSellingTour>>;

/* ---------- What the sale sends to PostgreSQL: a tap on pg's Client.prototype.query in this process ---------- */

// The statement that takes the hot rows: the units' levels, then the stand's row (its ticket), with the order, its
// lines and payments (insert-sale.ts).
const isSaleInsert = (text: string) => text.startsWith('with ') && text.includes('update "stands" set last_ticket_number');

/**
 * The app sends the sale's statements by name, parsed once per connection (lib/db/fixed-statement.ts): pgbench does
 * the same with -M prepared, its ceiling then spending no parse the app does not spend.
 */
const PGBENCH_MODE = 'prepared';

/* ---------- The ceiling: pgbench running the captured statements ---------- */

const { prepareValue } = createRequire(__filename)('pg/lib/utils') as { prepareValue: (value: unknown) => string | null };

/** A literal pgbench leaves alone: with -M extended or prepared it reads every `:name` as a variable, even inside quotes. */
function escapedLiteral(text: string): string {
  return `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/:/g, '\\072')}'`;
}

/** A parameter as the SQL pgbench sends: the value pg would send, with this sale's own values swapped for expressions. */
function pgbenchValue(value: unknown, swaps: Map<string, string>): string {
  const text = prepareValue(value);
  if (text === null) return 'NULL';
  const pieces: string[] = [];
  let rest = text;
  for (;;) {
    const next = [...swaps.keys()].map((key) => ({ key, at: rest.indexOf(key) })).filter((hit) => hit.at >= 0).sort((a, b) => a.at - b.at)[0];
    if (!next) break;
    if (next.at > 0) pieces.push(escapedLiteral(rest.slice(0, next.at)));
    pieces.push(swaps.get(next.key)!);
    rest = rest.slice(next.at + next.key.length);
  }
  if (rest || !pieces.length) pieces.push(escapedLiteral(rest));
  if (pieces.length === 1) return pieces[0]!;
  // Pieces joined make text; a JSON document (the journal record's content, holding the order id) stays jsonb.
  return `(${pieces.join(' || ')})${isJsonDocument(text) ? '::jsonb' : ''}`;
}

/** The statement's own literals with a colon (a time format's 'HH24:MI:SS'), escaped: pgbench would read `:MI` as a variable. */
function withoutColonsInLiterals(text: string): string {
  return text.replace(/(?<![A-Za-z])'([^']*)'/g, (literal, body: string) => (body.includes(':') ? escapedLiteral(body) : literal));
}

function isJsonDocument(text: string): boolean {
  if (!text.startsWith('{')) return false;
  try {
    return typeof JSON.parse(text) === 'object';
  } catch {
    return false;
  }
}

/**
 * The captured sale as a pgbench script: the same statements in the same order, with BEGIN/COMMIT where the app
 * sends them. What must differ per sale comes from the sale itself: a fresh Idempotency-Key from `:client_id` and
 * `random()`, fresh ids for the order, its lines and payments (made by the app, before the statements) from the same,
 * a fresh receipt token from gen_random_uuid(). The ticket number and the journal's sequence are taken inside their
 * statements, as the app does.
 */
function pgbenchScript(statements: Statement[], sale: CapturedSale, hot: HotLevel[]): string {
  const swaps = new Map([
    ...sale.ids.map((id, index): [string, string] => [id, `(:fresh_${index})::uuid`]),
    [sale.idempotencyKey, `(E'pgbench-' || (:client_id)::text || E'-' || (:sale_n)::text)`],
    [sale.receiptToken, 'gen_random_uuid()::text'],
    ...hotSwaps(sale.variantIds, hot),
  ]);
  // The fresh ids are made by a statement of their own, which the app does not send: as variables, they reach the
  // sale's statements as parameters, as the app's ids do. Made inside them (md5(...)), they would be expressions, which
  // a prepared statement's generic plan cannot look up: the read of the sale's journal record then scanned every record
  // of the organisation, 7 ms per sale at 5,000 records, and the ceiling fell as the journal grew.
  const freshIds = sale.ids.map((_, index) => `md5((:client_id)::text || E'-' || (:sale_n)::text || E'-${index}')::uuid as fresh_${index}`);
  const lines = [
    `-- Generated by bench/sale.ts from the statements one sale sent (pgbench -M ${PGBENCH_MODE}).`,
    '\\set sale_n random(1, 1000000000)',
    ...PICKS,
    `select ${freshIds.join(', ')} \\gset`,
  ];
  for (const { text, values } of statements) {
    // The journal's statement reads its sequence and hash from the head itself (lib/journal/append-record.ts).
    lines.push(`${withoutColonsInLiterals(text).replace(/\$(\d+)/g, (_, n: string) => pgbenchValue(values[Number(n) - 1], swaps))};`);
  }
  return `${lines.join('\n')}\n`;
}

/** A hot variant and its stock item: what a sale's lines name. */
interface HotLevel {
  productVariantId: string;
  inventoryItemId: string;
}

interface CapturedSale {
  ids: string[];
  idempotencyKey: string;
  receiptToken: string;
  /** The variants of its lines, in order: the first hot ones. */
  variantIds: string[];
}

/*
 * The sellers' load picks 1 to 3 distinct hot variants at random (randomLines); pgbench picks the same way, so that
 * both wait on the levels as often: pick_1 to pick_3 are distinct places (0-based) among the hot variants, and every
 * captured line's variant and stock item are swapped for the picked one's. Labels, prices and totals stay the
 * captured sale's: they take no lock.
 */
const PICKS = [
  '\\set pick_1 random(0, :hot_count - 1)',
  '\\set pick_2 (:pick_1 + random(1, :hot_count - 1)) % :hot_count',
  '\\set gap ((:pick_2 - :pick_1) + :hot_count) % :hot_count',
  '\\set step random(1, :hot_count - 2)',
  '\\set pick_3 (:pick_1 + case when :step >= :gap then :step + 1 else :step end) % :hot_count',
];

function hotSwaps(variantIds: string[], hot: HotLevel[]): [string, string][] {
  const array = (ids: string[]) => `(array[${ids.map((id) => `E'${id}'`).join(', ')}])`;
  return variantIds.flatMap((variantId, line): [string, string][] => {
    const item = hot.find((level) => level.productVariantId === variantId)!.inventoryItemId;
    const pick = `[:pick_${line + 1} + 1]`;
    return [
      [variantId, `${array(hot.map((level) => level.productVariantId))}${pick}::uuid`],
      [item, `${array(hot.map((level) => level.inventoryItemId))}${pick}::uuid`],
    ];
  });
}

/*
 * The journal's step in a sale (issue #27): its record into journal_pending, appended by the database as the
 * transaction commits (lib/journal/append-record.ts), written by the sale's insert (its `sale_record` step,
 * features/orders/server/sale-record-step.ts). Without it, the same sale with no record.
 */
const JOURNAL_STEP = ', sale_record as (';
const hasJournalStep = (text: string) => text.includes(JOURNAL_STEP);

/** The statement without its journal step: the step's text up to its closing parenthesis goes. */
function withoutJournalStep(statement: Statement): Statement {
  const from = statement.text.indexOf(JOURNAL_STEP);
  if (from < 0) return statement;
  let depth = 0;
  for (let at = from + JOURNAL_STEP.length - 1; at < statement.text.length; at += 1) {
    const char = statement.text[at];
    if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return { ...statement, text: statement.text.slice(0, from) + statement.text.slice(at + 1) };
  }
  throw new Error('the journal step of the sale\'s insert has no end');
}

interface PgbenchResult {
  clients: number;
  tps: number;
  latencyMs: number;
  failed: string;
  /** pgbench -r: the average latency of each statement of the script, ms. */
  statements: { ms: number; text: string }[];
  output: string;
}

interface PgbenchConnection {
  /** libpq connection options. */
  args: string[];
  env: NodeJS.ProcessEnv;
}

/** pgbench's connection options for the throwaway database. */
function pgbenchConnection(url: URL): PgbenchConnection {
  return { args: pgbenchConnectionArgs(url), env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } };
}

/** pgbench running the scripts from `clients` connections, each as often (1, 2 and 3 lines, as the sellers' baskets). */
function runPgbench(connection: PgbenchConnection, scripts: string[], hotCount: number, clients: number): Promise<PgbenchResult> {
  const args = ['-n', '-r', '-M', PGBENCH_MODE, ...scripts.flatMap((script) => ['-f', `${script}@1`]), '-D', `hot_count=${hotCount}`, '-c', String(clients), '-j', String(Math.min(2, clients)), '-T', String(SECONDS), ...connection.args];
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { env: connection.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
      const latency = /latency average = ([\d.]+) ms/.exec(output);
      if (!tps || !latency) return reject(new Error(`pgbench exited with ${code}:\n${output}`));
      const failed = /number of failed transactions: (\d+)/.exec(output)?.[1] ?? '0';
      const aborted = /aborted/.test(output) ? ' (some clients aborted)' : '';
      // One report per script: the 2-line sale's is the second.
      const report = output.split(/statement latencies in milliseconds[^\n]*\n/)[Math.min(2, scripts.length)] ?? '';
      const statements = [...report.matchAll(/^\s+([\d.]+)\s+(?:\d+\s+)?(.+)$/gm)].map((line) => ({ ms: Number(line[1]), text: line[2]!.trim() }));
      resolve({ clients, tps: Number(tps[1]), latencyMs: Number(latency[1]), failed: `${failed}${aborted}`, statements, output });
    });
  });
}

const commitMs = (result: PgbenchResult) => result.statements.find((statement) => statement.text.startsWith('commit'))?.ms.toFixed(2) ?? '?';
const clientsOf = (result: PgbenchResult) => (result.clients === 1 ? '1 client' : `${result.clients} clients`);

/* ---------- The run ---------- */

function saleBody(tour: SellingTour, variantIds: string[]) {
  const items = variantIds.map((productVariantId) => ({ productVariantId, quantity: 1 }));
  const total = variantIds.reduce((sum, id) => sum + (tour.hot.find((variant) => variant.productVariantId === id)?.price ?? 3000), 0);
  return { eventId: tour.eventId, standId: tour.standId, items, payment: { method: 'cash', amountTendered: total } };
}

/** One sale alone, every statement it sends captured. */
async function captureSale(tap: SqlTap, baseUrl: string, tour: SellingTour, lines: number) {
  const agent = new http.Agent({ keepAlive: false });
  const idempotencyKey = randomUUID();
  const body = saleBody(tour, tour.hot.slice(0, lines).map((variant) => variant.productVariantId));
  tap.captured = [];
  const answer = await send(agent, `${baseUrl}/api/v1/orders-event`, saleRequest(tour.sellers[0]!.token, body, idempotencyKey));
  const statements = tap.captured;
  tap.captured = null;
  if (answer.status !== 201) throw new Error(`the captured sale was refused: ${answer.status} ${answer.text}`);
  const order = JSON.parse(answer.text) as { id: string; receiptUrl: string; items: { id: string }[]; payments: { id: string }[] };
  const receiptToken = new URL(order.receiptUrl, baseUrl).searchParams.get('token')!;
  const ids = [order.id, ...order.items.map((item) => item.id), ...order.payments.map((payment) => payment.id)];
  const sale: CapturedSale = { ids, idempotencyKey, receiptToken, variantIds: tour.hot.slice(0, lines).map((variant) => variant.productVariantId) };
  return { statements, sale };
}

/**
 * BENCH_CPU_PROFILE=file.cpuprofile: the server thread's CPU profile over the crowd's measured window only (no seeding,
 * no pgbench), for Chrome's DevTools or any .cpuprofile reader.
 */
function serverProfile() {
  const file = process.env.BENCH_CPU_PROFILE;
  if (!file) return null;
  const session = new inspector.Session();
  session.connect();
  return {
    start: async () => {
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    },
    stop: async () => {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

/** The hot variants with their stock items, for pgbench's picks. */
async function hotLevels(db: Db, tour: SellingTour): Promise<HotLevel[]> {
  const rows = await db
    .select({ productVariantId: inventoryItems.productVariantId, inventoryItemId: inventoryItems.id })
    .from(inventoryItems)
    .where(inArray(inventoryItems.productVariantId, tour.hot.map((variant) => variant.productVariantId)));
  return tour.hot.map((variant) => rows.find((row) => row.productVariantId === variant.productVariantId)!);
}

/** Runs a load from the worker and measures the server's side of it over the same window. */
async function measureLoad(plan: LoadPlan, tap: SqlTap | null, db: Db) {
  const pool = (db as unknown as { $client?: { waitingCount?: number } }).$client;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const poolQueue: number[] = [];
  let sampler: NodeJS.Timeout | undefined;
  let busySince = performance.eventLoopUtilization();
  let cpuAtStart: CpuTimes | null = null;
  const profile = plan.clients === SELLERS && !plan.floor ? serverProfile() : null;
  const load = loadInWorker<LoadPlan, LoadResult>(__filename, plan, () => {
    void profile?.start();
    tap?.reset();
    delay.enable();
    busySince = performance.eventLoopUtilization();
    cpuAtStart = cpuNow();
    if (typeof pool?.waitingCount === 'number') sampler = setInterval(() => poolQueue.push(pool.waitingCount!), 20);
  });
  try {
    const result = await load;
    const busy = performance.eventLoopUtilization(busySince).utilization;
    const cpu = cpuSince(cpuAtStart);
    await profile?.stop();
    const sales = result.outcomes[plan.floor ? '404' : '201'] ?? 0;
    return {
      result,
      sales,
      rate: sales / result.seconds,
      server: {
        busy,
        cpuPerSale: cpu && sales ? { serverThread: cpu.serverThread / sales, rest: (cpu.process - cpu.serverThread) / sales, postgres: cpu.postgres / sales } : null,
        loopDelayP99: delay.percentile(99) / 1e6,
        poolQueue: mean(poolQueue),
        // Per committed sale seen by the tap over the same window.
        statementsPerSale: tap ? tap.statements / Math.max(1, tap.commits) : NaN,
        sqlMsPerSale: tap ? tap.sqlMs / Math.max(1, tap.commits) : NaN,
        sqlWallMsPerSale: tap ? tap.sqlWallMs / Math.max(1, tap.commits) : NaN,
        hold: tap ? { mean: mean(tap.holds), p95: percentile(tap.holds, 95) } : null,
        ticketWait: tap ? mean(tap.lockWaits) : NaN,
      },
    };
  } finally {
    delay.disable();
    clearInterval(sampler);
  }
}

/** 500 single-unit sales of the collector vinyl fired at once, when the stand holds the last 50. */
async function lastUnitsRush(baseUrl: string, tour: SellingTour, db: Db) {
  const body = { eventId: tour.eventId, standId: tour.standId, items: [{ productVariantId: tour.lastVariant, quantity: 1 }], payment: { method: 'cash', amountTendered: 3000 } };
  const requests = Array.from({ length: BURST }, (_, index) => saleRequest(tour.sellers[index % tour.sellers.length]!.token, body));
  const { answers, seconds } = await burst(requests, `${baseUrl}/api/v1/orders-event`, BURST);
  const outcomes = tally(answers.map((answer) => outcomeOf(answer, 201)));
  const [level] = await db
    .select({ available: inventoryLevels.available })
    .from(inventoryLevels)
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryLevels.inventoryItemId))
    .where(and(eq(inventoryLevels.inventoryId, tour.inventoryId), eq(inventoryItems.productVariantId, tour.lastVariant)));
  const [sold] = await db.select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` }).from(orderItems).where(eq(orderItems.productVariantId, tour.lastVariant));
  const mismatches = await findLedgerMismatches(db, tour.projectId);
  const ok =
    outcomes['201'] === LAST_UNITS && outcomes['409 NOT_ENOUGH_AVAILABLE_IN_INVENTORY'] === BURST - LAST_UNITS && level?.available === 0 && sold?.units === LAST_UNITS && mismatches.length === 0;
  return { ok, outcomes, seconds, level: level?.available, sold: sold?.units, mismatches: mismatches.length };
}

async function main({ defer, scratch }: BenchRun) {
  // The server runs in this process and reads the environment runBench set: the load signs its tokens with its secret.
  const loadAtStart = loadavg()[0]!;
  const database = await openBenchDatabase('bench_sale', POOL_SIZE);
  defer(database.cleanup);
  installDatabase(database.handle);
  defer(closeDatabase);
  const { db } = database.handle;
  const tour = await seedSellingTour(db);

  const { baseUrl, close } = await startBenchServer();
  defer(close);

  const tap = database.engine === 'PostgreSQL' ? await tapPostgres(isSaleInsert) : null;
  const captures = new Map<number, Awaited<ReturnType<typeof captureSale>>>();
  if (tap) {
    await captureSale(tap, baseUrl, tour, 1); // the first request loads the route
    for (const lines of [1, 2, 3]) captures.set(lines, await captureSale(tap, baseUrl, tour, lines));
  }
  const plan = (clients: number, warmupMs: number, durationMs: number): LoadPlan => ({
    baseUrl,
    tokens: tour.sellers.map((seller) => seller.token),
    clients,
    warmupMs,
    durationMs,
    eventId: tour.eventId,
    standId: tour.standId,
    stock: tour.hot,
  });
  const alone = await measureLoad(plan(1, 1000, ALONE_SECONDS * 1000), tap, db);
  const few = await measureLoad(plan(AIMS.p99Sellers, 1000, ALONE_SECONDS * 1000), tap, db);
  const crowd = await measureLoad(plan(SELLERS, WARMUP_SECONDS * 1000, SECONDS * 1000), tap, db);
  const floor = await measureLoad({ ...plan(SELLERS, 1000, ALONE_SECONDS * 1000), floor: true }, null, db);

  let ceiling: PgbenchResult | null = null;
  let otherCeiling: PgbenchResult | null = null;
  let ceilingWithoutJournal: PgbenchResult | null = null;
  const sample = captures.get(2);
  if (database.url && sample) {
    const hot = await hotLevels(db, tour);
    const scripts = (name: string, shape: (statement: Statement) => Statement) =>
      [...captures].map(([lines, capture]) => {
        const file = path.join(scratch, `${name}-${lines}.sql`);
        writeFileSync(file, pgbenchScript(capture.statements.map(shape), capture.sale, hot));
        return file;
      });
    if (!sample.statements.some((statement) => hasJournalStep(statement.text))) throw new Error('the sale wrote no journal record: the journal\'s cost cannot be measured');
    // Kept before pgbench runs: a script it refuses is the one to read.
    if (process.env.BENCH_KEEP_SCRIPT) writeFileSync(process.env.BENCH_KEEP_SCRIPT, pgbenchScript(sample.statements, sample.sale, hot));
    const connection = pgbenchConnection(database.url);
    const withJournal = scripts('sale-pgbench', (statement) => statement);
    // As many connections as sellers, all waiting on the stand's rows in PostgreSQL, or one sale at a time, which a hot
    // stand's rows favour (its waiters are woken at each commit): the ceiling is the better of the two.
    const crowdCeiling = await runPgbench(connection, withJournal, hot.length, SELLERS);
    const serialCeiling = await runPgbench(connection, withJournal, hot.length, 1);
    ceiling = serialCeiling.tps > crowdCeiling.tps ? serialCeiling : crowdCeiling;
    otherCeiling = ceiling === serialCeiling ? crowdCeiling : serialCeiling;
    // The same sales without their journal record, as the ceiling ran them: what the journal costs the database,
    // measured in the same minute.
    ceilingWithoutJournal = await runPgbench(connection, scripts('sale-pgbench-without-journal', withoutJournalStep), hot.length, ceiling.clients);
  }
  const rush = await lastUnitsRush(baseUrl, tour, db);
  const loadAtEnd = loadavg()[0]!;

  // ---------- The report ----------
  const counted = (lines: number) => {
    const statements = captures.get(lines)?.statements ?? [];
    const control = statements.filter((statement) => isTransactionControl(statement.text)).length;
    return { other: statements.length - control, control };
  };
  const perSale = counted(2);
  const p = (q: number) => percentile(crowd.result.latencies, q);
  const fewP99 = percentile(few.result.latencies, 99);
  const share = ceiling ? crowd.rate / ceiling.tps : NaN;
  const errors = Object.entries(crowd.result.outcomes).filter(([outcome]) => outcome !== '201');
  console.log(
    `\nSale benchmark on ${database.engine}: ${SELLERS} sellers at one stand over HTTP, ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up${database.engine === 'PostgreSQL' ? `, pool of ${POOL_SIZE}` : ''}; ` +
      `1-3 lines of 1-2 units, cash. Load average (1 min) ${loadAtStart.toFixed(1)} at start, ${loadAtEnd.toFixed(1)} at the end.\n`,
  );
  printTable(
    ['measure', 'figure', 'aim', ''],
    [
      ['sales per second', `${crowd.rate.toFixed(1)} (${crowd.sales} sales)`, '', ''],
      ['latency p50 / p95 / p99 ms', `${ms(p(50))} / ${ms(p(95))} / ${ms(p(99))}`, '', ''],
      [
        `latency with ${AIMS.p99Sellers} sellers, p50 / p99 ms`,
        `${ms(percentile(few.result.latencies, 50))} / ${ms(fewP99)} (${few.rate.toFixed(1)} sales/s)`,
        `p99 < ${AIMS.p99Ms} ms`,
        verdict(fewP99 < AIMS.p99Ms),
      ],
      tap
        ? [
            'statements per sale, 2 lines (BEGIN/COMMIT apart)',
            `${perSale.other} + ${perSale.control} BEGIN/COMMIT (1 line: ${counted(1).other}, 3 lines: ${counted(3).other})`,
            `≤ ${AIMS.statements} besides BEGIN/COMMIT`,
            verdict(perSale.other <= AIMS.statements),
          ]
        : ['statements per sale', 'not counted on PGlite', '', 'n/a'],
      ceiling && otherCeiling
        ? [
            `pgbench ceiling, the same SQL, the better of ${SELLERS} clients and 1`,
            `${ceiling.tps.toFixed(1)} tps from ${clientsOf(ceiling)}, ${ceiling.latencyMs.toFixed(1)} ms average, ${ceiling.failed} failed (${otherCeiling.tps.toFixed(1)} tps from ${clientsOf(otherCeiling)})`,
            '',
            '',
          ]
        : ['pgbench ceiling', 'skipped: PostgreSQL only', '', 'n/a'],
      ['our rate / ceiling', ceiling ? `${(share * 100).toFixed(0)} %` : 'n/a', `≥ ${AIMS.ceilingShare * 100} %`, verdict(ceiling ? share >= AIMS.ceilingShare : null)],
      // What this server process answers when it does nothing: the bound Next itself sets, whatever the sale's SQL.
      [
        `Next's own rate: the same ${SELLERS} sellers' requests to the catch-all's JSON 404 (no database), same server`,
        `${floor.rate.toFixed(1)} requests/s: our sales are ${((crowd.rate / floor.rate) * 100).toFixed(0)} % of it${ceiling ? `, the pgbench ceiling ${((ceiling.tps / floor.rate) * 100).toFixed(0)} %` : ''}`,
        '',
        '',
      ],
      ceiling && ceilingWithoutJournal
        ? [
            `the journal's cost: pgbench without its record, ${clientsOf(ceiling)}`,
            `${ceilingWithoutJournal.tps.toFixed(1)} tps without, ${ceiling.tps.toFixed(1)} with: ${((1 - ceiling.tps / ceilingWithoutJournal.tps) * 100).toFixed(0)} % fewer sales ` +
              `(COMMIT ${commitMs(ceilingWithoutJournal)} ms without, ${commitMs(ceiling)} ms with, where the record is appended)`,
            `≤ ${AIMS.journalCost * 100} % fewer`,
            verdict(1 - ceiling.tps / ceilingWithoutJournal.tps <= AIMS.journalCost),
          ]
        : ['the journal\'s cost', 'PostgreSQL only', '', 'n/a'],
      ['errors during the load', errors.length ? describe(Object.fromEntries(errors)) : 'none', 'none', verdict(!errors.length)],
      [
        `${BURST} sales at once on the last ${LAST_UNITS} units`,
        `${describe(rush.outcomes)}; level ${rush.level}, ${rush.sold} units sold, ${rush.mismatches} ledger mismatches, ${rush.seconds.toFixed(1)} s`,
        `exactly ${LAST_UNITS} sold, the rest NOT_ENOUGH_AVAILABLE_IN_INVENTORY, ledger = levels`,
        verdict(rush.ok),
      ],
    ],
    [1],
  );

  console.log('\nWhere the time goes (server side, measured in this process)\n');
  const cores = availableParallelism();
  type CpuPerSale = (typeof crowd.server)['cpuPerSale'];
  const cpuFigures = (cpu: CpuPerSale) => (cpu ? `${ms(cpu.serverThread)} / ${ms(cpu.rest)} / ${ms(cpu.postgres)}` : 'n/a (Linux only)');
  const cpuBound = (cpu: CpuPerSale) => (cpu ? ((cores * 1000) / (cpu.serverThread + cpu.rest + cpu.postgres)).toFixed(0) : 'n/a');
  const crowdHead = `${SELLERS} sellers`;
  printTable(
    ['', 'one seller alone', crowdHead],
    [
      ['latency p50 ms', ms(percentile(alone.result.latencies, 50)), ms(p(50))],
      ['sales per second', alone.rate.toFixed(1), crowd.rate.toFixed(1)],
      ...(tap
        ? [
            ['statements per sale, all counted', alone.server.statementsPerSale.toFixed(1), crowd.server.statementsPerSale.toFixed(1)],
            ['time in SQL round trips per sale ms (summed, overlapping reads included)', ms(alone.server.sqlMsPerSale), ms(crowd.server.sqlMsPerSale)],
            ['of which waited for PostgreSQL (wall time), per sale ms', ms(alone.server.sqlWallMsPerSale), '(overlaps)'],
            ['→ the rest of a sale alone (HTTP, Next, token, zod, drizzle, JSON) ms', ms(mean(alone.result.latencies) - alone.server.sqlWallMsPerSale), ''],
            ['levels and stand row held, the sale\'s insert → COMMIT, mean / p95 ms', `${ms(alone.server.hold!.mean)} / ${ms(alone.server.hold!.p95)}`, `${ms(crowd.server.hold!.mean)} / ${ms(crowd.server.hold!.p95)}`],
            ['→ most sales per second one stand allows (1000 / mean hold)', (1000 / alone.server.hold!.mean).toFixed(0), (1000 / crowd.server.hold!.mean).toFixed(0)],
            ['the sale\'s insert, mean ms (waiting for the levels and the stand row)', ms(alone.server.ticketWait), ms(crowd.server.ticketWait)],
            ['requests waiting for a pool connection, mean', alone.server.poolQueue.toFixed(1), crowd.server.poolQueue.toFixed(1)],
          ]
        : []),
      ['server thread busy (event loop utilisation)', `${(alone.server.busy * 100).toFixed(0)} %`, `${(crowd.server.busy * 100).toFixed(0)} %`],
      ['server event loop delay p99 ms', ms(alone.server.loopDelayP99), ms(crowd.server.loopDelayP99)],
      ['CPU per sale ms: the server thread / the rest of this process (the load, GC, I/O threads) / PostgreSQL', cpuFigures(alone.server.cpuPerSale), cpuFigures(crowd.server.cpuPerSale)],
      [`→ sales per second this machine's ${cores} cores allow at that cost (everything on one machine)`, cpuBound(alone.server.cpuPerSale), cpuBound(crowd.server.cpuPerSale)],
    ],
    [1, 2],
  );

  if (sample) {
    console.log('\nThe statements of one 2-line sale, in the order sent:\n');
    sample.statements.forEach((statement, index) => console.log(`${String(index + 1).padStart(2)}. ${statement.text.length > 150 ? `${statement.text.slice(0, 147)}...` : statement.text}`));
  }
  if (ceiling) {
    console.log(`\npgbench ${clientsOf(ceiling)}, -M ${PGBENCH_MODE}, -T ${SECONDS}: ${ceiling.output.split('\n').filter((line) => /^(latency|tps|number of (transactions actually|failed))/.test(line)).join('; ')}`);
    console.log('Its slowest statements (pgbench -r, average ms):');
    for (const statement of [...ceiling.statements].sort((a, b) => b.ms - a.ms).slice(0, 6)) console.log(`  ${statement.ms.toFixed(1).padStart(7)}  ${statement.text.slice(0, 110)}`);
    if (process.env.BENCH_KEEP_SCRIPT) console.log(`pgbench script kept at ${process.env.BENCH_KEEP_SCRIPT}`);
  }
  if (!rush.ok || errors.length) process.exitCode = 1;
}

if (isMainThread) {
  runBench('bench-sale', main);
} else {
  serveLoad(sellAtTheStand);
}
