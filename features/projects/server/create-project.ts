import { assertFeature } from '@/features/entitlements/server/entitlements';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { inventories, projectClients, projects } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { ProjectInput } from '../schemas';
import type { ProjectView } from '../types';
import { getProject } from './get-project';

/** A manager creates a tour: their organisation owns it (admin of its team) and it gets its warehouse. */
export async function createProject(actor: Actor, input: ProjectInput): Promise<ProjectView> {
  if (actor.role !== 'client' || !actor.clientId) throw new AppError('FORBIDDEN');
  const clientId = actor.clientId;
  if (input.hasZones) await assertFeature(clientId, 'stockZones');
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [project] = await tx
      .insert(projects)
      .values({ ownerClientId: clientId, name: input.name, description: input.description ?? null, startDate: input.startDate ?? null, endDate: input.endDate ?? null, hasZones: input.hasZones, createdBy: actor.userId })
      .returning();
    await tx.insert(projectClients).values({ projectId: project!.id, clientId, role: 'admin' });
    await tx.insert(inventories).values({ projectId: project!.id, kind: 'warehouse', name: 'Entrepôt' });
    return project!;
  });
  return getProject(actor, row.id);
}
