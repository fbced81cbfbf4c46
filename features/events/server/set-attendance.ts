import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { eventPerformances } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { EventAttendanceInput } from '../schemas';
import type { EventView } from '../types';
import { requireEventForUpdate } from './event-access';
import { getChangedEvent } from './get-event';

/**
 * PUT /v1/events/{id}/attendance: how many came to each performance, as the tour's writers enter it after the show.
 * A finished (closed) date takes it too: it moves no money, and it is often known only the next day. A canceled date
 * had no show. A performance of another event is a field error, as an unknown one.
 */
export async function setEventAttendance(actor: Actor, id: string, input: EventAttendanceInput): Promise<EventView> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { event } = await requireEventForUpdate(actor, id, tx);
    if (event.status === 'canceled') throw new AppError('CANT_UPDATE_EVENT');
    const ids = input.performances.map((entry) => entry.performanceId);
    const known = new Set((await tx.select({ id: eventPerformances.id }).from(eventPerformances).where(and(eq(eventPerformances.eventId, event.id), inArray(eventPerformances.id, ids)))).map((row) => row.id));
    const unknown = input.performances.flatMap((entry, index) => (known.has(entry.performanceId) ? [] : [`performances.${index}.performanceId`]));
    if (unknown.length) throw new AppError('VALIDATION_ERRORS', { fields: unknown });
    const values = sql.join(input.performances.map((entry) => sql`(${entry.performanceId}::uuid, ${entry.attendance}::integer)`), sql`, `);
    await tx.execute(sql`update ${eventPerformances} set attendance = entered.attendance
      from (values ${values}) as entered (id, attendance)
      where ${eventPerformances.id} = entered.id and ${eventPerformances.eventId} = ${event.id}`);
  });
  return getChangedEvent(actor, id);
}
