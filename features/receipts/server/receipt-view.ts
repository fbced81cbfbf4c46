import { asc, eq } from 'drizzle-orm';
import { readTogether, type Executor } from '@/lib/db';
import { receiptNumberOf } from '@/features/orders/offline-sale';
import { clients, events, orderItems, orders, payments, refundItems, refunds, standDevices, stands } from '@/lib/db/schema';
import { toParisLocal } from '@/lib/datetime/paris-time';
import { saleMarksOf } from '@/lib/journal/sale-mark';
import type { ReceiptRefund, ReceiptView } from '../types';

type OrderRow = typeof orders.$inferSelect;

/** The receipt of one order, read from what was stored at the time of the sale (prices, VAT, totals). */
export async function toReceiptView(db: Executor, order: OrderRow, duplicate: number | null = null): Promise<ReceiptView> {
  const [[company], [event], standRows, items, paymentRows, refundRows, refundLines, deviceRows] = await readTogether(db, [
    db.select().from(clients).where(eq(clients.id, order.clientId)),
    db.select({ name: events.name, venueName: events.venueName, city: events.city }).from(events).where(eq(events.id, order.eventId)),
    () => (order.standId ? db.select({ name: stands.name }).from(stands).where(eq(stands.id, order.standId)) : Promise.resolve([])),
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position)),
    db.select({ status: payments.status, method: payments.method, amount: payments.amount }).from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.createdAt)),
    db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.createdAt)),
    db.select({ refundId: refundItems.refundId, orderItemId: refundItems.orderItemId, quantity: refundItems.quantity }).from(refundItems).innerJoin(refunds, eq(refunds.id, refundItems.refundId)).where(eq(refunds.orderId, order.id)),
    () => (order.deviceId ? db.select({ number: standDevices.number }).from(standDevices).where(eq(standDevices.id, order.deviceId)) : Promise.resolve([])),
  ]);
  // After the others: a transaction's client runs one query at a time.
  const marks = await saleMarksOf(db, [order]);
  const itemById = new Map(items.map((item) => [item.id, item]));
  // An offline sale was made (and paid in cash) on the tablet, before it arrived: its time is the tablet's.
  const soldAt = order.deviceId ? order.soldAt : (order.paidAt ?? order.createdAt);
  return {
    orderId: order.id,
    ticketNumber: order.ticketNumber,
    receiptNumber: receiptNumberOf({ ticketNumber: order.ticketNumber, deviceNumber: deviceRows[0]?.number ?? null, deviceSequence: order.deviceSequence }),
    status: order.status,
    channel: order.channel,
    company: {
      name: company!.name,
      legalForm: company!.legalForm,
      siret: company!.siret,
      vatNumber: company!.vatNumber,
      addressLine1: company!.addressLine1,
      addressLine2: company!.addressLine2,
      postcode: company!.postcode,
      city: company!.city,
      country: company!.country,
    },
    stand: standRows[0] ? { name: standRows[0].name } : null,
    event: { name: event!.name, venueName: event!.venueName, city: event!.city },
    soldAt: soldAt.toISOString(),
    soldAtParis: toParisLocal(soldAt),
    canceledAt: order.canceledAt?.toISOString() ?? null,
    lines: items.map((item) => ({
      productTitle: item.productTitle,
      variantTitle: item.variantTitle,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      discount: item.discount,
      vatRate: item.vatRate,
      lineTotal: item.lineTotal,
      lineVat: item.lineVat,
      refundedQuantity: item.refundedQuantity,
    })),
    totalExclVat: order.totalExclVat,
    totalVat: order.totalVat,
    totalInclVat: order.totalInclVat,
    totalDiscount: order.totalDiscount,
    vatLines: order.vatLines.map(({ rate, base, vat }) => ({ rate, base, vat })),
    payment: {
      method: order.paymentMethod,
      // The latest attempt tells whether the money is in.
      status: paymentRows.at(-1)?.status ?? null,
      amountTendered: order.amountTendered,
      changeGiven: order.changeGiven,
      parts: (['cash', 'card'] as const).flatMap((method) => {
        const amount = paymentRows.filter((row) => row.method === method && row.status === 'succeeded').reduce((sum, row) => sum + row.amount, 0);
        return amount > 0 ? [{ method, amount }] : [];
      }),
    },
    refunds: refundRows.map(
      (refund): ReceiptRefund => ({
        createdAt: refund.createdAt.toISOString(),
        method: refund.method,
        amount: refund.amount,
        items: refundLines
          .filter((line) => line.refundId === refund.id)
          .map((line) => {
            const item = itemById.get(line.orderItemId);
            return { productTitle: item?.productTitle ?? '', variantTitle: item?.variantTitle ?? null, quantity: line.quantity };
          }),
      }),
    ),
    refundedAmount: order.refundedAmount,
    journal: marks.get(order.id) ?? null,
    duplicate,
  };
}
