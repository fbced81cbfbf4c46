import { and, asc, count, eq, exists, sql, type SQL } from 'drizzle-orm';
import { requireEvent } from '@/features/events/server/event-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { standSellers, stands } from '@/lib/db/schema';
import { offsetOf, toPage, type Page } from '@/lib/http/pagination';
import type { ListStandsQuery } from '../schemas';
import type { StandView } from '../types';
import { toStandViews } from './stand-view';

/**
 * GET /v1/stands?eventId=: the event's stands by name (case aside), for whoever may read the event (EVENT_NOT_FOUND,
 * NOT_ALLOWED_ON_EVENT otherwise). A seller gets only the stands they are assigned to.
 */
export async function listStands(actor: Actor, query: ListStandsQuery): Promise<Page<StandView>> {
  const { project } = await requireEvent(actor, query.eventId, 'read');
  const db = await getDb();
  const conditions: SQL[] = [eq(stands.eventId, query.eventId)];
  if (project.membership === 'seller') {
    conditions.push(exists(db.select({ userId: standSellers.userId }).from(standSellers).where(and(eq(standSellers.standId, stands.id), eq(standSellers.userId, actor.userId)))));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(stands).where(where).orderBy(asc(sql`lower(${stands.name})`), asc(stands.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ value: count() }).from(stands).where(where),
  ]);
  return toPage(await toStandViews(db, rows), total?.value ?? 0, query);
}
