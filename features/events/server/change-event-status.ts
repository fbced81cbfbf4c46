import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { events, shops, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { EventStatus, EventView } from '../types';
import { requireEventForUpdate } from './event-access';
import { getChangedEvent } from './get-event';

/*
 * The only status changes of this API (spec §4 gives the statuses, not the transitions; docs/decisions.md):
 *   pending → inProgress     start, once the funnel is completed
 *   pending | inProgress → canceled     cancel
 *   inProgress → finished    the closing (a later issue), never these calls
 * Anything else is CANT_UPDATE_EVENT.
 */

/** PUT /v1/events/{id}/start. */
export async function startEvent(actor: Actor, id: string): Promise<EventView> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { event } = await requireEventForUpdate(actor, id, tx);
    if (event.status !== 'pending' || !event.funnelCompletedAt) throw new AppError('CANT_UPDATE_EVENT');
    await tx.update(events).set({ status: 'inProgress', updatedAt: new Date() }).where(eq(events.id, event.id));
  });
  return getChangedEvent(actor, id);
}

const cancelable: EventStatus[] = ['pending', 'inProgress'];

/** PUT /v1/events/{id}/cancel: its stands and its shop are closed with it. */
export async function cancelEvent(actor: Actor, id: string): Promise<EventView> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { event } = await requireEventForUpdate(actor, id, tx);
    if (!cancelable.includes(event.status)) throw new AppError('CANT_UPDATE_EVENT');
    await tx.update(events).set({ status: 'canceled', updatedAt: new Date() }).where(eq(events.id, event.id));
    await tx.update(stands).set({ status: 'closed', updatedAt: new Date() }).where(eq(stands.eventId, event.id));
    await tx.update(shops).set({ status: 'closed', updatedAt: new Date() }).where(eq(shops.eventId, event.id));
  });
  return getChangedEvent(actor, id);
}
