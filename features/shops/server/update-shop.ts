import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Tx } from '@/lib/db';
import { shopCollectionStands, shops, stands } from '@/lib/db/schema';
import { fromParisLocal } from '@/lib/datetime/paris-time';
import { AppError } from '@/lib/errors';
import type { UpdateShopInput } from '../schemas';
import type { ShopView } from '../types';
import { getShop } from './get-shop';
import { requireShopForUpdate } from './shop-access';
import { forgetShopPage } from './shop-page-catalogue';

/** The collection stands must be stands of the shop's event (else GET_STAND, naming the entries). */
async function assertStandsOfEvent(tx: Tx, eventId: string, standIds: string[]): Promise<void> {
  if (!standIds.length) return;
  const rows = await tx
    .select({ id: stands.id })
    .from(stands)
    .where(and(eq(stands.eventId, eventId), inArray(stands.id, standIds)));
  const found = new Set(rows.map((row) => row.id));
  const unknown = standIds.flatMap((id, index) => (found.has(id) ? [] : [`collectionStandIds.${index}`]));
  if (unknown.length) throw new AppError('GET_STAND', { fields: unknown });
}

const instantOf = (value: string | null | undefined, current: Date | null): Date | null => (value === undefined ? current : value === null ? null : fromParisLocal(value));

/**
 * PATCH /v1/shops/{id}: where (stands of its event) and when (Paris times, the closing after the opening) orders are
 * collected, whatever the shop's status, what one order may hold (orderLimits, from the next order on) and the
 * organiser's conditions of sale (plain text; null: the default). Its catalogue is not set here: it is the tour's products marked `isOnline`
 * (docs/decisions.md, Shops).
 */
export async function updateShop(actor: Actor, id: string, input: UpdateShopInput): Promise<ShopView> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { shop } = await requireShopForUpdate(actor, id, tx);
    const opensAt = instantOf(input.collectionOpensAt, shop.collectionOpensAt);
    const closesAt = instantOf(input.collectionClosesAt, shop.collectionClosesAt);
    if (opensAt && closesAt && closesAt <= opensAt) throw new AppError('VALIDATION_ERRORS', { fields: ['collectionClosesAt'] });
    if (input.collectionStandIds) {
      await assertStandsOfEvent(tx, shop.eventId, input.collectionStandIds);
      await tx.delete(shopCollectionStands).where(eq(shopCollectionStands.shopId, shop.id));
      if (input.collectionStandIds.length) await tx.insert(shopCollectionStands).values(input.collectionStandIds.map((standId) => ({ shopId: shop.id, standId })));
    }
    const limits = input.orderLimits ? { maxUnitsPerLine: input.orderLimits.perLine, maxUnitsPerOrder: input.orderLimits.perOrder } : {};
    const conditions = input.conditionsOfSale !== undefined ? { conditionsOfSale: input.conditionsOfSale } : {};
    await tx.update(shops).set({ collectionOpensAt: opensAt, collectionClosesAt: closesAt, ...limits, ...conditions, updatedAt: new Date() }).where(eq(shops.id, shop.id));
  });
  forgetShopPage(id);
  return getShop(actor, id);
}
