import { asc, count, eq } from 'drizzle-orm';
import { requireProject } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { productVariants } from '@/lib/db/schema';
import { offsetOf, toPage, type Page } from '@/lib/http/pagination';
import type { ListProductVariantsQuery } from '../schemas';
import type { ProductVariant } from '../types';
import { findProductRow } from './find-product';
import { toVariantView } from './product-view';

/** GET /v1/product-variants?productId=: a product's variants in their order, for whoever may read the product. */
export async function listProductVariants(actor: Actor, query: ListProductVariantsQuery): Promise<Page<ProductVariant>> {
  const db = await getDb();
  const product = await findProductRow(db, query.productId);
  await requireProject(actor, product.projectId, 'read', { notFound: 'GET_PRODUCT' });
  const where = eq(productVariants.productId, product.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(productVariants)
      .where(where)
      .orderBy(asc(productVariants.position), asc(productVariants.createdAt), asc(productVariants.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(productVariants).where(where),
  ]);
  return toPage(rows.map(toVariantView), total?.value ?? 0, query);
}
