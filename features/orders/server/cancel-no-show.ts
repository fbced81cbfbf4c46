import { and, eq, inArray } from 'drizzle-orm';
import { assertEventNotClosed } from '@/features/events/server/closed-event-guard';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Tx } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { orderItems, orders } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { requestHashOf, requireIdempotencyKey, writeOnce, WrittenBefore } from '@/lib/http/idempotent-write';
import { journalTechnicalEvent } from '@/lib/journal/technical-event';
import type { OrderView } from '../types';
import { journalCancellation } from './journal-records';
import { requireOrderForUpdate } from './order-access';
import { orderView, refundWithKey, shelfOf, writeRefund } from './refund-order';

/** A click-and-collect order still waiting for its buyer: its money is in, the bag was not handed over. */
const notCollected = ['paid', 'prepared'] as const;

/** The refund's reason, as the order's history and the settlement show it. */
export const NO_SHOW_REASON = 'Commande non retirée';

/**
 * POST /v1/orders/{id}/no-show: the buyer of a click-and-collect order never came. In one transaction under the
 * order's lock, what is left of it is refunded to the card it was paid with, through the refund's own writes
 * (`writeRefund`: the provider's refund, the refund row keyed by the Idempotency-Key, the units back to the shop's
 * stock), and the order becomes canceled, so the closing no longer waits for it. The tour's writers only: a seller
 * never refunds an online order (docs/decisions.md, "Refunds of shop orders"). A retry with the same key answers
 * the order again and refunds nothing twice.
 */
export async function cancelNoShowOrder(actor: Actor, orderId: string, idempotencyKey: string | null): Promise<{ order: OrderView; replayed: boolean }> {
  const key = requireIdempotencyKey(idempotencyKey);
  const requestHash = requestHashOf({ orderId, noShow: true });
  const db = await getDb();
  const { answer, replayed } = await writeOnce({
    requestHash,
    earlier: await refundWithKey(db, actor.userId, key),
    write: async () => orderView(db, await db.transaction((tx) => recordNoShow(tx, actor, orderId, key, requestHash))),
    find: () => refundWithKey(db, actor.userId, key),
    replay: (refund) => orderView(db, refund.orderId),
    mayBeRetry: isUniqueViolation,
  });
  return { order: answer, replayed };
}

async function recordNoShow(tx: Tx, actor: Actor, orderId: string, key: string, requestHash: string): Promise<string> {
  const { order } = await requireOrderForUpdate(actor, orderId, tx);
  if (order.channel !== 'shop' || !(notCollected as readonly string[]).includes(order.status)) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
  await assertEventNotClosed(tx, order.eventId);
  const done = await refundWithKey(tx, actor.userId, key);
  if (done) throw new WrittenBefore(done);
  const items = await tx.select({ id: orderItems.id, quantity: orderItems.quantity, refundedQuantity: orderItems.refundedQuantity }).from(orderItems).where(eq(orderItems.orderId, order.id));
  const left = items.filter((item) => item.quantity > item.refundedQuantity);
  // An order given back whole already (refunded line by line) has nothing left to refund: it is only canceled.
  let refund: { refundId: string; amount: number } | null = null;
  if (left.length) {
    const input = { items: left.map((item) => ({ orderItemId: item.id, quantity: item.quantity - item.refundedQuantity, damaged: false })), method: 'card' as const, reason: NO_SHOW_REASON };
    refund = await writeRefund(tx, actor.userId, order, input, { key, requestHash }, async () => ({ inventoryId: await shelfOf(tx, order, 'card'), writeOff: false }));
  }
  const now = new Date();
  await tx
    .update(orders)
    .set({ status: 'canceled', canceledAt: now, updatedAt: now })
    .where(and(eq(orders.id, order.id), inArray(orders.status, [...notCollected])));
  // A paid sale of the journal is void: said in the sales chain, then the technical one. The refund's records came
  // first, so this transaction already holds the sales head: the lock order (sales, technical) is kept.
  const cancellation = { userId: actor.userId, reason: NO_SHOW_REASON, refundId: refund?.refundId ?? null, amountGivenBack: refund?.amount ?? 0 };
  await journalCancellation(tx, order, cancellation);
  await journalTechnicalEvent(tx, { clientId: order.clientId, kind: 'cancellation', userId: actor.userId, subjectId: order.id, details: { ticketNumber: order.ticketNumber, reason: NO_SHOW_REASON, amountGivenBack: cancellation.amountGivenBack } });
  return order.id;
}
