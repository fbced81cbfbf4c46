import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { productVariants } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { AddProductVariantsInput } from '../schemas';
import { MAX_VARIANTS_PER_PRODUCT, type ProductVariant } from '../types';
import { buildVariantMatrix, insertionIndex, variantIdentity } from '../variant-matrix';
import { writeCatalogue } from './catalogue-write';
import { findProductRow } from './find-product';
import { identityOf, optionsOf, orderedVariants, toVariantView } from './product-view';
import { markVariantsChanged, placedAt, saveVariantOrder } from './variant-order';

export interface AddedVariants {
  /** The combinations the product lacked, now variants, in the product's order. */
  created: ProductVariant[];
  /** How many combinations of the matrix the product had already (left as they are). */
  existing: number;
}

/**
 * POST /v1/product-variants with `variantMatrix`: "it now comes in XXL too", after creation. Unlike
 * `PATCH /v1/products/{id}` with a matrix, which regenerates a product that has its default alone, this only adds the
 * combinations the product lacks: those it has (same colour, size, material, style, case ignored) are left alone,
 * so sending the same matrix twice adds nothing the second time. All or nothing, in one transaction: past 100
 * variants, none is added (CANT_UPDATE_PRODUCT). Each goes where its colour and size put it, as one added alone.
 */
export async function addProductVariants(actor: Actor, input: AddProductVariantsInput): Promise<AddedVariants> {
  const { projectId } = await findProductRow(await getDb(), input.productId);
  return writeCatalogue(actor, projectId, async (tx) => {
    const product = await findProductRow(tx, input.productId);
    const variants = await orderedVariants(tx, product.id);
    const known = new Set(variants.map(identityOf));
    const combinations = buildVariantMatrix(input.variantMatrix, product.title);
    const fresh = combinations.filter((draft) => !known.has(variantIdentity(draft)));
    if (variants.length + fresh.length > MAX_VARIANTS_PER_PRODUCT) throw new AppError('CANT_UPDATE_PRODUCT');
    if (!fresh.length) return { created: [], existing: combinations.length };

    const rows = await tx
      .insert(productVariants)
      .values(fresh.map(({ color, size, material, style, title }) => ({ productId: product.id, color, size, material, style, title, isDefault: false, position: variants.length })))
      .returning();
    // Placed one by one in the generator's order, so new colours keep the order they were typed in.
    let ordered = variants;
    for (const row of rows) ordered = placedAt(ordered, row, insertionIndex(ordered.map(optionsOf), optionsOf(row)));
    await saveVariantOrder(tx, ordered);
    await markVariantsChanged(tx, product.id, ordered.length);

    const createdIds = new Set(rows.map((row) => row.id));
    const created = ordered.flatMap((row, position) => (createdIds.has(row.id) ? [toVariantView({ ...row, position })] : []));
    return { created, existing: combinations.length - fresh.length };
  });
}
