import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { projects } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { RestrictedProjectView } from '../types';
import { findProjectAccess } from './project-access';
import { toRestrictedView } from './project-view';

/** GET /v1/projects/{id}/restricted: the reduced view for sellers and viewers (no team, no financial fields). */
export async function getRestrictedProject(actor: Actor, id: string): Promise<RestrictedProjectView> {
  const access = await findProjectAccess(actor, id);
  if (!access) throw new AppError('NOT_FOUND');
  const db = await getDb();
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return toRestrictedView(row!, access.membership);
}
