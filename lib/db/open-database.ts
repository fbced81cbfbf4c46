import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction, for functions that must run inside the caller's. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
export type DatabaseEngine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  engine: DatabaseEngine;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { engine: 'postgres'; url: string; poolSize?: number }
  | { engine: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export const migrationsFolder = path.join(process.cwd(), 'lib/db/migrations');

/** The configuration the environment asks for: PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  if (env.DATABASE_URL) return { engine: 'postgres', url: env.DATABASE_URL, poolSize: poolSizeOf(env.DATABASE_POOL_SIZE) };
  return { engine: 'pglite', dataDir: path.join(env.DATA_DIR ?? 'data', 'pglite') };
}

/**
 * Connections per server process (DATABASE_POOL_SIZE, else 10). `npm start`'s cluster gives each process its share of
 * 10 when the variable is unset (scripts/server-processes.mjs): bench/sale-stands.ts measures what a rush wants.
 */
function poolSizeOf(value: string | undefined): number | undefined {
  const size = Number.parseInt(value ?? '', 10);
  return Number.isInteger(size) && size > 0 ? size : undefined;
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.engine === 'postgres' ? openPostgres(config.url, config.poolSize) : openPglite(config);
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // No JIT compilation: PostgreSQL compiles a query it thinks large (the tour's report over 100,000 orders) for longer
  // than it then runs (605 ms of compiling for an 830 ms read, bench/reports.ts). The app's queries are short.
  // Pipeline mode: a statement is sent as soon as it is made, not when the one before it is answered. Awaited one after
  // another, statements behave as without it; lib/db/pipelined-transaction.ts sends some without waiting.
  const pool = new Pool({ connectionString: url, max: poolSize, options: '-c jit=off', pipeline: true });
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, engine: 'postgres', close: () => pool.end() };
}

async function openPglite(config: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const releaseLock = config.dataDir ? await lockDataDir(config.dataDir) : async () => {};
  try {
    const client = await PGlite.create({ dataDir: config.dataDir, loadDataDir: config.loadDataDir });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      engine: 'pglite',
      close: async () => {
        await client.close();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/**
 * PGlite has no lock between processes: two servers on one folder would silently split the data.
 * We hold an exclusive lock for as long as the database is open, and refuse to start when it is taken.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockfile = await import('proper-lockfile');
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { stale: 15_000, update: 5_000, lockfilePath: `${dataDir}.lock` });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') {
      throw new Error(
        `The embedded database in "${dataDir}" is already used by another process. ` +
          'Stop the other server, or set DATA_DIR to another folder.',
      );
    }
    throw error;
  }
}
