import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { orders, refunds } from '@/lib/db/schema';

/** Orders whose money is in: they count in the takings (spec §4's paid group, and exchanged ones). */
export const moneyIn = ['paid', 'prepared', 'finished', 'exchanged'] as const;

export const sumOf = (column: Parameters<typeof sql>[1]) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/** The orders of an event whose money is in, as a condition (takings, units sold). */
export const moneyInOrdersOf = (eventId: string) => and(eq(orders.eventId, eventId), inArray(orders.status, [...moneyIn]));

/**
 * The two reads the takings of an event's stands are made of, not started: sales per stand and method, refunds per
 * stand and method. Give them to readTogether with the caller's other reads, then to `standMoney`.
 */
export function takingsReads(db: Executor, eventId: string) {
  return [
    db
      .select({ standId: orders.standId, method: orders.paymentMethod, count: sql<number>`count(*)::int`, amount: sumOf(orders.totalInclVat) })
      .from(orders)
      .where(moneyInOrdersOf(eventId))
      .groupBy(orders.standId, orders.paymentMethod),
    db
      .select({ standId: orders.standId, method: refunds.method, amount: sumOf(refunds.amount) })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(eq(orders.eventId, eventId))
      .groupBy(orders.standId, refunds.method),
  ] as const;
}

type SalesRow = { standId: string | null; method: string; count: number; amount: number };
type RefundRow = { standId: string | null; method: string; amount: number };

export interface StandMoney {
  /** Net of cash refunds, in cents. */
  cash: number;
  /** Net of card refunds, in cents. */
  card: number;
  refunded: number;
  total: number;
  sales: number;
}

/** One stand's takings from the rows of `takingsReads`: sales by method net of the refunds made by that method. */
export function standMoney(standId: string, sales: SalesRow[], refunded: RefundRow[]): StandMoney {
  const standSales = sales.filter((row) => row.standId === standId);
  const standRefunds = refunded.filter((row) => row.standId === standId);
  const byMethod = (rows: { method: string; amount: number }[], method: string) => rows.find((row) => row.method === method)?.amount ?? 0;
  const cash = byMethod(standSales, 'cash') - byMethod(standRefunds, 'cash');
  const card = byMethod(standSales, 'card') - byMethod(standRefunds, 'card');
  return {
    cash,
    card,
    refunded: standRefunds.reduce((total, row) => total + row.amount, 0),
    total: cash + card,
    sales: standSales.reduce((total, row) => total + row.count, 0),
  };
}
