import { eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db';
import { preparedOnce } from '@/lib/db/prepared';
import { inventoryItems, inventoryLevels, shops } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { ShopPageView } from '../types';
import { shopPageCatalogue } from './shop-page-catalogue';

/** What moves with the sales, read on every view (built once): the shop's status and the units of each variant in its stock. */
const shopStockQuery = preparedOnce((db) =>
  db
    .select({ status: shops.status, productVariantId: inventoryItems.productVariantId, available: inventoryLevels.available })
    .from(shops)
    .leftJoin(inventoryLevels, eq(inventoryLevels.inventoryId, shops.inventoryId))
    .leftJoin(inventoryItems, eq(inventoryItems.id, inventoryLevels.inventoryItemId))
    .where(eq(shops.slug, sql.placeholder('slug')))
    .prepare('shop_page_stock'),
);

async function readShopStock(db: Db, slug: string) {
  const rows = await shopStockQuery(db).execute({ slug });
  if (!rows.length) return null;
  const units = new Map(rows.flatMap((row) => (row.productVariantId ? [[row.productVariantId, row.available ?? 0] as const] : [])));
  return { status: rows[0]!.status, units };
}

/**
 * GET /v1/shop-pages/{slug}, without credentials: what a spectator's phone shows of the shop. An unknown slug or a
 * draft shop is SHOP_NOT_FOUND; a closed one reads, with its status, so the page can say it takes no orders. The
 * catalogue may be a few seconds old (shop-page-catalogue.ts); the status and the units are read now.
 */
export async function getShopPage(slug: string): Promise<ShopPageView> {
  const db = await getDb();
  const [catalogue, stock] = await Promise.all([shopPageCatalogue(slug), readShopStock(db, slug)]);
  if (!catalogue || !stock || stock.status === 'draft') throw new AppError('SHOP_NOT_FOUND');
  const { page } = catalogue;
  return {
    ...page,
    status: stock.status as ShopPageView['status'],
    categories: page.categories.map(({ category, products }) => ({
      category,
      products: products.map((product) => ({ ...product, variants: product.variants.map((variant) => ({ ...variant, available: stock.units.get(variant.id) ?? 0 })) })),
    })),
  };
}
