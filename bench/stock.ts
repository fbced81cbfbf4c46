// Stock at scale: 1,000 transfers of 20 lines moved (sent, then checked in) and the full matrix of 200 variants ×
// 30 inventories read, through the real services on a throwaway database. Prints a table.
// Usage: npx tsx bench/stock.ts            (embedded PGlite in a temporary folder)
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/stock.ts   (a throwaway database there)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
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
import { closeDatabase, installDatabase } from '../lib/db';
import { openDatabase, type DatabaseHandle } from '../lib/db/open-database';
import { clients, userRoles, users } from '../lib/db/schema';
import { percentile, timed } from './support/figures';

const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 1000);
const LINES = 20;
const PRODUCTS = 25; // × 8 variants (4 sizes × 2 colours) = 200 variants
const EVENTS = 3;
const STANDS_PER_EVENT = 10; // 29 of them used: + the warehouse = 30 inventories
const MATRIX_READS = 20;

async function openBenchDatabase(): Promise<{ handle: DatabaseHandle; engine: string; cleanup: () => Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const { Client } = await import('pg');
    const name = `bench_stock_${Date.now()}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ engine: 'postgres', url: url.toString() });
    return {
      handle,
      engine: 'PostgreSQL',
      cleanup: async () => {
        // The pool is closed by then; its sockets may take a moment to go, and DROP waits for none of them.
        for (let attempt = 0; ; attempt += 1) {
          try {
            await admin.query(`drop database ${name}`);
            break;
          } catch (error) {
            if (attempt === 10) throw error;
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-stock-'));
  const handle = await openDatabase({ engine: 'pglite', dataDir: dir });
  return { handle, engine: 'PGlite', cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function main() {
  const { handle, engine, cleanup } = await openBenchDatabase();
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

  const sendTimes: number[] = [];
  const completeTimes: number[] = [];
  const started = performance.now();
  for (let index = 0; index < TRANSFERS; index += 1) {
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

  const row = (what: string, samples: number[]) => `| ${what} | ${samples.length} | ${percentile(samples, 50).toFixed(1)} | ${percentile(samples, 95).toFixed(1)} | ${Math.max(...samples).toFixed(1)} |`;
  console.log(`Stock benchmark on ${engine}: ${TRANSFERS} transfers × ${LINES} lines, matrix ${matrix.rows.length} variants × ${matrix.inventories.length} inventories\n`);
  console.log('| operation | runs | p50 ms | p95 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(row(`send a transfer (${LINES} lines)`, sendTimes));
  console.log(row('check in + complete it', completeTimes));
  console.log(row('read the full matrix', matrixTimes));
  console.log(row('rebuild levels from the ledger and compare', checkTimes));
  console.log(`\n${TRANSFERS} transfers moved in ${movingSeconds.toFixed(1)} s (${(TRANSFERS / movingSeconds).toFixed(1)} transfers/s); ledger mismatches: ${mismatches.length}`);

  await closeDatabase();
  await cleanup();
  if (mismatches.length) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
