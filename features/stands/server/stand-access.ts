import { eq, sql, type SQL } from 'drizzle-orm';
import { isEventFrozen, lockEvent, type EventRow } from '@/features/events/server/event-access';
import { checkProjectRight, projectAccessColumns, projectAccessOf, type ProjectAccess } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Executor, type Tx } from '@/lib/db';
import { qualified } from '@/lib/db/qualified';
import { events, projects, standSellers, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';

export type StandRow = typeof stands.$inferSelect;

export interface StandAccess {
  stand: StandRow;
  event: EventRow;
  project: ProjectAccess;
}

/** Whether the actor, as a seller, is assigned to the stand (the `stands` row read). */
function isAssigned(actor: Actor): SQL<boolean> {
  if (actor.role !== 'seller') return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${standSellers} where ${qualified(standSellers.standId)} = ${qualified(stands.id)} and ${qualified(standSellers.userId)} = ${actor.userId})`;
}

/**
 * Who may see a stand: its tour's team and platform admins; a seller of the tour only at a stand they are assigned
 * to (else NOT_ALLOWED_ON_STAND). An unknown, malformed or another tenant's id is GET_STAND.
 */
export async function requireStand(actor: Actor, id: string, db?: Executor): Promise<StandAccess> {
  const executor = db ?? (await getDb());
  // One read: the stand, its event, its tour's access columns and, for a seller, their assignment.
  const [found] = isUuid(id)
    ? await executor
        .select({ stand: stands, event: events, access: projectAccessColumns(actor), assigned: isAssigned(actor) })
        .from(stands)
        .innerJoin(events, eq(events.id, stands.eventId))
        .innerJoin(projects, eq(projects.id, events.projectId))
        .where(eq(stands.id, id))
    : [];
  if (!found) throw new AppError('GET_STAND');
  const project = projectAccessOf(actor, found.access);
  if (!project) throw new AppError('GET_STAND');
  if (project.membership === 'seller' && !found.assigned) throw new AppError('NOT_ALLOWED_ON_STAND');
  return { stand: found.stand, event: found.event, project };
}

/**
 * Changing a stand, inside the caller's transaction. The tour's writers change anything (viewers get FORBIDDEN); a
 * seller only opens or closes a stand they are assigned to (`statusOnly`, else FORBIDDEN). An archived tour refuses
 * both (FORBIDDEN_ON_INACTIVE_PROJECT), and so does a canceled or finished event (CANT_UPDATE_STAND). The stand's
 * event is locked, so stand changes and the event's status changes run one after the other.
 */
export async function requireStandForUpdate(actor: Actor, id: string, tx: Tx, change: { statusOnly: boolean }): Promise<StandAccess> {
  const access = await requireStand(actor, id, tx);
  if (access.project.membership === 'seller') {
    if (!change.statusOnly) throw new AppError('FORBIDDEN');
    if (access.project.status === 'archived') throw new AppError('FORBIDDEN_ON_INACTIVE_PROJECT');
  } else {
    checkProjectRight(access.project, 'write', 'GET_STAND');
  }
  const event = await lockEvent(tx, access.event.id);
  if (isEventFrozen(event.status)) throw new AppError('CANT_UPDATE_STAND');
  const [stand] = await tx.select().from(stands).where(eq(stands.id, id));
  if (!stand) throw new AppError('GET_STAND');
  return { ...access, event, stand };
}
