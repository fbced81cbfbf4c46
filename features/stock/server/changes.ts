import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { requireProject } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { parisDayEnd, parisDayStart } from '@/lib/datetime/paris-time';
import { getDb, type Db } from '@/lib/db';
import { inventoryChanges, inventoryItems, productVariants, products, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { offsetOf, toPage, type Page } from '@/lib/http/pagination';
import type { ChangesCountQuery, ChangesQuery } from '../schemas';
import { inventoryChangeKinds, type InventoryChangeKind, type InventoryChangeView } from '../types';
import { inventoryViewsById } from './inventory-views';
import { sellerInventoryIds } from './stock-access';

/** The conditions both the list and the counts filter on; a seller sees only their stands' rows. */
async function conditionsOf(db: Db, actor: Actor, projectId: string, membership: string, query: ChangesCountQuery): Promise<(SQL | undefined)[]> {
  const conditions: (SQL | undefined)[] = [eq(inventoryChanges.projectId, projectId)];
  if (query.inventoryId) conditions.push(eq(inventoryChanges.inventoryId, query.inventoryId));
  if (query.productId) conditions.push(eq(inventoryItems.productId, query.productId));
  if (query.productVariantId) conditions.push(eq(inventoryItems.productVariantId, query.productVariantId));
  if (query.transferId) conditions.push(eq(inventoryChanges.transferId, query.transferId));
  const from = query.from ? parisDayStart(query.from) : null;
  const to = query.to ? parisDayEnd(query.to) : null;
  // The schema checks the shape only: a day that does not exist (2026-02-30) is refused rather than ignored.
  const unreal = (['from', 'to'] as const).filter((field) => query[field] && !{ from, to }[field]);
  if (unreal.length) throw new AppError('VALIDATION_ERRORS', { fields: unreal });
  if (from) conditions.push(gte(inventoryChanges.createdAt, from));
  if (to) conditions.push(lt(inventoryChanges.createdAt, to));
  if (membership === 'seller') conditions.push(inArray(inventoryChanges.inventoryId, await sellerInventoryIds(db, actor.userId, projectId)));
  return conditions;
}

/**
 * GET /v1/projects/{id}/inventory-level-changes: the ledger, newest first (filters: kind, inventory, product,
 * variant, transfer, days in Paris time). Each row names its inventory, product, variant and who made it.
 */
export async function listChanges(actor: Actor, projectId: string, query: ChangesQuery): Promise<Page<InventoryChangeView>> {
  const project = await requireProject(actor, projectId, 'read');
  const db = await getDb();
  const conditions = await conditionsOf(db, actor, project.projectId, project.membership, query);
  if (query.kind?.length) conditions.push(inArray(inventoryChanges.kind, query.kind));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        change: inventoryChanges,
        productId: inventoryItems.productId,
        productVariantId: inventoryItems.productVariantId,
        productTitle: products.title,
        variantTitle: productVariants.title,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        actorEmail: users.email,
      })
      .from(inventoryChanges)
      .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryChanges.inventoryItemId))
      .innerJoin(products, eq(products.id, inventoryItems.productId))
      .innerJoin(productVariants, eq(productVariants.id, inventoryItems.productVariantId))
      .leftJoin(users, eq(users.id, inventoryChanges.actorUserId))
      .where(where)
      .orderBy(desc(inventoryChanges.createdAt), desc(inventoryChanges.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(inventoryChanges).innerJoin(inventoryItems, eq(inventoryItems.id, inventoryChanges.inventoryItemId)).where(where),
  ]);
  const inventoriesById = await inventoryViewsById(
    db,
    rows.map((row) => row.change.inventoryId),
  );
  const data = rows.map(({ change, ...row }): InventoryChangeView => {
    const inventory = inventoriesById.get(change.inventoryId);
    const name = [row.actorFirstName, row.actorLastName].filter(Boolean).join(' ') || row.actorEmail;
    return {
      id: change.id,
      kind: change.kind,
      inventoryId: change.inventoryId,
      inventoryName: inventory?.name ?? '',
      inventoryKind: inventory?.kind ?? 'warehouse',
      inventoryItemId: change.inventoryItemId,
      productId: row.productId,
      productTitle: row.productTitle,
      productVariantId: row.productVariantId,
      variantTitle: row.variantTitle,
      delta: change.delta,
      quantity: change.quantity,
      availableAfter: change.availableAfter,
      receiptType: change.receiptType,
      transferId: change.transferId,
      reference: change.reference,
      actor: change.actorUserId && name ? { id: change.actorUserId, name } : null,
      createdAt: change.createdAt.toISOString(),
    };
  });
  return toPage(data, total?.value ?? 0, query);
}

export type ChangeCounts = Record<InventoryChangeKind, { rows: number; units: number }>;

/** GET /v1/projects/{id}/inventory-level-changes/counts: rows and units moved per kind, with the same filters. */
export async function countChanges(actor: Actor, projectId: string, query: ChangesCountQuery): Promise<ChangeCounts> {
  const project = await requireProject(actor, projectId, 'read');
  const db = await getDb();
  const conditions = await conditionsOf(db, actor, project.projectId, project.membership, query);
  const rows = await db
    .select({ kind: inventoryChanges.kind, rows: count(), units: sql<number>`coalesce(sum(${inventoryChanges.quantity}), 0)::bigint`.mapWith(Number) })
    .from(inventoryChanges)
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryChanges.inventoryItemId))
    .where(and(...conditions))
    .groupBy(inventoryChanges.kind);
  const counts = Object.fromEntries(inventoryChangeKinds.map((kind) => [kind, { rows: 0, units: 0 }])) as ChangeCounts;
  for (const row of rows) counts[row.kind] = { rows: Number(row.rows), units: Number(row.units) };
  return counts;
}
