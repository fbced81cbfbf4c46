import { and, eq, isNull } from 'drizzle-orm';
import { cancelUnpaidOrder } from '@/features/orders/server/cancel-order';
import type { OrderRow } from '@/features/orders/server/order-view';
import type { Db } from '@/lib/db';
import { events, payments } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { reportError } from '@/lib/monitoring/report-error';
import { getPaymentProvider } from '@/lib/payments';
import { shopOrderPagePath } from '../links';
import type { ShopOrderAnswer } from '../types';
import { platformFeeOf } from './online-payment-terms';
import { findPaymentAccount } from './payout-account';
import { shopOrderAnswer } from './shop-order-view';

/**
 * Opens the order's payment page at the provider, once: a payment that already has its page, or is no longer
 * pending, is answered as it is. Our payment id is the provider's idempotency key, so two attempts racing here (a
 * replayed request) open one session. If the provider refuses or cannot be reached, the order is canceled and its
 * units go back on sale: PAYMENT_PROVIDER_ERROR (502), nobody charged.
 */
export async function startShopPayment(db: Db, order: OrderRow, origin: string): Promise<ShopOrderAnswer> {
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
  if (!payment || payment.status !== 'pending' || payment.redirectUrl || order.status !== 'inProgress') return shopOrderAnswer(db, order);
  const provider = getPaymentProvider();
  const token = encodeURIComponent(order.receiptToken);
  const orderPage = `${origin}${shopOrderPagePath(order.id, order.receiptToken, order.customerLocale)}`;
  try {
    const account = await findPaymentAccount(db, order.clientId, provider);
    if (!account) throw new Error(`No payout account at ${provider.name} for client ${order.clientId}`);
    const [event] = await db.select({ name: events.name }).from(events).where(eq(events.id, order.eventId));
    const started = await provider.startOnlinePayment({
      paymentId: payment.id,
      amount: payment.amount,
      applicationFee: platformFeeOf(payment.amount),
      connectedAccountId: account.providerAccountId,
      description: `Commande n° ${order.ticketNumber} · ${event?.name ?? ''}`.trim(),
      customerEmail: order.customerEmail ?? '',
      successUrl: orderPage,
      cancelUrl: orderPage,
      sandboxPageUrl: `${origin}/shop/pay/${payment.id}?token=${token}`,
      expiresAt: order.holdExpiresAt ?? new Date(),
    });
    await db
      .update(payments)
      .set({ providerPaymentId: started.providerPaymentId, redirectUrl: started.redirectUrl, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), isNull(payments.redirectUrl)));
  } catch (error) {
    await reportError(error, { operation: 'startOnlinePayment', orderId: order.id });
    await db.transaction((tx) => cancelUnpaidOrder(tx, order.id, null, 'provider_unreachable'));
    throw new AppError('PAYMENT_PROVIDER_ERROR');
  }
  return shopOrderAnswer(db, order);
}
