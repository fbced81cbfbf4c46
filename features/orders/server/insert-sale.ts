import { eq, sql, type SQL } from 'drizzle-orm';
import type { WithSubquery } from 'drizzle-orm/subquery';
import type { Tx } from '@/lib/db';
import { orderItems, orders, payments, stands } from '@/lib/db/schema';
import type { OrderItemRow } from './order-item-rows';
import type { OrderRow } from './order-view';

type PaymentRow = typeof payments.$inferSelect;

/** An order with its id chosen by the caller (its stock moved before, with it as reference), no number yet. */
export type NewOrderRow = Omit<typeof orders.$inferInsert, 'ticketNumber' | 'soldAt'> & { id: string; soldAt?: Date | SQL };

export interface OrderRows<Order extends NewOrderRow = NewOrderRow> {
  order: Order;
  items: OrderItemRow[];
  /** Whole rows but their times, which are the transaction's (the order's creation). */
  payments: Omit<PaymentRow, 'createdAt' | 'updatedAt'>[];
}

/** A sale at a stand: sold now (the transaction's now()) or at the tablet's time. */
export type SaleRows = OrderRows<NewOrderRow & { soldAt: Date | SQL }>;

export interface WrittenOrder {
  order: OrderRow;
  items: OrderItemRow[];
  payments: PaymentRow[];
}

/**
 * Writes a sale at a stand in one statement: the stand's next ticket number, the order numbered with it, its lines and
 * its payments. The stand's row is what orders one stand's sales one after the other (its lock is held until the
 * commit): taking it in the last statement but the journal's keeps the stand waiting for one round trip, not seven.
 */
export async function insertSale(tx: Tx, standId: string, rows: SaleRows): Promise<WrittenOrder> {
  const ticket = tx.$with('ticket').as(
    tx
      .update(stands)
      .set({ lastTicketNumber: sql`${stands.lastTicketNumber} + 1` })
      .where(eq(stands.id, standId))
      .returning({ number: stands.lastTicketNumber }),
  );
  return insertNumberedOrder(tx, rows, sql`(select ${ticket.number} from ${ticket})`, [ticket]);
}

/**
 * The order numbered `number` (a value, or a CTE of `withs` that takes it), its lines and its payments, in one
 * statement. The lines and payments reference the order inserted by the same statement: PostgreSQL checks the
 * foreign keys at the statement's end.
 */
export async function insertNumberedOrder(tx: Tx, rows: OrderRows, number: number | SQL, withs: WithSubquery[] = []): Promise<WrittenOrder> {
  const lines = tx.$with('lines').as(tx.insert(orderItems).values(rows.items).returning({ id: orderItems.id }));
  const paid = tx.$with('paid').as(tx.insert(payments).values(rows.payments).returning({ id: payments.id }));
  const [order] = await tx
    .with(...withs, lines, paid)
    .insert(orders)
    .values({ ...rows.order, ticketNumber: number })
    .returning();
  // now() is the transaction's start: the payments' default times are the order's.
  const times = { createdAt: order!.createdAt, updatedAt: order!.createdAt };
  return { order: order!, items: rows.items, payments: rows.payments.map((payment) => ({ ...payment, ...times })) };
}
