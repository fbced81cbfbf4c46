import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { requireProject } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { products } from '@/lib/db/schema';
import { offsetOf, toPage, type Page } from '@/lib/http/pagination';
import type { ListProductsQuery } from '../schemas';
import type { Product } from '../types';
import { toProductViews } from './product-view';

function listFilter(query: ListProductsQuery): SQL {
  const conditions: SQL[] = [eq(products.projectId, query.projectId)];
  if (query.category?.length) conditions.push(inArray(products.category, query.category));
  if (query.isOnline !== undefined) conditions.push(eq(products.isOnline, query.isOnline));
  if (query.availability) conditions.push(eq(products.availability, query.availability));
  if (query.q) {
    const pattern = `%${query.q.replace(/[%_\\]/g, (character) => `\\${character}`)}%`;
    conditions.push(or(ilike(products.title, pattern), ilike(products.reference, pattern))!);
  }
  return and(...conditions)!;
}

/** GET /v1/products: a tour's catalogue, newest first, for its team and its sellers (spec §6). */
export async function listProducts(actor: Actor, query: ListProductsQuery): Promise<Page<Product>> {
  await requireProject(actor, query.projectId, 'read', { notFound: 'GET_PRODUCT' });
  const db = await getDb();
  const where = listFilter(query);
  const [rows, [total]] = await Promise.all([
    db.select().from(products).where(where).orderBy(desc(products.createdAt), desc(products.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return toPage(await toProductViews(db, rows), total?.value ?? 0, query);
}
