import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { requireProject } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { inventories, inventoryItems, inventoryLevels, inventoryTransferItems, inventoryTransfers, productVariants, products, stands } from '@/lib/db/schema';
import type { MatrixQuery } from '../schemas';
import type { InventoryMatrix, MatrixRow } from '../types';
import { inventoryViews } from './inventory-views';
import { sellerInventoryIds, warehouseOf } from './stock-access';

/**
 * GET /v1/projects/{id}/inventory-levels-full: every variant of the catalogue down, every inventory across, with
 * totals and the units in transit. `eventId` keeps the warehouse, the zones and that event's stands. A seller
 * sees only their stands' columns and transit. Three queries whatever the size: inventories, variants, levels.
 */
export async function inventoryMatrix(actor: Actor, projectId: string, query: MatrixQuery): Promise<InventoryMatrix> {
  const project = await requireProject(actor, projectId, 'read');
  const db = await getDb();
  await warehouseOf(db, project.projectId);

  const inventoryConditions: (SQL | undefined)[] = [eq(inventories.projectId, project.projectId)];
  if (query.eventId) {
    inventoryConditions.push(or(inArray(inventories.kind, ['warehouse', 'zone']), inArray(inventories.id, db.select({ id: stands.inventoryId }).from(stands).where(eq(stands.eventId, query.eventId)))));
  }
  // A seller sees their stands only: their columns, and what is on the road to or from them.
  const mine = project.membership === 'seller' ? await sellerInventoryIds(db, actor.userId, project.projectId) : null;
  if (mine) inventoryConditions.push(inArray(inventories.id, mine));
  const columns = await inventoryViews(db, and(...inventoryConditions));

  const productConditions: (SQL | undefined)[] = [eq(products.projectId, project.projectId)];
  if (query.productId) productConditions.push(eq(products.id, query.productId));
  if (query.category?.length) productConditions.push(inArray(products.category, query.category));
  if (query.q) productConditions.push(or(ilike(products.title, `%${query.q}%`), ilike(products.reference, `%${query.q}%`), ilike(productVariants.title, `%${query.q}%`)));

  const [variants, levels, transit] = await Promise.all([
    db
      .select({
        productId: products.id,
        productTitle: products.title,
        productReference: products.reference,
        category: products.category,
        productVariantId: productVariants.id,
        variantTitle: productVariants.title,
        size: productVariants.size,
        color: productVariants.color,
        inventoryItemId: inventoryItems.id,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .leftJoin(inventoryItems, eq(inventoryItems.productVariantId, productVariants.id))
      .where(and(...productConditions))
      .orderBy(asc(sql`lower(${products.title})`), asc(products.id), asc(productVariants.position), asc(productVariants.id)),
    columns.length
      ? db
          .select({ inventoryId: inventoryLevels.inventoryId, inventoryItemId: inventoryLevels.inventoryItemId, available: inventoryLevels.available })
          .from(inventoryLevels)
          .where(
            and(
              inArray(
                inventoryLevels.inventoryId,
                columns.map((column) => column.id),
              ),
              sql`${inventoryLevels.available} <> 0`,
            ),
          )
      : [],
    db
      .select({ inventoryItemId: inventoryTransferItems.inventoryItemId, quantity: sql<number>`sum(${inventoryTransferItems.quantity})::bigint`.mapWith(Number) })
      .from(inventoryTransferItems)
      .innerJoin(inventoryTransfers, eq(inventoryTransfers.id, inventoryTransferItems.transferId))
      .where(
        and(
          eq(inventoryTransfers.projectId, project.projectId),
          eq(inventoryTransfers.status, 'inProgress'),
          mine ? or(inArray(inventoryTransfers.fromInventoryId, mine), inArray(inventoryTransfers.toInventoryId, mine)) : undefined,
        ),
      )
      .groupBy(inventoryTransferItems.inventoryItemId),
  ]);

  const levelsByItem = new Map<string, Record<string, number>>();
  for (const level of levels) {
    const row = levelsByItem.get(level.inventoryItemId) ?? {};
    row[level.inventoryId] = level.available;
    levelsByItem.set(level.inventoryItemId, row);
  }
  const transitByItem = new Map(transit.map((entry) => [entry.inventoryItemId, Number(entry.quantity)]));

  const totals: Record<string, number> = Object.fromEntries(columns.map((column) => [column.id, 0]));
  const rows: MatrixRow[] = variants.map((variant) => {
    const itemLevels = (variant.inventoryItemId && levelsByItem.get(variant.inventoryItemId)) || {};
    let total = 0;
    for (const [inventoryId, available] of Object.entries(itemLevels)) {
      total += available;
      totals[inventoryId] = (totals[inventoryId] ?? 0) + available;
    }
    return { ...variant, levels: itemLevels, total, inTransit: (variant.inventoryItemId && transitByItem.get(variant.inventoryItemId)) || 0 };
  });
  return {
    inventories: columns,
    rows,
    totals,
    total: rows.reduce((sum, row) => sum + row.total, 0),
    inTransit: rows.reduce((sum, row) => sum + row.inTransit, 0),
  };
}
