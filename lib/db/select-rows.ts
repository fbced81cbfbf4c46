import type { SQL } from 'drizzle-orm';
import type { Executor } from './open-database';

/**
 * The rows of a raw SELECT (a CTE the query builder does not say well). Both drivers (node-postgres and PGlite)
 * answer an object with `rows`; Drizzle types it as unknown over their union.
 */
export async function selectRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
