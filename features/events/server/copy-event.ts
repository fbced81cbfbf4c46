import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import type { Tx } from '@/lib/db';
import { eventPerformances, eventRooms, events } from '@/lib/db/schema';
import type { EventRow } from './event-access';
import { writeStep } from './write-step';

/** The event itself, its rooms and its performances: CANT_DUPLICATE_EVENT when refused. */
export async function copyEvent(tx: Tx, actor: Actor, source: EventRow, name: string): Promise<string> {
  const id = randomUUID();
  await writeStep('CANT_DUPLICATE_EVENT', async () => {
    await tx.insert(events).values({
      id,
      projectId: source.projectId,
      name,
      venueName: source.venueName,
      addressLine1: source.addressLine1,
      postcode: source.postcode,
      city: source.city,
      country: source.country,
      commissionType: source.commissionType,
      theaterFeeAmount: source.theaterFeeAmount,
      theaterFeeVat: source.theaterFeeVat,
      commissionAgentFeeAmount: source.commissionAgentFeeAmount,
      commissionAgentFeeVat: source.commissionAgentFeeVat,
      venueDeal: source.venueDeal,
      createdBy: actor.userId,
    });
    const rooms = await tx.select().from(eventRooms).where(eq(eventRooms.eventId, source.id));
    const roomCopies = new Map(rooms.map((room) => [room.id, randomUUID()]));
    if (rooms.length) await tx.insert(eventRooms).values(rooms.map((room) => ({ id: roomCopies.get(room.id)!, eventId: id, name: room.name, capacity: room.capacity })));
    const performances = await tx.select().from(eventPerformances).where(eq(eventPerformances.eventId, source.id));
    if (performances.length) {
      await tx
        .insert(eventPerformances)
        .values(performances.map((performance) => ({ eventId: id, roomId: performance.roomId ? (roomCopies.get(performance.roomId) ?? null) : null, startsAt: performance.startsAt })));
    }
  });
  return id;
}
