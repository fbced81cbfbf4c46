import { and, count, desc, eq, exists, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { visibleProjectCondition } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Db } from '@/lib/db';
import { eventPerformances, events, standSellers, stands } from '@/lib/db/schema';
import { offsetOf, toPage, type Page } from '@/lib/http/pagination';
import { parisDayEnd, parisDayStart } from '@/lib/datetime/paris-time';
import type { ListEventsQuery } from '../schemas';
import type { EventView, SellerEventView } from '../types';
import { toEventViews } from './event-view';
import { viewerOf } from './get-event';

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (character) => `\\${character}`);

async function listFilter(db: Db, actor: Actor, query: ListEventsQuery): Promise<SQL | undefined> {
  const conditions: SQL[] = [];
  const visible = await visibleProjectCondition(actor, events.projectId);
  if (visible) conditions.push(visible);
  if (actor.role === 'seller') {
    // A seller's events are those where they hold a stand.
    const assigned = db
      .select({ standId: standSellers.standId })
      .from(standSellers)
      .innerJoin(stands, eq(stands.id, standSellers.standId))
      .where(and(eq(stands.eventId, events.id), eq(standSellers.userId, actor.userId)));
    conditions.push(exists(assigned));
  }
  if (query.projectId) conditions.push(eq(events.projectId, query.projectId));
  if (query.status?.length) conditions.push(inArray(events.status, query.status));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(events.name, pattern), ilike(events.venueName, pattern), ilike(events.city, pattern))!);
  }
  if (query.from || query.to) {
    const range: SQL[] = [eq(eventPerformances.eventId, events.id)];
    if (query.from) range.push(gte(eventPerformances.startsAt, parisDayStart(query.from)!));
    if (query.to) range.push(lt(eventPerformances.startsAt, parisDayEnd(query.to)!));
    conditions.push(exists(db.select({ id: eventPerformances.id }).from(eventPerformances).where(and(...range))));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * GET /v1/events: the events of the tours the actor sees (a seller: those where they hold a stand, reduced), the
 * soonest first performance first, events without performances last.
 */
export async function listEvents(actor: Actor, query: ListEventsQuery): Promise<Page<EventView | SellerEventView>> {
  const db = await getDb();
  const where = await listFilter(db, actor, query);
  const firstPerformance = sql`(select min(${eventPerformances.startsAt}) from ${eventPerformances} where ${eventPerformances.eventId} = ${events.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(events)
      .where(where)
      .orderBy(sql`${firstPerformance} asc nulls last`, desc(events.createdAt), desc(events.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(events).where(where),
  ]);
  return toPage(await toEventViews(db, rows, viewerOf(actor)), total?.value ?? 0, query);
}
