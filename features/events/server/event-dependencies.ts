import { eq } from 'drizzle-orm';
import { standHasStock } from '@/features/stands/server/stand-stock';
import type { Executor } from '@/lib/db';
import { stands } from '@/lib/db/schema';

/*
 * What keeps an event from being deleted. The orders issue makes `eventHasOrders` query the orders table; the stock
 * issue makes `standHasStock` (and so `eventHasStock`) query the inventory levels. Until then neither exists, so
 * both answer false.
 */

/** Whether any order was taken at the event (DELETE /v1/events/{id} then answers CANT_DELETE_EVENT_WITH_ORDERS). */
export async function eventHasOrders(db: Executor, eventId: string): Promise<boolean> {
  void db;
  void eventId;
  return false;
}

/** Whether any of the event's stands holds stock (DELETE then answers CANT_DELETE_EVENT_WITH_INVENTORY). */
export async function eventHasStock(db: Executor, eventId: string): Promise<boolean> {
  const inventories = await db.select({ inventoryId: stands.inventoryId }).from(stands).where(eq(stands.eventId, eventId));
  for (const { inventoryId } of inventories) if (await standHasStock(db, inventoryId)) return true;
  return false;
}
