import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { projects } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { ProjectView } from '../types';
import { findProjectAccess } from './project-access';
import { getProject } from './get-project';

/** PATCH /v1/projects/archive/{id}: archiving freezes every write on the tour; `{ archived: false }` reopens it. */
export async function archiveProject(actor: Actor, id: string, archived: boolean): Promise<ProjectView> {
  const access = await findProjectAccess(actor, id);
  if (!access) throw new AppError('NOT_FOUND');
  if (!['owner', 'admin', 'platformAdmin'].includes(access.membership)) throw new AppError('FORBIDDEN');
  const db = await getDb();
  await db.update(projects).set({ status: archived ? 'archived' : 'active', updatedAt: new Date() }).where(eq(projects.id, id));
  return getProject(actor, id);
}
