import { asc, eq } from 'drizzle-orm';
import { productCategories } from '@/features/products/types';
import { getDb, readTogether } from '@/lib/db';
import { clientBrandings, clients, eventPerformances, events, shopCollectionStands, shops, stands } from '@/lib/db/schema';
import { toParisLocal } from '@/lib/datetime/paris-time';
import { AppError } from '@/lib/errors';
import type { ShopPageProduct, ShopPageView } from '../types';
import { shopCatalogue, type ShopCatalogueVariant } from './shop-catalogue';

// The branding's defaults (lib/db/schema/accounts.ts) for an organiser who never set one.
const DEFAULT_PRIMARY = '#4338ca';
const DEFAULT_SECONDARY = '#0f172a';

/** The catalogue's variants gathered under their products, keyed by product id, each with its category. */
function productsOf(variants: ShopCatalogueVariant[]): Map<string, { category: string; product: ShopPageProduct }> {
  const byProduct = new Map<string, { category: string; product: ShopPageProduct }>();
  for (const variant of variants) {
    const entry = byProduct.get(variant.productId) ?? {
      category: variant.category,
      product: { id: variant.productId, title: variant.productTitle, description: variant.productDescription, imageId: variant.imageId, price: variant.productPrice, vatRate: variant.vatRate, variants: [] },
    };
    entry.product.variants.push({ id: variant.productVariantId, title: variant.variantTitle, size: variant.size, color: variant.color, price: variant.unitPrice, available: variant.available });
    byProduct.set(variant.productId, entry);
  }
  return byProduct;
}

/**
 * GET /v1/shop-pages/{slug}, without credentials: what a spectator's phone shows of the shop. An unknown slug or a
 * draft shop is SHOP_NOT_FOUND; a closed one reads, with its status, so the page can say it takes no orders.
 */
export async function getShopPage(slug: string): Promise<ShopPageView> {
  const db = await getDb();
  const [found] = await db
    .select({ shop: shops, event: events, organiser: clients.name, branding: clientBrandings })
    .from(shops)
    .innerJoin(events, eq(events.id, shops.eventId))
    .innerJoin(clients, eq(clients.id, shops.clientId))
    .leftJoin(clientBrandings, eq(clientBrandings.clientId, shops.clientId))
    .where(eq(shops.slug, slug));
  if (!found || found.shop.status === 'draft') throw new AppError('SHOP_NOT_FOUND');
  const { shop, event, branding } = found;
  const [performances, collectionStands, catalogue] = await readTogether(db, [
    db.select({ startsAt: eventPerformances.startsAt }).from(eventPerformances).where(eq(eventPerformances.eventId, event.id)).orderBy(asc(eventPerformances.startsAt)),
    db.select({ name: stands.name }).from(shopCollectionStands).innerJoin(stands, eq(stands.id, shopCollectionStands.standId)).where(eq(shopCollectionStands.shopId, shop.id)).orderBy(asc(stands.name)),
    () => shopCatalogue(db, shop),
  ]);
  const products = [...productsOf(catalogue).values()];
  return {
    id: shop.id,
    slug: shop.slug,
    status: shop.status as ShopPageView['status'],
    event: { name: event.name, venueName: event.venueName, city: event.city, performances: performances.map((row) => toParisLocal(row.startsAt)) },
    collection: {
      stands: collectionStands,
      opensAt: shop.collectionOpensAt ? toParisLocal(shop.collectionOpensAt) : null,
      closesAt: shop.collectionClosesAt ? toParisLocal(shop.collectionClosesAt) : null,
    },
    organiser: { name: found.organiser, logoImageId: branding?.logoImageId ?? null, primaryColor: branding?.primaryColor ?? DEFAULT_PRIMARY, secondaryColor: branding?.secondaryColor ?? DEFAULT_SECONDARY },
    categories: productCategories.flatMap((category) => {
      const inCategory = products.filter((entry) => entry.category === category).map((entry) => entry.product);
      return inCategory.length ? [{ category, products: inCategory }] : [];
    }),
  };
}
