import { eq } from 'drizzle-orm';
import { isEventFrozen, lockEvent, type EventRow } from '@/features/events/server/event-access';
import { canWrite, findProjectAccess, requireProject, type ProjectAccess } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Executor, type Tx } from '@/lib/db';
import { shops } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';

export type ShopRow = typeof shops.$inferSelect;

export interface ShopAccess {
  shop: ShopRow;
  project: ProjectAccess;
}

/**
 * Who may see a shop: its tour's team (viewers included) and platform admins. Sellers work at stands, not in the
 * shop's management: for them, as for another tenant, an unknown or a malformed id, the shop is SHOP_NOT_FOUND.
 */
export async function requireShop(actor: Actor, id: string, db?: Executor): Promise<ShopAccess> {
  const executor = db ?? (await getDb());
  const [shop] = isUuid(id) ? await executor.select().from(shops).where(eq(shops.id, id)) : [];
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  const project = await findProjectAccess(actor, shop.projectId, executor);
  if (!project || project.membership === 'seller') throw new AppError('SHOP_NOT_FOUND');
  return { shop, project };
}

/** Reading what only the tour's writers manage (the organiser's payout account): viewers get FORBIDDEN. */
export async function requireShopWriter(actor: Actor, id: string): Promise<ShopAccess> {
  const access = await requireShop(actor, id);
  if (!canWrite(access.project.membership)) throw new AppError('FORBIDDEN');
  return access;
}

export interface ShopUpdateAccess extends ShopAccess {
  event: EventRow;
}

/**
 * Changing a shop, inside the caller's transaction: the tour's writers (viewers FORBIDDEN) on an active tour
 * (FORBIDDEN_ON_INACTIVE_PROJECT). The shop's event is locked first, as stand changes lock it, so that the event's
 * cancellation and the shop's changes run one after the other; the shop is read again under that lock.
 * `allowFrozenEvent` lets closing through on a canceled or finished event; anything else is CANT_UPDATE_SHOP there.
 */
export async function requireShopForUpdate(actor: Actor, id: string, tx: Tx, options: { allowFrozenEvent?: boolean } = {}): Promise<ShopUpdateAccess> {
  const access = await requireShop(actor, id, tx);
  await requireProject(actor, access.shop.projectId, 'write', { notFound: 'SHOP_NOT_FOUND', db: tx });
  const event = await lockEvent(tx, access.shop.eventId);
  if (!options.allowFrozenEvent && isEventFrozen(event.status)) throw new AppError('CANT_UPDATE_SHOP');
  const [shop] = await tx.select().from(shops).where(eq(shops.id, id)).for('update');
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  return { ...access, shop, event };
}
