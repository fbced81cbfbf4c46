import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { hashToken } from '@/lib/auth/one-time-token';
import { getDb } from '@/lib/db';
import { projectClients, projectInvitations, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { ProjectView } from '../types';
import { sameAddress } from './invitations';
import { getProject } from './get-project';
import { journalRoleChange } from './journal-role-change';

/**
 * POST /v1/projects/client-acceptation: the invitee, signed in as a manager with the invited address, accepts;
 * their organisation gets the role. A link forwarded to someone else does not work for them. An organisation that is
 * in the team already (the inviter could not know it) is told so with ALREADY_IN_PROJECT.
 */
export async function acceptInvitation(actor: Actor, token: string): Promise<ProjectView> {
  if (actor.role !== 'client' || !actor.clientId) throw new AppError('FORBIDDEN');
  const clientId = actor.clientId;
  const db = await getDb();
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
  const now = new Date();
  const { projectId, joined } = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(projectInvitations)
      .set({ acceptedAt: now, acceptedByClientId: clientId })
      .where(and(eq(projectInvitations.tokenHash, hashToken(token)), isNull(projectInvitations.acceptedAt), gt(projectInvitations.expiresAt, now), sameAddress(projectInvitations.email, me?.email ?? '')))
      .returning();
    if (!invitation) throw new AppError('INVALID_TOKEN', { fields: ['token'] });
    // An organisation already in the team keeps its role; the invitation is used up all the same.
    const inserted = await tx.insert(projectClients).values({ projectId: invitation.projectId, clientId, role: invitation.role }).onConflictDoNothing().returning();
    if (inserted.length) await journalRoleChange(tx, invitation.projectId, actor.userId, { change: 'teamMemberJoined', memberClientId: clientId, memberUserId: null, role: invitation.role });
    return { projectId: invitation.projectId, joined: inserted.length > 0 };
  });
  if (!joined) throw new AppError('ALREADY_IN_PROJECT');
  return getProject(actor, projectId);
}
