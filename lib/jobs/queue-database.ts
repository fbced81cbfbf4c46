import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '@/lib/db';

/**
 * pg-boss's way into the app's own database connection, so the queue needs no second pool nor, on the embedded
 * engine, a second PGlite (which could not share the data folder anyway).
 */
export function queueDatabase(handle: DatabaseHandle): PgBoss.Db {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.engine === 'postgres') {
    const pool = client as Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as PGlite;
  return {
    async executeSql(text, values) {
      if (values?.length) return pglite.query(text, values);
      // pg-boss sends its schema install as several statements in one string, which PGlite's `query` (a prepared
      // statement) refuses; `exec` runs them and gives one result per statement, the last one being the answer.
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}
