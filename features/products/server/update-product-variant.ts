import { and, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { productVariants } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { UpdateProductVariantInput } from '../schemas';
import type { ProductVariant } from '../types';
import { hasOptions, insertionIndex, sameOptions, variantIdentity, variantTitle, type VariantOptions } from '../variant-matrix';
import { assertFreeVariantReference } from './catalogue-checks';
import { writeCatalogue } from './catalogue-write';
import { findProductRow, findVariantRow } from './find-product';
import { journalVariantPriceChange } from './journal-catalogue-change';
import { variantIsInUse } from './product-usage';
import { identityOf, optionsOf, orderedVariants, toVariantView, type VariantRow } from './product-view';
import { markVariantsChanged, placedAt, saveVariantOrder } from './variant-order';

/** The title a variant would get from its attributes: "Noir / M", or the product's title for a plain default. */
function automaticTitle(options: VariantOptions, isDefault: boolean, productTitle: string): string {
  return hasOptions(options) ? variantTitle(options) : isDefault ? productTitle : '';
}

/** A title sent wins; an emptied one, or one that was automatic, follows the new attributes; a custom one stays. */
function nextTitle(current: VariantRow, input: UpdateProductVariantInput, options: VariantOptions, productTitle: string): string {
  if (input.title) return input.title;
  const wasAutomatic = current.title === automaticTitle(optionsOf(current), current.isDefault, productTitle);
  return input.title === null || wasAutomatic ? automaticTitle(options, current.isDefault, productTitle) : current.title;
}

/**
 * PATCH /v1/product-variants/{id}: only the fields sent change. Refused with CANT_UPDATE_PRODUCT_VARIANT when the
 * product already has a variant with the resulting attributes, when a variant that was sold or is in stock would
 * change colour, size, material or style, or when `isDefault: false` would leave the product without a default.
 */
export async function updateProductVariant(actor: Actor, id: string, input: UpdateProductVariantInput): Promise<ProductVariant> {
  const { projectId } = await findVariantRow(await getDb(), id);
  return writeCatalogue(actor, projectId, async (tx) => {
    const { variant: current } = await findVariantRow(tx, id);
    const product = await findProductRow(tx, current.productId);
    const others = (await orderedVariants(tx, product.id)).filter((variant) => variant.id !== id);
    const options: VariantOptions = {
      color: input.color !== undefined ? input.color : current.color,
      size: input.size !== undefined ? input.size : optionsOf(current).size,
      material: input.material !== undefined ? input.material : current.material,
      style: input.style !== undefined ? input.style : current.style,
    };
    const optionsChange = !sameOptions(optionsOf(current), options);
    if (optionsChange && (await variantIsInUse(tx, id))) throw new AppError('CANT_UPDATE_PRODUCT_VARIANT');
    const title = nextTitle(current, input, options, product.title);
    if (!title) throw new AppError('VALIDATION_ERRORS', { fields: ['title'] });
    const identity = variantIdentity({ ...options, title });
    if (others.some((variant) => identityOf(variant) === identity)) throw new AppError('CANT_UPDATE_PRODUCT_VARIANT');
    if (input.reference) await assertFreeVariantReference(tx, projectId, input.reference, id);
    if (input.isDefault === false && current.isDefault) throw new AppError('CANT_UPDATE_PRODUCT_VARIANT');
    const becomesDefault = input.isDefault === true && !current.isDefault;
    if (becomesDefault) {
      await tx
        .update(productVariants)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(and(eq(productVariants.productId, product.id), eq(productVariants.isDefault, true)));
    }
    const [row] = await tx
      .update(productVariants)
      .set({
        ...options,
        title,
        ...(input.reference !== undefined && { reference: input.reference }),
        ...(input.price !== undefined && { price: input.price }),
        ...(becomesDefault && { isDefault: true }),
        updatedAt: new Date(),
      })
      .where(eq(productVariants.id, id))
      .returning();

    // A position sent moves it there; new attributes move it where they belong (an M turned XS goes before the S).
    const index = input.position ?? (optionsChange ? insertionIndex(others.map(optionsOf), options) : others.findIndex((variant) => variant.position > current.position));
    const ordered = placedAt(others, row!, index === -1 ? others.length : index);
    await saveVariantOrder(tx, ordered);
    await markVariantsChanged(tx, product.id, ordered.length);
    // Last: a price of the register changed is a configuration change of the journal (docs/journal.md).
    await journalVariantPriceChange(tx, projectId, actor.userId, current, input.price);
    return toVariantView({ ...row!, position: ordered.indexOf(row!) });
  });
}
