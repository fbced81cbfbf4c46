import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { cashDetails, inventoryTransfers } from '@/lib/db/schema';

/** What earlier attempts of a run made already: its cash counts by stand, its counts (not canceled) by inventory. */
export interface RunMade {
  cashDetailOf: Map<string, string>;
  countOf: Map<string, string>;
}

/**
 * Read once when the run starts, in one statement, rather than once per stand: the run is held by this request alone
 * (the claim), so nothing else adds to it meanwhile, and each stand is visited once.
 */
export async function readRunMade(db: Executor, runId: string): Promise<RunMade> {
  const counts = db
    .select({ kind: sql<string>`'count'`.as('kind'), key: inventoryTransfers.fromInventoryId, id: inventoryTransfers.id })
    .from(inventoryTransfers)
    .where(and(eq(inventoryTransfers.closingRunId, runId), eq(inventoryTransfers.fromInventoryId, inventoryTransfers.toInventoryId), ne(inventoryTransfers.status, 'canceled')));
  const rows = await db
    .select({ kind: sql<string>`'cash'`.as('kind'), key: cashDetails.standId, id: cashDetails.id })
    .from(cashDetails)
    .where(eq(cashDetails.closingRunId, runId))
    .unionAll(counts);
  const made: RunMade = { cashDetailOf: new Map(), countOf: new Map() };
  for (const row of rows) (row.kind === 'cash' ? made.cashDetailOf : made.countOf).set(row.key, row.id);
  return made;
}
