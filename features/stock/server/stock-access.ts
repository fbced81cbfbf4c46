import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import { checkProjectRight, projectAccessColumns, projectAccessOf, type ProjectAccess, type ProjectRight } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Executor } from '@/lib/db';
import { qualified } from '@/lib/db/qualified';
import { events, inventories, projects, standSellers, stands } from '@/lib/db/schema';
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
 * Whether the actor is assigned to the stand that holds this inventory (a column of `inventories` or of a transfer's
 * end), in the tour of the row read: false for an actor who is not acting as a seller, who sees by their tour's place.
 */
export function sellsFrom(actor: Actor, inventoryId: Column): SQL<boolean> {
  if (actor.role !== 'seller') return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${standSellers} inner join ${stands} on ${qualified(stands.id)} = ${qualified(standSellers.standId)} inner join ${events} on ${qualified(events.id)} = ${qualified(stands.eventId)} where ${qualified(standSellers.userId)} = ${actor.userId} and ${qualified(stands.inventoryId)} = ${qualified(inventoryId)} and ${qualified(events.projectId)} = ${qualified(projects.id)})`;
}

/**
 * Who may see an inventory: its tour's team and platform admins; a seller only the inventory of a stand they are
 * assigned to (NOT_ALLOWED_ON_STAND; the warehouse and zones are not theirs to see). Writing (supply, sending)
 * needs the tour's write right. Unknown or another tenant's: INVENTORY_NOT_FOUND. One read: the inventory with its
 * tour's access columns and the seller's assignment.
 */
export async function requireInventory(actor: Actor, inventoryId: string, right: Exclude<ProjectRight, 'manageTeam'>, db?: Executor): Promise<InventoryAccess> {
  const executor = db ?? (await getDb());
  const [found] = isUuid(inventoryId)
    ? await executor
        .select({ inventory: inventories, access: projectAccessColumns(actor), onMyStand: sellsFrom(actor, inventories.id) })
        .from(inventories)
        .innerJoin(projects, eq(projects.id, inventories.projectId))
        .where(eq(inventories.id, inventoryId))
    : [];
  if (!found) throw new AppError('INVENTORY_NOT_FOUND');
  const { inventory } = found;
  const project = projectAccessOf(actor, found.access);
  if (!project) throw new AppError('INVENTORY_NOT_FOUND');
  if (project.membership === 'seller') {
    if (inventory.kind !== 'stand') throw new AppError('INVENTORY_NOT_FOUND');
    if (!found.onMyStand) throw new AppError('NOT_ALLOWED_ON_STAND');
  }
  if (right === 'write') checkProjectRight(project, 'write', 'INVENTORY_NOT_FOUND');
  return { inventory, project };
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
