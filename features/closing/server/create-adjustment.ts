import { and, eq } from 'drizzle-orm';
import { requireEvent } from '@/features/events/server/event-access';
import { takeRefundFromPayout } from '@/features/invoices/server/schedule-payout';
import { refundIdOf, writeRefund } from '@/features/orders/server/refund-order';
import { warehouseOf } from '@/features/stock/server/stock-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Tx } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { eventAdjustments, events, orders, refunds } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { requestHashOf, requireIdempotencyKey, writeOnce } from '@/lib/http/idempotent-write';
import type { CreateAdjustmentInput } from '../schemas';
import type { SettlementAdjustment } from '../settlement-types';
import { readAdjustments } from './adjustments-view';

/**
 * POST /v1/events/{id}/adjustments: a customer who comes back after the date was closed (docs/decisions.md,
 * "Post-closing adjustments"). The tour's managers only (a seller or a viewer: FORBIDDEN), on a closed date only
 * (before, it is a refund at the stand: EVENT_NOT_CLOSED). In one transaction under the event's and the order's
 * locks: the refund through the provider (a card) and its lines, the units to the tour's warehouse or written off there,
 * and the money taken from the platform's payouts: from the date's own payout while it is not paid, else carried to
 * the organiser's next one. The closing's figures are not touched: the settlement lists the adjustment below them.
 * Its Idempotency-Key is the refund's: a retry answers the same adjustment.
 */
export async function createAdjustment(actor: Actor, eventId: string, input: CreateAdjustmentInput, idempotencyKey: string | null): Promise<SettlementAdjustment> {
  const key = requireIdempotencyKey(idempotencyKey);
  const { event, project } = await requireEvent(actor, eventId, 'write');
  if (project.membership === 'seller') throw new AppError('FORBIDDEN');
  const requestHash = requestHashOf({ adjustment: eventId, ...input });
  const db = await getDb();
  // The refund's id comes from who sends it and the key: a retry finds its adjustment by it.
  const adjustmentWithKey = async () => {
    const [row] = await db
      .select({ id: eventAdjustments.id, requestHash: refunds.requestHash })
      .from(eventAdjustments)
      .innerJoin(refunds, eq(refunds.id, eventAdjustments.refundId))
      .where(eq(eventAdjustments.refundId, refundIdOf(actor.userId, key)));
    return row;
  };
  const adjustmentView = async (id: string) => (await readAdjustments(db, event.id)).find((adjustment) => adjustment.id === id)!;
  const { answer } = await writeOnce({
    requestHash,
    earlier: await adjustmentWithKey(),
    write: async () => adjustmentView(await db.transaction((tx) => recordAdjustment(tx, actor, event.id, input, { key, requestHash }))),
    find: adjustmentWithKey,
    replay: (row) => adjustmentView(row.id),
    mayBeRetry: isUniqueViolation,
  });
  return answer;
}

async function recordAdjustment(tx: Tx, actor: Actor, eventId: string, input: CreateAdjustmentInput, keyed: { key: string; requestHash: string }): Promise<string> {
  // The event's lock: adjustments of one date, and the payout they change, one after the other.
  const [event] = await tx.select({ id: events.id, status: events.status }).from(events).where(eq(events.id, eventId)).for('update');
  if (event?.status !== 'finished') throw new AppError('EVENT_NOT_CLOSED');
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.eventId, eventId)))
    .for('update');
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const written = await writeRefund(tx, actor.userId, order, input, keyed, async () => {
    // A shop order was paid online: it goes back to its card only.
    if (order.channel === 'shop' && input.method === 'cash') throw new AppError('VALIDATION_ERRORS', { fields: ['method'] });
    return { inventoryId: (await warehouseOf(tx, order.projectId)).id, writeOff: input.destination === 'writeOff' };
  });
  // The platform paid the register's card money out, less its commission: that is what the refund takes back.
  const payoutEffect = input.method === 'card' && order.channel !== 'shop' ? written.amount - written.commission : 0;
  const payoutId = payoutEffect > 0 ? await takeRefundFromPayout(tx, eventId) : null;
  const [row] = await tx
    .insert(eventAdjustments)
    .values({
      eventId,
      clientId: order.clientId,
      orderId: order.id,
      refundId: written.refundId,
      method: input.method,
      amount: written.amount,
      commission: written.commission,
      units: written.units,
      destination: input.destination,
      payoutEffect,
      payoutId,
      carried: payoutEffect > 0 && payoutId === null,
      reason: input.reason,
      createdBy: actor.userId,
    })
    .returning({ id: eventAdjustments.id });
  return row!.id;
}
