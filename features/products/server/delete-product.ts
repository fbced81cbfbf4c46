import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { products } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { writeCatalogue } from './catalogue-write';
import { findProductRow } from './find-product';
import { productHasStock, productIsInOrders } from './product-usage';

/** DELETE /v1/products/{id}, with its variants. A product sold or in stock stays: it can be made unavailable. */
export async function deleteProduct(actor: Actor, id: string): Promise<void> {
  const { projectId } = await findProductRow(await getDb(), id);
  await writeCatalogue(actor, projectId, async (tx) => {
    await findProductRow(tx, id); // deleted meanwhile: GET_PRODUCT
    if (await productIsInOrders(tx, id)) throw new AppError('PRODUCT_IN_ORDERS');
    if (await productHasStock(tx, id)) throw new AppError('PRODUCT_IN_INVENTORY');
    await tx.delete(products).where(eq(products.id, id));
  });
}
