import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../lib/db';
import { openDatabase, type DatabaseHandle } from '../../lib/db/open-database';

export interface BenchDatabase {
  handle: DatabaseHandle;
  engine: 'PostgreSQL' | 'PGlite';
  /** The throwaway database's address (PostgreSQL only), for tools such as pgbench. */
  url?: URL;
  cleanup: () => Promise<void>;
}

/**
 * A throwaway database: `<prefix>_<time>` created next to BENCH_DATABASE_URL and dropped by `cleanup`, or, without
 * it, embedded PGlite in a temporary folder. The schema is installed by openDatabase (the migrations).
 * BENCH_DATABASE_PREFIX goes before the name, so that people sharing one server tell their databases apart.
 */
export async function openBenchDatabase(prefix: string, poolSize: number): Promise<BenchDatabase> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const { Client } = await import('pg');
    const name = `${process.env.BENCH_DATABASE_PREFIX ?? ''}${prefix}_${Date.now()}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const cleanup = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
    try {
      const handle = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize });
      ignoreDroppedConnections(handle.db);
      return { handle, engine: 'PostgreSQL', url, cleanup };
    } catch (error) {
      await cleanup();
      throw error;
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix.replace(/_/g, '-')}-`));
  const handle = await openDatabase({ engine: 'pglite', dataDir: path.join(dir, 'pglite') });
  return { handle, engine: 'PGlite', cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** The throwaway database is dropped at the end: a pool connection still open then must not crash the run. */
function ignoreDroppedConnections(db: Db): void {
  (db as unknown as { $client?: { on?: (event: 'error', listener: (error: Error & { code?: string }) => void) => void } }).$client?.on?.('error', (error) => {
    if (error.code !== '57P01') console.error('pool:', error.message);
  });
}
