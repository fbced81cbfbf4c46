import type { orders, payments } from '@/lib/db/schema';
import type { OrderItemRow } from './order-item-rows';
import type { OrderRow } from './order-view';

// The rows of an order as its insert writes them (insert-sale.ts) and as it answers them.

type PaymentRow = typeof payments.$inferSelect;

/**
 * An order with its id chosen by the caller (its stock moved before, with it as reference), no number yet. `soldAt`
 * null or absent: the transaction's now(), the same instant as `createdAt`.
 */
export type NewOrderRow = Omit<typeof orders.$inferInsert, 'ticketNumber' | 'soldAt'> & { id: string; soldAt?: Date | null };

export interface OrderRows<Order extends NewOrderRow = NewOrderRow> {
  order: Order;
  items: OrderItemRow[];
  /** Whole rows but their times, which are the transaction's (the order's creation). */
  payments: Omit<PaymentRow, 'createdAt' | 'updatedAt'>[];
}

/** A sale at a stand: sold now (null) or at the tablet's time. */
export type SaleRows = OrderRows<NewOrderRow & { soldAt: Date | null }>;

export interface WrittenOrder {
  order: OrderRow;
  items: OrderItemRow[];
  payments: PaymentRow[];
}
