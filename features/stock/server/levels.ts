import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { visibleProjectCondition } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { inventories, inventoryItems, inventoryLevels, productVariants, products } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { offsetOf, toPage, type Page } from '@/lib/http/pagination';
import { isUuid } from '@/lib/validation/uuid';
import type { ListLevelsQuery } from '../schemas';
import type { InventoryLevelView } from '../types';
import { requireInventory, sellerInventoryIds } from './stock-access';

const levelColumns = {
  id: inventoryLevels.id,
  inventoryId: inventoryLevels.inventoryId,
  inventoryItemId: inventoryLevels.inventoryItemId,
  productId: inventoryItems.productId,
  productVariantId: inventoryItems.productVariantId,
  productTitle: products.title,
  variantTitle: productVariants.title,
  available: inventoryLevels.available,
  updatedAt: inventoryLevels.updatedAt,
};

function levelsQuery(db: Awaited<ReturnType<typeof getDb>>) {
  return db
    .select(levelColumns)
    .from(inventoryLevels)
    .innerJoin(inventories, eq(inventories.id, inventoryLevels.inventoryId))
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryLevels.inventoryItemId))
    .innerJoin(products, eq(products.id, inventoryItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, inventoryItems.productVariantId));
}

const toView = (row: Awaited<ReturnType<ReturnType<typeof levelsQuery>['execute']>>[number]): InventoryLevelView => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/**
 * A seller's levels: only those of the inventories of their stands. Everyone else: the tours they see.
 */
async function visibleInventoryCondition(actor: Actor): Promise<SQL | undefined> {
  const db = await getDb();
  if (actor.role === 'seller') {
    return inArray(inventories.id, await sellerInventoryIds(db, actor.userId));
  }
  return visibleProjectCondition(actor, inventories.projectId);
}

/** GET /v1/inventory-levels: levels the actor may see (filters: tour, inventory, product, variant), by product and variant. */
export async function listLevels(actor: Actor, query: ListLevelsQuery): Promise<Page<InventoryLevelView>> {
  if (query.inventoryId) await requireInventory(actor, query.inventoryId, 'read');
  const db = await getDb();
  const conditions: (SQL | undefined)[] = [await visibleInventoryCondition(actor)];
  if (query.projectId) conditions.push(eq(inventories.projectId, query.projectId));
  if (query.inventoryId) conditions.push(eq(inventoryLevels.inventoryId, query.inventoryId));
  if (query.productId) conditions.push(eq(inventoryItems.productId, query.productId));
  if (query.productVariantId) conditions.push(eq(inventoryItems.productVariantId, query.productVariantId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    levelsQuery(db).where(where).orderBy(asc(products.title), asc(productVariants.position), asc(inventories.createdAt), asc(inventoryLevels.id)).limit(query.limit).offset(offsetOf(query)),
    db
      .select({ value: count() })
      .from(inventoryLevels)
      .innerJoin(inventories, eq(inventories.id, inventoryLevels.inventoryId))
      .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryLevels.inventoryItemId))
      .where(where),
  ]);
  return toPage(rows.map(toView), total?.value ?? 0, query);
}

/** GET /v1/inventory-levels/{id}: GET_INVENTORY_LEVELS when unknown or not the actor's to see. */
export async function getLevel(actor: Actor, id: string): Promise<InventoryLevelView> {
  const db = await getDb();
  const [row] = isUuid(id) ? await levelsQuery(db).where(and(eq(inventoryLevels.id, id), await visibleInventoryCondition(actor))) : [];
  if (!row) throw new AppError('GET_INVENTORY_LEVELS');
  return toView(row);
}
