import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { projectInvitations } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { InvitationView } from '../types';
import { requireProject } from './project-access';
import { toInvitationView } from './invitation-view';

/** Pending invitations carry people's e-mail addresses: only those who manage the team see them (archived tours too). */
export async function listInvitations(actor: Actor, projectId: string): Promise<InvitationView[]> {
  const access = await requireProject(actor, projectId, 'read');
  if (!['owner', 'admin', 'platformAdmin'].includes(access.membership)) throw new AppError('FORBIDDEN');
  const db = await getDb();
  const rows = await db
    .select()
    .from(projectInvitations)
    .where(and(eq(projectInvitations.projectId, projectId), isNull(projectInvitations.acceptedAt), gt(projectInvitations.expiresAt, new Date())))
    .orderBy(desc(projectInvitations.sentAt));
  return rows.map(toInvitationView);
}
