import { asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { clients, projectClients, projects } from '@/lib/db/schema';
import type { ClientRoleView, ProjectMembership, ProjectView, RestrictedProjectView } from '../types';

type ProjectRow = typeof projects.$inferSelect;

export async function clientRolesOf(projectIds: string[]): Promise<Map<string, ClientRoleView[]>> {
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

export function toProjectView(row: ProjectRow, clientRoles: ClientRoleView[], myRole: ProjectMembership): ProjectView {
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

export function toRestrictedView(row: ProjectRow, myRole: ProjectMembership): RestrictedProjectView {
  return { id: row.id, name: row.name, startDate: row.startDate, endDate: row.endDate, hasZones: row.hasZones, status: row.status, myRole };
}

export function membershipFor(actor: Actor, row: ProjectRow, clientRoles: ClientRoleView[]): ProjectMembership {
  if (actor.role === 'admin') return 'platformAdmin';
  if (actor.role === 'seller') return 'seller';
  if (row.ownerClientId === actor.clientId) return 'owner';
  return clientRoles.find((entry) => entry.clientId === actor.clientId)?.role ?? 'viewer';
}
