import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { orders, payments, planFees, refunds } from '@/lib/db/schema';
import { applyBasisPoints } from '@/lib/money/percent';
import { feePlanAt } from './fee-plan';

/*
 * The platform's commission on card money, in one place (docs/decisions.md, "One commission"). It is fixed on each
 * card payment when the payment is made, at the basis points of the plan the organiser holds at that instant, and
 * stored with it; a card refund at a stand gives back what the payment's commission loses (a shop order's commission
 * is the provider's application fee, which the provider keeps on a refund). Every document (the settlement, the
 * payout and its statement, the fee invoice, the application fee sent to the provider) sums those stored figures, so
 * they agree to the cent on any date, and any split of a date's payments over periods adds up to the whole.
 */

/** The basis points of card commission of the plan the client holds at `at` (the instant a card payment is made). */
export async function commissionRateAt(executor: Executor, clientId: string, at = new Date()): Promise<number> {
  const plan = await feePlanAt(executor, clientId, at);
  const [row] = await executor.select({ basisPoints: planFees.cardCommissionBasisPoints }).from(planFees).where(eq(planFees.plan, plan));
  return row?.basisPoints ?? 0;
}

/** The commission on a card payment: amount × rate, rounded half up to the cent, never more than the amount. */
export function cardCommissionOf(amount: number, basisPoints: number): number {
  return Math.min(Math.max(amount, 0), applyBasisPoints(Math.max(amount, 0), basisPoints));
}

/**
 * What a card refund gives back of the commission: the commission on what was kept before it less the commission on
 * what is kept after it. So an order's commission is always the commission on its net amount, however many refunds
 * took it there, and a whole refund gives back the whole commission.
 */
export function refundedCommissionOf(payment: { amount: number; basisPoints: number }, refundedBefore: number, refunding: number): number {
  const keptBefore = payment.amount - refundedBefore;
  return cardCommissionOf(keptBefore, payment.basisPoints) - cardCommissionOf(keptBefore - refunding, payment.basisPoints);
}

/** Card money of a group of orders: what was paid, refunded, kept (takings), and the platform's commission on it. */
export interface CardMoney {
  paid: number;
  refunded: number;
  takings: number;
  commission: number;
}

export const noCardMoney = (): CardMoney => ({ paid: 0, refunded: 0, takings: 0, commission: 0 });

/** Where a group's card money was taken: at a stand (its id), or in the online shop. */
export type CardMoneyKey = string | 'shop';

export interface CardMoneyScope {
  /** Which orders: an event's, a client's in a period… */
  orders: SQL;
  /** Payments that succeeded at or after / before (the fee invoice's period); every one when unset. */
  paidFrom?: Date;
  paidBefore?: Date;
  /** Refunds given at or after / before; every one when unset. */
  refundedFrom?: Date;
  refundedBefore?: Date;
}

/**
 * The card money of the orders in scope, per event and per place (a stand's id, or 'shop'), read from the payments
 * and refunds themselves. The one reader of the commission: the settlement, the payout and the fee invoice call it.
 */
export async function cardMoneyBy(executor: Executor, scope: CardMoneyScope): Promise<Map<string, Map<CardMoneyKey, CardMoney>>> {
  const place = sql<string>`case when ${orders.channel} = 'shop' or ${orders.standId} is null then 'shop' else ${orders.standId}::text end`;
  const paidWhere = [scope.orders, eq(payments.method, 'card'), eq(payments.status, 'succeeded')];
  if (scope.paidFrom) paidWhere.push(gte(payments.updatedAt, scope.paidFrom));
  if (scope.paidBefore) paidWhere.push(lt(payments.updatedAt, scope.paidBefore));
  const refundWhere = [scope.orders, eq(refunds.method, 'card')];
  if (scope.refundedFrom) refundWhere.push(gte(refunds.createdAt, scope.refundedFrom));
  if (scope.refundedBefore) refundWhere.push(lt(refunds.createdAt, scope.refundedBefore));
  const paid = await executor
    .select({ eventId: orders.eventId, place, amount: sql<number>`sum(${payments.amount})::bigint`.mapWith(Number), commission: sql<number>`sum(${payments.commission})::bigint`.mapWith(Number) })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(...paidWhere))
    .groupBy(orders.eventId, place);
  const refunded = await executor
    .select({ eventId: orders.eventId, place, amount: sql<number>`sum(${refunds.amount})::bigint`.mapWith(Number), commission: sql<number>`sum(${refunds.commission})::bigint`.mapWith(Number) })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(...refundWhere))
    .groupBy(orders.eventId, place);
  const byEvent = new Map<string, Map<CardMoneyKey, CardMoney>>();
  const entry = (eventId: string, key: CardMoneyKey) => {
    const places = byEvent.get(eventId) ?? new Map<CardMoneyKey, CardMoney>();
    byEvent.set(eventId, places);
    const money = places.get(key) ?? noCardMoney();
    places.set(key, money);
    return money;
  };
  for (const row of paid) {
    const money = entry(row.eventId, row.place);
    money.paid += row.amount;
    money.takings += row.amount;
    money.commission += row.commission;
  }
  for (const row of refunded) {
    const money = entry(row.eventId, row.place);
    money.refunded += row.amount;
    money.takings -= row.amount;
    money.commission -= row.commission;
  }
  return byEvent;
}

/** The sum of some groups' card money. */
export function sumCardMoney(groups: Iterable<CardMoney>): CardMoney {
  const total = noCardMoney();
  for (const group of groups) {
    total.paid += group.paid;
    total.refunded += group.refunded;
    total.takings += group.takings;
    total.commission += group.commission;
  }
  return total;
}

/** One event's card money: per stand, the online shop, the register's (every stand) and the whole date's. */
export async function eventCardMoney(executor: Executor, eventId: string, options: { refundedBefore?: Date } = {}) {
  const places = (await cardMoneyBy(executor, { orders: eq(orders.eventId, eventId), refundedBefore: options.refundedBefore })).get(eventId) ?? new Map<CardMoneyKey, CardMoney>();
  const standMoney = [...places].filter(([key]) => key !== 'shop').map(([, money]) => money);
  return {
    byStand: (standId: string) => places.get(standId) ?? noCardMoney(),
    shop: places.get('shop') ?? noCardMoney(),
    register: sumCardMoney(standMoney),
    total: sumCardMoney(places.values()),
  };
}

export type EventCardMoney = Awaited<ReturnType<typeof eventCardMoney>>;
