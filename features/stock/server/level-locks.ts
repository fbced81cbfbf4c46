import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { inBatches } from '@/lib/db/batches';
import { inventoryLevels } from '@/lib/db/schema';

/*
 * Set-wise access to the level rows for the ledger (ledger.ts): however many lines an operation has, its levels are
 * locked, read and written with one statement each (per batch of ROWS_PER_STATEMENT), not one per line.
 */

/** A level: one item in one inventory. */
export interface LevelKey {
  inventoryId: string;
  inventoryItemId: string;
}

export interface LevelMove extends LevelKey {
  delta: number;
}

/**
 * The level's key, which is also its place in the lock order: inventory, then item. Ids are compared as lowercase
 * text, which is PostgreSQL's order of uuids, so consecutive batches of lockLevels keep the database's lock order.
 */
export const levelKeyOf = (level: LevelKey): string => `${level.inventoryId.toLowerCase()} ${level.inventoryItemId.toLowerCase()}`;

export const inLockOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const pairsOf = (levels: LevelKey[]) =>
  sql.join(
    levels.map((level) => sql`(${level.inventoryId}::uuid, ${level.inventoryItemId}::uuid)`),
    sql`, `,
  );

/**
 * Locks the levels (distinct, in lock order) and reads them under the lock: key → available, a level that does not
 * exist being absent. The levels in `creating` (those units are added to) are first made at 0 when missing, so that
 * they are locked like the others: a concurrent first delivery of the same item then waits for this transaction
 * and adds to what it leaves, instead of both starting from nothing. Both steps go in lock order, and a writer that
 * waits while creating locks no existing level yet (an insert waits only for a writer that made or moved the same level,
 * which is past its own locking), so they cannot deadlock either.
 */
export async function lockLevels(tx: Tx, levels: LevelKey[], creating: LevelKey[]): Promise<Map<string, number>> {
  for (const batch of inBatches(creating)) {
    await tx
      .insert(inventoryLevels)
      .values(batch.map((level) => ({ inventoryId: level.inventoryId, inventoryItemId: level.inventoryItemId, available: 0 })))
      .onConflictDoNothing();
  }
  const available = new Map<string, number>();
  for (const batch of inBatches(levels)) {
    // FOR UPDATE locks the rows as they come out of ORDER BY: in the lock order, as one-by-one updates did.
    const rows = await tx
      .select({ inventoryId: inventoryLevels.inventoryId, inventoryItemId: inventoryLevels.inventoryItemId, available: inventoryLevels.available })
      .from(inventoryLevels)
      .where(sql`(${inventoryLevels.inventoryId}, ${inventoryLevels.inventoryItemId}) in (select * from (values ${pairsOf(batch)}) as levels)`)
      .orderBy(inventoryLevels.inventoryId, inventoryLevels.inventoryItemId)
      .for('update');
    for (const row of rows) available.set(levelKeyOf(row), row.available);
  }
  return available;
}

/**
 * Adds each move's delta to its level, which lockLevels locked and the caller checked: the result stays within
 * 0..MAX_LEVEL (the table's CHECK backs the lower bound). A delta of 0 still marks the level as updated now.
 */
export async function moveLevels(tx: Tx, moves: LevelMove[], at: Date): Promise<void> {
  for (const batch of inBatches(moves)) await levelsUpdate(tx, batch, at);
}

/**
 * The update of at most ROWS_PER_STATEMENT levels, as a query: run alone by moveLevels, or as a CTE of the statement
 * that writes their ledger rows (ledger.ts).
 */
export function levelsUpdate(tx: Tx, moves: LevelMove[], at: Date) {
  const rows = sql.join(
    moves.map((move) => sql`(${move.inventoryId}::uuid, ${move.inventoryItemId}::uuid, ${move.delta}::integer)`),
    sql`, `,
  );
  return tx
    .update(inventoryLevels)
    .set({ available: sql`${inventoryLevels.available} + moves.delta`, updatedAt: at })
    .from(sql`(values ${rows}) as moves(level_inventory_id, level_item_id, delta)`)
    .where(and(eq(inventoryLevels.inventoryId, sql`moves.level_inventory_id`), eq(inventoryLevels.inventoryItemId, sql`moves.level_item_id`)));
}
