import { finishTransfer, writeReceipts } from '@/features/stock/server/receive-transfer';
import { getTransfer, sendTransfer } from '@/features/stock/server/transfers';
import type { Actor } from '@/lib/auth/actor';
import { countReceiptsBody } from '../../count-receipts';
import type { RunContext } from './run-context';

export interface CountLine {
  productVariantId: string;
  /** The units the ledger held before the run. */
  expected: number;
  counted: number;
  damaged: number;
}

/**
 * A stand's count (docs/closing.md, "The count"): a transfer from its inventory to itself taking the expected units
 * out, the receipts of what was found, its completion. The run's count made already is carried on from its state,
 * with the lines it was made with (`madeId`, readRunMade); a finished one is done. Answers the count's id, null when nothing was to count.
 */
export async function runCount(run: RunContext, actor: Actor, inventoryId: string, lines: CountLine[], madeId: string | undefined): Promise<string | null> {
  if (!lines.length) {
    await run.skip('countTransfer', 'countReceipts', 'completeCount');
    return null;
  }
  const count = await run.step('countTransfer', async () => {
    if (madeId) {
      const made = await getTransfer(actor, madeId);
      return { id: made.id, status: made.status, items: made.items };
    }
    const items = lines.map((line) => ({ productVariantId: line.productVariantId, quantity: line.expected }));
    const sent = await sendTransfer(actor, { fromInventoryId: inventoryId, toInventoryId: inventoryId, type: 'event', eventId: run.eventId, items }, { closingRunId: run.id });
    return { id: sent.transfer.id, status: sent.transfer.status, items: sent.lines };
  });
  if (count.status === 'finished') {
    await run.skip('countReceipts', 'completeCount');
    return count.id;
  }
  // The operations without their answers (the transfer as the API shows it), which the run does not show.
  await run.step('countReceipts', () => writeReceipts(actor, count.id, { receipts: countReceiptsBody(count.items, lines) }));
  await run.step('completeCount', () => finishTransfer(actor, count.id, {}));
  return count.id;
}
