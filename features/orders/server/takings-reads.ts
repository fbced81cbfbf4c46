import { and, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { orders, refunds } from '@/lib/db/schema';
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
const isOnline = sql<boolean>`(${orders.channel} = 'shop' or ${orders.standId} is null)`.mapWith(Boolean);

export interface TakingsScope {
  eventId: string;
  /** Refunds given before this instant only (the settlement leaves the post-closing ones out); every one when unset. */
  refundedBefore?: Date;
}

/**
 * The two reads the takings of an event are made of, not started: orders per stand and method, refunds per stand
 * and method. Give them to readTogether with the caller's other reads, then to `takingsByStand`.
 */
export function takingsReads(db: Executor, scope: TakingsScope) {
  const refundWhere: SQL[] = [moneyInOrdersOf(scope.eventId)!];
  if (scope.refundedBefore) refundWhere.push(lt(refunds.createdAt, scope.refundedBefore));
  return [
    db
      .select({ standId: orders.standId, online: isOnline, method: orders.paymentMethod, sales: sql<number>`count(*)::int`, amount: sumOf(orders.totalInclVat) })
      .from(orders)
      .where(moneyInOrdersOf(scope.eventId))
      .groupBy(orders.standId, isOnline, orders.paymentMethod),
    db
      .select({ standId: orders.standId, online: isOnline, method: refunds.method, amount: sumOf(refunds.amount) })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(...refundWhere))
      .groupBy(orders.standId, isOnline, refunds.method),
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
