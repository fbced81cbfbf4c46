import { asc, inArray } from 'drizzle-orm';
import { displayName, type OrderRow } from '@/features/orders/server/order-view';
import { readTogether, type Executor } from '@/lib/db';
import { orderItems, shops, stands, users } from '@/lib/db/schema';
import type { CollectionStatus, CollectionView } from '../types';

/** The register's view of shop orders: the units still owed per line, and where and by whom each was handed over. */
export async function toCollectionViews(db: Executor, rows: OrderRow[]): Promise<CollectionView[]> {
  if (!rows.length) return [];
  const standIds = rows.flatMap((row) => (row.handedOverStandId ? [row.handedOverStandId] : []));
  const userIds = rows.flatMap((row) => (row.handedOverBy ? [row.handedOverBy] : []));
  const shopIds = [...new Set(rows.flatMap((row) => (row.shopId ? [row.shopId] : [])))];
  const [items, standRows, userRows, shopRows] = await readTogether(db, [
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, rows.map((row) => row.id)))
      .orderBy(asc(orderItems.productTitle), asc(orderItems.id)),
    () => (standIds.length ? db.select({ id: stands.id, name: stands.name }).from(stands).where(inArray(stands.id, standIds)) : Promise.resolve([])),
    () => (userIds.length ? db.select().from(users).where(inArray(users.id, userIds)) : Promise.resolve([])),
    () => (shopIds.length ? db.select({ id: shops.id, opensAt: shops.collectionOpensAt, closesAt: shops.collectionClosesAt }).from(shops).where(inArray(shops.id, shopIds)) : Promise.resolve([])),
  ]);
  const windowOf = new Map(shopRows.map((shop) => [shop.id, { opensAt: shop.opensAt?.toISOString() ?? null, closesAt: shop.closesAt?.toISOString() ?? null }]));
  const standName = new Map(standRows.map((stand) => [stand.id, stand.name]));
  const userName = new Map(userRows.map((user) => [user.id, displayName(user)]));
  return rows.map((row) => ({
    orderId: row.id,
    number: row.ticketNumber,
    customerName: row.customerName,
    status: row.status as CollectionStatus,
    totalInclVat: row.totalInclVat,
    items: items
      .filter((item) => item.orderId === row.id && item.quantity > item.refundedQuantity)
      .map((item) => ({ productTitle: item.productTitle, variantTitle: item.variantTitle, quantity: item.quantity - item.refundedQuantity })),
    paidAt: row.paidAt?.toISOString() ?? null,
    preparedAt: row.preparedAt?.toISOString() ?? null,
    handedOverAt: row.handedOverAt?.toISOString() ?? null,
    handedOverStandName: row.handedOverStandId ? (standName.get(row.handedOverStandId) ?? null) : null,
    handedOverByName: row.handedOverBy ? (userName.get(row.handedOverBy) ?? null) : null,
    handoverMethod: row.handoverMethod,
    collectionWindow: (row.shopId ? windowOf.get(row.shopId) : undefined) ?? { opensAt: null, closesAt: null },
  }));
}
