import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { inventoryChanges, inventoryItems, inventoryLevels, productVariants, products } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { MAX_LEVEL, type InventoryChangeKind, type ReceiptType } from '../types';

/*
 * The only code that changes stock levels. Every change is a ledger row written in the caller's transaction with
 * the level it changes. Levels are updated one by one in a fixed order (inventory, then item), each with a
 * conditional UPDATE that takes the row lock and re-checks `available + delta >= 0` against the committed value:
 * concurrent writers queue on the same rows in the same order, so they neither oversell nor deadlock.
 */

export interface StockChange {
  inventoryId: string;
  inventoryItemId: string;
  kind: InventoryChangeKind;
  /** What the level gains (or loses, negative). 0 for units written off, which only the ledger records. */
  delta: number;
  /** Units the row is about; defaults to |delta|. */
  quantity?: number;
  receiptType?: ReceiptType | null;
  transferId?: string | null;
  reference?: string | null;
}

export interface LedgerContext {
  projectId: string;
  actorUserId: string | null;
  /** Where a refusal points: the request field of each change, in the order given. */
  fieldOf?: (index: number) => string;
}

const byLockOrder = (a: { change: StockChange }, b: { change: StockChange }) =>
  a.change.inventoryId.localeCompare(b.change.inventoryId) || a.change.inventoryItemId.localeCompare(b.change.inventoryItemId);

/**
 * Applies the changes and writes their ledger rows. Refuses the whole set with NOT_ENOUGH_AVAILABLE_IN_INVENTORY
 * (fields: the offending changes) when a level would go below zero; the caller's transaction then rolls back.
 */
export async function applyStockChanges(tx: Tx, changes: StockChange[], context: LedgerContext): Promise<void> {
  const ordered = changes.map((change, index) => ({ change, index })).sort(byLockOrder);
  const short: string[] = [];
  const overfull: string[] = [];
  const rows: (typeof inventoryChanges.$inferInsert)[] = [];
  for (const { change, index } of ordered) {
    const after = await moveLevel(tx, change.inventoryId, change.inventoryItemId, change.delta);
    if (typeof after !== 'number') {
      (after === 'short' ? short : overfull).push(context.fieldOf?.(index) ?? `items.${index}.quantity`);
      continue;
    }
    rows.push({
      projectId: context.projectId,
      inventoryId: change.inventoryId,
      inventoryItemId: change.inventoryItemId,
      kind: change.kind,
      delta: change.delta,
      quantity: change.quantity ?? Math.abs(change.delta),
      availableAfter: after,
      receiptType: change.receiptType ?? null,
      transferId: change.transferId ?? null,
      reference: change.reference ?? null,
      actorUserId: context.actorUserId,
    });
  }
  if (short.length) throw new AppError('NOT_ENOUGH_AVAILABLE_IN_INVENTORY', { fields: [...new Set(short)].sort() });
  if (overfull.length) throw new AppError('VALIDATION_ERRORS', { fields: [...new Set(overfull)].sort() });
  if (rows.length) await tx.insert(inventoryChanges).values(rows);
}

/**
 * The level after adding `delta`; 'short' when it would go below zero, 'full' above MAX_LEVEL (the level is a
 * 32-bit column). A missing level counts as 0.
 */
async function moveLevel(tx: Tx, inventoryId: string, inventoryItemId: string, delta: number): Promise<number | 'short' | 'full'> {
  if (delta > 0) {
    // One upsert, which still takes the row lock; it only refuses a level past the cap.
    const [level] = await tx
      .insert(inventoryLevels)
      .values({ inventoryId, inventoryItemId, available: delta })
      .onConflictDoUpdate({
        target: [inventoryLevels.inventoryId, inventoryLevels.inventoryItemId],
        set: { available: sql`${inventoryLevels.available} + ${delta}`, updatedAt: new Date() },
        setWhere: sql`${inventoryLevels.available}::bigint + ${delta} <= ${MAX_LEVEL}`,
      })
      .returning({ available: inventoryLevels.available });
    return level ? level.available : 'full';
  }
  const [level] = await tx
    .update(inventoryLevels)
    .set({ available: sql`${inventoryLevels.available} + ${delta}`, updatedAt: new Date() })
    .where(and(eq(inventoryLevels.inventoryId, inventoryId), eq(inventoryLevels.inventoryItemId, inventoryItemId), sql`${inventoryLevels.available} + ${delta} >= 0`))
    .returning({ available: inventoryLevels.available });
  if (level) return level.available;
  if (delta < 0) return 'short';
  // A write-off (delta 0) of an item the inventory never held: the level stays 0.
  const [current] = await tx
    .select({ available: inventoryLevels.available })
    .from(inventoryLevels)
    .where(and(eq(inventoryLevels.inventoryId, inventoryId), eq(inventoryLevels.inventoryItemId, inventoryItemId)));
  return current?.available ?? 0;
}

export interface StockItem {
  inventoryItemId: string;
  productId: string;
  productVariantId: string;
}

/**
 * The stock items of these variants of the tour's catalogue, made on first use. A variant of another tour, or
 * unknown, is refused with VALIDATION_ERRORS on its field (`fieldOf(index)`).
 */
export async function stockItemsOf(tx: Tx, projectId: string, variantIds: string[], fieldOf: (index: number) => string): Promise<StockItem[]> {
  const wanted = [...new Set(variantIds)];
  const variants = wanted.length
    ? await tx
        .select({ id: productVariants.id, productId: productVariants.productId })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(inArray(productVariants.id, wanted), eq(products.projectId, projectId)))
    : [];
  const productOf = new Map(variants.map((variant) => [variant.id, variant.productId]));
  const unknown = variantIds.flatMap((id, index) => (productOf.has(id) ? [] : [fieldOf(index)]));
  if (unknown.length) throw new AppError('VALIDATION_ERRORS', { fields: unknown });
  if (variants.length) {
    await tx
      .insert(inventoryItems)
      .values(variants.map((variant) => ({ projectId, productId: variant.productId, productVariantId: variant.id })))
      .onConflictDoNothing();
  }
  const items = wanted.length
    ? await tx.select({ id: inventoryItems.id, productVariantId: inventoryItems.productVariantId }).from(inventoryItems).where(inArray(inventoryItems.productVariantId, wanted))
    : [];
  const itemOf = new Map(items.map((item) => [item.productVariantId, item.id]));
  return variantIds.map((id) => ({ inventoryItemId: itemOf.get(id)!, productId: productOf.get(id)!, productVariantId: id }));
}
