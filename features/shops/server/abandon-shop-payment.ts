import { eq } from 'drizzle-orm';
import { unpaidStatuses } from '@/features/orders/server/cancel-order';
import { cancelWithProvider } from '@/features/orders/server/cancel-with-provider';
import { getDb } from '@/lib/db';
import { orders } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { ShopOrderAnswer } from '../types';
import { findShopOrderByToken } from './get-shop-order';
import { shopOrderAnswer } from './shop-order-view';

/**
 * POST /v1/shop-orders/{id}/abandon, without credentials (the order's token is the key): the spectator left the
 * payment page without paying (Stripe Checkout's back link, the sandbox page's "Retour à la boutique"). The order is
 * canceled at once and its units go back on sale, rather than staying held until the hold ends (issue #22). The
 * provider's page is closed first (Stripe: the Checkout Session expired), so it cannot be paid afterwards.
 * Idempotent: an order already canceled, paid or handed over is answered as it is. If the provider will not close its
 * page (paid a moment ago), the order is answered as it is too, and the provider's outcome settles it.
 */
export async function abandonShopPayment(orderId: string, token: string): Promise<ShopOrderAnswer> {
  const db = await getDb();
  const order = await findShopOrderByToken(db, orderId, token);
  if ((unpaidStatuses as readonly string[]).includes(order.status)) {
    try {
      await cancelWithProvider(db, order.id, null, 'abandoned');
    } catch (error) {
      if (!(error instanceof AppError && error.errorCode === 'PAYMENT_PROVIDER_ERROR')) throw error;
    }
  }
  const [now] = await db.select().from(orders).where(eq(orders.id, order.id));
  return shopOrderAnswer(db, now!);
}
