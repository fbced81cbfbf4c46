import { asc, eq, inArray } from 'drizzle-orm';
import { imageUrl } from '@/features/images/server/images';
import type { Executor } from '@/lib/db';
import { products, productVariants } from '@/lib/db/schema';
import type { Product, ProductSize, ProductVariant } from '../types';
import { variantIdentity, type VariantOptions } from '../variant-matrix';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;

export function optionsOf(row: VariantRow): VariantOptions {
  return { color: row.color, size: row.size as ProductSize | null, material: row.material, style: row.style };
}

/** What makes a stored variant unique within its product (see variantIdentity). */
export function identityOf(row: VariantRow): string {
  return variantIdentity({ ...optionsOf(row), title: row.title });
}

/** An allow-list of the columns the API shows, so a new column never leaks by accident. */
export function toVariantView(row: VariantRow): ProductVariant {
  return {
    id: row.id,
    productId: row.productId,
    title: row.title,
    ...optionsOf(row),
    reference: row.reference,
    price: row.price,
    isDefault: row.isDefault,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toProductView(row: ProductRow, variants: VariantRow[]): Product {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    category: row.category,
    reference: row.reference,
    isOnline: row.isOnline,
    price: row.price,
    vat: Number(row.vat),
    description: row.description,
    availability: row.availability,
    supplyTerms: row.supplyTerms,
    salesConditions: row.salesConditions,
    imageId: row.imageId,
    imageUrl: row.imageId ? imageUrl(row.imageId) : null,
    hasVariants: row.hasVariants,
    variants: variants.map(toVariantView),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A product's variants in their order: by position (sizes in the spec's order when generated). */
export async function orderedVariants(executor: Executor, productId: string): Promise<VariantRow[]> {
  return executor.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(asc(productVariants.position), asc(productVariants.createdAt), asc(productVariants.id));
}

/** The views of several products with their variants, in two queries. */
export async function toProductViews(executor: Executor, rows: ProductRow[]): Promise<Product[]> {
  if (!rows.length) return [];
  const variants = await executor
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.createdAt), asc(productVariants.id));
  const byProduct = new Map<string, VariantRow[]>();
  for (const variant of variants) byProduct.set(variant.productId, [...(byProduct.get(variant.productId) ?? []), variant]);
  return rows.map((row) => toProductView(row, byProduct.get(row.id) ?? []));
}

export async function loadProductView(executor: Executor, row: ProductRow): Promise<Product> {
  return toProductView(row, await orderedVariants(executor, row.id));
}
