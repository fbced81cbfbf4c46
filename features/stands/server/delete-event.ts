import { eq, inArray } from 'drizzle-orm';
import { requireEventForUpdate } from '@/features/events/server/event-access';
import type { EventStatus } from '@/features/events/types';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { events, inventories, shops, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { eventHasOpenServiceRequests, eventHasOrders, eventHasStock } from './event-dependencies';

/*
 * An event is deleted with its stands and their stock checked: the operation lives here, over both, because events
 * sit below stands (and the services whose open requests also hold an event) and must not reach up to them.
 */

const deletable: EventStatus[] = ['pending', 'canceled'];

/**
 * DELETE /v1/events/{id}: only an event that has not taken place (pending or canceled, else CANT_DELETE_EVENT), and
 * only while it has no orders, no stock and no open service request. Its rooms, performances, stands, their sellers, its shop and their
 * inventories go with it, in one transaction.
 */
export async function deleteEvent(actor: Actor, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { event } = await requireEventForUpdate(actor, id, tx);
    if (!deletable.includes(event.status)) throw new AppError('CANT_DELETE_EVENT');
    if (await eventHasOrders(tx, event.id)) throw new AppError('CANT_DELETE_EVENT_WITH_ORDERS');
    if (await eventHasStock(tx, event.id)) throw new AppError('CANT_DELETE_EVENT_WITH_INVENTORY');
    if (await eventHasOpenServiceRequests(tx, event.id)) throw new AppError('CANT_DELETE_EVENT_WITH_SERVICE_REQUESTS');
    const removed = [
      ...(await tx.delete(stands).where(eq(stands.eventId, event.id)).returning({ inventoryId: stands.inventoryId })),
      ...(await tx.delete(shops).where(eq(shops.eventId, event.id)).returning({ inventoryId: shops.inventoryId })),
    ];
    await tx.delete(events).where(eq(events.id, event.id));
    if (removed.length) await tx.delete(inventories).where(inArray(inventories.id, removed.map((stand) => stand.inventoryId)));
  });
}
