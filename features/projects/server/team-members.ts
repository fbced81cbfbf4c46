import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { projectClients, userRoles, users } from '@/lib/db/schema';
import type { TeamMemberView } from '../types';

/**
 * The people of each organisation in a tour's team (its managers: users of the organisation who hold the client
 * role), by organisation id. Called only once the caller's right to read the team is established (getProject): the
 * team sees its own people, sellers and other organisations never reach this.
 */
export async function teamMembersOf(projectId: string): Promise<Map<string, TeamMemberView[]>> {
  const db = await getDb();
  const teamClients = db.select({ id: projectClients.clientId }).from(projectClients).where(eq(projectClients.projectId, projectId));
  const rows = await db
    .selectDistinct({ id: users.id, clientId: users.clientId, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'client')))
    .where(inArray(users.clientId, teamClients))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
  const byClient = new Map<string, TeamMemberView[]>();
  for (const { clientId, ...member } of rows) {
    if (!clientId) continue;
    byClient.set(clientId, [...(byClient.get(clientId) ?? []), member]);
  }
  return byClient;
}
