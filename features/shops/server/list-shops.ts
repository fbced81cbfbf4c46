import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { requireProject } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { events, shops } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { offsetOf, toPage, type Page } from '@/lib/http/pagination';
import { isUuid } from '@/lib/validation/uuid';
import type { ListShopsQuery } from '../schemas';
import type { ShopView } from '../types';
import { toShopViews } from './shop-view';

/**
 * GET /v1/shops?projectId= or ?eventId=: a tour's shops (by their event's creation), or an event's one, for the
 * tour's team and platform admins. Sellers, another tenant and unknown ids: NOT_FOUND (EVENT_NOT_FOUND for an event).
 */
export async function listShops(actor: Actor, query: ListShopsQuery): Promise<Page<ShopView>> {
  const db = await getDb();
  let projectId = query.projectId;
  const notFound = query.eventId ? 'EVENT_NOT_FOUND' : 'NOT_FOUND';
  if (query.eventId) {
    const [event] = isUuid(query.eventId) ? await db.select({ projectId: events.projectId }).from(events).where(eq(events.id, query.eventId)) : [];
    if (!event || (projectId && projectId !== event.projectId)) throw new AppError(notFound);
    projectId = event.projectId;
  }
  const project = await requireProject(actor, projectId!, 'read', { notFound });
  if (project.membership === 'seller') throw new AppError(notFound);
  const conditions: SQL[] = [eq(shops.projectId, project.projectId)];
  if (query.eventId) conditions.push(eq(shops.eventId, query.eventId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select({ shop: shops }).from(shops).innerJoin(events, eq(events.id, shops.eventId)).where(where).orderBy(asc(events.createdAt), asc(shops.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ value: count() }).from(shops).where(where),
  ]);
  return toPage(await toShopViews(db, rows.map((row) => row.shop)), total?.value ?? 0, query);
}
