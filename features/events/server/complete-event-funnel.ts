import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { events } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { EventView } from '../types';
import { isEventFrozen, requireEventForUpdate } from './event-access';
import { missingForFunnel } from './event-funnel';
import { getChangedEvent } from './get-event';

/**
 * PUT /v1/events/{id}/complete-funnel: checks that the event has what it needs to be started (a name, the venue's
 * city, a performance, a stand, the fees of its commission type) and marks the funnel completed. What is missing is
 * answered as VALIDATION_ERRORS with those fields. Repeating it keeps the first completion time.
 */
export async function completeEventFunnel(actor: Actor, id: string): Promise<EventView> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { event } = await requireEventForUpdate(actor, id, tx);
    if (isEventFrozen(event.status)) throw new AppError('CANT_UPDATE_EVENT');
    const missing = await missingForFunnel(tx, event.id);
    if (missing.length) throw new AppError('VALIDATION_ERRORS', { fields: missing });
    if (!event.funnelCompletedAt) await tx.update(events).set({ funnelCompletedAt: new Date(), updatedAt: new Date() }).where(eq(events.id, event.id));
  });
  return getChangedEvent(actor, id);
}
