import { and, asc, count, desc, eq, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb, readTogether } from '@/lib/db';
import { orders } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { offsetOf, toPage } from '@/lib/http/pagination';
import { isUuid } from '@/lib/validation/uuid';
import type { ListCollectionsQuery } from '../schemas';
import { collectionStatuses, type CollectionPage, type CollectionView } from '../types';
import { requireCollectionPoint } from './collection-point';
import { toCollectionViews } from './collection-view';

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (character) => `\\${character}`);

/**
 * Still owed to the spectator: paid (to prepare) or prepared, and not wholly refunded. Handed over: exchanged.
 * Wholly refunded orders have nothing left to give and leave the list.
 */
function stateCondition(state: ListCollectionsQuery['state']): SQL | undefined {
  if (state === 'handedOver') return eq(orders.status, 'exchanged');
  return and(inArray(orders.status, ['paid', 'prepared']), lt(orders.refundedAmount, orders.totalInclVat));
}

/** What the seller types: the order's number ("12", "n° 12", "#12") or part of the customer's name. */
function searchCondition(q: string): SQL | undefined {
  const number = /^(?:n°|no|#)?\s*(\d{1,9})$/i.exec(q)?.[1];
  if (number) return eq(orders.ticketNumber, Number(number));
  return ilike(orders.customerName, `%${escapeLike(q)}%`);
}

/**
 * GET /v1/stands/{id}/collections: the shop orders this stand hands over. To collect, oldest number first (the order
 * in which spectators come); handed over, latest first. A stand that is no shop's collection point lists nothing,
 * and says so (`collectionPoint: null`), so the register can leave the tab out.
 */
export async function listCollections(actor: Actor, standId: string, query: ListCollectionsQuery): Promise<CollectionPage> {
  const db = await getDb();
  const point = await requireCollectionPoint(db, actor, standId);
  if (!point.shop) return { ...toPage<CollectionView>([], 0, query), collectionPoint: null };
  const where = and(eq(orders.shopId, point.shop.id), stateCondition(query.state), query.q ? searchCondition(query.q) : undefined);
  const order = query.state === 'handedOver' ? [desc(orders.handedOverAt), desc(orders.id)] : [asc(orders.ticketNumber)];
  const [rows, [total]] = await readTogether(db, [
    db.select().from(orders).where(where).orderBy(...order).limit(query.limit).offset(offsetOf(query)),
    db.select({ value: count() }).from(orders).where(where),
  ]);
  const page = toPage(await toCollectionViews(db, rows), total?.value ?? 0, query);
  return { ...page, collectionPoint: { shopId: point.shop.id, status: point.shop.status } };
}

/**
 * GET /v1/stands/{id}/collections/{orderId}: the order a scanned QR code names, whatever its state, when this stand
 * collects its shop's orders; any other id (another shop's, a stand sale, unknown, an order never paid) is
 * ORDER_NOT_FOUND.
 */
export async function getCollection(actor: Actor, standId: string, orderId: string): Promise<CollectionView> {
  const db = await getDb();
  const point = await requireCollectionPoint(db, actor, standId);
  const [row] = point.shop && isUuid(orderId) ? await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.shopId, point.shop.id), inArray(orders.status, collectionStatuses))) : [];
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  const [view] = await toCollectionViews(db, [row]);
  return view!;
}
