import { count, desc, inArray } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb, readTogether } from '@/lib/db';
import { orders } from '@/lib/db/schema';
import { offsetOf, toPage, type Page } from '@/lib/http/pagination';
import type { ListOrdersQuery } from '../schemas';
import type { OrderView } from '../types';
import { orderConditions } from './order-filters';
import { toOrderViews } from './order-view';

/**
 * GET /v1/orders: newest first, paginated, filtered by tour, event, stand, seller, statuses, channel, payment
 * method, Paris days and text (order-filters.ts). One query for the page and one for the total, side by side.
 */
export async function listOrders(actor: Actor, query: ListOrdersQuery): Promise<Page<OrderView>> {
  const db = await getDb();
  const where = await orderConditions(db, actor, query);
  // The page's ids first (an index walk, even a thousand pages deep), then only those rows: an offset over whole rows
  // read every row it skipped.
  const pageIds = db.select({ id: orders.id }).from(orders).where(where).orderBy(desc(orders.soldAt), desc(orders.id)).limit(query.limit).offset(offsetOf(query));
  const [rows, [total]] = await readTogether(db, [
    db.select().from(orders).where(inArray(orders.id, pageIds)).orderBy(desc(orders.soldAt), desc(orders.id)),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  return toPage(await toOrderViews(db, rows), total?.value ?? 0, query);
}
