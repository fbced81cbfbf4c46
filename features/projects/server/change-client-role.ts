import { and, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { projectClients } from '@/lib/db/schema';
import type { ProjectClientRole, ProjectView } from '../types';
import { getProject } from './get-project';
import { journalRoleChange } from './journal-role-change';
import { requireTeamMember } from './team-member';

/** PATCH /v1/projects/{id}/clients/{clientId}: a member's rights change; the owner stays admin. */
export async function changeClientRole(actor: Actor, projectId: string, clientId: string, role: ProjectClientRole): Promise<ProjectView> {
  await requireTeamMember(actor, projectId, clientId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(projectClients).set({ role }).where(and(eq(projectClients.projectId, projectId), eq(projectClients.clientId, clientId)));
    await journalRoleChange(tx, projectId, actor.userId, { change: 'teamRoleChanged', memberClientId: clientId, memberUserId: null, role });
  });
  return getProject(actor, projectId);
}
