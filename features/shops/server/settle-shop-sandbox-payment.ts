import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { settleCardPayment } from '@/features/orders/server/card-payments';
import { getDb } from '@/lib/db';
import { orders, payments } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { assertSandboxIsProvider } from '@/lib/payments';
import { isUuid } from '@/lib/validation/uuid';
import type { ShopSandboxOutcome } from '../schemas';
import type { ShopOrderAnswer } from '../types';
import { mailPaidShopOrder } from './send-shop-order-email';
import { shopOrderAnswer } from './shop-order-view';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * POST /v1/shop-payments/{id}/sandbox-outcome: the sandbox's confirm page, standing in for the card form. The
 * spectator has no account: the order's token (answered when it was made) is the credential, never the bare id.
 * It exists only while the sandbox is the configured provider: with Stripe, or with payments off, the webhook alone
 * settles payments (SANDBOX_PAYMENTS_OFF here, before anything of the order is read). Approving after the hold ended fails the payment as expired, as Stripe's session would.
 * `origin` is our public origin, for the links of the confirmation e-mail.
 */
export async function settleShopSandboxPayment(paymentId: string, token: string, outcome: ShopSandboxOutcome, origin: string, options: { sendEmail?: boolean } = {}): Promise<ShopOrderAnswer> {
  assertSandboxIsProvider();
  const db = await getDb();
  const [found] = isUuid(paymentId)
    ? await db.select({ payment: payments, order: orders }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(payments.id, paymentId))
    : [];
  if (!found || found.payment.provider !== 'sandbox' || found.order.channel !== 'shop' || !sameSecret(token, found.order.receiptToken)) throw new AppError('ORDER_NOT_FOUND');
  const expired = found.payment.status === 'pending' && found.order.holdExpiresAt !== null && found.order.holdExpiresAt.getTime() <= Date.now();
  const settled =
    outcome === 'approve' && !expired
      ? await settleCardPayment(paymentId, 'succeeded')
      : await settleCardPayment(paymentId, 'failed', { failureCode: outcome === 'decline' ? 'sandbox_declined' : 'expired' });
  if (settled.shopOrderPaid && options.sendEmail !== false) await mailPaidShopOrder(found.order.id, origin);
  const [order] = await db.select().from(orders).where(eq(orders.id, found.order.id));
  return shopOrderAnswer(db, order!);
}
