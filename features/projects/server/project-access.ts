import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Executor } from '@/lib/db';
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

/** The place of a seller-role actor's organisation in a tour, when they also hold the manager role (else null). */
async function organisationMembership(db: Executor, actor: Actor, ownerClientId: string, projectId: string): Promise<ProjectMembership | null> {
  if (!actor.clientId || !actor.roles.includes('client')) return null;
  const [member] = await db
    .select({ role: projectClients.role })
    .from(projectClients)
    .where(and(eq(projectClients.projectId, projectId), eq(projectClients.clientId, actor.clientId)));
  if (!member) return null;
  return ownerClientId === actor.clientId ? 'owner' : member.role;
}

/** The actor's membership of a project, or null when the project is not theirs to see (or does not exist). */
export async function findProjectAccess(actor: Actor, projectId: string, db?: Executor): Promise<ProjectAccess | null> {
  if (!isUuid(projectId)) return null;
  const executor = db ?? (await getDb());
  const [project] = await executor.select({ id: projects.id, ownerClientId: projects.ownerClientId, status: projects.status }).from(projects).where(eq(projects.id, projectId));
  if (!project) return null;
  const base = { projectId: project.id, ownerClientId: project.ownerClientId, status: project.status };
  if (actor.role === 'admin') return { ...base, membership: 'platformAdmin' };
  if (actor.role === 'client' && actor.clientId) {
    const [member] = await executor
      .select({ role: projectClients.role })
      .from(projectClients)
      .where(and(eq(projectClients.projectId, projectId), eq(projectClients.clientId, actor.clientId)));
    if (!member) return null;
    return { ...base, membership: project.ownerClientId === actor.clientId ? 'owner' : member.role };
  }
  if (actor.role === 'seller') {
    const [seller] = await executor
      .select({ userId: projectSellers.userId })
      .from(projectSellers)
      .where(and(eq(projectSellers.projectId, projectId), eq(projectSellers.userId, actor.userId)));
    // A manager who also sells keeps their organisation's place in its tours while acting as a seller: switching role
    // to sell must not hide the date they run (issue #25, "Date introuvable"). A writer's place covers every stand.
    const organisation = await organisationMembership(executor, actor, project.ownerClientId, projectId);
    if (organisation && writers.includes(organisation)) return { ...base, membership: organisation };
    if (seller) return { ...base, membership: 'seller' };
    return organisation ? { ...base, membership: organisation } : null;
  }
  return null;
}

/**
 * Authorization for everything inside a tour, decided here only. Another tenant's project is simply not found
 * (`notFound`, 404); viewers and sellers cannot write (403 FORBIDDEN); only admins of the tour manage its team;
 * an archived tour refuses every write (FORBIDDEN_ON_INACTIVE_PROJECT).
 */
export async function requireProject(actor: Actor, projectId: string, right: ProjectRight, options: { notFound?: ErrorCode; db?: Executor } = {}): Promise<ProjectAccess> {
  const access = await findProjectAccess(actor, projectId, options.db);
  if (!access) throw new AppError(options.notFound ?? 'NOT_FOUND');
  if (right === 'read') return access;
  const allowed = right === 'manageTeam' ? teamManagers : writers;
  if (!allowed.includes(access.membership)) throw new AppError('FORBIDDEN');
  if (access.status === 'archived') throw new AppError('FORBIDDEN_ON_INACTIVE_PROJECT');
  return access;
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
