import type { Actor } from '@/lib/auth/actor';
import { products, productVariants } from '@/lib/db/schema';
import type { CreateProductInput } from '../schemas';
import type { Product } from '../types';
import { buildVariantMatrix } from '../variant-matrix';
import { assertFreeProductReference, assertTeamImage } from './catalogue-checks';
import { writeCatalogue } from './catalogue-write';
import { loadProductView } from './product-view';

/**
 * POST /v1/products: the product and its variants at once. Without a matrix it gets its default variant, titled
 * like the product; with one, every combination (the first is the default), in the order the editor previewed.
 */
export async function createProduct(actor: Actor, input: CreateProductInput): Promise<Product> {
  const { projectId, variantMatrix, ...fields } = input;
  return writeCatalogue(actor, projectId, async (tx) => {
    if (fields.imageId) await assertTeamImage(tx, projectId, fields.imageId);
    if (fields.reference) await assertFreeProductReference(tx, projectId, fields.reference, null);
    const drafts = buildVariantMatrix(variantMatrix ?? {}, fields.title);
    const [row] = await tx
      .insert(products)
      .values({
        projectId,
        title: fields.title,
        category: fields.category,
        reference: fields.reference ?? null,
        isOnline: fields.isOnline,
        price: fields.price,
        vat: fields.vat,
        description: fields.description ?? null,
        availability: fields.availability,
        supplyTerms: fields.supplyTerms ?? null,
        salesConditions: fields.salesConditions ?? null,
        imageId: fields.imageId ?? null,
        hasVariants: drafts.length > 1,
      })
      .returning();
    await tx.insert(productVariants).values(drafts.map((draft) => ({ productId: row!.id, ...draft })));
    return loadProductView(tx, row!);
  });
}
