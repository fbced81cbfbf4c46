import { and, eq, inArray } from 'drizzle-orm';
import { findProjectAccess, requireProject, type ProjectAccess, type ProjectRight } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Executor } from '@/lib/db';
import { events, inventories, standSellers, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';

export type InventoryRow = typeof inventories.$inferSelect;

export interface InventoryAccess {
  inventory: InventoryRow;
  project: ProjectAccess;
}

/** The inventories of the stands a seller is assigned to, in one tour or (no `projectId`) in all of theirs. */
export async function sellerInventoryIds(db: Executor, userId: string, projectId?: string): Promise<string[]> {
  const rows = await db
    .select({ inventoryId: stands.inventoryId })
    .from(standSellers)
    .innerJoin(stands, eq(stands.id, standSellers.standId))
    .innerJoin(events, eq(events.id, stands.eventId))
    .where(and(eq(standSellers.userId, userId), projectId ? eq(events.projectId, projectId) : undefined));
  return rows.map((row) => row.inventoryId);
}

/**
 * Who may see an inventory: its tour's team and platform admins; a seller only the inventory of a stand they are
 * assigned to (NOT_ALLOWED_ON_STAND; the warehouse and zones are not theirs to see). Writing (supply, sending)
 * needs the tour's write right. Unknown or another tenant's: INVENTORY_NOT_FOUND.
 */
export async function requireInventory(actor: Actor, inventoryId: string, right: Exclude<ProjectRight, 'manageTeam'>, db?: Executor): Promise<InventoryAccess> {
  const executor = db ?? (await getDb());
  const [inventory] = isUuid(inventoryId) ? await executor.select().from(inventories).where(eq(inventories.id, inventoryId)) : [];
  if (!inventory) throw new AppError('INVENTORY_NOT_FOUND');
  const project = await findProjectAccess(actor, inventory.projectId, executor);
  if (!project) throw new AppError('INVENTORY_NOT_FOUND');
  if (project.membership === 'seller') {
    if (inventory.kind !== 'stand') throw new AppError('INVENTORY_NOT_FOUND');
    if (!(await sellerInventoryIds(executor, actor.userId, project.projectId)).includes(inventory.id)) throw new AppError('NOT_ALLOWED_ON_STAND');
  }
  if (right === 'write') await requireProject(actor, inventory.projectId, 'write', { notFound: 'INVENTORY_NOT_FOUND', db: executor });
  return { inventory, project };
}

/** The inventories among `ids` that belong to the project, by id (callers check what is missing). */
export async function inventoriesOfProject(db: Executor, projectId: string, ids: string[]): Promise<Map<string, InventoryRow>> {
  const rows = ids.length ? await db.select().from(inventories).where(and(eq(inventories.projectId, projectId), inArray(inventories.id, [...new Set(ids)]))) : [];
  return new Map(rows.map((row) => [row.id, row]));
}

/** The tour's warehouse, made when the tour was created. */
export async function warehouseOf(db: Executor, projectId: string): Promise<InventoryRow> {
  const [warehouse] = await db
    .select()
    .from(inventories)
    .where(and(eq(inventories.projectId, projectId), eq(inventories.kind, 'warehouse')))
    .limit(1);
  if (warehouse) return warehouse;
  // Tours made before the warehouse existed get theirs on first use.
  const [created] = await db.insert(inventories).values({ projectId, kind: 'warehouse', name: 'Entrepôt' }).returning();
  return created!;
}
