// The network comes back at a venue (issue #26): 10 register tablets that sold offline each send their 500 queued
// sales at once, oldest first, one after the other per tablet as the outbox does, over HTTP against the real server
// (the production build, in this process). Then they send everything again, as a tablet does when the network
// dropped before the answers came back. Every sale must arrive once, with its receipt number, the stand's short
// shelf corrected in the ledger (offlineCorrection) and the ledger whole. Prints a table with our aims beside the
// figures; exits 1 when an exactness check fails (never for timing).
// Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/offline-sync.ts   (a throwaway database there)
//        npx tsx bench/offline-sync.ts      (embedded PGlite in a temporary folder: one connection, the tablets queue)
// Knobs: BENCH_DEVICES (10), BENCH_SALES (500 per tablet), BENCH_UNITS (1000 of each of the 5 variants on the shelf,
// less than the tablets sell, so that the last sales run short), BENCH_POOL_SIZE (10, as in production).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { and, count, countDistinct, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { findLedgerMismatches } from '../features/stock/server/ledger-check';
import { completeTransfer } from '../features/stock/server/receive-transfer';
import { warehouseOf } from '../features/stock/server/stock-access';
import { createTransfer } from '../features/stock/server/transfers';
import { supplyWarehouse } from '../features/stock/server/warehouse-supply';
import { closeDatabase, installDatabase, type Db } from '../lib/db';
import { inventoryChanges, inventoryLevels, orders } from '../lib/db/schema';
import { openBenchDatabase } from './support/bench-database';
import { benchWorker, runBench, startBenchServer, type BenchRun } from './support/bench-run';
import { openDoors, postSale, randomLines, seedBenchTour } from './support/bench-tour';
import { describe, ms, percentile, printTable, tally, verdict } from './support/figures';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 10);
const SALES = Number(process.env.BENCH_SALES ?? 500);
const UNITS = Number(process.env.BENCH_UNITS ?? 1000);
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 10);
const AIMS = { p95Ms: 100, drainSeconds: 60 };

/* ---------- The tablets: a worker thread, so that the load does not share the server's event loop ---------- */

interface QueuedSale {
  key: string;
  body: unknown;
}

interface SyncPlan {
  baseUrl: string;
  /** Per tablet: its seller's token and its outbox, oldest first. */
  tablets: { token: string; outbox: QueuedSale[] }[];
}

interface PassResult {
  latencies: number[];
  /** "201", or "409 OFFLINE_SEQUENCE_TAKEN", "network ECONNRESET"… */
  outcomes: Record<string, number>;
  /** The order id each key was answered with. */
  orderOfKey: Record<string, string>;
  seconds: number;
}

/** Every tablet drains its outbox at once, each one sale after the other (the outbox waits for each answer). */
async function drain(plan: SyncPlan): Promise<PassResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.tablets.length });
  const latencies: number[] = [];
  const outcomes: string[] = [];
  const orderOfKey: Record<string, string> = {};
  const started = performance.now();
  await Promise.all(
    plan.tablets.map(async (tablet) => {
      for (const sale of tablet.outbox) {
        const sent = performance.now();
        try {
          const { status, body } = await postSale(agent, plan.baseUrl, tablet.token, sale.body, sale.key);
          latencies.push(performance.now() - sent);
          const parsed = JSON.parse(body || '{}') as { id?: string; errorCode?: string };
          if (status === 201 && parsed.id) orderOfKey[sale.key] = parsed.id;
          outcomes.push(status === 201 ? '201' : `${status} ${parsed.errorCode ?? ''}`.trim());
        } catch (error) {
          outcomes.push(`network ${(error as { code?: string }).code ?? String(error)}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { latencies, outcomes: tally(outcomes), orderOfKey, seconds };
}

/** Both passes from a worker thread: the network comes back, then every tablet sends its outbox again. */
function syncFromWorker(plan: SyncPlan): Promise<{ first: PassResult; again: PassResult }> {
  const worker = benchWorker(__filename, plan);
  return new Promise((resolve, reject) => {
    worker.on('message', resolve);
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`sync worker exited with code ${code}`)));
  });
}

/* ---------- The stand and its tablets ---------- */

/**
 * A manager's tour with a T-shirt (4 sizes, 25 €) and a cap (18 €), BENCH_UNITS of each on one opened stand of an
 * event in progress (stock arrives the real way: supply, transfer, check-in), and one seller per tablet, each tablet
 * registered on the stand over the API as the register does while online.
 */
async function seedStand(db: Db, baseUrl: string) {
  const { actor, project, event, stand, hot: stock, sellers } = await seedBenchTour(db, { tourName: 'Tournée bench hors connexion', sellers: DEVICES });
  const items = stock.map(({ productVariantId }) => ({ productVariantId, quantity: UNITS }));
  await supplyWarehouse(actor, project.id, { items, reference: 'bench-offline' });
  const transfer = await createTransfer(actor, { fromInventoryId: (await warehouseOf(db, project.id)).id, toInventoryId: stand.inventoryId, type: 'stand', items });
  await completeTransfer(actor, transfer.id, { remaining: 'success' });
  await openDoors(db, event.id, stand.id);

  const devices: { deviceId: string; token: string }[] = [];
  for (const [index, seller] of sellers.entries()) {
    const deviceId = randomUUID();
    const answer = await fetch(`${baseUrl}/api/v1/stands/${stand.id}/devices`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${seller.token}` },
      body: JSON.stringify({ deviceId, label: `Caisse ${index + 1}` }),
    });
    if (answer.status !== 201) throw new Error(`registering tablet ${index + 1}: ${answer.status} ${await answer.text()}`);
    devices.push({ deviceId, token: seller.token });
  }
  return { projectId: project.id, eventId: event.id, standId: stand.id, inventoryId: stand.inventoryId, stock, devices };
}
type BenchStand = Awaited<ReturnType<typeof seedStand>>;

/** Each tablet's outbox: SALES sales made over the last hours, 1 to 3 variants of 1 or 2 units, exact cash. */
function outboxesOf(stand: BenchStand): SyncPlan['tablets'] {
  const start = Date.now() - 3 * 60 * 60_000;
  return stand.devices.map((device) => ({
    token: device.token,
    outbox: Array.from({ length: SALES }, (_, index) => {
      const { items, total } = randomLines(stand.stock);
      const soldAt = new Date(start + index * 20_000 + Math.floor(Math.random() * 10_000)).toISOString();
      return {
        key: randomUUID(),
        body: {
          eventId: stand.eventId,
          standId: stand.standId,
          items,
          payment: { method: 'cash', amountTendered: total },
          offline: { deviceId: device.deviceId, sequence: index + 1, soldAt },
        },
      };
    }),
  }));
}

/** What the database holds after the sync: every sale once, receipt numbers unique, the ledger whole. */
async function checkArrivals(db: Db, stand: BenchStand) {
  const [arrived] = await db
    .select({ orders: count(), receipts: countDistinct(sql`(${orders.deviceId}, ${orders.deviceSequence})`) })
    .from(orders)
    .where(and(eq(orders.standId, stand.standId), isNotNull(orders.deviceId)));
  const [corrections] = await db
    .select({ rows: count(), units: sql<number>`coalesce(sum(${inventoryChanges.delta}), 0)::int` })
    .from(inventoryChanges)
    .where(and(eq(inventoryChanges.inventoryId, stand.inventoryId), eq(inventoryChanges.kind, 'offlineCorrection')));
  const [negative] = await db.select({ levels: count() }).from(inventoryLevels).where(and(eq(inventoryLevels.inventoryId, stand.inventoryId), lt(inventoryLevels.available, 0)));
  const mismatches = await findLedgerMismatches(db, stand.projectId);
  return { orders: arrived!.orders, receipts: arrived!.receipts, corrections: corrections!, negativeLevels: negative!.levels, mismatches: mismatches.length };
}

async function main({ defer }: BenchRun) {
  const loadAtStart = loadavg()[0]!;
  const database = await openBenchDatabase('bench_offline_sync', POOL_SIZE);
  defer(database.cleanup);
  installDatabase(database.handle);
  defer(closeDatabase);
  const { db } = database.handle;
  const { baseUrl, close } = await startBenchServer();
  defer(close);
  const stand = await seedStand(db, baseUrl);
  const tablets = outboxesOf(stand);

  const { first, again } = await syncFromWorker({ baseUrl, tablets });
  const arrivals = await checkArrivals(db, stand);
  const loadAtEnd = loadavg()[0]!;

  const expected = DEVICES * SALES;
  const sameAnswers = Object.entries(again.orderOfKey).filter(([key, id]) => first.orderOfKey[key] === id).length;
  const firstErrors = Object.entries(first.outcomes).filter(([outcome]) => outcome !== '201');
  const againErrors = Object.entries(again.outcomes).filter(([outcome]) => outcome !== '201');
  const exact = arrivals.orders === expected && arrivals.receipts === expected && !firstErrors.length && !againErrors.length && sameAnswers === expected && arrivals.negativeLevels === 0 && arrivals.mismatches === 0;
  const p = (q: number) => percentile(first.latencies, q);
  const pAgain = (q: number) => percentile(again.latencies, q);
  console.log(
    `\nOffline sync benchmark on ${database.engine}: ${DEVICES} tablets × ${SALES} queued cash sales sent at once when the network returns, each tablet oldest first, then all sent again` +
      `${database.engine === 'PostgreSQL' ? `; pool of ${POOL_SIZE}` : ''}. ${UNITS} units of each of ${stand.stock.length} variants on the shelf. Load average (1 min) ${loadAtStart.toFixed(1)} at start, ${loadAtEnd.toFixed(1)} at the end.\n`,
  );
  printTable(
    ['measure', 'figure', 'aim', ''],
    [
      ['sales arrived (orders of the tablets)', `${arrivals.orders} of ${expected}, ${arrivals.receipts} distinct receipt numbers`, 'all, once', verdict(arrivals.orders === expected && arrivals.receipts === expected)],
      ['answers, first send', firstErrors.length ? describe(first.outcomes) : `${expected} × 201`, 'all 201', verdict(!firstErrors.length)],
      ['answers, sent again (same keys)', againErrors.length ? describe(again.outcomes) : `${expected} × 201, ${sameAnswers} the first sale's`, 'the first answers', verdict(!againErrors.length && sameAnswers === expected)],
      ['time to drain', `${first.seconds.toFixed(1)} s (${(expected / first.seconds).toFixed(0)} sales/s)`, `< ${AIMS.drainSeconds} s`, verdict(first.seconds < AIMS.drainSeconds)],
      ['per sale p50 / p95 / p99 ms', `${ms(p(50))} / ${ms(p(95))} / ${ms(p(99))}`, `p95 < ${AIMS.p95Ms} ms`, verdict(p(95) < AIMS.p95Ms)],
      ['per resend p50 / p95 ms (replays)', `${ms(pAgain(50))} / ${ms(pAgain(95))}; all in ${again.seconds.toFixed(1)} s`, '', ''],
      ['shelf run short: offlineCorrection rows', `${arrivals.corrections.rows} rows, ${arrivals.corrections.units} units added`, 'sales never refused', verdict(!firstErrors.length)],
      ['levels below zero / ledger mismatches', `${arrivals.negativeLevels} / ${arrivals.mismatches}`, '0 / 0', verdict(arrivals.negativeLevels === 0 && arrivals.mismatches === 0)],
    ],
  );
  if (!exact) process.exitCode = 1;
}

if (isMainThread) {
  runBench('bench-offline-sync', main);
} else {
  void (async () => {
    const plan = workerData as SyncPlan;
    const first = await drain(plan);
    const again = await drain(plan);
    parentPort!.postMessage({ first, again });
  })();
}
