import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import type { OrderView } from '../types';
import { requireOrder } from './order-access';
import { toOrderViews } from './order-view';

/** GET /v1/orders/{id}: the order with its lines, payments and refunds. */
export async function getOrder(actor: Actor, id: string): Promise<OrderView> {
  const db = await getDb();
  const { order } = await requireOrder(actor, id, 'read', db);
  const [view] = await toOrderViews(db, [order]);
  return view!;
}
