import { asc, eq, inArray, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import { readTogether, type Executor } from '@/lib/db';
import { inventories, inventoryTransferItems, inventoryTransferReceipts, inventoryTransfers, productVariants, products, users } from '@/lib/db/schema';
import type { InventoryView, ReceiptType, TransferItemView, TransferView } from '../types';
import { inventoryViews } from './inventory-views';

export type TransferRow = typeof inventoryTransfers.$inferSelect;
export type TransferLineRow = typeof inventoryTransferItems.$inferSelect;

/** A line as the API shows it, before its receipts: the row and its product's names. */
export interface NamedLine {
  line: TransferLineRow;
  productTitle: string;
  variantTitle: string;
  size: string | null;
  color: string | null;
}

/** A line's receipt counts, each with when it was last written. */
export type LineReceipts = Map<ReceiptType, { quantity: number; updatedAt: Date }>;

/**
 * The lines of a transfer (`where` on inventory_transfer_items), named, with their receipts: one read, a line's
 * receipts being its rows of the left join. In a transaction, under the transfer's lock, it is what a change reads.
 */
export async function readNamedLines(db: Executor, where: SQL): Promise<{ named: NamedLine; receipts: LineReceipts }[]> {
  const rows = await db
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
    .where(where)
    .orderBy(asc(inventoryTransferItems.transferId), asc(inventoryTransferItems.position), asc(inventoryTransferItems.id), asc(inventoryTransferReceipts.type));
  const byLine = new Map<string, { named: NamedLine; receipts: LineReceipts }>();
  for (const { receipt, ...named } of rows) {
    const entry = byLine.get(named.line.id) ?? { named, receipts: new Map() };
    if (receipt) entry.receipts.set(receipt.type, { quantity: receipt.quantity, updatedAt: receipt.updatedAt });
    byLine.set(named.line.id, entry);
  }
  return [...byLine.values()];
}

/** The names a new line shows, by variant: read beside the transaction that makes the lines. */
export async function readVariantNames(db: Executor, variantIds: string[]): Promise<Map<string, Omit<NamedLine, 'line'>>> {
  if (!variantIds.length) return new Map();
  const rows = await db
    .select({ id: productVariants.id, productTitle: products.title, variantTitle: productVariants.title, size: productVariants.size, color: productVariants.color })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, [...new Set(variantIds)]));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

/** A line as the API shows it: its receipts (those of 0 are none) and the units none accounts for yet. */
export function toLineView({ line, ...names }: NamedLine, receipts: LineReceipts): TransferItemView {
  const views = [...receipts.entries()].filter(([, receipt]) => receipt.quantity > 0).map(([type, receipt]) => ({ type, quantity: receipt.quantity, updatedAt: receipt.updatedAt.toISOString() }));
  const counted = views.reduce((sum, receipt) => sum + receipt.quantity, 0);
  return {
    id: line.id,
    productId: line.productId,
    productVariantId: line.productVariantId,
    inventoryItemId: line.inventoryItemId,
    ...names,
    quantity: line.quantity,
    receipts: views,
    pending: Math.max(0, line.quantity - counted),
  };
}

/** What a transfer's view names besides its lines: its two ends and who made it. */
export interface TransferEnds {
  inventoriesById: Map<string, InventoryView>;
  creatorNameById: Map<string, string>;
}

/**
 * The ends and creators of these transfers, by the transfers' ids: facts no change of a transfer touches, so a change
 * may read them beside its transaction rather than after it.
 */
export function readTransferEnds(db: Executor, transferIds: string[]): Promise<TransferEnds> {
  const ofTransfers = inArray(inventoryTransfers.id, transferIds);
  const from = db.select({ id: inventoryTransfers.fromInventoryId }).from(inventoryTransfers).where(ofTransfers);
  const to = db.select({ id: inventoryTransfers.toInventoryId }).from(inventoryTransfers).where(ofTransfers);
  return readEnds(db, or(inArray(inventories.id, from), inArray(inventories.id, to))!, db.select({ id: inventoryTransfers.createdBy }).from(inventoryTransfers).where(ofTransfers));
}

/** The ends and creator of a transfer about to be made: what its answer names, read beside its transaction. */
export function readNewTransferEnds(db: Executor, inventoryIds: string[], creatorId: string): Promise<TransferEnds> {
  return readEnds(db, inArray(inventories.id, inventoryIds), [creatorId]);
}

async function readEnds(db: Executor, whichInventories: SQL, creatorIds: string[] | SQLWrapper): Promise<TransferEnds> {
  const [ends, creators] = await readTogether(db, [
    () => inventoryViews(db, whichInventories),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(inArray(users.id, creatorIds)),
  ]);
  return {
    inventoriesById: new Map(ends.map((view) => [view.id, view])),
    creatorNameById: new Map(creators.map((user) => [user.id, [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email])),
  };
}

/** The transfers as the API shows them, from their rows, their lines' views and their ends. */
export function assembleTransferViews(transfers: TransferRow[], linesByTransfer: Map<string, TransferItemView[]>, { inventoriesById, creatorNameById }: TransferEnds): TransferView[] {
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
      createdBy: transfer.createdBy && creatorNameById.has(transfer.createdBy) ? { id: transfer.createdBy, name: creatorNameById.get(transfer.createdBy)! } : null,
      createdAt: transfer.createdAt.toISOString(),
      finishedAt: transfer.finishedAt?.toISOString() ?? null,
      canceledAt: transfer.canceledAt?.toISOString() ?? null,
    };
  });
}

/** The transfers as the API shows them: inventories named, lines with their receipts and what is still pending. */
export async function toTransferViews(db: Executor, transfers: TransferRow[]): Promise<TransferView[]> {
  if (!transfers.length) return [];
  const ids = transfers.map((transfer) => transfer.id);
  const [lines, ends] = await readTogether(db, [() => readNamedLines(db, inArray(inventoryTransferItems.transferId, ids)), () => readTransferEnds(db, ids)]);
  const linesByTransfer = new Map<string, TransferItemView[]>();
  for (const { named, receipts } of lines) linesByTransfer.set(named.line.transferId, [...(linesByTransfer.get(named.line.transferId) ?? []), toLineView(named, receipts)]);
  return assembleTransferViews(transfers, linesByTransfer, ends);
}
