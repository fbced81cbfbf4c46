import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { assertFeature } from '@/features/entitlements/server/entitlements';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Db } from '@/lib/db';
import { clients, inventories, projectClients, projects } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { offsetOf, toPage, type Page } from '@/lib/http/pagination';
import type { ListProjectsQuery, ProjectInput, UpdateProjectInput } from '../schemas';
import type { ClientRoleView, ProjectMembership, ProjectView, RestrictedProjectView } from '../types';
import { findProjectAccess, requireProject, visibleProjectCondition } from './project-access';
import { teamMembersOf } from './team-members';

type ProjectRow = typeof projects.$inferSelect;

async function clientRolesOf(projectIds: string[]): Promise<Map<string, ClientRoleView[]>> {
  const byProject = new Map<string, ClientRoleView[]>();
  if (!projectIds.length) return byProject;
  const db = await getDb();
  const rows = await db
    .select({ projectId: projectClients.projectId, clientId: projectClients.clientId, role: projectClients.role, clientName: clients.name, ownerClientId: projects.ownerClientId })
    .from(projectClients)
    .innerJoin(clients, eq(clients.id, projectClients.clientId))
    .innerJoin(projects, eq(projects.id, projectClients.projectId))
    .where(inArray(projectClients.projectId, projectIds))
    .orderBy(asc(clients.name));
  for (const row of rows) {
    const list = byProject.get(row.projectId) ?? [];
    list.push({ clientId: row.clientId, clientName: row.clientName, role: row.role, isOwner: row.clientId === row.ownerClientId });
    byProject.set(row.projectId, list);
  }
  return byProject;
}

function toProjectView(row: ProjectRow, clientRoles: ClientRoleView[], myRole: ProjectMembership): ProjectView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    hasZones: row.hasZones,
    status: row.status,
    ownerClientId: row.ownerClientId,
    clientRoles,
    myRole,
    createdAt: row.createdAt.toISOString(),
  };
}

function toRestrictedView(row: ProjectRow, myRole: ProjectMembership): RestrictedProjectView {
  return { id: row.id, name: row.name, startDate: row.startDate, endDate: row.endDate, hasZones: row.hasZones, status: row.status, myRole };
}

function membershipFor(actor: Actor, row: ProjectRow, clientRoles: ClientRoleView[]): ProjectMembership {
  if (actor.role === 'admin') return 'platformAdmin';
  if (actor.role === 'seller') return 'seller';
  if (row.ownerClientId === actor.clientId) return 'owner';
  return clientRoles.find((entry) => entry.clientId === actor.clientId)?.role ?? 'viewer';
}

/** A manager creates a tour: their organisation owns it (admin of its team) and it gets its warehouse. */
export async function createProject(actor: Actor, input: ProjectInput): Promise<ProjectView> {
  if (actor.role !== 'client' || !actor.clientId) throw new AppError('FORBIDDEN');
  const clientId = actor.clientId;
  if (input.hasZones) await assertFeature(clientId, 'stockZones');
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [project] = await tx
      .insert(projects)
      .values({ ownerClientId: clientId, name: input.name, description: input.description ?? null, startDate: input.startDate ?? null, endDate: input.endDate ?? null, hasZones: input.hasZones, createdBy: actor.userId })
      .returning();
    await tx.insert(projectClients).values({ projectId: project!.id, clientId, role: 'admin' });
    await tx.insert(inventories).values({ projectId: project!.id, kind: 'warehouse', name: 'Entrepôt' });
    return project!;
  });
  return getProject(actor, row.id);
}

/**
 * The `clientId` filter: the tours that organisation takes part in. Admins may name any organisation; a manager
 * only their own (another one is not theirs to know of: 404); sellers have no organisation to filter by (403).
 */
function clientFilter(db: Db, actor: Actor, clientId: string | undefined): SQL | undefined {
  if (!clientId) return undefined;
  if (actor.role === 'seller') throw new AppError('FORBIDDEN');
  if (actor.role !== 'admin' && actor.clientId !== clientId) throw new AppError('NOT_FOUND');
  return inArray(projects.id, db.select({ id: projectClients.projectId }).from(projectClients).where(eq(projectClients.clientId, clientId)));
}

/**
 * GET /v1/projects: the tours the caller takes part in. Sellers get each as the restricted view, as
 * `/restricted` gives it: the team's organisations, the owner and the description are not theirs to read.
 */
export async function listProjects(actor: Actor, query: ListProjectsQuery): Promise<Page<ProjectView | RestrictedProjectView>> {
  const db = await getDb();
  const conditions: SQL[] = [];
  const visible = await visibleProjectCondition(actor, projects.id);
  if (visible) conditions.push(visible);
  if (query.status?.length) conditions.push(inArray(projects.status, query.status));
  const byClient = clientFilter(db, actor, query.clientId);
  if (byClient) conditions.push(byClient);
  if (query.q) conditions.push(ilike(projects.name, `%${query.q.replace(/[%_\\]/g, (character) => `\\${character}`)}%`));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(projects).where(where).orderBy(desc(projects.createdAt), desc(projects.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ value: count() }).from(projects).where(where),
  ]);
  if (actor.role === 'seller') return toPage(rows.map((row) => toRestrictedView(row, 'seller')), total?.value ?? 0, query);
  const roles = await clientRolesOf(rows.map((row) => row.id));
  return toPage(
    rows.map((row) => toProjectView(row, roles.get(row.id) ?? [], membershipFor(actor, row, roles.get(row.id) ?? []))),
    total?.value ?? 0,
    query,
  );
}

/**
 * The full project for its team, with each organisation's people (names and e-mails: the team's to read, viewers
 * included, as they read the sellers); sellers get 404 here and use the restricted view.
 */
export async function getProject(actor: Actor, id: string): Promise<ProjectView> {
  const access = await requireProject(actor, id, 'read');
  if (access.membership === 'seller') throw new AppError('NOT_FOUND');
  const db = await getDb();
  const [[row], roles, members] = await Promise.all([db.select().from(projects).where(eq(projects.id, id)), clientRolesOf([id]), teamMembersOf(id)]);
  const clientRoles = (roles.get(id) ?? []).map((entry) => ({ ...entry, members: members.get(entry.clientId) ?? [] }));
  return toProjectView(row!, clientRoles, access.membership);
}

/** GET /v1/projects/{id}/restricted: the reduced view for sellers and viewers (no team, no financial fields). */
export async function getRestrictedProject(actor: Actor, id: string): Promise<RestrictedProjectView> {
  const access = await findProjectAccess(actor, id);
  if (!access) throw new AppError('NOT_FOUND');
  const db = await getDb();
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return toRestrictedView(row!, access.membership);
}

export async function updateProject(actor: Actor, id: string, input: UpdateProjectInput): Promise<ProjectView> {
  const { ownerClientId } = await requireProject(actor, id, 'write');
  const db = await getDb();
  const [current] = await db.select({ startDate: projects.startDate, endDate: projects.endDate, hasZones: projects.hasZones }).from(projects).where(eq(projects.id, id));
  // Turning zones on needs the plan; a tour that has them keeps them whatever the plan became.
  if (input.hasZones && !current!.hasZones) await assertFeature(ownerClientId, 'stockZones');
  const startDate = input.startDate !== undefined ? input.startDate : current!.startDate;
  const endDate = input.endDate !== undefined ? input.endDate : current!.endDate;
  if (startDate && endDate && startDate > endDate) throw new AppError('VALIDATION_ERRORS', { fields: ['endDate'] });
  await db.update(projects).set({ ...input, updatedAt: new Date() }).where(eq(projects.id, id));
  return getProject(actor, id);
}

/** PATCH /v1/projects/archive/{id}: archiving freezes every write on the tour; `{ archived: false }` reopens it. */
export async function archiveProject(actor: Actor, id: string, archived: boolean): Promise<ProjectView> {
  const access = await findProjectAccess(actor, id);
  if (!access) throw new AppError('NOT_FOUND');
  if (!['owner', 'admin', 'platformAdmin'].includes(access.membership)) throw new AppError('FORBIDDEN');
  const db = await getDb();
  await db.update(projects).set({ status: archived ? 'archived' : 'active', updatedAt: new Date() }).where(eq(projects.id, id));
  return getProject(actor, id);
}
