import { randomUUID } from 'node:crypto';
import type { Executor } from '@/lib/db';
import { inventories } from '@/lib/db/schema';

/**
 * Every stand owns an inventory (kind `stand`, named after it) where its stock lives; it is made in the same
 * transaction as the stand (POST /v1/stands, event duplication). Returns the new inventories' ids, in order.
 */
export async function insertStandInventories(db: Executor, projectId: string, standNames: string[]): Promise<string[]> {
  if (!standNames.length) return [];
  const ids = standNames.map(() => randomUUID());
  await db.insert(inventories).values(standNames.map((name, index) => ({ id: ids[index]!, projectId, kind: 'stand' as const, name })));
  return ids;
}
