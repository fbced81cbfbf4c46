import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { orders } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import type { ReceiptView } from '../types';
import { toReceiptView } from './receipt-view';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares through fixed-length digests, so neither the length nor the first differing byte shows in the timing. */
function sameToken(expected: string, given: string): boolean {
  return timingSafeEqual(digest(expected), digest(given));
}

// Compared against when there is no order, so that an unknown id costs the same work as a wrong token.
const NO_TOKEN = digest('no order').toString('base64url');

/**
 * The order a receipt link opens, without credentials (spec §7): the link's token is the only key. An unknown id,
 * a wrong, missing or another order's token are one and the same ORDER_NOT_FOUND, so nothing tells them apart.
 */
export async function findReceiptOrder(orderId: string, token: string): Promise<typeof orders.$inferSelect> {
  const db = await getDb();
  const [order] = isUuid(orderId) ? await db.select().from(orders).where(eq(orders.id, orderId)) : [];
  const matches = sameToken(order?.receiptToken ?? NO_TOKEN, token);
  if (!order || !token || !matches) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/** GET /v1/orders/{id}/receipt?token=. */
export async function getReceipt(orderId: string, token: string): Promise<ReceiptView> {
  const order = await findReceiptOrder(orderId, token);
  return toReceiptView(await getDb(), order);
}
