import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { assertEventNotClosed } from '@/features/events/server/closed-event-guard';
import { refundedCommissionOf } from '@/features/invoices/server/commission';
import { applyStockChanges } from '@/features/stock/server/ledger';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Executor, type Tx } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { orderItems, orders, payments, refundItems, refunds, shops, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { journalTechnicalEvent } from '@/lib/journal/technical-event';
import { requestHashOf, requireIdempotencyKey, writeOnce, WrittenBefore } from '@/lib/http/idempotent-write';
import { reportError } from '@/lib/monitoring/report-error';
import { getPaymentProvider } from '@/lib/payments';
import type { CreateRefundInput } from '../schemas';
import { refundMethodFits } from '../refund-model';
import { refundShare } from '../totals';
import type { OrderView } from '../types';
import { journalRefund } from './journal-records';
import { requireOrderForUpdate } from './order-access';
import { moneyInStatuses } from './order-filters';
import { toOrderViews, type OrderRow } from './order-view';

type RefundRow = typeof refunds.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * The refund's id, made from who sends it and their Idempotency-Key (a version 8 UUID). The provider's refund is
 * keyed by it (`refund-<id>`), so a retry after the provider gave the money back but our commit failed is the same
 * refund at the provider: the money goes back once.
 */
export function refundIdOf(userId: string, key: string): string {
  const hex = createHash('sha256').update(`refund:${userId}:${key}`).digest('hex');
  const variant = (8 | (Number.parseInt(hex[16]!, 16) & 3)).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The refund this user's Idempotency-Key made, if any. */
export async function refundWithKey(executor: Executor, userId: string, key: string): Promise<RefundRow | undefined> {
  const [row] = await executor.select().from(refunds).where(and(eq(refunds.createdBy, userId), eq(refunds.idempotencyKey, key)));
  return row;
}

/** The order as the API answers it, read again. */
export async function orderView(db: Executor, orderId: string): Promise<OrderView> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [view] = await toOrderViews(db, [row!]);
  return view!;
}

/**
 * POST /v1/orders/{id}/refunds: gives back part or all of an order whose money is in, per line and quantity. In
 * one transaction that holds the order's row lock (two refunds of one order run one after the other and never give
 * back more than was paid): the refund and its lines, the lines' refunded quantities, the order's refunded amount,
 * and the units back where they were sold from, the stand's shelf or the shop's stock (ledger kind `refund`;
 * damaged units are written off: delta 0). A shop order has no stand: only the tour's writers refund it.
 *
 * A card refund asks the provider inside that transaction, once everything is checked and before anything is
 * written: if the provider refuses, nothing is recorded; if our commit fails after it said yes, the retry (same key,
 * same refund id) is the same refund at the provider. The Idempotency-Key is stored on the refund, as the sale does.
 */
export async function createRefund(actor: Actor, orderId: string, input: CreateRefundInput, idempotencyKey: string | null): Promise<{ order: OrderView; replayed: boolean }> {
  const key = requireIdempotencyKey(idempotencyKey);
  const requestHash = requestHashOf({ orderId, ...input });
  const db = await getDb();
  // The key is read first: a retry replays even where the refund would now be refused (the date closed since), and
  // only a unique violation on the key can be its twin's. A replay answers the order as it is now.
  const { answer, replayed } = await writeOnce({
    requestHash,
    earlier: await refundWithKey(db, actor.userId, key),
    write: async () => orderView(db, await db.transaction((tx) => recordRefund(tx, actor, orderId, input, key, requestHash))),
    find: () => refundWithKey(db, actor.userId, key),
    replay: (refund) => orderView(db, refund.orderId),
    mayBeRetry: isUniqueViolation,
  });
  return { order: answer, replayed };
}

/** The refund's transaction; answers the order's id. */
async function recordRefund(tx: Tx, actor: Actor, orderId: string, input: CreateRefundInput, key: string, requestHash: string): Promise<string> {
  const { order } = await requireOrderForUpdate(actor, orderId, tx);
  // A closed date's money is settled: a customer who comes back is the managers' post-closing adjustment.
  await assertEventNotClosed(tx, order.eventId);
  // The same key sent twice at once: the second waited for the order's lock, and finds the first's refund.
  const done = await refundWithKey(tx, actor.userId, key);
  if (done) throw new WrittenBefore(done);
  await writeRefund(tx, actor.userId, order, input, { key, requestHash }, async () => ({ inventoryId: await shelfOf(tx, order, input.method), writeOff: false }));
  return order.id;
}

/** Where a refund's units go: an inventory (null: nowhere to put them), all written off as damaged or not. */
export interface RefundShelf {
  inventoryId: string | null;
  writeOff: boolean;
}

export interface WrittenRefund {
  refundId: string;
  amount: number;
  /** The commission the platform gives back with it (card refunds only). */
  commission: number;
  units: number;
}

/**
 * The refund's writes, on an order locked by the caller: lines priced and checked, the card refunded at the provider,
 * the refund and its lines, the order's refunded figures, and the units through the ledger to `shelfOf()`'s answer
 * (asked once the lines are valid, so its own refusals come after theirs). Shared by the refund at the stand and the
 * managers' post-closing adjustment (features/closing).
 */
export async function writeRefund(tx: Tx, userId: string, order: OrderRow, input: CreateRefundInput, keyed: { key: string; requestHash: string }, shelfOf: () => Promise<RefundShelf>): Promise<WrittenRefund> {
  if (!moneyInStatuses.includes(order.status)) throw new AppError('ORDER_NOT_REFUNDABLE');
  const lines = await pricedLines(tx, order, input);
  const amount = lines.reduce((sum, line) => sum + line.amount, 0);
  // Units that were given away are not refunded: there is no money to give back (they return by a transfer).
  if (amount <= 0) throw new AppError('VALIDATION_ERRORS', { fields: ['items'] });
  await assertMethodFits(tx, order.id, input.method, amount);
  const shelf = await shelfOf();

  const refundId = refundIdOf(userId, keyed.key);
  const given = input.method === 'card' ? await refundAtProvider(tx, order.id, refundId, amount) : 0;
  // A shop order's commission was the provider's application fee, which its refund leaves with the platform
  // (refund_application_fee false): only the register's card refunds give commission back (commission.ts).
  const commission = order.channel === 'shop' ? 0 : given;
  await tx.insert(refunds).values({ id: refundId, orderId: order.id, method: input.method, amount, commission, reason: input.reason || null, idempotencyKey: keyed.key, requestHash: keyed.requestHash, createdBy: userId });
  await tx.insert(refundItems).values(lines.map((line) => ({ refundId, orderItemId: line.orderItemId, quantity: line.quantity, damaged: line.damaged || shelf.writeOff, amount: line.amount })));
  const unitsPerItem = new Map<string, number>();
  for (const line of lines) unitsPerItem.set(line.orderItemId, (unitsPerItem.get(line.orderItemId) ?? 0) + line.quantity);
  for (const [itemId, quantity] of [...unitsPerItem].sort(([a], [b]) => a.localeCompare(b))) {
    await tx.update(orderItems).set({ refundedQuantity: sql`${orderItems.refundedQuantity} + ${quantity}` }).where(eq(orderItems.id, itemId));
  }
  await tx.update(orders).set({ refundedAmount: sql`${orders.refundedAmount} + ${amount}`, updatedAt: new Date() }).where(eq(orders.id, order.id));
  if (shelf.inventoryId) {
    const inventoryId = shelf.inventoryId;
    await applyStockChanges(
      tx,
      // A custom line (Article libre) never left a shelf: its refund is money only.
      lines.flatMap((line) => {
        const inventoryItemId = line.item.inventoryItemId;
        if (!inventoryItemId) return [];
        const damaged = line.damaged || shelf.writeOff;
        return { inventoryId, inventoryItemId, kind: 'refund' as const, delta: damaged ? 0 : line.quantity, quantity: line.quantity, receiptType: damaged ? ('damaged' as const) : null, reference: `refund:${refundId}` };
      }),
      { projectId: order.projectId, actorUserId: userId },
    );
  }
  // Last: the journal's head is the organisation's one shared lock.
  await journalRefund(tx, order, { id: refundId, method: input.method, amount, reason: input.reason || null, userId }, lines.map((line) => ({ item: line.item, quantity: line.quantity, amount: line.amount, damaged: line.damaged || shelf.writeOff })));
  // Then the technical chain (heads in the order sales, technical): who gave money back, on which order.
  await journalTechnicalEvent(tx, { clientId: order.clientId, kind: 'refund', userId, subjectId: refundId, details: { orderId: order.id, ticketNumber: order.ticketNumber, method: input.method, amount } });
  return { refundId, amount, commission, units: lines.reduce((sum, line) => sum + line.quantity, 0) };
}

/**
 * Each method gives back at most what it took, and a split sale's money goes back the way it came, card first
 * (refundMethodFits): REFUND_METHOD_LIMIT_EXCEEDED on `method`. The order's row is locked by the caller, so two
 * refunds of one order are checked one after the other.
 */
async function assertMethodFits(tx: Tx, orderId: string, method: CreateRefundInput['method'], amount: number): Promise<void> {
  // One after the other: a transaction's client never runs two queries at once.
  const paid = await tx.select({ method: payments.method, status: payments.status, amount: payments.amount }).from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
  const given = await tx.select({ method: refunds.method, amount: refunds.amount }).from(refunds).where(eq(refunds.orderId, orderId));
  // No card took anything: there is no card to give back to (as before split payment, a wrong method).
  if (method === 'card' && !paid.some((payment) => payment.method === 'card')) throw new AppError('VALIDATION_ERRORS', { fields: ['method'] });
  if (!refundMethodFits({ payments: paid, refunds: given }, method, amount)) throw new AppError('REFUND_METHOD_LIMIT_EXCEEDED', { fields: ['method'] });
}

/**
 * The inventory the refunded units go back to, once the method is checked against where the order was sold: a
 * stand's shelf (cash only at a stand that takes cash: STAND_NOT_CASH_COMPATIBLE), or a click-and-collect shop's own
 * stock, where the units came from. A shop order was paid online, so it is given back to its card only: cash is
 * VALIDATION_ERRORS on `method` (docs/decisions.md, 2026-11-25).
 */
export async function shelfOf(tx: Tx, order: OrderRow, method: CreateRefundInput['method']): Promise<string | null> {
  if (order.channel === 'shop') {
    if (method === 'cash') throw new AppError('VALIDATION_ERRORS', { fields: ['method'] });
    const [shop] = order.shopId ? await tx.select({ inventoryId: shops.inventoryId }).from(shops).where(eq(shops.id, order.shopId)) : [];
    return shop?.inventoryId ?? null;
  }
  const [stand] = order.standId ? await tx.select().from(stands).where(eq(stands.id, order.standId)) : [];
  if (method === 'cash' && stand && !stand.isCashCompatible) throw new AppError('STAND_NOT_CASH_COMPATIBLE', { fields: ['method'] });
  return stand?.inventoryId ?? null;
}

/**
 * The request's lines with what each gives back (refundShare: the line's share, discount included; the last units
 * take what is left). A line of another order is VALIDATION_ERRORS; more units than are left to refund (counting
 * the earlier refunds and the request's own lines for the same item) is REFUND_ORDER_ITEM_QUANTITY_TOO_HIGH.
 */
async function pricedLines(tx: Tx, order: OrderRow, input: CreateRefundInput) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const itemOf = new Map(items.map((item) => [item.id, item]));
  const unknown = input.items.flatMap((line, index) => (itemOf.has(line.orderItemId) ? [] : [`items.${index}.orderItemId`]));
  if (unknown.length) throw new AppError('VALIDATION_ERRORS', { fields: unknown });
  const given = await tx
    .select({ orderItemId: refundItems.orderItemId, amount: sql<number>`coalesce(sum(${refundItems.amount}), 0)::bigint`.mapWith(Number) })
    .from(refundItems)
    .where(inArray(refundItems.orderItemId, [...itemOf.keys()]))
    .groupBy(refundItems.orderItemId);
  const state = new Map(items.map((item) => [item.id, { refundedQuantity: item.refundedQuantity, refundedAmount: given.find((row) => row.orderItemId === item.id)?.amount ?? 0 }]));
  const tooHigh: string[] = [];
  const lines = input.items.map((line, index) => {
    const item: OrderItemRow = itemOf.get(line.orderItemId)!;
    const sofar = state.get(item.id)!;
    if (sofar.refundedQuantity + line.quantity > item.quantity) {
      tooHigh.push(`items.${index}.quantity`);
      return { ...line, item, amount: 0 };
    }
    // Rounding up on early partial refunds must never leave the last units less than nothing.
    const amount = Math.min(refundShare({ ...item, refundedQuantity: sofar.refundedQuantity }, line.quantity, sofar.refundedAmount), item.lineTotal - sofar.refundedAmount);
    sofar.refundedQuantity += line.quantity;
    sofar.refundedAmount += amount;
    return { ...line, item, amount };
  });
  if (tooHigh.length) throw new AppError('REFUND_ORDER_ITEM_QUANTITY_TOO_HIGH', { fields: tooHigh });
  return lines;
}

/**
 * Gives the money back to the card the order was paid with; a refusal records nothing (PAYMENT_PROVIDER_ERROR).
 * Answers the commission the platform gives back with it (features/invoices/server/commission.ts).
 */
async function refundAtProvider(tx: Tx, orderId: string, refundId: string, amount: number): Promise<number> {
  const [paid] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'card'), eq(payments.status, 'succeeded')));
  if (!paid?.providerPaymentId) throw new AppError('VALIDATION_ERRORS', { fields: ['method'] });
  const [before] = await tx
    .select({ amount: sql<number>`coalesce(sum(${refunds.amount}), 0)::bigint`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.method, 'card')));
  const provider = getPaymentProvider();
  try {
    if (paid.provider !== provider.name) throw new Error(`Payment made with ${paid.provider}, provider now ${provider.name}`);
    await provider.refundPayment({ providerPaymentId: paid.providerPaymentId, amount, refundId });
  } catch (error) {
    await reportError(error, { operation: 'refundPayment', orderId });
    throw new AppError('PAYMENT_PROVIDER_ERROR');
  }
  return refundedCommissionOf({ amount: paid.amount, basisPoints: paid.commissionBasisPoints ?? 0 }, before?.amount ?? 0, amount);
}
