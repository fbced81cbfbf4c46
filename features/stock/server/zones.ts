import { and, eq } from 'drizzle-orm';
import { assertFeature } from '@/features/entitlements/server/entitlements';
import { requireProject } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Executor } from '@/lib/db';
import { inventories, projects } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { pageOf, toPage, type Page, type Pagination } from '@/lib/http/pagination';
import type { InventoryView } from '../types';
import { inventoryViews } from './inventory-views';

/*
 * Zones are intermediate stock points of a tour that has them (`hasZones`): a regional depot, a van, a festival's
 * back-office. They are inventories of kind `zone`; a tour without zones answers PROJECT_DOES_NOT_HANDLE_ZONES.
 */

async function assertHandlesZones(db: Executor, projectId: string): Promise<void> {
  const [project] = await db.select({ hasZones: projects.hasZones }).from(projects).where(eq(projects.id, projectId));
  if (!project?.hasZones) throw new AppError('PROJECT_DOES_NOT_HANDLE_ZONES');
}

/** GET /v1/inventory-zones?projectId=: the tour's zones by name (an empty list when it has none). */
export async function listZones(actor: Actor, query: Pagination & { projectId: string }): Promise<Page<InventoryView>> {
  const project = await requireProject(actor, query.projectId, 'read');
  if (project.membership === 'seller') return toPage([], 0, query);
  const db = await getDb();
  const zones = await inventoryViews(db, and(eq(inventories.projectId, project.projectId), eq(inventories.kind, 'zone')));
  return pageOf(zones, query);
}

/** POST /v1/projects/{id}/inventory-zone. */
export async function createZone(actor: Actor, projectId: string, input: { name: string }): Promise<InventoryView> {
  const project = await requireProject(actor, projectId, 'write');
  const db = await getDb();
  await assertHandlesZones(db, project.projectId);
  await assertFeature(project.ownerClientId, 'stockZones');
  const [zone] = await db.insert(inventories).values({ projectId: project.projectId, kind: 'zone', name: input.name }).returning();
  return { id: zone!.id, projectId: zone!.projectId, kind: 'zone', name: zone!.name, standId: null, eventId: null, eventName: null };
}

/** PUT /v1/projects/{id}/inventory-zone: renames one of the tour's zones (INVENTORY_NOT_FOUND otherwise). */
export async function updateZone(actor: Actor, projectId: string, input: { id: string; name: string }): Promise<InventoryView> {
  const project = await requireProject(actor, projectId, 'write');
  const db = await getDb();
  await assertHandlesZones(db, project.projectId);
  const [zone] = await db
    .update(inventories)
    .set({ name: input.name })
    .where(and(eq(inventories.id, input.id), eq(inventories.projectId, project.projectId), eq(inventories.kind, 'zone')))
    .returning();
  if (!zone) throw new AppError('INVENTORY_NOT_FOUND', { fields: ['id'] });
  return { id: zone.id, projectId: zone.projectId, kind: 'zone', name: zone.name, standId: null, eventId: null, eventName: null };
}
