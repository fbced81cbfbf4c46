import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { images, products, productVariants, projectClients } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';

/** A product picture must be an image uploaded by an organisation of the tour's team (owner included). */
export async function assertTeamImage(executor: Executor, projectId: string, imageId: string): Promise<void> {
  const [image] = await executor
    .select({ id: images.id })
    .from(images)
    .innerJoin(projectClients, and(eq(projectClients.clientId, images.clientId), eq(projectClients.projectId, projectId)))
    .where(eq(images.id, imageId));
  if (!image) throw new AppError('VALIDATION_ERRORS', { fields: ['imageId'] });
}

/** A product reference is unique within the tour (another tour may use it). */
export async function assertFreeProductReference(executor: Executor, projectId: string, reference: string, productId: string | null): Promise<void> {
  const [clash] = await executor
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.projectId, projectId), eq(products.reference, reference), productId ? ne(products.id, productId) : undefined))
    .limit(1);
  if (clash) throw new AppError('VALIDATION_ERRORS', { fields: ['reference'] });
}

/** A variant reference (its SKU) is unique among the variants of the tour, so a scan finds one item. */
export async function assertFreeVariantReference(executor: Executor, projectId: string, reference: string, variantId: string | null): Promise<void> {
  const [clash] = await executor
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.projectId, projectId), eq(productVariants.reference, reference), variantId ? ne(productVariants.id, variantId) : undefined))
    .limit(1);
  if (clash) throw new AppError('VALIDATION_ERRORS', { fields: ['reference'] });
}
