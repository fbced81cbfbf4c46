import { eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { orderItems, orders, payments, stands } from '@/lib/db/schema';
import type { OrderItemRow } from './order-item-rows';
import type { OrderRow } from './order-view';

type PaymentRow = typeof payments.$inferSelect;

export interface SaleRows {
  /**
   * The order with its id chosen by the caller (its stock moved before, with it as reference), no ticket number yet;
   * sold now (the transaction's now()) or at the tablet's time.
   */
  order: Omit<typeof orders.$inferInsert, 'ticketNumber' | 'soldAt'> & { id: string; soldAt: Date | SQL };
  items: OrderItemRow[];
  /** Whole rows but their times, which are the transaction's (the order's creation). */
  payments: Omit<PaymentRow, 'createdAt' | 'updatedAt'>[];
}

/**
 * Writes a sale at a stand in one statement: the stand's next ticket number, the order numbered with it, its lines and
 * its payments. The stand's row is what orders one stand's sales one after the other (its lock is held until the
 * commit): taking it in the last statement but the journal's keeps the stand waiting for one round trip, not seven.
 * The lines and payments reference the order inserted by the same statement: PostgreSQL checks the foreign keys at
 * the statement's end.
 */
export async function insertSale(tx: Tx, standId: string, rows: SaleRows): Promise<{ order: OrderRow; items: OrderItemRow[]; payments: PaymentRow[] }> {
  const ticket = tx.$with('ticket').as(
    tx
      .update(stands)
      .set({ lastTicketNumber: sql`${stands.lastTicketNumber} + 1` })
      .where(eq(stands.id, standId))
      .returning({ number: stands.lastTicketNumber }),
  );
  const lines = tx.$with('lines').as(tx.insert(orderItems).values(rows.items).returning({ id: orderItems.id }));
  const paid = tx.$with('paid').as(tx.insert(payments).values(rows.payments).returning({ id: payments.id }));
  const [order] = await tx
    .with(ticket, lines, paid)
    .insert(orders)
    .values({ ...rows.order, ticketNumber: sql`(select ${ticket.number} from ${ticket})` })
    .returning();
  // now() is the transaction's start: the payments' default times are the order's.
  const times = { createdAt: order!.createdAt, updatedAt: order!.createdAt };
  return { order: order!, items: rows.items, payments: rows.payments.map((payment) => ({ ...payment, ...times })) };
}
