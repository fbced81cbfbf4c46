import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { assertEventNotClosed } from '@/features/events/server/closed-event-guard';
import { cardCommissionOf, commissionRateAt } from '@/features/invoices/server/commission';
import { applyStockChanges } from '@/features/stock/server/ledger';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Tx } from '@/lib/db';
import { orderItems, orders, payments, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { requestHashOf, requireIdempotencyKey, writeOnce } from '@/lib/http/idempotent-write';
import { getPaymentProvider } from '@/lib/payments';
import type { CreateEventOrderInput } from '../schemas';
import { changeDue, orderTotals } from '../totals';
import type { OrderView } from '../types';
import { orderItemRows } from './order-item-rows';
import { orderViewOf, toOrderViews, type OrderRow } from './order-view';
import { saleContext, saleVariants } from './sale-context';

async function orderWithKey(executor: Tx | Awaited<ReturnType<typeof getDb>>, userId: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await executor.select().from(orders).where(and(eq(orders.createdBy, userId), eq(orders.idempotencyKey, key)));
  return row;
}

/** The sale this key made, as it was answered. */
async function replay(row: OrderRow): Promise<OrderView> {
  const [view] = await toOrderViews(await getDb(), [row]);
  return view!;
}

/**
 * POST /v1/orders-event: a sale at a stand, in one transaction: the order with its lines priced as the catalogue
 * says now, the totals, the payment, the next ticket number of the stand's till, and the units leaving the stand
 * through the ledger. The register's Idempotency-Key is stored on the order itself, in that same transaction: the
 * sale and its key commit or vanish together, so a retry after any failure either replays the sale or makes it.
 *
 * Cash is paid at once (the order is finished: the customer leaves with it). A card sale waits for the payment
 * provider (inProgress, payment pending) with its units already taken, so nobody else sells them meanwhile; a
 * declined or abandoned payment cancels the order and gives them back (`settleCardPayment` in card-payments.ts).
 *
 * `closingRunId`: the closing run records this order (agentFee: the concession's sold or free items, docs/closing.md);
 * kept on the order, it may be at a stand the closing closed already, paid cash whatever the stand's till takes.
 */
export async function createEventOrder(actor: Actor, input: CreateEventOrderInput, idempotencyKey: string | null, options: { closingRunId?: string } = {}): Promise<{ order: OrderView; replayed: boolean }> {
  const key = requireIdempotencyKey(idempotencyKey);
  const requestHash = requestHashOf(input);
  const db = await getDb();
  // Any failure may be a retry: on the key's unique index (sent twice at once, or again later), or on a refusal met
  // since (the stand closed, the last unit sold). A sale made with this key is answered again, never made twice.
  const { answer, replayed } = await writeOnce({
    requestHash,
    write: () => db.transaction((tx) => recordSale(tx, actor, input, { idempotencyKey: key, requestHash, closingRunId: options.closingRunId ?? null })),
    find: () => orderWithKey(db, actor.userId, key),
    replay,
  });
  return { order: answer, replayed };
}

/** The sale's writes; answers the order built from the rows written, with no read after the commit. */
async function recordSale(tx: Tx, actor: Actor, input: CreateEventOrderInput, record: { idempotencyKey: string; requestHash: string; closingRunId: string | null }): Promise<OrderView> {
  const { idempotencyKey, requestHash, closingRunId } = record;
  const context = await saleContext(tx, actor, input.standId, input.eventId, { closingOrder: closingRunId !== null });
  // Before the stand's row: the closing locks the event, then the stands; a sale must take them in that order too.
  await assertEventNotClosed(tx, context.eventId);
  // A closing order records what the concession sold or gave away, settled in cash whatever the stand's till takes.
  if (!closingRunId && input.payment.method === 'cash' && !context.isCashCompatible) throw new AppError('STAND_NOT_CASH_COMPATIBLE', { fields: ['payment.method'] });
  const variants = await saleVariants(tx, context.projectId, input.items.map((item) => item.productVariantId));
  const unknown = input.items.flatMap((item, index) => (variants.has(item.productVariantId) ? [] : [`items.${index}.productVariantId`]));
  if (unknown.length) throw new AppError('VALIDATION_ERRORS', { fields: unknown });
  const lines = input.items.map((item) => {
    const variant = variants.get(item.productVariantId)!;
    return { ...item, variant, unitPrice: variant.unitPrice, vatRate: variant.vatRate, discount: item.discount ?? 0 };
  });
  const overDiscounted = lines.flatMap((line, index) => (line.discount > line.quantity * line.unitPrice ? [`items.${index}.discount`] : []));
  if (overDiscounted.length) throw new AppError('VALIDATION_ERRORS', { fields: overDiscounted });
  // Never held at this tour's stands: there is none to sell.
  const unstocked = lines.flatMap((line, index) => (line.variant.inventoryItemId ? [] : [`items.${index}.quantity`]));
  if (unstocked.length) throw new AppError('NOT_ENOUGH_AVAILABLE_IN_INVENTORY', { fields: unstocked });

  const totals = orderTotals(lines);
  const cash = input.payment.method === 'cash' ? input.payment : null;
  const change = cash ? changeDue(totals.totalInclVat, cash.amountTendered) : null;
  if (cash && change === null) throw new AppError('VALIDATION_ERRORS', { fields: ['payment.amountTendered'] });

  // The next ticket of the stand's till; the stand's row lock also orders this stand's sales one after the other.
  const [ticket] = await tx
    .update(stands)
    .set({ lastTicketNumber: sql`${stands.lastTicketNumber} + 1` })
    .where(eq(stands.id, context.standId))
    .returning({ number: stands.lastTicketNumber });
  const now = new Date();
  const [order] = await tx
    .insert(orders)
    .values({
      projectId: context.projectId,
      clientId: context.clientId,
      eventId: context.eventId,
      standId: context.standId,
      channel: 'event',
      status: cash ? 'finished' : 'inProgress',
      ticketNumber: ticket!.number,
      sellerUserId: actor.userId,
      customerEmail: input.customerEmail ?? null,
      paymentMethod: input.payment.method,
      totalExclVat: totals.totalExclVat,
      totalVat: totals.totalVat,
      totalInclVat: totals.totalInclVat,
      totalDiscount: totals.totalDiscount,
      vatLines: totals.vatLines,
      amountTendered: cash?.amountTendered ?? null,
      changeGiven: change,
      receiptToken: randomBytes(24).toString('base64url'),
      idempotencyKey,
      requestHash,
      closingRunId,
      createdBy: actor.userId,
      paidAt: cash ? now : null,
    })
    .returning();
  const items = await tx.insert(orderItems).values(orderItemRows(order!.id, lines, totals)).returning();
  const provider = cash ? null : getPaymentProvider().name;
  // A card payment's commission is fixed now, at the organiser's plan of today (cash is never commissioned).
  const basisPoints = cash ? null : await commissionRateAt(tx, context.clientId);
  const commission = basisPoints === null ? 0 : cardCommissionOf(totals.totalInclVat, basisPoints);
  const payment = await tx
    .insert(payments)
    .values({ orderId: order!.id, method: input.payment.method, status: cash ? 'succeeded' : 'pending', amount: totals.totalInclVat, provider, commissionBasisPoints: basisPoints, commission })
    .returning();
  await applyStockChanges(
    tx,
    lines.map((line) => ({ inventoryId: context.inventoryId, inventoryItemId: line.variant.inventoryItemId!, kind: 'order' as const, delta: -line.quantity, reference: `order:${order!.id}` })),
    { projectId: context.projectId, actorUserId: actor.userId, eventOpenChecked: true },
  );
  return orderViewOf(order!, { items, payments: payment, refunds: [], refundLines: new Map(), eventName: context.eventName, standName: context.standName, sellerName: context.actorName });
}
