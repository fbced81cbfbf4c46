import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { requireEvent } from '@/features/events/server/event-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, readTogether } from '@/lib/db';
import { orderItems, orders, standSellers, stands } from '@/lib/db/schema';
import type { EventTakings, StandTakings } from '../types';
import { moneyInOrdersOf, sumOf, takingsByStand, takingsReads } from './takings-reads';

/**
 * GET /v1/events/{id}/takings: what the date has taken so far, for the event page while it runs: each stand's cash
 * and card (gross, refunds, net), the number of sales and the units sold per product (net of refunds), and the date's
 * takings by channel, online included. The tour's team reads every stand and the online orders; a seller only the
 * stands they work at, and not the shop's money.
 */
export async function eventTakings(actor: Actor, eventId: string): Promise<EventTakings> {
  const { event, project } = await requireEvent(actor, eventId, 'read');
  const db = await getDb();
  const isSeller = project.membership === 'seller';
  const standCondition = isSeller
    ? and(eq(stands.eventId, event.id), inArray(stands.id, db.select({ id: standSellers.standId }).from(standSellers).where(eq(standSellers.userId, actor.userId))))
    : eq(stands.eventId, event.id);
  const [takenRead, refundedRead] = takingsReads(db, { eventId: event.id });
  const [standRows, taken, refunded, units] = await readTogether(db, [
    db.select({ id: stands.id, name: stands.name, status: stands.status }).from(stands).where(standCondition).orderBy(asc(stands.name), asc(stands.id)),
    takenRead,
    refundedRead,
    db
      .select({ standId: orders.standId, productId: orderItems.productId, productTitle: orderItems.productTitle, units: sumOf(sql`${orderItems.quantity} - ${orderItems.refundedQuantity}`) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(moneyInOrdersOf(event.id))
      .groupBy(orders.standId, orderItems.productId, orderItems.productTitle)
      .orderBy(asc(orderItems.productTitle)),
  ]);
  const byStand = takingsByStand(taken, refunded);
  const standTakings: StandTakings[] = standRows.map((stand) => ({
    standId: stand.id,
    name: stand.name,
    status: stand.status,
    takings: byStand.ofStand(stand.id),
    products: units
      .filter((row) => row.standId === stand.id)
      .filter((row) => row.units > 0)
      .map((row) => ({ productId: row.productId, productTitle: row.productTitle, units: row.units })),
  }));
  const dateTakings = isSeller ? byStand.ofStands(standRows.map((stand) => stand.id)) : byStand.all();
  return { eventId: event.id, stands: standTakings, takings: dateTakings, readAt: new Date().toISOString() };
}
