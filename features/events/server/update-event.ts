import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Tx } from '@/lib/db';
import { eventPerformances, eventRooms, events } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { fromParisLocal } from '@/lib/datetime/paris-time';
import type { UpdateEventInput } from '../schemas';
import { feeFields, feeFieldsOf, type EventView, type FeeField } from '../types';
import { isEventFrozen, requireEventForUpdate, type EventRow } from './event-access';
import { keepFunnelConsistent } from './event-funnel';
import { getChangedEvent } from './get-event';

const roomKey = (name: string) => name.toLocaleLowerCase('fr');

/**
 * The fees belong to the commission type: those it needs are taken from the input (or kept), the others are emptied.
 * Sending a value for a fee the type does not use is refused rather than silently dropped; so is a venue's deal on
 * an event whose venue takes no commission.
 */
function feesAfter(event: EventRow, input: UpdateEventInput) {
  const commissionType = input.commissionType ?? event.commissionType;
  const used = feeFieldsOf[commissionType];
  const withDeal = commissionType === 'theatreFee';
  const stray: string[] = feeFields.filter((field) => !used.includes(field) && input[field] !== undefined && input[field] !== null);
  if (!withDeal && input.venueDeal) stray.push('venueDeal');
  if (stray.length) throw new AppError('VALIDATION_ERRORS', { fields: stray });
  const fees = Object.fromEntries(feeFields.map((field) => [field, used.includes(field) ? (input[field] !== undefined ? input[field] : event[field]) : null])) as Record<FeeField, number | null>;
  const venueDeal = withDeal ? (input.venueDeal !== undefined ? input.venueDeal : event.venueDeal) : null;
  return { commissionType, ...fees, venueDeal };
}

/** Replaces the rooms: a room whose name stays keeps its id (and its performances); a room left out is removed. */
async function replaceRooms(tx: Tx, eventId: string, rooms: NonNullable<UpdateEventInput['rooms']>): Promise<void> {
  const existing = await tx.select().from(eventRooms).where(eq(eventRooms.eventId, eventId));
  const byName = new Map(existing.map((room) => [roomKey(room.name), room]));
  const kept = new Set<string>();
  const added: Array<typeof eventRooms.$inferInsert> = [];
  for (const room of rooms) {
    const match = byName.get(roomKey(room.name));
    if (!match) {
      added.push({ eventId, name: room.name, capacity: room.capacity ?? null });
      continue;
    }
    kept.add(match.id);
    await tx.update(eventRooms).set({ name: room.name, capacity: room.capacity ?? null }).where(eq(eventRooms.id, match.id));
  }
  const removed = existing.filter((room) => !kept.has(room.id)).map((room) => room.id);
  if (removed.length) await tx.delete(eventRooms).where(inArray(eventRooms.id, removed));
  if (added.length) await tx.insert(eventRooms).values(added);
}

/** Replaces the performances; each names one of the event's rooms (as they are after this change) or none. */
async function replacePerformances(tx: Tx, eventId: string, performances: NonNullable<UpdateEventInput['performances']>): Promise<void> {
  const rooms = await tx.select({ id: eventRooms.id, name: eventRooms.name }).from(eventRooms).where(eq(eventRooms.eventId, eventId));
  const roomIds = new Map(rooms.map((room) => [roomKey(room.name), room.id]));
  const unknownRooms = performances.flatMap((performance, index) => (performance.room && !roomIds.has(roomKey(performance.room)) ? [`performances.${index}.room`] : []));
  if (unknownRooms.length) throw new AppError('VALIDATION_ERRORS', { fields: unknownRooms });
  // A performance given again (same room, same time) keeps the attendance entered for it.
  const removed = await tx.delete(eventPerformances).where(eq(eventPerformances.eventId, eventId)).returning({ roomId: eventPerformances.roomId, startsAt: eventPerformances.startsAt, attendance: eventPerformances.attendance });
  const attendanceOf = new Map(removed.map((performance) => [`${performance.roomId}|${performance.startsAt.toISOString()}`, performance.attendance]));
  if (!performances.length) return;
  await tx.insert(eventPerformances).values(
    performances.map((performance) => {
      const roomId = performance.room ? roomIds.get(roomKey(performance.room))! : null;
      // The schema has checked that the time exists in Paris.
      const startsAt = fromParisLocal(performance.startsAt)!;
      return { eventId, roomId, startsAt, attendance: attendanceOf.get(`${roomId}|${startsAt.toISOString()}`) ?? null };
    }),
  );
}

/**
 * PATCH /v1/events/{id}: steps 2 to 4 of the funnel and later edits, in one transaction. A canceled or finished
 * event cannot change, and the status changes only through start, cancel and the closing (CANT_UPDATE_EVENT).
 */
export async function updateEvent(actor: Actor, id: string, input: UpdateEventInput): Promise<EventView> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { event } = await requireEventForUpdate(actor, id, tx);
    if (isEventFrozen(event.status)) throw new AppError('CANT_UPDATE_EVENT');
    if (input.status !== undefined && input.status !== event.status) throw new AppError('CANT_UPDATE_EVENT');
    await tx
      .update(events)
      .set({
        name: input.name,
        venueName: input.venueName,
        addressLine1: input.addressLine1,
        postcode: input.postcode,
        city: input.city,
        country: input.country,
        ...feesAfter(event, input),
        updatedAt: new Date(),
      })
      .where(eq(events.id, event.id));
    if (input.rooms) await replaceRooms(tx, event.id, input.rooms);
    if (input.performances) await replacePerformances(tx, event.id, input.performances);
    await keepFunnelConsistent(tx, event.id);
  });
  return getChangedEvent(actor, id);
}
