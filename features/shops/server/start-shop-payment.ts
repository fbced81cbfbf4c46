import { and, eq, isNull } from 'drizzle-orm';
import { cancelUnpaidOrder } from '@/features/orders/server/cancel-order';
import type { OrderRow } from '@/features/orders/server/order-view';
import type { Db } from '@/lib/db';
import { events, orderItems, payments } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { reportError } from '@/lib/monitoring/report-error';
import { getPaymentProvider } from '@/lib/payments';
import { shopOrderPagePath } from '../links';
import type { ShopOrderAnswer } from '../types';
import { findPaymentAccount, type PaymentAccountRow } from './payout-account';
import { shopOrderAnswer } from './shop-order-view';

/**
 * What the order's transaction has just written and the checks before it read: a new order's payment page is opened
 * without reading any of it again (a drop's accepted orders, bench/shop-drop.ts).
 */
export interface JustMade {
  payment: typeof payments.$inferSelect;
  items: (typeof orderItems.$inferSelect)[];
  account: PaymentAccountRow;
  eventName: string;
}

/**
 * Opens the order's payment page at the provider, once: a payment that already has its page, or is no longer
 * pending, is answered as it is. Our payment id is the provider's idempotency key, so two attempts racing here (a
 * replayed request) open one session. If the provider refuses or cannot be reached, the order is canceled and its
 * units go back on sale: PAYMENT_PROVIDER_ERROR (502), nobody charged.
 */
export async function startShopPayment(db: Db, order: OrderRow, origin: string, made?: JustMade): Promise<ShopOrderAnswer> {
  const [payment] = made ? [made.payment] : await db.select().from(payments).where(eq(payments.orderId, order.id));
  if (!payment || payment.status !== 'pending' || payment.redirectUrl || order.status !== 'inProgress') return shopOrderAnswer(db, order);
  const provider = getPaymentProvider();
  const token = encodeURIComponent(order.receiptToken);
  const orderPage = `${origin}${shopOrderPagePath(order.id, order.receiptToken, order.customerLocale)}`;
  // The payment as this call left it; none when a racing attempt opened the page first (then it is read).
  let opened: typeof payments.$inferSelect | undefined;
  try {
    const account = made?.account ?? (await findPaymentAccount(db, order.clientId, provider));
    if (!account) throw new Error(`No payout account at ${provider.name} for client ${order.clientId}`);
    const eventName = made ? made.eventName : (await db.select({ name: events.name }).from(events).where(eq(events.id, order.eventId)))[0]?.name;
    const started = await provider.startOnlinePayment({
      paymentId: payment.id,
      amount: payment.amount,
      applicationFee: payment.commission,
      connectedAccountId: account.providerAccountId,
      description: `Commande n° ${order.ticketNumber} · ${eventName ?? ''}`.trim(),
      customerEmail: order.customerEmail ?? '',
      successUrl: orderPage,
      // Giving up on the provider's page comes back here flagged: the order page then releases the hold at once.
      cancelUrl: `${orderPage}&abandoned=1`,
      sandboxPageUrl: `${origin}/shop/pay/${payment.id}?token=${token}`,
      expiresAt: order.holdExpiresAt ?? new Date(),
    });
    [opened] = await db
      .update(payments)
      .set({ providerPaymentId: started.providerPaymentId, redirectUrl: started.redirectUrl, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), isNull(payments.redirectUrl)))
      .returning();
  } catch (error) {
    await reportError(error, { operation: 'startOnlinePayment', orderId: order.id });
    await db.transaction((tx) => cancelUnpaidOrder(tx, order.id, null, 'provider_unreachable'));
    throw new AppError('PAYMENT_PROVIDER_ERROR');
  }
  return shopOrderAnswer(db, order, made && opened ? { items: made.items, payment: opened } : undefined);
}
