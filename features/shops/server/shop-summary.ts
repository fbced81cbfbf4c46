import { asc, eq, type SQL } from 'drizzle-orm';
import { readTogether, type Executor } from '@/lib/db';
import { clientBrandings, clients, eventPerformances, events, shopCollectionStands, shops, stands } from '@/lib/db/schema';
import { toParisLocal } from '@/lib/datetime/paris-time';
import type { ShopSummaryView } from '../types';

// The branding's defaults (lib/db/schema/accounts.ts) for an organiser who never set one.
const DEFAULT_PRIMARY = '#4338ca';
const DEFAULT_SECONDARY = '#0f172a';

/** A shop with what its public summary names: its event, its organiser and the organiser's branding. */
export async function findShopWithSummaryParts(db: Executor, where: SQL) {
  const [found] = await db
    .select({ shop: shops, event: events, organiser: clients.name, branding: clientBrandings })
    .from(shops)
    .innerJoin(events, eq(events.id, shops.eventId))
    .innerJoin(clients, eq(clients.id, shops.clientId))
    .leftJoin(clientBrandings, eq(clientBrandings.clientId, shops.clientId))
    .where(where);
  return found;
}

type ShopWithSummaryParts = NonNullable<Awaited<ReturnType<typeof findShopWithSummaryParts>>>;

/**
 * The shop as every spectator screen heads it: the event, the organiser's name and branding, where and when to
 * collect, and the page's slug. An allow-list shared by the shop's page and the order's answer (and its e-mail), so
 * that neither can say more than the other: no tour, organisation, inventory or stand ids.
 */
export async function shopSummary(db: Executor, { shop, event, organiser, branding }: ShopWithSummaryParts): Promise<ShopSummaryView> {
  const [performances, collectionStands] = await readTogether(db, [
    db.select({ startsAt: eventPerformances.startsAt }).from(eventPerformances).where(eq(eventPerformances.eventId, event.id)).orderBy(asc(eventPerformances.startsAt)),
    db.select({ name: stands.name }).from(shopCollectionStands).innerJoin(stands, eq(stands.id, shopCollectionStands.standId)).where(eq(shopCollectionStands.shopId, shop.id)).orderBy(asc(stands.name)),
  ]);
  return {
    id: shop.id,
    slug: shop.slug,
    event: { name: event.name, venueName: event.venueName, city: event.city, performances: performances.map((row) => toParisLocal(row.startsAt)) },
    collection: {
      stands: collectionStands,
      opensAt: shop.collectionOpensAt ? toParisLocal(shop.collectionOpensAt) : null,
      closesAt: shop.collectionClosesAt ? toParisLocal(shop.collectionClosesAt) : null,
    },
    organiser: { name: organiser, logoImageId: branding?.logoImageId ?? null, primaryColor: branding?.primaryColor ?? DEFAULT_PRIMARY, secondaryColor: branding?.secondaryColor ?? DEFAULT_SECONDARY },
  };
}

/** The summary of a shop known by its id (an order's shop). */
export async function shopSummaryById(db: Executor, shopId: string): Promise<ShopSummaryView> {
  const found = await findShopWithSummaryParts(db, eq(shops.id, shopId));
  if (!found) throw new Error(`Shop ${shopId} not found for its summary`);
  return shopSummary(db, found);
}
