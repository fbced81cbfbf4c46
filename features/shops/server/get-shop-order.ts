import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrderRow } from '@/features/orders/server/order-view';
import { getDb, type Db } from '@/lib/db';
import { orders } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import type { ShopOrderAnswer } from '../types';
import { shopOrderAnswer } from './shop-order-view';

const digest = (value: string) => createHash('sha256').update(value).digest();

// Compared against when there is no shop order, so that an unknown id costs the same work as a wrong token.
const NO_TOKEN = digest('no shop order').toString('base64url');

/**
 * GET /v1/shop-orders/{id}?token=, without credentials: the spectator's order read again (the confirmation page, on
 * any device, and after the provider's payment page), in the shape its POST answered. The order's token is the only
 * key, compared through fixed-length digests in constant time. An unknown or malformed id, a wrong, missing or
 * another order's token, or an order that is not a shop order (a stand sale, whose receipt has its own link) are one
 * and the same ORDER_NOT_FOUND, as for receipts, so nothing tells them apart.
 */
export async function getShopOrder(orderId: string, token: string): Promise<ShopOrderAnswer> {
  const db = await getDb();
  return shopOrderAnswer(db, await findShopOrderByToken(db, orderId, token));
}

/** The shop order this token opens, or ORDER_NOT_FOUND for anything else (see getShopOrder). */
export async function findShopOrderByToken(db: Db, orderId: string, token: string): Promise<OrderRow> {
  const [row] = isUuid(orderId) ? await db.select().from(orders).where(eq(orders.id, orderId)) : [];
  const order = row?.channel === 'shop' ? row : undefined;
  const matches = timingSafeEqual(digest(order?.receiptToken ?? NO_TOKEN), digest(token));
  if (!order || !token || !matches) throw new AppError('ORDER_NOT_FOUND');
  return order;
}
