import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Tx } from '@/lib/db';
import { orders } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { consumeLimit } from '@/lib/rate-limit';
import type { ChangeCollectionInput, HandoverProof } from '../schemas';
import type { CollectionView } from '../types';
import { findCollectedOrder } from './collected-order';
import { requireCollectionPoint } from './collection-point';
import { toCollectionViews } from './collection-view';
import { assertHandoverProof } from './handover-proof';

type OrderRow = typeof orders.$inferSelect;

/**
 * PUT /v1/stands/{id}/collections/{orderId}: the bag made up (`prepared`), or the order handed over (`exchanged`) on
 * the buyer's proof: the secret of the scanned QR code, or by hand (a lost phone) the number, name and e-mail the
 * order was placed with. The order id alone proves nothing (it is in links and screens), so a handover without
 * a proof is refused by the schema, and one with a wrong proof here.
 *
 * The order's row is locked and read again, so two tablets handing the same order over run one after the other:
 * the first hands it over, the second gets ORDER_ALREADY_HANDED_OVER. The handover carries the tablet's
 * Idempotency-Key, kept on the order: the same tablet retrying after a lost answer (with the same proof) gets the
 * handover again, not an error. Preparing twice is harmless. No stock moves here: the units left the shop's
 * inventory with the order.
 */
export async function changeCollection(actor: Actor, standId: string, orderId: string, input: ChangeCollectionInput, idempotencyKey: string | null): Promise<CollectionView> {
  if (input.status === 'exchanged' && !idempotencyKey) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  const db = await getDb();
  if (input.status === 'exchanged' && input.proof.method === 'manual') {
    // Tries are counted per order once the caller is known to work at the stand: nobody else can use them up.
    await requireCollectionPoint(db, actor, standId);
    await consumeLimit('manualHandoverPerOrder', orderId);
  }
  const row = await db.transaction(async (tx) => {
    const point = await requireCollectionPoint(tx, actor, standId);
    if (point.projectStatus !== 'active') throw new AppError('FORBIDDEN_ON_INACTIVE_PROJECT');
    const secret = input.status === 'exchanged' && input.proof.method === 'scan' ? input.proof.secret : null;
    const order = await findCollectedOrder(tx, point, orderId, { secret, lock: true });
    if (input.status === 'prepared') return prepare(tx, order);
    assertHandoverProof(order, input.proof);
    return handOver(tx, order, { actor, standId, key: idempotencyKey!, method: input.proof.method });
  });
  const [view] = await toCollectionViews(db, [row]);
  return view!;
}

async function prepare(tx: Tx, order: OrderRow): Promise<OrderRow> {
  if (order.status === 'prepared') return order;
  if (order.status === 'exchanged') throw new AppError('ORDER_ALREADY_HANDED_OVER');
  assertSomethingOwed(order);
  const now = new Date();
  const [prepared] = await tx.update(orders).set({ status: 'prepared', preparedAt: now, updatedAt: now }).where(eq(orders.id, order.id)).returning();
  return prepared!;
}

async function handOver(tx: Tx, order: OrderRow, by: { actor: Actor; standId: string; key: string; method: HandoverProof['method'] }): Promise<OrderRow> {
  if (order.status === 'exchanged') {
    if (order.handoverKey === by.key && order.handedOverBy === by.actor.userId) return order;
    throw new AppError('ORDER_ALREADY_HANDED_OVER');
  }
  assertSomethingOwed(order);
  const now = new Date();
  const [handed] = await tx
    .update(orders)
    .set({ status: 'exchanged', handedOverAt: now, handedOverStandId: by.standId, handedOverBy: by.actor.userId, handoverKey: by.key, handoverMethod: by.method, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  return handed!;
}

/** A wholly refunded order has nothing left to give: it cannot be prepared or handed over. */
function assertSomethingOwed(order: OrderRow): void {
  if (order.refundedAmount >= order.totalInclVat && order.totalInclVat > 0) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
}
