import { and, eq } from 'drizzle-orm';
import { assertMaySellAt } from '@/features/orders/server/sale-context';
import type { Actor } from '@/lib/auth/actor';
import type { Executor } from '@/lib/db';
import { events, projects, shopCollectionStands, shops, stands } from '@/lib/db/schema';
import type { ShopStatus } from '../types';

export interface CollectionPoint {
  standId: string;
  /** The stand's event: a scanned code of another event's shop is told apart from an unknown one. */
  eventId: string | null;
  projectStatus: string;
  /** The shop whose orders the stand hands over, or null when it is no shop's collection stand. */
  shop: { id: string; status: ShopStatus } | null;
}

/**
 * Who may hand shop orders over at a stand: whoever may take payments there (its assigned sellers, the tour's
 * writers), with the same answers as the till (GET_STAND for another tenant, NOT_ALLOWED_ON_STAND for a viewer or a
 * seller of another stand). The stand collects the orders of its event's shop when the manager chose it for that.
 */
export async function requireCollectionPoint(db: Executor, actor: Actor, standId: string): Promise<CollectionPoint> {
  await assertMaySellAt(db, actor, standId);
  const [row] = await db
    .select({ standId: stands.id, eventId: stands.eventId, projectStatus: projects.status, shopId: shops.id, shopStatus: shops.status })
    .from(stands)
    .innerJoin(events, eq(events.id, stands.eventId))
    .innerJoin(projects, eq(projects.id, events.projectId))
    .leftJoin(shopCollectionStands, eq(shopCollectionStands.standId, stands.id))
    .leftJoin(shops, and(eq(shops.id, shopCollectionStands.shopId), eq(shops.eventId, stands.eventId)))
    .where(eq(stands.id, standId));
  const shop = row?.shopId && row.shopStatus ? { id: row.shopId, status: row.shopStatus } : null;
  return { standId, eventId: row?.eventId ?? null, projectStatus: row?.projectStatus ?? 'archived', shop };
}
