import { eq } from 'drizzle-orm';
import { standHasStock } from '@/features/stands/server/stand-stock';
import type { Executor } from '@/lib/db';
import { stands } from '@/lib/db/schema';

/*
 * What keeps an event from being deleted: orders taken (the orders issue makes `eventHasOrders` query the orders
 * table; until then there are none) and stock held by, or on the road to, one of its stands.
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
