import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { shopCollectionStands } from '@/lib/db/schema';
import { toParisLocal } from '@/lib/datetime/paris-time';
import type { ShopView } from '../types';
import type { ShopRow } from './shop-access';

async function collectionStandsOf(db: Executor, shopIds: string[]): Promise<Map<string, string[]>> {
  const rows = await db.select().from(shopCollectionStands).where(inArray(shopCollectionStands.shopId, shopIds)).orderBy(asc(shopCollectionStands.standId));
  const byShop = new Map<string, string[]>();
  for (const row of rows) byShop.set(row.shopId, [...(byShop.get(row.shopId) ?? []), row.standId]);
  return byShop;
}

/** An allow-list of the fields the API shows. */
export async function toShopViews(db: Executor, rows: ShopRow[]): Promise<ShopView[]> {
  if (!rows.length) return [];
  const stands = await collectionStandsOf(db, rows.map((row) => row.id));
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function toShopView(db: Executor, row: ShopRow): Promise<ShopView> {
  const [view] = await toShopViews(db, [row]);
  return view!;
}
