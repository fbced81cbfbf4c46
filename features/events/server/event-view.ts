import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { readTogether, type Executor } from '@/lib/db';
import { eventPerformances, eventRooms, standSellers, stands } from '@/lib/db/schema';
import { toParisDate, toParisLocal } from '@/lib/datetime/paris-time';
import type { EventPerformanceView, EventRoomView, EventStandSummary, EventView, SellerEventView } from '../types';
import type { EventRow } from './event-access';

// Names are ordered without regard to case (accented letters follow the database's collation).
const byStandName = asc(sql`lower(${stands.name})`);

/** Who the views are for: the tour's team sees everything; a seller sees no fees and only their own stands. */
export type EventViewer = { kind: 'team' } | { kind: 'seller'; userId: string };

function groupBy<T extends { eventId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.eventId, [...(groups.get(row.eventId) ?? []), row]);
  return groups;
}

async function relationsOf(db: Executor, eventIds: string[], viewer: EventViewer) {
  const [rooms, performances, standRows] = await readTogether(db, [
    db.select().from(eventRooms).where(inArray(eventRooms.eventId, eventIds)).orderBy(asc(sql`lower(${eventRooms.name})`), asc(eventRooms.id)),
    db
      .select({ id: eventPerformances.id, eventId: eventPerformances.eventId, roomId: eventPerformances.roomId, roomName: eventRooms.name, startsAt: eventPerformances.startsAt, attendance: eventPerformances.attendance })
      .from(eventPerformances)
      .leftJoin(eventRooms, eq(eventRooms.id, eventPerformances.roomId))
      .where(inArray(eventPerformances.eventId, eventIds))
      .orderBy(asc(eventPerformances.startsAt), asc(sql`lower(${eventRooms.name})`), asc(eventPerformances.id)),
    viewer.kind === 'seller'
      ? db
          .select({ id: stands.id, eventId: stands.eventId, name: stands.name })
          .from(stands)
          .innerJoin(standSellers, and(eq(standSellers.standId, stands.id), eq(standSellers.userId, viewer.userId)))
          .where(inArray(stands.eventId, eventIds))
          .orderBy(byStandName, asc(stands.id))
      : db.select({ id: stands.id, eventId: stands.eventId, name: stands.name }).from(stands).where(inArray(stands.eventId, eventIds)).orderBy(byStandName, asc(stands.id)),
  ]);
  return { rooms: groupBy(rooms), performances: groupBy(performances), stands: groupBy(standRows) };
}

/**
 * The API's events, with their rooms, performances, dates and stands: an allow-list of fields, so a new column never
 * leaks. Sellers get the reduced form.
 */
export async function toEventViews(db: Executor, rows: EventRow[], viewer: EventViewer): Promise<Array<EventView | SellerEventView>> {
  if (!rows.length) return [];
  const relations = await relationsOf(db, rows.map((row) => row.id), viewer);
  return rows.map((row) => {
    const performances: EventPerformanceView[] = (relations.performances.get(row.id) ?? []).map((performance) => ({
      id: performance.id,
      roomId: performance.roomId,
      roomName: performance.roomName,
      startsAt: toParisLocal(performance.startsAt),
      startsAtIso: performance.startsAt.toISOString(),
      attendance: performance.attendance,
    }));
    const rooms: EventRoomView[] = (relations.rooms.get(row.id) ?? []).map((room) => ({ id: room.id, name: room.name, capacity: room.capacity }));
    const standSummaries: EventStandSummary[] = (relations.stands.get(row.id) ?? []).map((stand) => ({ id: stand.id, name: stand.name }));
    const sellerView: SellerEventView = {
      id: row.id,
      projectId: row.projectId,
      name: row.name,
      venueName: row.venueName,
      addressLine1: row.addressLine1,
      postcode: row.postcode,
      city: row.city,
      country: row.country,
      status: row.status,
      funnelCompletedAt: row.funnelCompletedAt?.toISOString() ?? null,
      rooms,
      performances,
      dates: [...new Set(performances.map((performance) => toParisDate(new Date(performance.startsAtIso))))],
      stands: standSummaries,
    };
    if (viewer.kind === 'seller') return sellerView;
    return {
      ...sellerView,
      commissionType: row.commissionType,
      theaterFeeAmount: row.theaterFeeAmount,
      theaterFeeVat: row.theaterFeeVat,
      commissionAgentFeeAmount: row.commissionAgentFeeAmount,
      commissionAgentFeeVat: row.commissionAgentFeeVat,
      venueDeal: row.venueDeal,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function toEventView(db: Executor, row: EventRow, viewer: EventViewer): Promise<EventView | SellerEventView> {
  const [view] = await toEventViews(db, [row], viewer);
  return view!;
}
