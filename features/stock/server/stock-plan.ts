import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '@/lib/db';
import { inventoryChanges, inventoryLevels, inventoryTransferItems, inventoryTransfers } from '@/lib/db/schema';
import { sendTransfers } from './send-transfers';
import { warehouseOf } from './stock-access';

/**
 * Whether an inventory holds stock, has stock on the road to or from it, or has ledger rows: any of these stops its
 * stand (and its event) from being deleted, since a deletion would take the stock history with it. A stand that
 * only ever saw a transfer called back has no rows of its own and may go.
 */
export async function inventoryHasStock(tx: Executor, inventoryId: string): Promise<boolean> {
  const [level] = await tx
    .select({ id: inventoryLevels.id })
    .from(inventoryLevels)
    .where(and(eq(inventoryLevels.inventoryId, inventoryId), sql`${inventoryLevels.available} > 0`))
    .limit(1);
  if (level) return true;
  const [moving] = await tx
    .select({ id: inventoryTransfers.id })
    .from(inventoryTransfers)
    .where(and(eq(inventoryTransfers.status, 'inProgress'), or(eq(inventoryTransfers.fromInventoryId, inventoryId), eq(inventoryTransfers.toInventoryId, inventoryId))))
    .limit(1);
  if (moving) return true;
  const [history] = await tx.select({ id: inventoryChanges.id }).from(inventoryChanges).where(eq(inventoryChanges.inventoryId, inventoryId)).limit(1);
  return Boolean(history);
}

/** What a stand was planned to receive: every unit sent to it by transfers not canceled, counts aside. */
async function planOf(tx: Tx, inventoryId: string): Promise<{ productVariantId: string; quantity: number }[]> {
  const rows = await tx
    .select({ productVariantId: inventoryTransferItems.productVariantId, quantity: sql<number>`sum(${inventoryTransferItems.quantity})::bigint`.mapWith(Number) })
    .from(inventoryTransferItems)
    .innerJoin(inventoryTransfers, eq(inventoryTransfers.id, inventoryTransferItems.transferId))
    .where(and(eq(inventoryTransfers.toInventoryId, inventoryId), ne(inventoryTransfers.fromInventoryId, inventoryId), inArray(inventoryTransfers.status, ['inProgress', 'finished'])))
    .groupBy(inventoryTransferItems.productVariantId);
  return rows.map((row) => ({ productVariantId: row.productVariantId, quantity: Number(row.quantity) }));
}

/**
 * Event duplication with its stock plan: each new stand gets a transfer in progress from the tour's warehouse with
 * what its original was sent, all under one dispatch. Units come out of the warehouse now; a warehouse short of
 * them refuses the duplication (NOT_ENOUGH_AVAILABLE_IN_INVENTORY) rather than copy stock out of thin air.
 */
export async function copyStockPlan(tx: Tx, input: { projectId: string; eventId: string; actorUserId: string; stands: { fromInventoryId: string; toInventoryId: string }[] }): Promise<void> {
  const shipments = [];
  for (const [index, stand] of input.stands.entries()) {
    const items = await planOf(tx, stand.fromInventoryId);
    if (items.length) shipments.push({ toInventoryId: stand.toInventoryId, items, fieldPrefix: `stands.${index}.` });
  }
  if (!shipments.length) return;
  const warehouse = await warehouseOf(tx, input.projectId);
  await sendTransfers(tx, { projectId: input.projectId, from: warehouse, type: 'event', eventId: input.eventId, note: null, dispatchId: randomUUID(), shipments, actorUserId: input.actorUserId });
}
