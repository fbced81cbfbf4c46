import { and, eq, inArray } from 'drizzle-orm';
import { applyStockChanges } from '@/features/stock/server/ledger';
import type { Tx } from '@/lib/db';
import { orderItems, orders, payments, shops, stands } from '@/lib/db/schema';
import type { OrderRow } from './order-view';

/** Orders whose money is not in yet: the only ones a cancellation may touch. */
export const unpaidStatuses = ['creating', 'inProgress'] as const;

/**
 * Cancels an unpaid order inside the caller's transaction: its pending payments fail (a split sale's cash part is
 * given back), and the units it took go
 * back to the stand or the shop (ledger kind `order`, positive, referenced as the cancellation). Returns false when the order
 * was no longer unpaid (already paid, or canceled by a concurrent request), in which case nothing moved.
 */
export async function cancelUnpaidOrder(tx: Tx, orderId: string, actorUserId: string | null, failureCode: string): Promise<boolean> {
  const now = new Date();
  const [order] = await tx
    .update(orders)
    .set({ status: 'canceled', canceledAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...unpaidStatuses])))
    .returning();
  if (!order) return false;
  await tx.update(payments).set({ status: 'failed', failureCode, updatedAt: now }).where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
  // A split sale canceled before its card part came in: its cash part goes back to the customer from the drawer, so
  // it is no longer money taken (docs/decisions.md, "Split payment").
  await tx
    .update(payments)
    .set({ status: 'failed', failureCode: 'cash_given_back', updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'cash'), eq(payments.status, 'succeeded')));
  await giveUnitsBack(tx, order, actorUserId, `order:${order.id}:canceled`);
  return true;
}

/** The inventory the order's units came from: its stand's, or its shop's (click-and-collect). */
async function sourceInventoryOf(tx: Tx, order: OrderRow): Promise<string | null> {
  if (order.standId) {
    const [stand] = await tx.select({ inventoryId: stands.inventoryId }).from(stands).where(eq(stands.id, order.standId));
    return stand?.inventoryId ?? null;
  }
  if (order.shopId) {
    const [shop] = await tx.select({ inventoryId: shops.inventoryId }).from(shops).where(eq(shops.id, order.shopId));
    return shop?.inventoryId ?? null;
  }
  return null;
}

/** Every unit of the order back on the shelf it came from (the stand's, or the shop's stock, on sale again). */
async function giveUnitsBack(tx: Tx, order: OrderRow, actorUserId: string | null, reference: string): Promise<void> {
  const inventoryId = await sourceInventoryOf(tx, order);
  if (!inventoryId) return;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  await applyStockChanges(
    tx,
    // A custom line (Article libre) took nothing from a shelf: nothing goes back.
    items.flatMap((item) => (item.inventoryItemId ? [{ inventoryId, inventoryItemId: item.inventoryItemId, kind: 'order' as const, delta: item.quantity, reference }] : [])),
    { projectId: order.projectId, actorUserId },
  );
}
