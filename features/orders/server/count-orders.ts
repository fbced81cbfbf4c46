import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb, readTogether } from '@/lib/db';
import { orderItems, orders, payments, refunds } from '@/lib/db/schema';
import type { CountOrdersQuery } from '../schemas';
import type { OrderCounts, PaymentMethod } from '../types';
import { moneyInStatuses, orderConditions } from './order-filters';


const bigSum = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
/** What the order's succeeded payments of this method brought in: a split order has a cash part and a card part. */
const paidPart = (method: PaymentMethod) =>
  sql`(select sum(${payments.amount}) from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.method} = ${method} and ${payments.status} = 'succeeded')`;
const paidWith = (method: PaymentMethod) => sql`${paidPart(method)} is not null`;

/**
 * GET /v1/orders/count: the takings of the orders the list's filters select, among those whose money is in (a
 * status filter narrows within that group). Sums are 64-bit: a tour's takings pass 2^31 cents long before its
 * orders do.
 */
export async function countOrders(actor: Actor, query: CountOrdersQuery): Promise<OrderCounts> {
  const db = await getDb();
  const where = and(await orderConditions(db, actor, query), inArray(orders.status, [...moneyInStatuses]));
  const [[totals], refundsByMethod, [sold]] = await readTogether(db, [
    db
      .select({
        count: count(),
        totalInclVat: bigSum(orders.totalInclVat),
        refundedAmount: bigSum(orders.refundedAmount),
        cashCount: sql<number>`count(*) filter (where ${paidWith('cash')})`.mapWith(Number),
        cashTotal: sql<number>`coalesce(sum(${paidPart('cash')}), 0)::bigint`.mapWith(Number),
        cardCount: sql<number>`count(*) filter (where ${paidWith('card')})`.mapWith(Number),
        cardTotal: sql<number>`coalesce(sum(${paidPart('card')}), 0)::bigint`.mapWith(Number),
      })
      .from(orders)
      .where(where),
    db.select({ method: refunds.method, amount: bigSum(refunds.amount) }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(where).groupBy(refunds.method),
    db.select({ units: bigSum(sql`${orderItems.quantity} - ${orderItems.refundedQuantity}`) }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(where),
  ]);
  const refundedWith = (method: PaymentMethod) => refundsByMethod.find((row) => row.method === method)?.amount ?? 0;
  const totalInclVat = totals?.totalInclVat ?? 0;
  const refundedAmount = totals?.refundedAmount ?? 0;
  return {
    count: totals?.count ?? 0,
    totalInclVat,
    refundedAmount,
    netAmount: totalInclVat - refundedAmount,
    cash: { count: totals?.cashCount ?? 0, amount: (totals?.cashTotal ?? 0) - refundedWith('cash') },
    card: { count: totals?.cardCount ?? 0, amount: (totals?.cardTotal ?? 0) - refundedWith('card') },
    units: sold?.units ?? 0,
  };
}
