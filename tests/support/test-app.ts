import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { closeDatabase, installDatabase, type Db } from '@/lib/db';
import { openDatabase, type DatabaseHandle } from '@/lib/db/open-database';

export interface TestApp {
  baseUrl: string;
  db: Db;
  handle: DatabaseHandle;
  /** A JSON call to the product API, as any client would make it. */
  api(path: string, options?: { method?: string; token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

const root = path.resolve(__dirname, '../..');

// The server and the tests share these: one secret signs the tokens both check; the demo seed stays out.
process.env.NEXTAUTH_SECRET = 'integration-test-secret-integration-test-secret';
process.env.SEED_DEMO = '0';
process.env.AUTH_TRUST_HOST = 'true';
// The tests read the mails the app writes through the development outbox, an explicit opt-in.
process.env.DEV_OUTBOX = '1';
// No job queue behind the API tests: the jobs' own tests start theirs (tests/integration/jobs).
process.env.JOBS_DISABLED = '1';

/** Opens the run's database for this engine: PGlite from the migrated template, or the run's PostgreSQL database. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_ENGINE === 'postgres') return openDatabase({ engine: 'postgres', url: inject('postgresUrl'), poolSize: 20 });
  const dump = readFileSync(inject('pgliteTemplate'));
  return openDatabase({ engine: 'pglite', loadDataDir: new Blob([dump]) });
}

const registry = globalThis as typeof globalThis & { __merchSharedTestApp?: Promise<TestApp> };

/**
 * The real Next server (the production build) in this process, on a random port, serving the real API on the test
 * database installed with installDatabase().
 *
 * Where vitest.config.ts runs a worker's files one after the other in one process (TEST_SHARED_APP=1: the files that
 * leave the process as they found it), they share one server and one database: starting Next and loading the PGlite
 * template cost about 3 s of CPU per file, on a machine whose two cores CI keeps busy. The files never depended on an
 * empty database (on PostgreSQL they always shared one); close() then leaves the server to the next file, and the
 * worker's exit ends it.
 */
export async function startTestApp(): Promise<TestApp> {
  if (process.env.TEST_SHARED_APP !== '1') return startOwnTestApp();
  if (!registry.__merchSharedTestApp) {
    const starting = startOwnTestApp();
    // A failed start is not kept: the next file tries again.
    starting.catch(() => {
      if (registry.__merchSharedTestApp === starting) registry.__merchSharedTestApp = undefined;
    });
    registry.__merchSharedTestApp = starting;
  }
  const app = await registry.__merchSharedTestApp;
  return { ...app, close: async () => {} };
}

async function startOwnTestApp(): Promise<TestApp> {
  const handle = await openTestDatabase();
  installDatabase(handle);
  // @ts-expect-error: plain ES module script without types
  const { startServer } = (await import('../../scripts/server.mjs')) as { startServer: (o: object) => Promise<{ url: string; close(): Promise<void> }> };
  const server = await startServer({ dir: root, port: 0, hostname: '127.0.0.1', quiet: true });
  const baseUrl = server.url.replace('localhost', '127.0.0.1');

  async function api(apiPath: string, options: Parameters<TestApp['api']>[1] = {}) {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${baseUrl}/api${apiPath}`, { method: options.method ?? 'GET', headers, body });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  }

  return {
    baseUrl,
    db: handle.db,
    handle,
    api,
    async close() {
      await server.close();
      await closeDatabase();
    },
  };
}
