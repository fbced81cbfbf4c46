import { eq } from 'drizzle-orm';
import { productCategories } from '@/features/products/types';
import { getDb, readTogether } from '@/lib/db';
import { shops } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { ShopPageProduct, ShopPageView } from '../types';
import { shopCatalogue, type ShopCatalogueVariant } from './shop-catalogue';
import { findShopWithSummaryParts, shopSummary } from './shop-summary';

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
  const found = await findShopWithSummaryParts(db, eq(shops.slug, slug));
  if (!found || found.shop.status === 'draft') throw new AppError('SHOP_NOT_FOUND');
  const [summary, catalogue] = await readTogether(db, [() => shopSummary(db, found), () => shopCatalogue(db, found.shop)]);
  const products = [...productsOf(catalogue).values()];
  return {
    ...summary,
    status: found.shop.status as ShopPageView['status'],
    orderLimits: { perLine: found.shop.maxUnitsPerLine, perOrder: found.shop.maxUnitsPerOrder },
    conditionsOfSale: found.shop.conditionsOfSale,
    categories: productCategories.flatMap((category) => {
      const inCategory = products.filter((entry) => entry.category === category).map((entry) => entry.product);
      return inCategory.length ? [{ category, products: inCategory }] : [];
    }),
  };
}
