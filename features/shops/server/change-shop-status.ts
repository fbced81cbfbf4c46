import { eq } from 'drizzle-orm';
import { assertFeature } from '@/features/entitlements/server/entitlements';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Tx } from '@/lib/db';
import { billableEvents, shopCollectionStands, shops } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { ShopView } from '../types';
import { getShop } from './get-shop';
import { assertCanReceivePayments, findPaymentAccount } from './payout-account';
import { requireShopForUpdate, type ShopUpdateAccess } from './shop-access';

/*
 * The shop's status changes (docs/decisions.md, Shops):
 *   draft | closed → opened    open: the event not canceled or finished, a collection stand, a payout account
 *                                    that can receive payments; the first opening is billed once
 *   draft | opened → closed    close: always allowed, also on a canceled or finished event
 * Both are idempotent: opening an opened shop (or closing a closed one) answers it unchanged.
 */

/** Everything opening needs that the database alone answers, under the locks of the caller's transaction. */
async function checkOpenable(actor: Actor, id: string, tx: Tx): Promise<ShopUpdateAccess> {
  const access = await requireShopForUpdate(actor, id, tx);
  const [stand] = await tx.select({ standId: shopCollectionStands.standId }).from(shopCollectionStands).where(eq(shopCollectionStands.shopId, access.shop.id)).limit(1);
  if (!stand) throw new AppError('VALIDATION_ERRORS', { fields: ['collectionStandIds'] });
  return access;
}

/** PUT /v1/shops/{id}/open. */
export async function openShop(actor: Actor, id: string): Promise<ShopView> {
  const db = await getDb();
  // Refusals that need no provider first; then the provider may be asked (a network call, so outside the locks).
  const { shop } = await db.transaction((tx) => checkOpenable(actor, id, tx));
  await assertFeature(shop.clientId, 'onlineShops');
  await assertCanReceivePayments(db, shop.clientId);
  await db.transaction(async (tx) => {
    const { shop: locked } = await checkOpenable(actor, id, tx);
    if ((await findPaymentAccount(tx, locked.clientId))?.status !== 'enabled') throw new AppError('NOT_LINKED');
    if (locked.status !== 'opened') await tx.update(shops).set({ status: 'opened', updatedAt: new Date() }).where(eq(shops.id, locked.id));
    await tx
      .insert(billableEvents)
      .values({ clientId: locked.clientId, kind: 'shopOpening', shopId: locked.id })
      .onConflictDoNothing({ target: [billableEvents.shopId, billableEvents.kind] });
  });
  return getShop(actor, id);
}

/** PUT /v1/shops/{id}/close: orders stop (SHOP_CLOSED, later); the stock stays in the shop's inventory. */
export async function closeShop(actor: Actor, id: string): Promise<ShopView> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { shop } = await requireShopForUpdate(actor, id, tx, { allowFrozenEvent: true });
    if (shop.status !== 'closed') await tx.update(shops).set({ status: 'closed', updatedAt: new Date() }).where(eq(shops.id, shop.id));
  });
  return getShop(actor, id);
}
