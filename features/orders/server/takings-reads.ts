import { and, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { orders, payments, refunds } from '@/lib/db/schema';
import { moneyInStatuses } from '../refund-model';
import { takingsOf, type RefundedRow, type TakenRow, type Takings } from '../takings';


export const sumOf = (column: Parameters<typeof sql>[1]) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/**
 * The orders whose money came in, as a condition: the paid group, and an order canceled once a refund gave its money
 * back (a no-show's click-and-collect order): its sale and its refund both stay in the takings, which nets it to zero.
 */
export const takenOrders = () => or(inArray(orders.status, [...moneyInStatuses]), and(eq(orders.status, 'canceled'), gt(orders.refundedAmount, 0)))!;

/** The orders of an event whose money came in (takings, units sold). */
export const moneyInOrdersOf = (eventId: string) => and(eq(orders.eventId, eventId), takenOrders());

/** A shop's order, or one without a stand, is the online channel's. */
export const isOnline = sql<boolean>`(${orders.channel} = 'shop' or ${orders.standId} is null)`.mapWith(Boolean);

export type TakingsScope = ({ eventId: string } | { projectId: string }) & {
  /** Refunds given before this instant only (the settlement leaves the post-closing ones out); every one when unset. */
  refundedBefore?: Date;
  /** These stands' sales only (a seller's own), none online. */
  standIds?: string[];
  /** These dates of the tour only (the tour's report reads its open dates live, the closed ones are kept). */
  eventIds?: string[];
};

/** The orders of the scope whose money came in. */
export function takenOrdersOf(scope: TakingsScope): SQL {
  const where = [takenOrders(), 'eventId' in scope ? eq(orders.eventId, scope.eventId) : eq(orders.projectId, scope.projectId)];
  if (scope.standIds) where.push(inArray(orders.standId, scope.standIds), sql`${orders.channel} <> 'shop'`);
  if (scope.eventIds) where.push(inArray(orders.eventId, scope.eventIds));
  return and(...where)!;
}

/** A succeeded cash payment of the payment's order: a card payment beside it makes a split order. */
const splitWithCash = sql`exists (select 1 from ${payments} as cash_part where cash_part.order_id = ${payments.orderId} and cash_part.method = 'cash' and cash_part.status = 'succeeded')`;

/**
 * The two reads the takings of an event are made of, not started: succeeded payments per stand and method (a split
 * order's cash part is cash, its card part card: `takenRowsOf` in SQL), refunds per stand and method. Give them to
 * readTogether with the caller's other reads, then to `takingsByStand`.
 */
export function takingsReads(db: Executor, scope: TakingsScope) {
  const refundWhere: SQL[] = [takenOrdersOf(scope)];
  if (scope.refundedBefore) refundWhere.push(lt(refunds.createdAt, scope.refundedBefore));
  return [
    db
      .select({
        eventId: orders.eventId,
        standId: orders.standId,
        sellerUserId: orders.sellerUserId,
        online: isOnline,
        method: payments.method,
        sales: sql<number>`count(distinct ${orders.id})::int`,
        amount: sumOf(payments.amount),
        sharedSales: sql<number>`(count(distinct ${orders.id}) filter (where ${payments.method} = 'card' and ${splitWithCash}))::int`,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(takenOrdersOf(scope), eq(payments.status, 'succeeded')))
      .groupBy(orders.eventId, orders.standId, orders.sellerUserId, isOnline, payments.method),
    db
      .select({ eventId: orders.eventId, standId: orders.standId, sellerUserId: orders.sellerUserId, online: isOnline, method: refunds.method, amount: sumOf(refunds.amount) })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(...refundWhere))
      .groupBy(orders.eventId, orders.standId, orders.sellerUserId, isOnline, refunds.method),
  ] as const;
}

type PlacedRow<Row> = Row & { standId: string | null };

/**
 * The takings read by `takingsReads`, per stand (its id), online, and for the whole date: all through `takingsOf`,
 * the one definition of takings.
 */
export function takingsByStand(taken: PlacedRow<TakenRow>[], refunded: PlacedRow<RefundedRow>[]) {
  return {
    ofStand: (standId: string): Takings =>
      takingsOf(
        taken.filter((row) => !row.online && row.standId === standId),
        refunded.filter((row) => !row.online && row.standId === standId),
      ),
    ofStands: (standIds: string[]): Takings =>
      takingsOf(
        taken.filter((row) => !row.online && row.standId !== null && standIds.includes(row.standId)),
        refunded.filter((row) => !row.online && row.standId !== null && standIds.includes(row.standId)),
      ),
    all: (): Takings => takingsOf(taken, refunded),
  };
}
