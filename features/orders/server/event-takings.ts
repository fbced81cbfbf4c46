import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { requireEvent } from '@/features/events/server/event-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, readTogether } from '@/lib/db';
import { orderItems, orders, refunds, standSellers, stands } from '@/lib/db/schema';
import type { EventTakings, StandTakings } from '../types';

/** Orders whose money is in: they count in the takings (spec §4's paid group, and exchanged ones). */
const moneyIn = ['paid', 'prepared', 'finished', 'exchanged'] as const;

const sum = (column: Parameters<typeof sql>[1]) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

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
  const eventOrders = and(eq(orders.eventId, event.id), inArray(orders.status, [...moneyIn]));
  const [standRows, sales, refunded, units] = await readTogether(db, [
    db.select({ id: stands.id, name: stands.name, status: stands.status }).from(stands).where(standCondition).orderBy(asc(stands.name), asc(stands.id)),
    db
      .select({ standId: orders.standId, method: orders.paymentMethod, count: sql<number>`count(*)::int`, amount: sum(orders.totalInclVat) })
      .from(orders)
      .where(eventOrders)
      .groupBy(orders.standId, orders.paymentMethod),
    db
      .select({ standId: orders.standId, method: refunds.method, amount: sum(refunds.amount) })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(orders.eventId, event.id))
      .groupBy(orders.standId, refunds.method),
    db
      .select({ standId: orders.standId, productId: orderItems.productId, productTitle: orderItems.productTitle, units: sum(sql`${orderItems.quantity} - ${orderItems.refundedQuantity}`) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eventOrders)
      .groupBy(orders.standId, orderItems.productId, orderItems.productTitle)
      .orderBy(asc(orderItems.productTitle)),
  ]);
  const standTakings: StandTakings[] = standRows.map((stand) => {
    const of = <T extends { standId: string | null }>(rows: T[]) => rows.filter((row) => row.standId === stand.id);
    const byMethod = (rows: { method: string; amount: number }[], method: string) => rows.find((row) => row.method === method)?.amount ?? 0;
    const standSales = of(sales);
    const standRefunds = of(refunded);
    const cash = byMethod(standSales, 'cash') - byMethod(standRefunds, 'cash');
    const card = byMethod(standSales, 'card') - byMethod(standRefunds, 'card');
    return {
      standId: stand.id,
      name: stand.name,
      status: stand.status,
      sales: standSales.reduce((total, row) => total + row.count, 0),
      cash,
      card,
      refunded: standRefunds.reduce((total, row) => total + row.amount, 0),
      total: cash + card,
      products: of(units)
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
