// Stock at scale: 1,000 transfers of 20 lines moved (sent, then checked in) and the full matrix of 200 variants ×
// 30 inventories read, through the real services on a throwaway database. Prints a table. On PostgreSQL, a line's
// cost beside pgbench's hot one-row update measured in the same run, in slices between the transfers (issue #28: a
// line at most twice such an update).
// Usage: npx tsx bench/stock.ts            (embedded PGlite in a temporary folder: no pgbench)
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/stock.ts   (a throwaway database there)
// Knobs: BENCH_TRANSFERS (1000), BENCH_PGBENCH_SECONDS (4, per slice).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, eq } from 'drizzle-orm';
import { createEvent } from '../features/events/server/create-event';
import { createProduct } from '../features/products/server/create-product';
import { createProject } from '../features/projects/server/create-project';
import { createStand } from '../features/stands/server/create-stand';
import { findLedgerMismatches } from '../features/stock/server/ledger-check';
import { inventoryMatrix } from '../features/stock/server/matrix';
import { completeTransfer } from '../features/stock/server/receive-transfer';
import { warehouseOf } from '../features/stock/server/stock-access';
import { createTransfer } from '../features/stock/server/transfers';
import { supplyWarehouse } from '../features/stock/server/warehouse-supply';
import type { Actor } from '../lib/auth/actor';
import { closeDatabase, installDatabase, type Db } from '../lib/db';
import { clients, inventoryItems, inventoryLevels, userRoles, users } from '../lib/db/schema';
import { openBenchDatabase } from './support/bench-database';
import { percentile, printTable, timed, verdict } from './support/figures';
import { runPgbench, type PgbenchRun } from './support/pgbench';

const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 1000);
const LINES = 20;
const PRODUCTS = 25; // × 8 variants (4 sizes × 2 colours) = 200 variants
const EVENTS = 3;
const STANDS_PER_EVENT = 10; // 29 of them used: + the warehouse = 30 inventories
const MATRIX_READS = 20;
const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 4);
// Issue #28: a transfer line costs at most twice pgbench's hot one-row update (its share ≥ 50 %).
const AIM_SHARE = 0.5;

/**
 * pgbench's hot one-row update, one client as this bench sends its transfers one after another: the warehouse's
 * level of one variant moved by 0 and stamped, in its own transaction (pgbench's autocommit). Its latency is what one
 * round trip and one committed row write cost on this machine now.
 */
async function hotUpdate(db: Db, url: URL, warehouseId: string, variantId: string): Promise<PgbenchRun> {
  const [level] = await db
    .select({ inventoryId: inventoryLevels.inventoryId, inventoryItemId: inventoryLevels.inventoryItemId })
    .from(inventoryLevels)
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryLevels.inventoryItemId))
    .where(and(eq(inventoryLevels.inventoryId, warehouseId), eq(inventoryItems.productVariantId, variantId)));
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-stock-pgbench-'));
  try {
    const script = path.join(scratch, 'hot-update.sql');
    writeFileSync(script, `update inventory_levels set available = available + 0, updated_at = now() where inventory_id = '${level!.inventoryId}' and inventory_item_id = '${level!.inventoryItemId}';\n`);
    return await runPgbench(url, script, { clients: 1, seconds: PGBENCH_SECONDS });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function main() {
  const loadAtStart = loadavg()[0]!;
  const { handle, engine, url, cleanup } = await openBenchDatabase('bench_stock', 10);
  installDatabase(handle);
  const { db } = handle;
  const [client] = await db.insert(clients).values({ name: 'Bench', allowAllFeatures: true }).returning();
  const [user] = await db.insert(users).values({ email: `bench-${Date.now()}@bench.local`, passwordHash: 'x', clientId: client!.id, emailVerifiedAt: new Date() }).returning();
  await db.insert(userRoles).values({ userId: user!.id, role: 'client' });
  const actor: Actor = { userId: user!.id, role: 'client', roles: ['client'], clientId: client!.id };

  const project = await createProject(actor, { name: 'Bench tour', hasZones: false });
  const variantIds: string[] = [];
  for (let index = 0; index < PRODUCTS; index += 1) {
    const product = await createProduct(actor, { projectId: project.id, title: `Produit ${index}`, category: 'merchandising', price: 2500, vat: 20, isOnline: false, availability: 'available', variantMatrix: { sizes: ['S', 'M', 'L', 'XL'], colors: ['Noir', 'Blanc'] } });
    variantIds.push(...product.variants.map((variant) => variant.id));
  }
  const standInventories: string[] = [];
  for (let index = 0; index < EVENTS; index += 1) {
    const event = await createEvent(actor, { projectId: project.id, name: `Date ${index}`, country: 'FR' });
    for (let stand = 0; stand < STANDS_PER_EVENT && standInventories.length < 29; stand += 1) {
      const created = await createStand(actor, { eventId: event.id, name: `Stand ${index}-${stand}`, isCashCompatible: true, changeFund: 0, status: 'closed', sellerIds: [] });
      standInventories.push(created.inventoryId);
    }
  }
  const warehouse = await warehouseOf(db, project.id);
  await supplyWarehouse(actor, project.id, { items: variantIds.map((productVariantId) => ({ productVariantId, quantity: 100_000 })), reference: 'bench' });

  // pgbench in slices between the transfers (before, at each quarter, after): the machine is shared and its load
  // moves within a run.
  const hotSlices: PgbenchRun[] = [];
  const measureHot = async () => {
    if (url) hotSlices.push(await hotUpdate(db, url, warehouse.id, variantIds[0]!));
  };
  await measureHot();
  const sendTimes: number[] = [];
  const completeTimes: number[] = [];
  const started = performance.now();
  for (let index = 0; index < TRANSFERS; index += 1) {
    if (index > 0 && index % Math.ceil(TRANSFERS / 4) === 0) await measureHot();
    const first = (index * 7) % (variantIds.length - LINES);
    const items = variantIds.slice(first, first + LINES).map((productVariantId) => ({ productVariantId, quantity: 3 }));
    const transfer = await timed(sendTimes, () =>
      createTransfer(actor, { fromInventoryId: warehouse.id, toInventoryId: standInventories[index % standInventories.length]!, type: 'stand', items }),
    );
    await timed(completeTimes, () => completeTransfer(actor, transfer.id, { remaining: 'success' }));
  }
  const movingSeconds = (performance.now() - started) / 1000;

  const matrixTimes: number[] = [];
  let matrix = await inventoryMatrix(actor, project.id, {});
  for (let read = 0; read < MATRIX_READS; read += 1) matrix = await timed(matrixTimes, () => inventoryMatrix(actor, project.id, {}));
  const checkTimes: number[] = [];
  const mismatches = await timed(checkTimes, () => findLedgerMismatches(db, project.id));

  await measureHot();
  const hotMs = hotSlices.map((slice) => slice.latencyMs);
  // Median against median: each pgbench transaction's latency (all slices), as the transfers' p50.
  const hotLatencies = hotSlices.flatMap((slice) => slice.latencies);
  const hot = hotSlices.length ? { latencyMs: percentile(hotLatencies, 50) } : null;
  const loadAtEnd = loadavg()[0]!;

  console.log(
    `Stock benchmark on ${engine}: ${TRANSFERS} transfers × ${LINES} lines, one after another, matrix ${matrix.rows.length} variants × ${matrix.inventories.length} inventories. ` +
      `Load average (1 min) ${loadAtStart.toFixed(1)} at start, ${loadAtEnd.toFixed(1)} at the end.\n`,
  );
  const perLine = (samples: number[]) => percentile(samples, 50) / LINES;
  const row = (what: string, samples: number[], lines?: number) => [
    what,
    String(samples.length),
    percentile(samples, 50).toFixed(1),
    percentile(samples, 95).toFixed(1),
    Math.max(...samples).toFixed(1),
    lines ? (percentile(samples, 50) / lines).toFixed(2) : '',
  ];
  printTable(
    ['operation', 'runs', 'p50 ms', 'p95 ms', 'max ms', 'p50 ms per line'],
    [row(`send a transfer (${LINES} lines)`, sendTimes, LINES), row('check in + complete it', completeTimes, LINES), row('read the full matrix', matrixTimes), row('rebuild levels from the ledger and compare', checkTimes)],
    [1, 2, 3, 4, 5],
  );
  console.log(`\n${TRANSFERS} transfers moved in ${movingSeconds.toFixed(1)} s (${(TRANSFERS / movingSeconds).toFixed(1)} transfers/s); ledger mismatches: ${mismatches.length}\n`);
  const share = (samples: number[]) => (hot ? hot.latencyMs / perLine(samples) : NaN);
  const shareRow = (what: string, samples: number[]) => [
    what,
    `${perLine(samples).toFixed(2)} ms`,
    hot
      ? `p50 ${hot.latencyMs.toFixed(3)} ms of ${hotLatencies.length} (1 client, ${hotSlices.length} slices of ${PGBENCH_SECONDS} s; their averages ${hotMs.map((value) => value.toFixed(2)).join(', ')})`
      : 'n/a (PostgreSQL only)',
    hot ? `${(share(samples) * 100).toFixed(0)} %` : 'n/a',
    `≥ ${AIM_SHARE * 100} % (a line ≤ 2 × the update)`,
    verdict(hot ? share(samples) >= AIM_SHARE : null),
  ];
  printTable(['a transfer line (p50 / ' + LINES + ')', 'ms', "pgbench's hot one-row update", 'share', 'aim', ''], [shareRow('sent', sendTimes), shareRow('checked in and completed', completeTimes)], [1, 3]);

  await closeDatabase();
  await cleanup();
  if (mismatches.length) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
