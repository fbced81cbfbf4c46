import { and, eq, ne } from 'drizzle-orm';
import { completeTransfer, recordReceipts } from '@/features/stock/server/receive-transfer';
import { createTransfer, getTransfer } from '@/features/stock/server/transfers';
import type { Actor } from '@/lib/auth/actor';
import type { Executor } from '@/lib/db';
import { inventoryTransfers } from '@/lib/db/schema';
import { countReceiptsBody } from '../../count-receipts';
import type { RunContext } from './run-context';

export interface CountLine {
  productVariantId: string;
  /** The units the ledger held before the run. */
  expected: number;
  counted: number;
  damaged: number;
}

/** The run's count at this stand, if it made one already (a transfer of the stand to itself, not canceled). */
async function countOfRun(db: Executor, runId: string, inventoryId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: inventoryTransfers.id })
    .from(inventoryTransfers)
    .where(and(eq(inventoryTransfers.closingRunId, runId), eq(inventoryTransfers.fromInventoryId, inventoryId), eq(inventoryTransfers.toInventoryId, inventoryId), ne(inventoryTransfers.status, 'canceled')));
  return row?.id ?? null;
}

/**
 * A stand's count (docs/closing.md, "The count"): a transfer from its inventory to itself taking the expected units
 * out, the receipts of what was found, its completion. The run's count made already is carried on from its state,
 * with the lines it was made with; a finished one is done. Answers the count's id, null when nothing was to count.
 */
export async function runCount(run: RunContext, actor: Actor, inventoryId: string, lines: CountLine[]): Promise<string | null> {
  if (!lines.length) {
    await run.skip('countTransfer', 'countReceipts', 'completeCount');
    return null;
  }
  const transfer = await run.step('countTransfer', async () => {
    const madeId = await countOfRun(run.db, run.id, inventoryId);
    if (madeId) return getTransfer(actor, madeId);
    const items = lines.map((line) => ({ productVariantId: line.productVariantId, quantity: line.expected }));
    return createTransfer(actor, { fromInventoryId: inventoryId, toInventoryId: inventoryId, type: 'event', eventId: run.eventId, items }, { closingRunId: run.id });
  });
  if (transfer.status === 'finished') {
    await run.skip('countReceipts', 'completeCount');
    return transfer.id;
  }
  await run.step('countReceipts', () => recordReceipts(actor, transfer.id, { receipts: countReceiptsBody(transfer.items, lines) }));
  await run.step('completeCount', () => completeTransfer(actor, transfer.id, {}));
  return transfer.id;
}
