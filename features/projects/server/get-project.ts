import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { projects } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { ProjectView } from '../types';
import { requireProject } from './project-access';
import { teamMembersOf } from './team-members';
import { clientRolesOf, toProjectView } from './project-view';

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
