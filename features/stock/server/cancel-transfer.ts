import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Tx } from '@/lib/db';
import { inventoryTransferItems, inventoryTransfers } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { TransferView } from '../types';
import { transferChangeKind } from './count-kind';
import { applyStockChanges } from './ledger';
import { findTransfer, lockTransfer } from './transfer-access';
import type { TransferRow } from './transfer-views';
import { getTransfer } from './transfers';

/**
 * Returns every unit of transfers in progress to their source and marks them canceled; receipts no longer count.
 * One ledger call for all of them, so the levels are locked in the ledger's order.
 */
async function returnToSource(tx: Tx, transfers: TransferRow[], actorUserId: string): Promise<void> {
  if (!transfers.length) return;
  const lines = await tx
    .select()
    .from(inventoryTransferItems)
    .where(
      inArray(
        inventoryTransferItems.transferId,
        transfers.map((transfer) => transfer.id),
      ),
    );
  const transferOf = new Map(transfers.map((transfer) => [transfer.id, transfer]));
  await applyStockChanges(
    tx,
    lines.map((line) => {
      const transfer = transferOf.get(line.transferId)!;
      return { inventoryId: transfer.fromInventoryId, inventoryItemId: line.inventoryItemId, kind: transferChangeKind(transfer, 'end'), delta: line.quantity, transferId: transfer.id };
    }),
    { projectId: transfers[0]!.projectId, actorUserId },
  );
  const now = new Date();
  await tx
    .update(inventoryTransfers)
    .set({ status: 'canceled', canceledAt: now, updatedAt: now })
    .where(
      inArray(
        inventoryTransfers.id,
        transfers.map((transfer) => transfer.id),
      ),
    );
}

/**
 * PUT /v1/inventory-transfers/{id}/cancel: the tour's writers call a transfer back; what is in transit returns to
 * the source. Canceling a canceled transfer changes nothing (a retry); a finished one: TRANSFER_ALREADY_FINISHED.
 */
export async function cancelTransfer(actor: Actor, id: string): Promise<TransferView> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { transfer } = await lockTransfer(actor, id, tx, 'manage');
    if (transfer.status === 'finished') throw new AppError('TRANSFER_ALREADY_FINISHED');
    if (transfer.status === 'inProgress') await returnToSource(tx, [transfer], actor.userId);
  });
  return getTransfer(actor, id);
}

/**
 * PUT /v1/inventory-transfers/{id}/cancel-project: cancels the whole dispatch this transfer belongs to — every one
 * of its transfers still in progress; finished ones stay as they are. A transfer outside a dispatch is canceled alone.
 */
export async function cancelDispatch(actor: Actor, id: string): Promise<{ canceled: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Two cancellations of one dispatch started from different transfers would each hold their own and wait for the
    // other's (a deadlock): the dispatch is locked whole, in id order, before the transfer named is locked and checked.
    const seen = await findTransfer(actor, id, tx);
    if (seen.canManage && seen.transfer.dispatchId) {
      await tx.select({ id: inventoryTransfers.id }).from(inventoryTransfers).where(eq(inventoryTransfers.dispatchId, seen.transfer.dispatchId)).orderBy(inventoryTransfers.id).for('update');
    }
    const { transfer } = await lockTransfer(actor, id, tx, 'manage');
    const siblings = transfer.dispatchId
      ? await tx
          .select()
          .from(inventoryTransfers)
          .where(and(eq(inventoryTransfers.dispatchId, transfer.dispatchId), eq(inventoryTransfers.status, 'inProgress')))
          .orderBy(inventoryTransfers.id)
          .for('update')
      : transfer.status === 'inProgress'
        ? [transfer]
        : [];
    await returnToSource(tx, siblings, actor.userId);
    return { canceled: siblings.length };
  });
}
