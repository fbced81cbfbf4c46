import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const alias = { '@': path.resolve(__dirname) };

/*
 * vitest's default is one worker less than the cores: ONE on CI's 2-core machine, where the integration files (86 of
 * them, twice: PGlite and PostgreSQL) then ran one after the other. Each spends much of its time waiting (on its
 * in-process server, on the PostgreSQL process, on PGlite's I/O), and they are independent of one another (own
 * tenants, random e-mails, tag-scoped lists, a fresh client IP per test for the abuse limits, their own DATA_DIR
 * where mails are counted): one per core, at least two. The unit and component files too (quickFiles, below).
 * TEST_INTEGRATION_WORKERS overrides the figure (1 to look for an interaction between files, 3 on an idle machine).
 */
const workers = Number(process.env.TEST_INTEGRATION_WORKERS) || Math.max(2, os.availableParallelism());

/*
 * The API integration tests run on PGlite, the embedded engine every machine has. Where the two engines can differ,
 * they also run on PostgreSQL when TEST_DATABASE_URL is set (CI): real parallel connections and their locks (races on
 * stock, quotas, numbering, one-of-two creations), the job queue, Paris time against the server's clock, jsonb
 * snapshots, and migrations run over existing rows. The rest (validation, tenant walls, views, mails) is the same SQL
 * through the same code, and runs once (issue #23: CI in half the time, nothing less proven).
 */
const onBothEnginesPatterns = [
  // Locks and races between connections.
  'tests/integration/db/pipelined-transaction.test.ts',
  'tests/integration/orders/concurrency.test.ts',
  'tests/integration/stock/concurrency.test.ts',
  'tests/integration/stock/idempotency.test.ts',
  'tests/integration/shop-orders/shop-drop.test.ts',
  'tests/integration/subscriptions/quota-races.test.ts',
  'tests/integration/events/event-status.test.ts',
  'tests/integration/products/add-product-variants.test.ts',
  'tests/integration/products/create-product-variant.test.ts',
  'tests/integration/products/create-product.test.ts',
  'tests/integration/projects/projects.test.ts',
  'tests/integration/projects/seller-invitations.test.ts',
  'tests/integration/accounts/password-reset.test.ts',
  'tests/integration/services/create-service-request.test.ts',
  'tests/integration/shops/create-and-read-shops.test.ts',
  'tests/integration/shops/payment-account.test.ts',
  // Offline sales (issue #26): resends and races on the stand's and the device's locks, the tablets' numbers.
  'tests/integration/offline/*.test.ts',
  // Money after the sale: the closing against sales and refunds, its jsonb snapshot and hash, gapless numbers.
  'tests/integration/closing/close-event.test.ts',
  'tests/integration/closing/money-after-closing.test.ts',
  'tests/integration/settlement/settlement.test.ts',
  'tests/integration/settlement/settlement-document.test.ts',
  'tests/integration/settlement/cross-document.test.ts',
  // The drawer's movements in the settlement's snapshot, and counts dated against the last cash.
  'tests/integration/drawer/cash-movements.test.ts',
  // The journal: one chain under concurrent sales and offline batches, its append-only trigger on each engine.
  'tests/integration/journal/*.test.ts',
  'tests/integration/invoices/invoices.test.ts',
  'tests/integration/invoices/fees.test.ts',
  'tests/integration/invoices/payouts.test.ts',
  // The job queue, and Paris time against the database's clock.
  'tests/integration/jobs/*.test.ts',
  'tests/integration/stock/ledger.test.ts',
  'tests/integration/shops/update-open-close-shop.test.ts',
  // Migrations over existing rows.
  'tests/integration/demo/seed-upgrade.test.ts',
  'tests/integration/shop-orders/collection.test.ts',
  // Several server processes exist on PostgreSQL only.
  'tests/integration/http/server-processes.test.ts',
  // The shop's page: its catalogue kept in the process while the units are read on each view, over the pool.
  'tests/integration/shop-orders/shop-page-rendered.test.ts',
  // The tour's report: grouped SQL aggregates (a GROUP BY a key's columns, sums cast to bigint) on each engine.
  'tests/integration/reports/*.test.ts',
];

/** The test files under a folder of this repository, as vitest names them (posix, relative to the root). */
function testFilesUnder(folder: string): string[] {
  return (readdirSync(path.join(__dirname, folder), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .sort();
}

/** The files a pattern above names: itself if it exists, or every test file of one folder (`folder/*.test.ts`). */
function filesOf(pattern: string): string[] {
  if (!pattern.includes('*')) return existsSync(path.join(__dirname, pattern)) ? [pattern] : [];
  const folder = pattern.replace(/\/\*\.test\.ts$/, '');
  if (folder.includes('*')) throw new Error(`vitest.config.ts: only folder/*.test.ts patterns are expanded, not ${pattern}`);
  return testFilesUnder(folder).filter((file) => path.posix.dirname(file) === folder);
}

const onBothEngines = onBothEnginesPatterns.flatMap(filesOf);

// A file renamed or moved must not drop out of the PostgreSQL run unnoticed.
const missing = onBothEnginesPatterns.filter((pattern) => !filesOf(pattern).length);
if (missing.length) throw new Error(`vitest.config.ts lists integration files that do not exist: ${missing.join(', ')}`);

/*
 * The unit files test pure code: they share one worker process and its module cache (`isolate: false`), instead of a
 * fresh process that imports everything again for each of the 62 files (95 s wall -> 44 s for the unit project under
 * the same load, 1291 tests passing either way). A file that replaces modules, globals, the environment or the clock
 * (vi.mock and the like) could leak that into the next file of the worker: those keep their own process, found here
 * so that a new one is never forgotten. The component files keep theirs too: they mock modules and share the DOM.
 */
const unitFiles = testFilesUnder('tests/unit');
// vitest's own replacements of modules, globals, the environment or the clock.
const replacesWithVi = String.raw`\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers|spyOn|hoisted)\b`;
const changesSharedState = new RegExp(String.raw`${replacesWithVi}|process\.env\b|globalThis\b`);
const unitFilesIsolated = unitFiles.filter((file) => changesSharedState.test(readFileSync(path.join(__dirname, file), 'utf8')));

/*
 * The integration files that leave the process as they found it share one, one file after another, with one server
 * and one database (TEST_SHARED_APP, tests/support/test-app.ts): Next's start and the PGlite template's load cost about
 * 3 s of CPU per file. A file keeps its own process when it replaces modules, the clock or the database the server
 * uses, or sets an environment variable the server may read once (directly, or through startAccountsApp's `env`):
 * reading the environment does not count, the engine's name is read by many.
 */
const integrationFiles = testFilesUnder('tests/integration');
const needsOwnProcess = new RegExp(
  String.raw`${replacesWithVi}|process\.env(\.\w+|\[[^\]]+\])\s*(\?\?|\|\||&&)?=(?!=)|delete process\.env|Object\.assign\(process\.env|globalThis\b|installDatabase|closeDatabase|\.handle\.close|startAccountsApp\(\{`,
);
const integrationFilesOwnProcess = integrationFiles.filter((file) => needsOwnProcess.test(readFileSync(path.join(__dirname, file), 'utf8')));

/*
 * The unit and component files, one worker per core too: with vitest's default of one on two cores, their phase left
 * a third of the machine idle (vmstat) for 3 min 13 s; with two it took 2 min 8 s. Their tests take milliseconds; the
 * timeout is raised from vitest's 5 s, which two workers once missed on a machine loaded by other runs.
 */
const quickFiles = { maxWorkers: workers, testTimeout: 20_000 };

/**
 * The integration files of one engine, in two projects: those that share their worker's process and server, and
 * those that keep their own (above).
 */
function integrationProjects(engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration[] {
  const files = engine === 'pglite' ? integrationFiles : onBothEngines;
  const ownProcess = files.filter((file) => integrationFilesOwnProcess.includes(file));
  const shared = files.filter((file) => !ownProcess.includes(file));
  const project = (name: string, include: string[], isolate: boolean): TestProjectInlineConfiguration => ({
    resolve: { alias },
    test: {
      name,
      include,
      isolate,
      environment: 'node',
      globalSetup: ['tests/support/global-setup.ts'],
      env: { TEST_DB_ENGINE: engine, TEST_SHARED_APP: isolate ? '0' : '1' },
      pool: 'forks',
      // Its own group, after the unit and component files: vitest wants one worker count per group.
      sequence: { groupOrder: 1 },
      maxWorkers: workers,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
  const projects = [project(`integration-${engine}`, shared, false), project(`integration-${engine}-own-process`, ownProcess, true)];
  // A project without files would run vitest's default include instead.
  return projects.filter((candidate) => candidate.test?.include?.length);
}

export default defineConfig({
  test: {
    // The slowest files are printed at the end of every run: where CI's time goes (issue #23).
    reporters: ['default', './tests/support/slowest-files-reporter.ts'],
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: unitFilesIsolated, isolate: false, environment: 'node', sequence: { groupOrder: 0 }, ...quickFiles },
      },
      {
        resolve: { alias },
        test: { name: 'unit-isolated', include: unitFilesIsolated.length ? unitFilesIsolated : ['tests/unit/none'], environment: 'node', sequence: { groupOrder: 0 }, ...quickFiles },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: { name: 'components', include: ['tests/components/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['tests/support/components-setup.ts'], sequence: { groupOrder: 0 }, ...quickFiles },
      },
      ...integrationProjects('pglite'),
      ...(process.env.TEST_DATABASE_URL ? integrationProjects('postgres') : []),
    ],
  },
});
