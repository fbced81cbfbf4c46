import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { assertFeature } from '@/features/entitlements/server/entitlements';
import { isEventFrozen, requireEventForUpdate } from '@/features/events/server/event-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { inventories, shops } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { CreateShopInput } from '../schemas';
import type { ShopView } from '../types';
import { getShop } from './get-shop';
import { newShopSlug } from './shop-slug';

/**
 * POST /v1/shops: the tour's writers make the event's shop, a draft with its own inventory (kind `shop`), paid to the
 * tour's owner. One shop per event: asking again answers the existing one (`created: false`), so a retried or doubled
 * request never fails. The event row is locked first, so two concurrent requests run one after the other and the
 * second finds the first's shop. A canceled or finished event gets no new shop (CANT_CREATE_SHOP).
 */
export async function createShop(actor: Actor, input: CreateShopInput): Promise<{ shop: ShopView; created: boolean }> {
  const db = await getDb();
  const { id, created } = await db.transaction(async (tx) => {
    const { event, project } = await requireEventForUpdate(actor, input.eventId, tx);
    const [existing] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.eventId, event.id));
    if (existing) return { id: existing.id, created: false };
    if (isEventFrozen(event.status)) throw new AppError('CANT_CREATE_SHOP');
    await assertFeature(project.ownerClientId, 'onlineShops', tx);
    const [inventory] = await tx
      .insert(inventories)
      .values({ projectId: event.projectId, kind: 'shop', name: `Boutique en ligne · ${event.name}` })
      .returning({ id: inventories.id });
    const shopId = randomUUID();
    await tx.insert(shops).values({ id: shopId, projectId: event.projectId, clientId: project.ownerClientId, eventId: event.id, slug: newShopSlug(), inventoryId: inventory!.id, createdBy: actor.userId });
    return { id: shopId, created: true };
  });
  return { shop: await getShop(actor, id), created };
}
