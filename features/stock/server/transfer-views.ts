import { asc, eq, inArray } from 'drizzle-orm';
import { readTogether, type Executor } from '@/lib/db';
import { inventoryTransferItems, inventoryTransferReceipts, inventoryTransfers, productVariants, products, users } from '@/lib/db/schema';
import type { TransferItemView, TransferView } from '../types';
import { inventoryViewsById } from './inventory-views';

export type TransferRow = typeof inventoryTransfers.$inferSelect;
export type TransferLineRow = typeof inventoryTransferItems.$inferSelect;

/** The transfers as the API shows them: inventories named, lines with their receipts and what is still pending. */
export async function toTransferViews(db: Executor, transfers: TransferRow[]): Promise<TransferView[]> {
  if (!transfers.length) return [];
  const ids = transfers.map((transfer) => transfer.id);
  const creatorIds = [...new Set(transfers.flatMap((transfer) => (transfer.createdBy ? [transfer.createdBy] : [])))];
  // The lines with their receipts in one read (a line's receipts are its rows of the left join).
  const [rows, creators, inventoriesById] = await readTogether(db, [
    db
      .select({
        line: inventoryTransferItems,
        productTitle: products.title,
        variantTitle: productVariants.title,
        size: productVariants.size,
        color: productVariants.color,
        receipt: { type: inventoryTransferReceipts.type, quantity: inventoryTransferReceipts.quantity, updatedAt: inventoryTransferReceipts.updatedAt },
      })
      .from(inventoryTransferItems)
      .innerJoin(products, eq(products.id, inventoryTransferItems.productId))
      .innerJoin(productVariants, eq(productVariants.id, inventoryTransferItems.productVariantId))
      .leftJoin(inventoryTransferReceipts, eq(inventoryTransferReceipts.transferItemId, inventoryTransferItems.id))
      .where(inArray(inventoryTransferItems.transferId, ids))
      .orderBy(asc(inventoryTransferItems.position), asc(inventoryTransferItems.id), asc(inventoryTransferReceipts.type)),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(inArray(users.id, creatorIds)),
    () =>
      inventoryViewsById(
        db,
        transfers.flatMap((transfer) => [transfer.fromInventoryId, transfer.toInventoryId]),
      ),
  ]);
  const receiptsByLine = new Map<string, TransferItemView['receipts']>();
  const lines: Omit<(typeof rows)[number], 'receipt'>[] = [];
  for (const { receipt, ...line } of rows) {
    if (!receiptsByLine.has(line.line.id)) {
      receiptsByLine.set(line.line.id, []);
      lines.push(line);
    }
    if (receipt) receiptsByLine.get(line.line.id)!.push({ type: receipt.type, quantity: receipt.quantity, updatedAt: receipt.updatedAt.toISOString() });
  }
  const linesByTransfer = new Map<string, TransferItemView[]>();
  for (const { line, ...names } of lines) {
    const lineReceipts = receiptsByLine.get(line.id) ?? [];
    const counted = lineReceipts.reduce((sum, receipt) => sum + receipt.quantity, 0);
    const list = linesByTransfer.get(line.transferId) ?? [];
    list.push({
      id: line.id,
      productId: line.productId,
      productVariantId: line.productVariantId,
      inventoryItemId: line.inventoryItemId,
      ...names,
      quantity: line.quantity,
      receipts: lineReceipts,
      pending: Math.max(0, line.quantity - counted),
    });
    linesByTransfer.set(line.transferId, list);
  }
  const nameOf = new Map(creators.map((user) => [user.id, [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email]));
  const endOf = (id: string) => {
    const inventory = inventoriesById.get(id);
    return { id, name: inventory?.name ?? '', kind: inventory?.kind ?? 'warehouse' };
  };
  return transfers.map((transfer) => {
    const items = linesByTransfer.get(transfer.id) ?? [];
    return {
      id: transfer.id,
      projectId: transfer.projectId,
      type: transfer.type,
      status: transfer.status,
      from: endOf(transfer.fromInventoryId),
      to: endOf(transfer.toInventoryId),
      eventId: transfer.eventId,
      dispatchId: transfer.dispatchId,
      note: transfer.note,
      items,
      quantity: items.reduce((sum, item) => sum + item.quantity, 0),
      createdBy: transfer.createdBy && nameOf.has(transfer.createdBy) ? { id: transfer.createdBy, name: nameOf.get(transfer.createdBy)! } : null,
      createdAt: transfer.createdAt.toISOString(),
      finishedAt: transfer.finishedAt?.toISOString() ?? null,
      canceledAt: transfer.canceledAt?.toISOString() ?? null,
    };
  });
}
