import { asc, eq, inArray } from 'drizzle-orm';
import { readTogether, type Executor } from '@/lib/db';
import { events, orderItems, orders, payments, refundItems, refunds, standDevices, stands, users } from '@/lib/db/schema';
import { saleMarksOf } from '@/lib/journal/sale-mark';
import { receiptNumberOf } from '../offline-sale';
import type { JournalMarkView, OrderView, RefundView } from '../types';

export type OrderRow = typeof orders.$inferSelect;

export function receiptPath(order: Pick<OrderRow, 'id' | 'receiptToken'>): string {
  return `/receipts/${order.id}?token=${order.receiptToken}`;
}

export interface OrderParts {
  items: (typeof orderItems.$inferSelect)[];
  payments: (typeof payments.$inferSelect)[];
  refunds: (typeof refunds.$inferSelect)[];
  refundLines: Map<string, RefundView['items']>;
  eventName: string;
  standName: string | null;
  sellerName: string | null;
  /** The number of the tablet that made the sale offline, else null. */
  deviceNumber: number | null;
  /** The sale's record in the journal, if it was a paid sale. */
  journal: JournalMarkView | null;
}

/** The person's name as the screens show it: first and last name, else the e-mail. */
export function displayName(user: { firstName: string | null; lastName: string | null; email: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

/** One order's view from its rows: the sale builds it from what it just wrote, the reads from what they read. */
export function orderViewOf(row: OrderRow, parts: OrderParts): OrderView {
  return {
    id: row.id,
    projectId: row.projectId,
    eventId: row.eventId,
    eventName: parts.eventName,
    standId: row.standId,
    standName: parts.standName,
    channel: row.channel,
    status: row.status,
    ticketNumber: row.ticketNumber,
    receiptNumber: receiptNumberOf({ ticketNumber: row.ticketNumber, deviceNumber: parts.deviceNumber, deviceSequence: row.deviceSequence }),
    soldAt: row.soldAt.toISOString(),
    sellerUserId: row.sellerUserId,
    sellerName: parts.sellerName,
    customerEmail: row.customerEmail,
    paymentMethod: row.paymentMethod,
    totalExclVat: row.totalExclVat,
    totalVat: row.totalVat,
    totalInclVat: row.totalInclVat,
    totalDiscount: row.totalDiscount,
    vatLines: row.vatLines,
    amountTendered: row.amountTendered,
    changeGiven: row.changeGiven,
    refundedAmount: row.refundedAmount,
    items: parts.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      productVariantId: item.productVariantId,
      custom: item.custom,
      productTitle: item.productTitle,
      variantTitle: item.variantTitle,
      category: item.category,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      vatRate: item.vatRate,
      discount: item.discount,
      discountReason: item.discountReason,
      lineTotal: item.lineTotal,
      lineVat: item.lineVat,
      refundedQuantity: item.refundedQuantity,
    })),
    payments: parts.payments.map((payment) => ({ id: payment.id, method: payment.method, status: payment.status, amount: payment.amount, provider: payment.provider, providerPaymentId: payment.providerPaymentId, failureCode: payment.failureCode, providerMismatch: payment.providerMismatch ? { amount: payment.providerMismatch.amount, currency: payment.providerMismatch.currency, receivedAt: payment.providerMismatch.receivedAt } : null, createdAt: payment.createdAt.toISOString() })),
    refunds: parts.refunds.map((refund) => ({ id: refund.id, method: refund.method, amount: refund.amount, reason: refund.reason, items: parts.refundLines.get(refund.id) ?? [], createdBy: refund.createdBy, createdAt: refund.createdAt.toISOString() })),
    receiptUrl: receiptPath(row),
    journal: parts.journal,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    canceledAt: row.canceledAt?.toISOString() ?? null,
  };
}

/** The full view of each order (items, payments, refunds, who sold), in the order given. */
export async function toOrderViews(db: Executor, rows: OrderRow[]): Promise<OrderView[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const sellerIds = [...new Set(rows.flatMap((row) => (row.sellerUserId ? [row.sellerUserId] : [])))];
  const standIds = [...new Set(rows.flatMap((row) => (row.standId ? [row.standId] : [])))];
  const eventIds = [...new Set(rows.map((row) => row.eventId))];
  const deviceIds = [...new Set(rows.flatMap((row) => (row.deviceId ? [row.deviceId] : [])))];
  const [items, paymentRows, refundRows, refundLines, sellers, standNames, eventNames, devices] = await readTogether(db, [
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.position)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.createdAt)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.createdAt)),
    db.select({ line: refundItems, orderId: refunds.orderId }).from(refundItems).innerJoin(refunds, eq(refunds.id, refundItems.refundId)).where(inArray(refunds.orderId, ids)),
    () => (sellerIds.length ? db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(inArray(users.id, sellerIds)) : Promise.resolve([])),
    () => (standIds.length ? db.select({ id: stands.id, name: stands.name }).from(stands).where(inArray(stands.id, standIds)) : Promise.resolve([])),
    db.select({ id: events.id, name: events.name }).from(events).where(inArray(events.id, eventIds)),
    () => (deviceIds.length ? db.select({ id: standDevices.id, number: standDevices.number }).from(standDevices).where(inArray(standDevices.id, deviceIds)) : Promise.resolve([])),
  ]);
  // After the others: a transaction's client runs one query at a time.
  const marks = await saleMarksOf(db, rows);
  const deviceNumber = new Map(devices.map((device) => [device.id, device.number]));
  const standName = new Map(standNames.map((stand) => [stand.id, stand.name]));
  const eventName = new Map(eventNames.map((event) => [event.id, event.name]));
  const sellerName = new Map(sellers.map((seller) => [seller.id, displayName(seller)]));
  const linesOf = new Map<string, RefundView['items']>();
  for (const { line } of refundLines) {
    linesOf.set(line.refundId, [...(linesOf.get(line.refundId) ?? []), { orderItemId: line.orderItemId, quantity: line.quantity, damaged: line.damaged, amount: line.amount }]);
  }
  return rows.map((row) =>
    orderViewOf(row, {
      items: items.filter((item) => item.orderId === row.id),
      payments: paymentRows.filter((payment) => payment.orderId === row.id),
      refunds: refundRows.filter((refund) => refund.orderId === row.id),
      refundLines: linesOf,
      eventName: eventName.get(row.eventId) ?? '',
      standName: row.standId ? (standName.get(row.standId) ?? null) : null,
      sellerName: row.sellerUserId ? (sellerName.get(row.sellerUserId) ?? null) : null,
      deviceNumber: row.deviceId ? (deviceNumber.get(row.deviceId) ?? null) : null,
      journal: marks.get(row.id) ?? null,
    }),
  );
}
