import { and, asc, count, eq, inArray, lt, or } from 'drizzle-orm';
import { readTogether, type Executor } from '@/lib/db';
import { orders, shopCollectionStands } from '@/lib/db/schema';
import { toParisLocal } from '@/lib/datetime/paris-time';
import type { ShopCollectionCounts, ShopView } from '../types';
import type { ShopRow } from './shop-access';

async function collectionStandsOf(db: Executor, shopIds: string[]): Promise<Map<string, string[]>> {
  const rows = await db.select().from(shopCollectionStands).where(inArray(shopCollectionStands.shopId, shopIds)).orderBy(asc(shopCollectionStands.standId));
  const byShop = new Map<string, string[]>();
  for (const row of rows) byShop.set(row.shopId, [...(byShop.get(row.shopId) ?? []), row.standId]);
  return byShop;
}

/** Paid orders by where they stand at collection (wholly refunded ones still to collect are owed nothing). */
async function collectionCountsOf(db: Executor, shopIds: string[]): Promise<Map<string, ShopCollectionCounts>> {
  const rows = await db
    .select({ shopId: orders.shopId, status: orders.status, value: count() })
    .from(orders)
    .where(and(inArray(orders.shopId, shopIds), or(eq(orders.status, 'exchanged'), and(inArray(orders.status, ['paid', 'prepared']), lt(orders.refundedAmount, orders.totalInclVat)))))
    .groupBy(orders.shopId, orders.status);
  const byShop = new Map<string, ShopCollectionCounts>();
  for (const row of rows) {
    const counts = byShop.get(row.shopId!) ?? { toPrepare: 0, prepared: 0, handedOver: 0 };
    const key = row.status === 'paid' ? 'toPrepare' : row.status === 'prepared' ? 'prepared' : 'handedOver';
    counts[key] = row.value;
    byShop.set(row.shopId!, counts);
  }
  return byShop;
}

/** An allow-list of the fields the API shows. */
export async function toShopViews(db: Executor, rows: ShopRow[]): Promise<ShopView[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [stands, counts] = await readTogether(db, [() => collectionStandsOf(db, ids), () => collectionCountsOf(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    projectId: row.projectId,
    eventId: row.eventId,
    clientId: row.clientId,
    slug: row.slug,
    status: row.status,
    inventoryId: row.inventoryId,
    collectionStandIds: stands.get(row.id) ?? [],
    collectionOpensAt: row.collectionOpensAt ? toParisLocal(row.collectionOpensAt) : null,
    collectionClosesAt: row.collectionClosesAt ? toParisLocal(row.collectionClosesAt) : null,
    orderLimits: { perLine: row.maxUnitsPerLine, perOrder: row.maxUnitsPerOrder },
    conditionsOfSale: row.conditionsOfSale,
    collection: counts.get(row.id) ?? { toPrepare: 0, prepared: 0, handedOver: 0 },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function toShopView(db: Executor, row: ShopRow): Promise<ShopView> {
  const [view] = await toShopViews(db, [row]);
  return view!;
}
