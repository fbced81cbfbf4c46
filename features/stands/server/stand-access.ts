import { and, eq } from 'drizzle-orm';
import { isEventFrozen, lockEvent, type EventRow } from '@/features/events/server/event-access';
import { findProjectAccess, requireProject, type ProjectAccess } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Executor, type Tx } from '@/lib/db';
import { events, standSellers, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';

export type StandRow = typeof stands.$inferSelect;

export interface StandAccess {
  stand: StandRow;
  event: EventRow;
  project: ProjectAccess;
}

async function isAssigned(db: Executor, standId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: standSellers.userId })
    .from(standSellers)
    .where(and(eq(standSellers.standId, standId), eq(standSellers.userId, userId)));
  return Boolean(row);
}

/**
 * Who may see a stand: its tour's team and platform admins; a seller of the tour only at a stand they are assigned
 * to (else NOT_ALLOWED_ON_STAND). An unknown, malformed or another tenant's id is GET_STAND.
 */
export async function requireStand(actor: Actor, id: string, db?: Executor): Promise<StandAccess> {
  const executor = db ?? (await getDb());
  const [found] = isUuid(id) ? await executor.select({ stand: stands, event: events }).from(stands).innerJoin(events, eq(events.id, stands.eventId)).where(eq(stands.id, id)) : [];
  if (!found) throw new AppError('GET_STAND');
  const project = await findProjectAccess(actor, found.event.projectId, executor);
  if (!project) throw new AppError('GET_STAND');
  if (project.membership === 'seller' && !(await isAssigned(executor, id, actor.userId))) throw new AppError('NOT_ALLOWED_ON_STAND');
  return { ...found, project };
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
    await requireProject(actor, access.event.projectId, 'write', { notFound: 'GET_STAND', db: tx });
  }
  const event = await lockEvent(tx, access.event.id);
  if (isEventFrozen(event.status)) throw new AppError('CANT_UPDATE_STAND');
  const [stand] = await tx.select().from(stands).where(eq(stands.id, id));
  if (!stand) throw new AppError('GET_STAND');
  return { ...access, event, stand };
}
