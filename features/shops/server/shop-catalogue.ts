import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
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

const onSale = (projectId: string) => and(eq(products.projectId, projectId), eq(products.isOnline, true), eq(products.availability, 'available'));

/** The shop's catalogue, or only the given variants of it (an order's lines); products by title, variants by position. */
export async function shopCatalogue(db: Executor, shop: { projectId: string; inventoryId: string }, variantIds?: string[]): Promise<ShopCatalogueVariant[]> {
  const rows = await db
    .select({
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
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(inventoryItems, eq(inventoryItems.productVariantId, productVariants.id))
    .leftJoin(inventoryLevels, and(eq(inventoryLevels.inventoryItemId, inventoryItems.id), eq(inventoryLevels.inventoryId, shop.inventoryId)))
    .where(variantIds ? and(onSale(shop.projectId), inArray(productVariants.id, [...new Set(variantIds)])) : onSale(shop.projectId))
    .orderBy(asc(products.title), asc(products.id), asc(productVariants.position), asc(productVariants.id));
  return rows.map((row) => ({ ...row, unitPrice: Number(row.unitPrice), available: Number(row.available) }));
}
