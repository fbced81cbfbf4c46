import { and, eq } from 'drizzle-orm';
import { assertEventNotClosed } from '@/features/events/server/closed-event-guard';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { orders } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { UpdateOrderInput } from '../schemas';
import { ORDER_TRANSITIONS, type OrderView } from '../types';
import { cancelWithProvider } from './cancel-with-provider';
import { requireOrder } from './order-access';
import { toOrderViews } from './order-view';

/**
 * PATCH /v1/orders/{id} `{ status }`: only the moves of ORDER_TRANSITIONS, from the status the order has when the
 * write lands (a conditional UPDATE): two requests racing from the same status, one wins, the other gets
 * ORDER_STATUS_NOT_ALLOWED. Cancelling goes through cancelWithProvider (provider payment stopped, stock back).
 */
export async function updateOrderStatus(actor: Actor, id: string, input: UpdateOrderInput): Promise<OrderView> {
  const db = await getDb();
  const { order } = await requireOrder(actor, id, 'write', db);
  if (!ORDER_TRANSITIONS[order.status].includes(input.status)) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
  await assertEventNotClosed(db, order.eventId);
  // A shop order moves at its collection stand only, where handing it over needs the buyer's proof (issue #22): here
  // `finished` then `exchanged` would hand it over on its bare id.
  if (order.channel === 'shop' && input.status !== 'canceled') throw new AppError('ORDER_STATUS_NOT_ALLOWED');
  if (input.status === 'canceled') {
    if (!(await cancelWithProvider(db, order.id, actor.userId, 'canceled'))) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
  } else {
    const now = new Date();
    const [moved] = await db
      .update(orders)
      .set({ status: input.status, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning({ id: orders.id });
    if (!moved) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
  }
  const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
  const [view] = await toOrderViews(db, [row!]);
  return view!;
}
