import { and, eq, isNotNull } from 'drizzle-orm';
import type { OrderRow } from '@/features/orders/server/order-view';
import type { Executor } from '@/lib/db';
import { orders } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import { collectionStatuses } from '../types';
import type { CollectionPoint } from './collection-point';
import { isOrdersSecret } from './collection-secret';

const collectable = (order: OrderRow | undefined): order is OrderRow => !!order && (collectionStatuses as readonly string[]).includes(order.status);

/**
 * The paid shop order a stand collects (locked for the handover when `lock`), else ORDER_NOT_FOUND: unknown, unpaid,
 * a stand sale, another shop's. One exception, for the seller in front of a spectator at the wrong venue: a code
 * whose secret is that order's (`secret`, from a scanned QR code) but of another event's shop is
 * ORDER_OF_ANOTHER_EVENT. The secret proves its bearer holds the real code, so the answer tells them nothing they do
 * not know; without it, another event's order is not found, as any other.
 */
export async function findCollectedOrder(db: Executor, point: CollectionPoint, orderId: string, options: { secret: string | null; lock: boolean }): Promise<OrderRow> {
  if (!isUuid(orderId)) throw new AppError('ORDER_NOT_FOUND');
  if (point.shop) {
    // Only this shop's order is locked: a code of elsewhere never holds another tenant's row.
    const query = db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.shopId, point.shop.id)));
    const [order] = options.lock ? await query.for('update') : await query;
    if (order) {
      if (!collectable(order)) throw new AppError('ORDER_NOT_FOUND');
      return order;
    }
  }
  if (options.secret !== null) await assertNotOfAnotherEvent(db, point, orderId, options.secret);
  throw new AppError('ORDER_NOT_FOUND');
}

/** ORDER_OF_ANOTHER_EVENT when the order is another event's paid shop order and the secret is its own. */
async function assertNotOfAnotherEvent(db: Executor, point: CollectionPoint, orderId: string, secret: string): Promise<void> {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), isNotNull(orders.shopId)));
  if (collectable(order) && order.eventId !== point.eventId && isOrdersSecret(order.collectionSecret, secret)) throw new AppError('ORDER_OF_ANOTHER_EVENT');
}
