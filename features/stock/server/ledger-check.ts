import { eq, sql } from 'drizzle-orm';
import { readTogether, type Executor } from '@/lib/db';
import { inventories, inventoryChanges, inventoryLevels } from '@/lib/db/schema';

export interface LevelMismatch {
  inventoryId: string;
  inventoryItemId: string;
  available: number;
  ledger: number;
}

/**
 * The levels rebuilt from the ledger (the sum of the deltas of each inventory and item) compared with the stored
 * ones. Empty means the ledger tells the whole story; the tests and the benchmark run it after every scenario.
 */
export async function findLedgerMismatches(db: Executor, projectId?: string): Promise<LevelMismatch[]> {
  const [levels, sums] = await readTogether(db, [
    db
      .select({ inventoryId: inventoryLevels.inventoryId, inventoryItemId: inventoryLevels.inventoryItemId, available: inventoryLevels.available })
      .from(inventoryLevels)
      .innerJoin(inventories, eq(inventories.id, inventoryLevels.inventoryId))
      .where(projectId ? eq(inventories.projectId, projectId) : undefined),
    db
      .select({ inventoryId: inventoryChanges.inventoryId, inventoryItemId: inventoryChanges.inventoryItemId, ledger: sql<number>`sum(${inventoryChanges.delta})::bigint`.mapWith(Number) })
      .from(inventoryChanges)
      .where(projectId ? eq(inventoryChanges.projectId, projectId) : undefined)
      .groupBy(inventoryChanges.inventoryId, inventoryChanges.inventoryItemId),
  ]);
  const keyOf = (row: { inventoryId: string; inventoryItemId: string }) => `${row.inventoryId}/${row.inventoryItemId}`;
  const found = new Map<string, LevelMismatch>();
  for (const level of levels) found.set(keyOf(level), { ...level, ledger: 0 });
  for (const sum of sums) {
    const entry = found.get(keyOf(sum)) ?? { inventoryId: sum.inventoryId, inventoryItemId: sum.inventoryItemId, available: 0, ledger: 0 };
    found.set(keyOf(sum), { ...entry, ledger: Number(sum.ledger) });
  }
  return [...found.values()].filter((entry) => entry.available !== entry.ledger);
}
