import { requireProject } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import type { Product } from '../types';
import { findProductRow } from './find-product';
import { loadProductView } from './product-view';

/** GET /v1/products/{id}: for the tour's team and its sellers; 404 GET_PRODUCT for anybody else. */
export async function getProduct(actor: Actor, id: string): Promise<Product> {
  const db = await getDb();
  const row = await findProductRow(db, id);
  await requireProject(actor, row.projectId, 'read', { notFound: 'GET_PRODUCT' });
  return loadProductView(db, row);
}
