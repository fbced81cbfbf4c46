import { and, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { projectClients } from '@/lib/db/schema';
import { journalRoleChange } from './journal-role-change';
import { requireTeamMember } from './team-member';

/** DELETE /v1/projects/{id}/clients/{clientId}: the owner organisation cannot be removed (USER_IS_OWNER). */
export async function removeClient(actor: Actor, projectId: string, clientId: string): Promise<void> {
  await requireTeamMember(actor, projectId, clientId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(projectClients).where(and(eq(projectClients.projectId, projectId), eq(projectClients.clientId, clientId)));
    await journalRoleChange(tx, projectId, actor.userId, { change: 'teamMemberRemoved', memberClientId: clientId, memberUserId: null, role: null });
  });
}
