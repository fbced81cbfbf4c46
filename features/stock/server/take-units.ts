import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { inventoryChanges } from '@/lib/db/schema';
import { fixedStatement, type StatementValues } from '@/lib/db/fixed-statement';
import { levelKeyOf, type LevelKey } from './level-locks';

/** A ledger row but for the level after it, which the statement writes from the level it moved. */
export type TakeRow = Omit<typeof inventoryChanges.$inferInsert, 'availableAfter'> & LevelKey & { delta: number };

/**
 * Units taken from distinct levels (a sale's lines, a transfer's departures), in one statement: the levels locked in
 * the lock order (inventory, then item, as lockLevels does, so takers never deadlock), each taken only if it holds
 * enough (`available + delta >= 0`, checked on the row as the lock left it), and a ledger row written for each level
 * taken with the level after it. Answers the keys (levelKeyOf) of the levels taken: a row missing from it was short,
 * or never held here, and the caller refuses the whole set, its transaction undoing the others.
 *
 * One round trip instead of lockLevels' read then the move: the hottest rows of a rush are held one round trip less.
 * At most ROWS_PER_STATEMENT rows (the caller's choice of this path).
 */
export async function takeUnits(tx: Tx, rows: TakeRow[], at: Date): Promise<Set<string>> {
  return takenKeysOf(await takeStatement.run(tx, takeValues(rows, at)));
}

/** The take's values, for `takeSteps` in this module's statement or in a caller's (the sale's insert). */
export function takeValues(rows: TakeRow[], at: Date): StatementValues {
  const takes = rows.map((row) => ({
    inventory_id: row.inventoryId,
    inventory_item_id: row.inventoryItemId,
    delta: row.delta,
    quantity: row.quantity,
    kind: row.kind,
    receipt_type: row.receiptType ?? null,
    transfer_id: row.transferId ?? null,
    reference: row.reference ?? null,
  }));
  const { projectId, actorUserId } = rows[0]!;
  return { takes: JSON.stringify(takes), at: at.toISOString(), projectId, actorUserId: actorUserId ?? null };
}

/** The keys (levelKeyOf) of the levels `moved` answers. */
export function takenKeysOf(moved: { inventory_id: string; inventory_item_id: string }[]): Set<string> {
  return new Set(moved.map((row) => levelKeyOf({ inventoryId: row.inventory_id, inventoryItemId: row.inventory_item_id })));
}

/**
 * The take as steps of a WITH: `moved` answers the levels taken (inventory_id, inventory_item_id, available), with
 * takeValues' values. A statement that goes on after it (the sale's insert) must lock its own rows after `moved` ran,
 * so that the levels stay the first lock taken.
 *
 * `locked` is materialized and read before any row is updated (the update joins it): the rows are locked as they come
 * out of its ORDER BY. The update then re-checks `available` on the latest row (READ COMMITTED's recheck).
 */
export const takeSteps = sql`takes as materialized (
      select * from jsonb_to_recordset(${sql.placeholder('takes')}::jsonb)
        as takes (inventory_id uuid, inventory_item_id uuid, delta integer, quantity integer, kind text, receipt_type text, transfer_id uuid, reference text)
    ),
    locked as materialized (
      select levels.inventory_id, levels.inventory_item_id from inventory_levels levels
      where (levels.inventory_id, levels.inventory_item_id) in (select inventory_id, inventory_item_id from takes)
      order by levels.inventory_id, levels.inventory_item_id
      for update
    ),
    moved as (
      update inventory_levels levels set available = levels.available + takes.delta, updated_at = ${sql.placeholder('at')}::timestamptz
      from takes, locked
      where levels.inventory_id = takes.inventory_id and levels.inventory_item_id = takes.inventory_item_id
        and locked.inventory_id = takes.inventory_id and locked.inventory_item_id = takes.inventory_item_id
        and levels.available + takes.delta >= 0
      returning levels.inventory_id, levels.inventory_item_id, levels.available
    ),
    ledger as (
      insert into inventory_changes (project_id, inventory_id, inventory_item_id, kind, delta, quantity, available_after, receipt_type, transfer_id, reference, actor_user_id)
      select ${sql.placeholder('projectId')}::uuid, takes.inventory_id, takes.inventory_item_id, takes.kind::inventory_change_kind, takes.delta, takes.quantity, moved.available,
        takes.receipt_type::receipt_type, takes.transfer_id, takes.reference, ${sql.placeholder('actorUserId')}::uuid
      from moved join takes on takes.inventory_id = moved.inventory_id and takes.inventory_item_id = moved.inventory_item_id
    )`;

const takeStatement = fixedStatement<{ inventory_id: string; inventory_item_id: string }>(
  'stock_take_units',
  () => sql`with ${takeSteps}
    select inventory_id, inventory_item_id from moved`,
);
