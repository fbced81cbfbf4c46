import { eq } from 'drizzle-orm';
import { assertFeature } from '@/features/entitlements/server/entitlements';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { projects } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { UpdateProjectInput } from '../schemas';
import type { ProjectView } from '../types';
import { requireProject } from './project-access';
import { getProject } from './get-project';

export async function updateProject(actor: Actor, id: string, input: UpdateProjectInput): Promise<ProjectView> {
  const { ownerClientId } = await requireProject(actor, id, 'write');
  const db = await getDb();
  const [current] = await db.select({ startDate: projects.startDate, endDate: projects.endDate, hasZones: projects.hasZones }).from(projects).where(eq(projects.id, id));
  // Turning zones on needs the plan; a tour that has them keeps them whatever the plan became.
  if (input.hasZones && !current!.hasZones) await assertFeature(ownerClientId, 'stockZones');
  const startDate = input.startDate !== undefined ? input.startDate : current!.startDate;
  const endDate = input.endDate !== undefined ? input.endDate : current!.endDate;
  if (startDate && endDate && startDate > endDate) throw new AppError('VALIDATION_ERRORS', { fields: ['endDate'] });
  await db.update(projects).set({ ...input, updatedAt: new Date() }).where(eq(projects.id, id));
  return getProject(actor, id);
}
