import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '@/lib/db';
import { preparedOnce } from '@/lib/db/prepared';
import { inventoryItems, inventoryLevels, productVariants, products } from '@/lib/db/schema';

/**
 * What a shop sells (docs/decisions.md, Shops): the tour's products marked `isOnline` and available, every variant
 * of them, priced as the catalogue says now, with the units the shop's own inventory holds.
 */
export interface ShopCatalogueVariant {
  productVariantId: string;
  productId: string;
  /** Null for a variant never stocked anywhere: nothing to sell. */
  inventoryItemId: string | null;
  productTitle: string;
  productDescription: string | null;
  imageId: string | null;
  category: string;
  productPrice: number;
  variantTitle: string;
  isDefault: boolean;
  size: string | null;
  color: string | null;
  material: string | null;
  style: string | null;
  unitPrice: number;
  vatRate: number;
  available: number;
}

type Value<T> = T | Placeholder;

/** On sale in the shops: the tour's products marked online and available. */
export const isSoldOnline = and(eq(products.isOnline, true), eq(products.availability, 'available'));
const onSale = (projectId: Value<string>) => and(eq(products.projectId, projectId), isSoldOnline);

/** A catalogue variant's columns (productVariants joined to products, its item and the shop inventory's level). */
export const catalogueColumns = {
  productVariantId: productVariants.id,
  productId: products.id,
  inventoryItemId: inventoryItems.id,
  productTitle: products.title,
  productDescription: products.description,
  imageId: products.imageId,
  category: products.category,
  productPrice: products.price,
  variantTitle: productVariants.title,
  isDefault: productVariants.isDefault,
  size: productVariants.size,
  color: productVariants.color,
  material: productVariants.material,
  style: productVariants.style,
  unitPrice: sql<number>`coalesce(${productVariants.price}, ${products.price})`,
  vatRate: products.vat,
  available: sql<number>`coalesce(${inventoryLevels.available}, 0)`,
};

type CatalogueRow = { [Key in keyof ShopCatalogueVariant]: Key extends 'unitPrice' | 'available' ? number | string : ShopCatalogueVariant[Key] };
export const catalogueVariantOf = (row: CatalogueRow): ShopCatalogueVariant => ({ ...row, unitPrice: Number(row.unitPrice), available: Number(row.available) });

/** The catalogue's variants with the units of the inventory given, those of `where`; products by title, variants by position. */
function catalogueQuery(db: Executor, inventoryId: Value<string>, where: SQL | undefined) {
  return db
    .select(catalogueColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(inventoryItems, eq(inventoryItems.productVariantId, productVariants.id))
    .leftJoin(inventoryLevels, and(eq(inventoryLevels.inventoryItemId, inventoryItems.id), eq(inventoryLevels.inventoryId, inventoryId)))
    .where(where)
    .orderBy(asc(products.title), asc(products.id), asc(productVariants.position), asc(productVariants.id));
}

// An order's lines read again when its hold found them gone: built once (lib/db/prepared.ts).
const orderedVariants = preparedOnce((db) =>
  catalogueQuery(db, sql.placeholder('inventoryId'), and(onSale(sql.placeholder('projectId')), sql`${productVariants.id} = any(${sql.placeholder('variantIds')}::uuid[])`)).prepare('shop_catalogue_ordered_variants'),
);

/** The shop's catalogue, or only the given variants of it (an order's lines); products by title, variants by position. */
export async function shopCatalogue(db: Db, shop: { projectId: string; inventoryId: string }, variantIds?: string[]): Promise<ShopCatalogueVariant[]> {
  const rows = variantIds
    ? await orderedVariants(db).execute({ inventoryId: shop.inventoryId, projectId: shop.projectId, variantIds: [...new Set(variantIds)] })
    : await catalogueQuery(db, shop.inventoryId, onSale(shop.projectId));
  return rows.map(catalogueVariantOf);
}
