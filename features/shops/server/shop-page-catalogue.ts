import { eq } from 'drizzle-orm';
import { tourCatalogueTag } from '@/features/products/server/catalogue-write';
import { productCategories } from '@/features/products/types';
import { forgetTagged, sharedExpiringCache } from '@/lib/cache/expiring-cache';
import { getDb, readTogether } from '@/lib/db';
import { shops } from '@/lib/db/schema';
import type { ShopPageProduct, ShopPageView } from '../types';
import { shopCatalogue, type ShopCatalogueVariant } from './shop-catalogue';
import { findShopWithSummaryParts, shopSummary } from './shop-summary';

/**
 * How long a view may show the catalogue as it was (docs/decisions.md, "The shop's page without the loopback"): the
 * shop's and its catalogue's own edits in this process are seen at once, the rest (the event, the organiser's
 * branding, the collection stands' names, and any edit made by another server process) within this bound.
 */
export const SHOP_PAGE_CATALOGUE_TTL_MS = 5000;

/** What the shop's page shows that does not move with the sales: everything but its status and the units. */
export interface ShopPageCatalogue {
  shopId: string;
  projectId: string;
  /** `available` of its variants is what the load read, and is replaced by the view's own read. */
  page: Omit<ShopPageView, 'status'>;
}

const shopTag = (shopId: string) => `shop:${shopId}`;

const catalogues = sharedExpiringCache<ShopPageCatalogue>('shop-page-catalogues', {
  ttlMs: SHOP_PAGE_CATALOGUE_TTL_MS,
  maxEntries: 1000,
  tagsOf: (catalogue) => [shopTag(catalogue.shopId), tourCatalogueTag(catalogue.projectId)],
});

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

async function readShopPageCatalogue(slug: string): Promise<ShopPageCatalogue | null> {
  const db = await getDb();
  const found = await findShopWithSummaryParts(db, eq(shops.slug, slug));
  if (!found) return null;
  const [summary, catalogue] = await readTogether(db, [() => shopSummary(db, found), () => shopCatalogue(db, found.shop)]);
  const products = [...productsOf(catalogue).values()];
  return {
    shopId: found.shop.id,
    projectId: found.shop.projectId,
    page: {
      ...summary,
      orderLimits: { perLine: found.shop.maxUnitsPerLine, perOrder: found.shop.maxUnitsPerOrder },
      conditionsOfSale: found.shop.conditionsOfSale,
      categories: productCategories.flatMap((category) => {
        const inCategory = products.filter((entry) => entry.category === category).map((entry) => entry.product);
        return inCategory.length ? [{ category, products: inCategory }] : [];
      }),
    },
  };
}

/** The shop's catalogue by its slug, read at most every few seconds per process; null: no such shop. Never mutate it. */
export function shopPageCatalogue(slug: string): Promise<ShopPageCatalogue | null> {
  return catalogues.get(slug, () => readShopPageCatalogue(slug));
}

/** After a change to the shop's settings: its next view reads them. */
export function forgetShopPage(shopId: string): void {
  forgetTagged(shopTag(shopId));
}
