import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { productVariants } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { writeCatalogue } from './catalogue-write';
import { findVariantRow } from './find-product';
import { variantHasStock, variantIsInOrders } from './product-usage';
import { orderedVariants } from './product-view';
import { markVariantsChanged, saveVariantOrder } from './variant-order';

/**
 * DELETE /v1/product-variants/{id}. The default stays (DEFAULT_VARIANT_CANNOT_BE_REMOVED): another variant must be
 * made the default first. A variant sold or in stock stays too.
 */
export async function deleteProductVariant(actor: Actor, id: string): Promise<void> {
  const { projectId } = await findVariantRow(await getDb(), id);
  await writeCatalogue(actor, projectId, async (tx) => {
    const { variant } = await findVariantRow(tx, id);
    if (variant.isDefault) throw new AppError('DEFAULT_VARIANT_CANNOT_BE_REMOVED');
    if (await variantIsInOrders(tx, id)) throw new AppError('PRODUCT_IN_ORDERS');
    if (await variantHasStock(tx, id)) throw new AppError('PRODUCT_IN_INVENTORY');
    await tx.delete(productVariants).where(eq(productVariants.id, id));
    const remaining = await orderedVariants(tx, variant.productId);
    await saveVariantOrder(tx, remaining);
    await markVariantsChanged(tx, variant.productId, remaining.length);
  });
}
