import { and, eq, inArray } from 'drizzle-orm';
import { openStatuses } from '@/features/services/transitions';
import type { Executor } from '@/lib/db';
import { orders, serviceRequests, shops, stands } from '@/lib/db/schema';
import { standHasStock } from './stand-stock';

/*
 * What keeps an event from being deleted: orders taken (canceled ones too: they are in the stands' tills and
 * ledgers), stock held by, or on the road to, one of its stands, and service requests still open (terminals out,
 * a stand service agreed), which its organiser cancels, or the platform closes, first.
 */

/** Whether any order was taken at the event (DELETE /v1/events/{id} then answers CANT_DELETE_EVENT_WITH_ORDERS). */
export async function eventHasOrders(db: Executor, eventId: string): Promise<boolean> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.eventId, eventId)).limit(1);
  return Boolean(order);
}

/** Whether any of the event's stands, or its shop, holds stock (DELETE then answers CANT_DELETE_EVENT_WITH_INVENTORY). */
export async function eventHasStock(db: Executor, eventId: string): Promise<boolean> {
  const inventories = [
    ...(await db.select({ inventoryId: stands.inventoryId }).from(stands).where(eq(stands.eventId, eventId))),
    ...(await db.select({ inventoryId: shops.inventoryId }).from(shops).where(eq(shops.eventId, eventId))),
  ];
  for (const { inventoryId } of inventories) if (await standHasStock(db, inventoryId)) return true;
  return false;
}

/** Whether a service request of the event is still open (DELETE then answers CANT_DELETE_EVENT_WITH_SERVICE_REQUESTS). */
export async function eventHasOpenServiceRequests(db: Executor, eventId: string): Promise<boolean> {
  const [request] = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.eventId, eventId), inArray(serviceRequests.status, openStatuses)))
    .limit(1);
  return Boolean(request);
}
