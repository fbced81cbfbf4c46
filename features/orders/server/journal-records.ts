import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { cashMovements, orderItems, orders, payments, standDevices } from '@/lib/db/schema';
import { appendJournalRecord, type AppendedRecord, type JournalEntry } from '@/lib/journal/append-record';
import { basisPointsOf, proportionOf } from '@/lib/money/percent';
import { receiptNumberOf } from '../offline-sale';
import type { OrderRow } from './order-view';

type OrderItemRow = typeof orderItems.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

// What the sales chain records of a sale and of a refund (issue #27, docs/journal.md): every figure in integer cents,
// VAT rates in basis points (2000 is 20 %), times as ISO strings. The names are the journal's format: an auditor's
// script reads them, so they change only with a new format version.

const lineOf = (item: OrderItemRow) => ({
  position: item.position,
  orderItemId: item.id,
  productVariantId: item.productVariantId,
  label: item.variantTitle ? `${item.productTitle} / ${item.variantTitle}` : item.productTitle,
  custom: item.custom,
  quantity: item.quantity,
  unitPrice: item.unitPrice,
  discount: item.discount,
  vatRate: basisPointsOf(item.vatRate),
  totalInclVat: item.lineTotal,
  vat: item.lineVat,
});

/**
 * The sale's record, once its money is all in (cash at once; a card sale when the provider said yes): its lines,
 * totals with the VAT per rate, and the payments that paid it. `occurredAt` is the sale's time (soldAt: offline,
 * before it arrived).
 */
export async function journalSale(tx: Tx, order: OrderRow, items: OrderItemRow[], paid: PaymentRow[], deviceNumber: number | null): Promise<AppendedRecord> {
  const numbers = { ticketNumber: order.ticketNumber, receiptNumber: receiptNumberOf({ ticketNumber: order.ticketNumber, deviceNumber, deviceSequence: order.deviceSequence }), occurredAt: order.soldAt };
  return appendJournalRecord(tx, saleEntry(order, numbers, items, paid));
}

/** What a sale's record says of its order, but its numbers and time. */
export type RecordedOrder = Pick<
  OrderRow,
  'id' | 'clientId' | 'channel' | 'eventId' | 'standId' | 'shopId' | 'deviceId' | 'deviceSequence' | 'sellerUserId' | 'totalExclVat' | 'totalVat' | 'totalInclVat' | 'totalDiscount' | 'vatLines'
>;

/**
 * The sale's record. `numbers`: its ticket and receipt numbers and its time (soldAt: offline, before it arrived), or
 * the marks that the order's insert replaces with them (sale-record-step.ts).
 */
export function saleEntry(
  order: RecordedOrder,
  numbers: { ticketNumber: number | string; receiptNumber: string; occurredAt: Date },
  items: OrderItemRow[],
  paid: Pick<PaymentRow, 'id' | 'method' | 'amount' | 'status'>[],
): JournalEntry {
  const succeeded = paid.filter((payment) => payment.status === 'succeeded');
  return {
    clientId: order.clientId,
    chain: 'sales',
    kind: 'sale',
    occurredAt: numbers.occurredAt,
    subjectId: order.id,
    content: {
      format: 1,
      orderId: order.id,
      channel: order.channel,
      ticketNumber: numbers.ticketNumber,
      receiptNumber: numbers.receiptNumber,
      eventId: order.eventId,
      standId: order.standId,
      shopId: order.shopId,
      deviceId: order.deviceId,
      deviceSequence: order.deviceSequence,
      sellerUserId: order.sellerUserId,
      lines: [...items].sort((a, b) => a.position - b.position).map(lineOf),
      totals: {
        exclVat: order.totalExclVat,
        vat: order.totalVat,
        inclVat: order.totalInclVat,
        discount: order.totalDiscount,
        vatByRate: order.vatLines.map((line) => ({ rate: basisPointsOf(line.rate), base: line.base, vat: line.vat })),
      },
      payments: succeeded.map((payment) => ({ paymentId: payment.id, method: payment.method, amount: payment.amount })),
    },
  };
}

/** The sale's record for an order paid in a later transaction (a card's yes, a split sale's rest): read, then journaled. */
export async function journalPaidOrder(tx: Tx, orderId: string): Promise<AppendedRecord> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const paid = await tx.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
  const [device] = order!.deviceId ? await tx.select({ number: standDevices.number }).from(standDevices).where(eq(standDevices.id, order!.deviceId)) : [];
  return journalSale(tx, order!, items, paid, device?.number ?? null);
}

export interface JournaledRefundLine {
  item: OrderItemRow;
  quantity: number;
  amount: number;
  damaged: boolean;
}

/**
 * A refund's record: the money given back per line, with its VAT (the line's VAT in proportion of what goes back),
 * the method, who gave it and why. A post-closing adjustment that gives money back is a refund too.
 */
export async function journalRefund(tx: Tx, order: OrderRow, refund: { id: string; method: 'cash' | 'card'; amount: number; reason: string | null; userId: string }, lines: JournaledRefundLine[]): Promise<AppendedRecord> {
  const refundLines = lines.map(({ item, quantity, amount, damaged }) => {
    const { position, orderItemId, productVariantId, label, custom, vatRate } = lineOf(item);
    return { position, orderItemId, productVariantId, label, custom, vatRate, quantity, amount, vat: proportionOf(item.lineVat, amount, item.lineTotal), damaged };
  });
  const byRate = new Map<number, { base: number; vat: number }>();
  for (const line of refundLines) {
    const rate = byRate.get(line.vatRate) ?? { base: 0, vat: 0 };
    byRate.set(line.vatRate, { base: rate.base + line.amount - line.vat, vat: rate.vat + line.vat });
  }
  return appendJournalRecord(tx, {
    clientId: order.clientId,
    chain: 'sales',
    kind: 'refund',
    occurredAt: new Date(),
    subjectId: refund.id,
    content: {
      format: 1,
      refundId: refund.id,
      orderId: order.id,
      ticketNumber: order.ticketNumber,
      eventId: order.eventId,
      standId: order.standId,
      shopId: order.shopId,
      userId: refund.userId,
      method: refund.method,
      amount: refund.amount,
      reason: refund.reason,
      lines: refundLines,
      vatByRate: [...byRate].sort(([a], [b]) => a - b).map(([rate, figures]) => ({ rate, ...figures })),
    },
  });
}

type CashMovementRow = typeof cashMovements.$inferSelect;

/**
 * A cash movement's record: money put in or taken out of a stand's drawer, neither a sale nor a refund (no grand
 * total moves). `amount` is positive cents, `direction` gives the sign; the FEC export reads these names.
 */
export function journalCashMovement(tx: Tx, clientId: string, eventId: string, movement: CashMovementRow): Promise<AppendedRecord> {
  return appendJournalRecord(tx, {
    clientId,
    chain: 'sales',
    kind: 'cashMovement',
    occurredAt: movement.occurredAt,
    subjectId: movement.id,
    content: {
      format: 1,
      movementId: movement.id,
      eventId,
      standId: movement.standId,
      deviceId: movement.deviceId,
      userId: movement.createdBy,
      direction: movement.direction,
      amount: movement.amount,
      reason: movement.reason,
    },
  });
}

/**
 * A paid sale canceled (a click-and-collect order never collected): the sale stays in the chain, this record says it
 * is void. Its money goes back through a refund record of its own (`refundId`, `amountGivenBack`), which alone moves
 * the grand totals: the cancellation counts nothing, so no euro is counted twice.
 */
export function journalCancellation(tx: Tx, order: OrderRow, cancellation: { userId: string | null; reason: string; refundId: string | null; amountGivenBack: number }): Promise<AppendedRecord> {
  return appendJournalRecord(tx, {
    clientId: order.clientId,
    chain: 'sales',
    kind: 'cancellation',
    occurredAt: new Date(),
    subjectId: order.id,
    content: {
      format: 1,
      orderId: order.id,
      ticketNumber: order.ticketNumber,
      eventId: order.eventId,
      standId: order.standId,
      shopId: order.shopId,
      userId: cancellation.userId,
      reason: cancellation.reason,
      refundId: cancellation.refundId,
      amountGivenBack: cancellation.amountGivenBack,
    },
  });
}
