import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Tx } from '@/lib/db';
import { products, productVariants } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { UpdateProductInput, VariantMatrixInput } from '../schemas';
import type { Product } from '../types';
import { buildVariantMatrix, hasOptions, sameOptions } from '../variant-matrix';
import { assertFreeProductReference, assertTeamImage } from './catalogue-checks';
import { writeCatalogue } from './catalogue-write';
import { findProductRow } from './find-product';
import { journalProductChange } from './journal-catalogue-change';
import { variantIsInUse } from './product-usage';
import { loadProductView, optionsOf, orderedVariants, type ProductRow, type VariantRow } from './product-view';

/**
 * A product created plain gets its variants later from the same generator ("it comes in sizes after all"): the
 * default becomes the first combination. Only while the product has its default alone: once it has others,
 * regenerating would drop variants that may be in stock or sold, so they change one by one (CANT_UPDATE_PRODUCT).
 */
async function applyVariantMatrix(tx: Tx, product: ProductRow, variants: VariantRow[], matrix: VariantMatrixInput, title: string): Promise<boolean> {
  const defaultVariant = variants.find((variant) => variant.isDefault)!;
  if (variants.length > 1) throw new AppError('CANT_UPDATE_PRODUCT');
  const [first, ...others] = buildVariantMatrix(matrix, title);
  const options = { color: first!.color, size: first!.size, material: first!.material, style: first!.style };
  if (!sameOptions(optionsOf(defaultVariant), options) && (await variantIsInUse(tx, defaultVariant.id))) throw new AppError('CANT_UPDATE_PRODUCT');
  await tx
    .update(productVariants)
    .set({ ...options, title: first!.title, position: 0, updatedAt: new Date() })
    .where(eq(productVariants.id, defaultVariant.id));
  if (others.length) await tx.insert(productVariants).values(others.map((draft) => ({ productId: product.id, ...draft })));
  return others.length > 0;
}

/** The default variant of a product without options carries the product's title, and follows its renaming. */
async function renameDefaultVariant(tx: Tx, product: ProductRow, variants: VariantRow[], title: string): Promise<void> {
  const defaultVariant = variants.find((variant) => variant.isDefault);
  if (!defaultVariant || hasOptions(optionsOf(defaultVariant)) || defaultVariant.title !== product.title) return;
  await tx.update(productVariants).set({ title, updatedAt: new Date() }).where(eq(productVariants.id, defaultVariant.id));
}

/** PATCH /v1/products/{id}: only the fields sent change. */
export async function updateProduct(actor: Actor, id: string, input: UpdateProductInput): Promise<Product> {
  const { projectId } = await findProductRow(await getDb(), id);
  return writeCatalogue(actor, projectId, async (tx) => {
    const product = await findProductRow(tx, id);
    const { variantMatrix, ...fields } = input;
    if (fields.imageId && fields.imageId !== product.imageId) await assertTeamImage(tx, projectId, fields.imageId);
    if (fields.reference && fields.reference !== product.reference) await assertFreeProductReference(tx, projectId, fields.reference, id);
    const title = fields.title ?? product.title;
    const variants = await orderedVariants(tx, id);
    let hasVariants = product.hasVariants;
    if (variantMatrix) hasVariants = await applyVariantMatrix(tx, product, variants, variantMatrix, title);
    else if (title !== product.title) await renameDefaultVariant(tx, product, variants, title);
    await tx
      .update(products)
      .set({ ...fields, hasVariants, updatedAt: new Date() })
      .where(eq(products.id, id));
    // Last: a price or VAT rate of the register changed is in the journal.
    await journalProductChange(tx, projectId, actor.userId, product, fields);
    return loadProductView(tx, await findProductRow(tx, id));
  });
}
