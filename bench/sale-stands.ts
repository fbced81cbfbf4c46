// Sales at 50 stands × 4 sellers at once, served by `npm start` with one server process and with one per core
// (WEB_CONCURRENCY, docs/operations.md "Server processes"): does the throughput grow with the cores? PostgreSQL only.
// Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/sale-stands.ts   (a throwaway database there)
// Knobs: BENCH_STANDS (50), BENCH_SELLERS_PER_STAND (4), BENCH_SECONDS (20), BENCH_WARMUP_SECONDS (3).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { findLedgerMismatches } from '../features/stock/server/ledger-check';
import { completeTransfer } from '../features/stock/server/receive-transfer';
import { warehouseOf } from '../features/stock/server/stock-access';
import { createStand } from '../features/stands/server/create-stand';
import { createTransfer } from '../features/stock/server/transfers';
import { supplyWarehouse } from '../features/stock/server/warehouse-supply';
import { closeDatabase, installDatabase, type Db } from '../lib/db';
import { openBenchDatabase } from './support/bench-database';
import { benchWorker, runBench, type BenchRun } from './support/bench-run';
import { openDoors, postSale, randomLines, seedBenchTour, type Stocked } from './support/bench-tour';
import { ms, percentile, printTable, verdict } from './support/figures';

const STANDS = Number(process.env.BENCH_STANDS ?? 50);
const SELLERS_PER_STAND = Number(process.env.BENCH_SELLERS_PER_STAND ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const UNITS_PER_STAND = 5_000; // of each variant: the load never runs a stand short
// Issue #28: the throughput grows with the cores. With one core per process, half again as much on two is the least.
const AIMS = { growth: 1.5 };
const root = path.resolve(__dirname, '..');

interface Till {
  token: string;
  eventId: string;
  standId: string;
}

interface LoadPlan {
  baseUrl: string;
  tills: Till[];
  stock: Stocked[];
  warmupMs: number;
  durationMs: number;
}

interface LoadResult {
  latencies: number[];
  outcomes: Record<string, number>;
  seconds: number;
}

/* ---------- The sellers: a worker thread, each seller selling at their own stand, one sale after the other ---------- */

async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.tills.length });
  const from = performance.now() + plan.warmupMs;
  const until = from + plan.durationMs;
  const latencies: number[] = [];
  const outcomes: Record<string, number> = {};
  let lastEnd = from;
  await Promise.all(
    plan.tills.map(async (till) => {
      for (let started = performance.now(); started < until; started = performance.now()) {
        const { items, total } = randomLines(plan.stock);
        const body = { eventId: till.eventId, standId: till.standId, items, payment: { method: 'cash', amountTendered: total } };
        const outcome = await postSale(agent, plan.baseUrl, till.token, body).then(
          (answer) => String(answer.status),
          (error: { code?: string }) => `network ${error.code ?? ''}`,
        );
        const ended = performance.now();
        if (started < from) continue;
        latencies.push(ended - started);
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        lastEnd = Math.max(lastEnd, ended);
      }
    }),
  );
  agent.destroy();
  return { latencies, outcomes, seconds: (lastEnd - from) / 1000 };
}

function loadFromWorker(plan: LoadPlan): Promise<LoadResult> {
  const worker = benchWorker(__filename, plan);
  return new Promise<LoadResult>((resolve, reject) => {
    worker.on('message', (result: LoadResult) => resolve(result));
    worker.on('error', reject);
    worker.on('exit', (code) => reject(new Error(`load worker exited with code ${code}`)));
  }).finally(() => worker.terminate());
}

/* ---------- The tour: one date, its stands, four sellers at each, stock delivered the real way ---------- */

async function seedStands(db: Db) {
  const { actor, project, event, hot, sellers } = await seedBenchTour(db, { tourName: 'Tournée 50 stands', sellers: STANDS * SELLERS_PER_STAND });
  const warehouse = await warehouseOf(db, project.id);
  const items = hot.map(({ productVariantId }) => ({ productVariantId, quantity: UNITS_PER_STAND }));
  const tills: Till[] = [];
  for (let index = 0; index < STANDS; index += 1) {
    const crew = sellers.slice(index * SELLERS_PER_STAND, (index + 1) * SELLERS_PER_STAND);
    const stand = await createStand(actor, { eventId: event.id, name: `Stand ${index + 1}`, isCashCompatible: true, changeFund: 0, status: 'closed', sellerIds: crew.map((seller) => seller.userId) });
    await supplyWarehouse(actor, project.id, { items, reference: `bench-stand-${index + 1}` });
    const transfer = await createTransfer(actor, { fromInventoryId: warehouse.id, toInventoryId: stand.inventoryId, type: 'stand', items });
    await completeTransfer(actor, transfer.id, { remaining: 'success' });
    await openDoors(db, event.id, stand.id);
    tills.push(...crew.map((seller) => ({ token: seller.token, eventId: event.id, standId: stand.id })));
  }
  return { projectId: project.id, hot, tills };
}

/* ---------- `npm start` as production runs it, with WEB_CONCURRENCY processes ---------- */

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServers(databaseUrl: string, processes: number): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const env = { ...process.env, DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(processes), PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' as const, JOBS_DISABLED: '1', NEXTAUTH_URL: `http://127.0.0.1:${port}` };
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  // Every process up: the followers start once the leader is ready, and each says nothing; give them the time to.
  for (let waited = 0; !output.includes('ready on'); waited += 1) {
    if (child.exitCode !== null || waited > 600) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, processes > 1 ? 8000 : 2000));
  return { baseUrl: `http://127.0.0.1:${port}`, stop };
}

async function measure(databaseUrl: string, processes: number, plan: Omit<LoadPlan, 'baseUrl'>) {
  const servers = await startServers(databaseUrl, processes);
  try {
    const result = await loadFromWorker({ ...plan, baseUrl: servers.baseUrl });
    const sales = result.outcomes['201'] ?? 0;
    return { processes, result, sales, rate: sales / result.seconds };
  } finally {
    await servers.stop();
  }
}

async function main({ defer }: BenchRun) {
  const loadAtStart = loadavg()[0]!;
  const database = await openBenchDatabase('bench_stands', 10);
  defer(database.cleanup);
  if (!database.url) {
    console.log('bench/sale-stands.ts measures server processes on PostgreSQL: set BENCH_DATABASE_URL.');
    return;
  }
  installDatabase(database.handle);
  defer(closeDatabase);
  const tour = await seedStands(database.handle.db);
  const cores = availableParallelism();
  const plan = { tills: tour.tills, stock: tour.hot, warmupMs: WARMUP_SECONDS * 1000, durationMs: SECONDS * 1000 };
  const one = await measure(database.url.toString(), 1, plan);
  const many = await measure(database.url.toString(), cores, plan);
  const mismatches = await findLedgerMismatches(database.handle.db, tour.projectId);
  const loadAtEnd = loadavg()[0]!;

  console.log(
    `\nSales at ${STANDS} stands × ${SELLERS_PER_STAND} sellers on PostgreSQL over HTTP (npm start), ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, ` +
      `1-3 lines of 1-2 units, cash; ${cores} cores. Load average (1 min) ${loadAtStart.toFixed(1)} at start, ${loadAtEnd.toFixed(1)} at the end.\n`,
  );
  const errorsOf = (result: LoadResult) => Object.entries(result.outcomes).filter(([outcome]) => outcome !== '201');
  const row = (run: typeof one) => {
    const errors = errorsOf(run.result);
    return [
      `${run.processes} server process${run.processes > 1 ? 'es' : ''}`,
      `${run.rate.toFixed(1)} (${run.sales} sales)`,
      `${ms(percentile(run.result.latencies, 50))} / ${ms(percentile(run.result.latencies, 99))}`,
      errors.length ? errors.map(([outcome, count]) => `${count} × ${outcome}`).join(', ') : 'none',
    ];
  };
  printTable(['', 'sales per second', 'latency p50 / p99 ms', 'errors'], [row(one), row(many)], [1, 2]);
  const growth = many.rate / one.rate;
  const clean = !errorsOf(one.result).length && !errorsOf(many.result).length && mismatches.length === 0;
  console.log('');
  printTable(
    ['measure', 'figure', 'aim', ''],
    [
      [`throughput with ${cores} processes / with 1`, `${growth.toFixed(2)} ×`, `≥ ${AIMS.growth} × on ${cores} cores`, verdict(cores > 1 ? growth >= AIMS.growth : null)],
      ['errors, ledger against levels', `${clean ? 'none' : 'some'}; ${mismatches.length} ledger mismatches`, 'none', verdict(clean)],
    ],
    [1],
  );
  if (!clean) process.exitCode = 1;
}

if (isMainThread) {
  runBench('bench-sale-stands', main);
} else {
  void runLoad(workerData as LoadPlan).then((result) => parentPort!.postMessage(result));
}
