import { and, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { projectClients } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import { requireProject } from './project-access';

export async function requireTeamMember(actor: Actor, projectId: string, clientId: string) {
  const access = await requireProject(actor, projectId, 'manageTeam');
  if (!isUuid(clientId)) throw new AppError('NOT_FOUND');
  if (clientId === access.ownerClientId) throw new AppError('USER_IS_OWNER');
  const db = await getDb();
  const [member] = await db.select().from(projectClients).where(and(eq(projectClients.projectId, projectId), eq(projectClients.clientId, clientId)));
  if (!member) throw new AppError('NOT_FOUND');
}
