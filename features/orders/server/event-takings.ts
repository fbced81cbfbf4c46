import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { requireEvent } from '@/features/events/server/event-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, readTogether } from '@/lib/db';
import { orderItems, orders, standSellers, stands } from '@/lib/db/schema';
import type { EventTakings, StandTakings } from '../types';
import { moneyInOrdersOf, standMoney, sumOf, takingsReads } from './stand-takings';

/**
 * GET /v1/events/{id}/takings: what each stand has taken so far, for the event page while the event runs: cash and
 * card sales, refunds by method, the number of sales and the units sold per product (net of refunds). The tour's
 * team reads every stand; a seller only the stands they work at.
 */
export async function eventTakings(actor: Actor, eventId: string): Promise<EventTakings> {
  const { event, project } = await requireEvent(actor, eventId, 'read');
  const db = await getDb();
  const standCondition =
    project.membership === 'seller'
      ? and(eq(stands.eventId, event.id), inArray(stands.id, db.select({ id: standSellers.standId }).from(standSellers).where(eq(standSellers.userId, actor.userId))))
      : eq(stands.eventId, event.id);
  const eventOrders = moneyInOrdersOf(event.id);
  const [salesRead, refundsRead] = takingsReads(db, event.id);
  const [standRows, sales, refunded, units] = await readTogether(db, [
    db.select({ id: stands.id, name: stands.name, status: stands.status }).from(stands).where(standCondition).orderBy(asc(stands.name), asc(stands.id)),
    salesRead,
    refundsRead,
    db
      .select({ standId: orders.standId, productId: orderItems.productId, productTitle: orderItems.productTitle, units: sumOf(sql`${orderItems.quantity} - ${orderItems.refundedQuantity}`) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eventOrders)
      .groupBy(orders.standId, orderItems.productId, orderItems.productTitle)
      .orderBy(asc(orderItems.productTitle)),
  ]);
  const standTakings: StandTakings[] = standRows.map((stand) => {
    const money = standMoney(stand.id, sales, refunded);
    return {
      standId: stand.id,
      name: stand.name,
      status: stand.status,
      sales: money.sales,
      cash: money.cash,
      card: money.card,
      refunded: money.refunded,
      total: money.total,
      products: units
        .filter((row) => row.standId === stand.id)
        .filter((row) => row.units > 0)
        .map((row) => ({ productId: row.productId, productTitle: row.productTitle, units: row.units })),
    };
  });
  return {
    eventId: event.id,
    stands: standTakings,
    total: standTakings.reduce((total, stand) => total + stand.total, 0),
    sales: standTakings.reduce((total, stand) => total + stand.sales, 0),
    readAt: new Date().toISOString(),
  };
}
