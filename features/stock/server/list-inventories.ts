import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { requireProject } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { inventories, shops, stands } from '@/lib/db/schema';
import { pageOf, type Page } from '@/lib/http/pagination';
import type { ListInventoriesQuery } from '../schemas';
import type { InventoryView } from '../types';
import { inventoryViews } from './inventory-views';
import { sellerInventoryIds, warehouseOf } from './stock-access';

/**
 * GET /v1/inventories?projectId=: the tour's warehouse, zones, stands and shops (filters: kind, event: its stands and
 * its shop). A seller
 * sees only the inventories of their stands. Another tenant's tour: NOT_FOUND.
 */
export async function listInventories(actor: Actor, query: ListInventoriesQuery): Promise<Page<InventoryView>> {
  const project = await requireProject(actor, query.projectId, 'read');
  const db = await getDb();
  await warehouseOf(db, project.projectId);
  const conditions: (SQL | undefined)[] = [eq(inventories.projectId, project.projectId)];
  if (query.kind?.length) conditions.push(inArray(inventories.kind, query.kind));
  if (query.eventId) {
    const standsOfEvent = db.select({ id: stands.inventoryId }).from(stands).where(eq(stands.eventId, query.eventId));
    const shopOfEvent = db.select({ id: shops.inventoryId }).from(shops).where(eq(shops.eventId, query.eventId));
    conditions.push(or(inArray(inventories.id, standsOfEvent), inArray(inventories.id, shopOfEvent)));
  }
  if (project.membership === 'seller') conditions.push(inArray(inventories.id, await sellerInventoryIds(db, actor.userId, project.projectId)));
  const all = await inventoryViews(db, and(...conditions));
  return pageOf(all, query);
}
