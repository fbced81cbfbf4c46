import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Executor } from '@/lib/db';
import { qualified } from '@/lib/db/qualified';
import { projectClients, projects, projectSellers } from '@/lib/db/schema';
import { AppError, type ErrorCode } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import type { ProjectMembership } from '../types';

/** What an actor may do on a project: read it, change it, or also manage its team. */
export type ProjectRight = 'read' | 'write' | 'manageTeam';

export interface ProjectAccess {
  projectId: string;
  ownerClientId: string;
  status: 'active' | 'archived';
  membership: ProjectMembership;
}

const writers: ProjectMembership[] = ['owner', 'admin', 'projectManager', 'platformAdmin'];
const teamManagers: ProjectMembership[] = ['owner', 'admin', 'platformAdmin'];

/** Whether the actor's organisation has a place in tours: a client, or a seller who also holds the manager role. */
const organisationOf = (actor: Actor): string | null =>
  actor.clientId && (actor.role === 'client' || (actor.role === 'seller' && actor.roles.includes('client'))) ? actor.clientId : null;

/**
 * The columns that decide an actor's place in a project, read with the project's row: in the same statement as the
 * resource it holds (an inventory, a transfer, a stand joined to `projects`), so that an access check is one read.
 * The organisation's role and the seller's assignment are correlated subqueries, asked only of actors they concern.
 */
export function projectAccessColumns(actor: Actor) {
  const clientId = organisationOf(actor);
  return {
    projectId: projects.id,
    ownerClientId: projects.ownerClientId,
    status: projects.status,
    clientRole: clientId
      ? sql<ProjectMembership | null>`(select ${qualified(projectClients.role)} from ${projectClients} where ${qualified(projectClients.projectId)} = ${qualified(projects.id)} and ${qualified(projectClients.clientId)} = ${clientId})`
      : sql<ProjectMembership | null>`null`,
    isSeller:
      actor.role === 'seller'
        ? sql<boolean>`exists (select 1 from ${projectSellers} where ${qualified(projectSellers.projectId)} = ${qualified(projects.id)} and ${qualified(projectSellers.userId)} = ${actor.userId})`
        : sql<boolean>`false`,
  };
}

/** What `projectAccessColumns` reads. */
export interface ProjectAccessRow {
  projectId: string;
  ownerClientId: string;
  status: ProjectAccess['status'];
  clientRole: ProjectMembership | null;
  isSeller: boolean;
}

/** The actor's membership from the columns read (`projectAccessColumns`), or null when the project is not theirs to see. */
export function projectAccessOf(actor: Actor, row: ProjectAccessRow | undefined): ProjectAccess | null {
  if (!row) return null;
  const base = { projectId: row.projectId, ownerClientId: row.ownerClientId, status: row.status };
  if (actor.role === 'admin') return { ...base, membership: 'platformAdmin' };
  const organisation: ProjectMembership | null = row.clientRole ? (row.ownerClientId === actor.clientId ? 'owner' : row.clientRole) : null;
  if (actor.role === 'client' && actor.clientId) return organisation ? { ...base, membership: organisation } : null;
  if (actor.role === 'seller') {
    // A manager who also sells keeps their organisation's place in its tours while acting as a seller: switching role
    // to sell must not hide the date they run (issue #25, "Date introuvable"). A writer's place covers every stand.
    if (organisation && writers.includes(organisation)) return { ...base, membership: organisation };
    if (row.isSeller) return { ...base, membership: 'seller' };
    return organisation ? { ...base, membership: organisation } : null;
  }
  return null;
}

/** The actor's membership of a project, or null when the project is not theirs to see (or does not exist). One read. */
export async function findProjectAccess(actor: Actor, projectId: string, db?: Executor): Promise<ProjectAccess | null> {
  if (!isUuid(projectId)) return null;
  const executor = db ?? (await getDb());
  const [row] = await executor.select(projectAccessColumns(actor)).from(projects).where(eq(projects.id, projectId));
  return projectAccessOf(actor, row);
}

/**
 * The right asked, on an access already read: another tenant's project (null) is simply not found (`notFound`,
 * 404); viewers and sellers cannot write (403 FORBIDDEN); only admins of the tour manage its team; an archived tour
 * refuses every write (FORBIDDEN_ON_INACTIVE_PROJECT). A check that read its resource with the project's columns
 * asks this instead of reading the project again.
 */
export function checkProjectRight(access: ProjectAccess | null, right: ProjectRight, notFound?: ErrorCode): ProjectAccess {
  if (!access) throw new AppError(notFound ?? 'NOT_FOUND');
  if (right === 'read') return access;
  const allowed = right === 'manageTeam' ? teamManagers : writers;
  if (!allowed.includes(access.membership)) throw new AppError('FORBIDDEN');
  if (access.status === 'archived') throw new AppError('FORBIDDEN_ON_INACTIVE_PROJECT');
  return access;
}

/** Authorization for everything inside a tour, decided here only (`checkProjectRight`). */
export async function requireProject(actor: Actor, projectId: string, right: ProjectRight, options: { notFound?: ErrorCode; db?: Executor } = {}): Promise<ProjectAccess> {
  return checkProjectRight(await findProjectAccess(actor, projectId, options.db), right, options.notFound);
}

/** The ids of the projects an actor sees, as a condition on a project id column (lists). */
export async function visibleProjectCondition(actor: Actor, column: Parameters<typeof eq>[0]): Promise<SQL | undefined> {
  if (actor.role === 'admin') return undefined;
  const db = await getDb();
  if (actor.role === 'client' && actor.clientId) {
    return inArray(column, db.select({ id: projectClients.projectId }).from(projectClients).where(eq(projectClients.clientId, actor.clientId)));
  }
  if (actor.role === 'seller') {
    return inArray(column, db.select({ id: projectSellers.projectId }).from(projectSellers).where(eq(projectSellers.userId, actor.userId)));
  }
  return inArray(column, []);
}

export function canWrite(membership: ProjectMembership): boolean {
  return writers.includes(membership);
}
