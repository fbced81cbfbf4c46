import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { products, productVariants } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import type { ProductRow, VariantRow } from './product-view';

/**
 * A product by id, or GET_PRODUCT (404): a malformed or unknown id is simply not found. Finding it says nothing
 * about who may see it: requireProject decides that, with the same 404 for a product of another tenant.
 */
export async function findProductRow(executor: Executor, id: string): Promise<ProductRow> {
  if (!isUuid(id)) throw new AppError('GET_PRODUCT');
  const [row] = await executor.select().from(products).where(eq(products.id, id));
  if (!row) throw new AppError('GET_PRODUCT');
  return row;
}

/** A variant by id with its product's tour; GET_PRODUCT when there is none (the spec has no variant code). */
export async function findVariantRow(executor: Executor, id: string): Promise<{ variant: VariantRow; projectId: string }> {
  if (!isUuid(id)) throw new AppError('GET_PRODUCT');
  const [row] = await executor
    .select({ variant: productVariants, projectId: products.projectId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, id));
  if (!row) throw new AppError('GET_PRODUCT');
  return row;
}
