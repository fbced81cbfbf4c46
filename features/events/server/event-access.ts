import { eq, sql, type SQL } from 'drizzle-orm';
import { checkProjectRight, projectAccessColumns, projectAccessOf, type ProjectAccess, type ProjectRight } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Executor, type Tx } from '@/lib/db';
import { qualified } from '@/lib/db/qualified';
import { events, projects, standSellers, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import type { EventStatus } from '../types';

export type EventRow = typeof events.$inferSelect;

export interface EventAccess {
  event: EventRow;
  project: ProjectAccess;
}

/** A canceled or finished event is closed to every change: its own fields, its stands, their sellers. */
export function isEventFrozen(status: EventStatus): boolean {
  return status === 'canceled' || status === 'finished';
}

/**
 * Authorization for an event, on top of its tour's (`requireProject`): an unknown, malformed or another tenant's
 * id is EVENT_NOT_FOUND. Reading: the tour's team and platform admins; a seller of the tour only at an event where
 * they hold a stand (else NOT_ALLOWED_ON_EVENT). Writing: the tour's writers (viewers and sellers get FORBIDDEN),
 * on an active tour (FORBIDDEN_ON_INACTIVE_PROJECT).
 */
export async function requireEvent(actor: Actor, id: string, right: Exclude<ProjectRight, 'manageTeam'>, db?: Executor): Promise<EventAccess> {
  const executor = db ?? (await getDb());
  // One read: the event with its tour's access columns and, for a seller, whether they hold one of its stands.
  const [found] = isUuid(id)
    ? await executor
        .select({ event: events, access: projectAccessColumns(actor), sellsHere: sellsAtEvent(actor) })
        .from(events)
        .innerJoin(projects, eq(projects.id, events.projectId))
        .where(eq(events.id, id))
    : [];
  if (!found) throw new AppError('EVENT_NOT_FOUND');
  const project = checkProjectRight(projectAccessOf(actor, found.access), right, 'EVENT_NOT_FOUND');
  if (project.membership === 'seller' && !found.sellsHere) throw new AppError('NOT_ALLOWED_ON_EVENT');
  return { event: found.event, project };
}

/** Whether the actor, as a seller, is assigned to one of the event's stands (the `events` row read). */
function sellsAtEvent(actor: Actor): SQL<boolean> {
  if (actor.role !== 'seller') return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${standSellers} inner join ${stands} on ${qualified(stands.id)} = ${qualified(standSellers.standId)} where ${qualified(stands.eventId)} = ${qualified(events.id)} and ${qualified(standSellers.userId)} = ${actor.userId})`;
}

/**
 * `requireEvent(…, 'write')` inside the caller's transaction, then a lock on the event row, so that status changes,
 * edits and stand changes of one event run one after the other. The row returned is read under the lock.
 */
export async function requireEventForUpdate(actor: Actor, id: string, tx: Tx): Promise<EventAccess> {
  const access = await requireEvent(actor, id, 'write', tx);
  return { ...access, event: await lockEvent(tx, access.event.id) };
}

/** Locks an event row for the rest of the transaction and reads it fresh. */
export async function lockEvent(tx: Tx, id: string): Promise<EventRow> {
  const [event] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  if (!event) throw new AppError('EVENT_NOT_FOUND');
  return event;
}
