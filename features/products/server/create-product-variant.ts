import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { productVariants } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { CreateProductVariantInput } from '../schemas';
import { MAX_VARIANTS_PER_PRODUCT, type ProductVariant } from '../types';
import { insertionIndex, variantIdentity, variantTitle, type VariantOptions } from '../variant-matrix';
import { assertFreeVariantReference } from './catalogue-checks';
import { writeCatalogue } from './catalogue-write';
import { findProductRow } from './find-product';
import { identityOf, optionsOf, orderedVariants, toVariantView } from './product-view';
import { markVariantsChanged, placedAt, saveVariantOrder } from './variant-order';

/**
 * POST /v1/product-variants: one more variant. Without a position it goes where its size and colour put it
 * (an XS added later comes before the S of its colour), and the others move down.
 */
export async function createProductVariant(actor: Actor, input: CreateProductVariantInput): Promise<ProductVariant> {
  const { projectId } = await findProductRow(await getDb(), input.productId);
  return writeCatalogue(actor, projectId, async (tx) => {
    const product = await findProductRow(tx, input.productId);
    const variants = await orderedVariants(tx, product.id);
    if (variants.length >= MAX_VARIANTS_PER_PRODUCT) throw new AppError('CANT_UPDATE_PRODUCT');
    const options: VariantOptions = { color: input.color ?? null, size: input.size ?? null, material: input.material ?? null, style: input.style ?? null };
    const title = input.title ?? variantTitle(options);
    if (!title) throw new AppError('VALIDATION_ERRORS', { fields: ['title'] });
    const identity = variantIdentity({ ...options, title });
    if (variants.some((variant) => identityOf(variant) === identity)) throw new AppError('CANT_UPDATE_PRODUCT_VARIANT');
    if (input.reference) await assertFreeVariantReference(tx, projectId, input.reference, null);

    const index = Math.min(input.position ?? insertionIndex(variants.map(optionsOf), options), variants.length);
    const [row] = await tx
      .insert(productVariants)
      .values({ productId: product.id, ...options, title, reference: input.reference ?? null, price: input.price ?? null, isDefault: false, position: index })
      .returning();
    const ordered = placedAt(variants, row!, index);
    await saveVariantOrder(tx, ordered);
    await markVariantsChanged(tx, product.id, ordered.length);
    return toVariantView(row!);
  });
}
