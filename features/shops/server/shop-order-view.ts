import { asc, eq } from 'drizzle-orm';
import type { OrderRow } from '@/features/orders/server/order-view';
import { readTogether, type Executor } from '@/lib/db';
import { orderItems, payments } from '@/lib/db/schema';
import { collectionCode } from '../collection-code';
import type { ShopOrderAnswer } from '../types';
import { shopSummaryById } from './shop-summary';

type OrderItemRow = typeof orderItems.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** An order's lines and its latest payment, as they stand. */
async function partsOf(db: Executor, order: OrderRow): Promise<{ items: OrderItemRow[]; payment: PaymentRow }> {
  const [items, paymentRows] = await readTogether(db, [
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.createdAt)),
  ]);
  return { items, payment: paymentRows.at(-1)! };
}

/**
 * A shop order as the spectator sees it, with its payment, the token that reads it again and its shop's summary (so
 * that the confirmation opened on another device still says whose shop and where to collect). An allow-list.
 * `known`: the lines and the payment the caller has just written (a new order), so they are not read back.
 */
export async function shopOrderAnswer(db: Executor, order: OrderRow, known?: { items: OrderItemRow[]; payment: PaymentRow }): Promise<ShopOrderAnswer> {
  const [{ items, payment }, shop] = await readTogether(db, [() => (known ? Promise.resolve(known) : partsOf(db, order)), () => shopSummaryById(db, order.shopId!)]);
  return {
    order: {
      id: order.id,
      shopId: order.shopId!,
      number: order.ticketNumber,
      status: order.status,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      totalExclVat: order.totalExclVat,
      totalVat: order.totalVat,
      totalInclVat: order.totalInclVat,
      vatLines: order.vatLines,
      items: [...items].sort((a, b) => a.position - b.position).map((item) => ({
        // A shop sells only the catalogue: custom lines are the register's.
        productVariantId: item.productVariantId!,
        productTitle: item.productTitle,
        variantTitle: item.variantTitle,
        category: item.category,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        vatRate: item.vatRate,
        lineTotal: item.lineTotal,
      })),
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      canceledAt: order.canceledAt?.toISOString() ?? null,
      collectionCode: order.collectionSecret ? collectionCode(order.id, order.collectionSecret) : null,
    },
    payment: {
      id: payment.id,
      status: payment.status,
      amount: payment.amount,
      redirectUrl: payment.status === 'pending' ? payment.redirectUrl : null,
      expiresAt: order.holdExpiresAt?.toISOString() ?? null,
    },
    token: order.receiptToken,
    shop,
  };
}
