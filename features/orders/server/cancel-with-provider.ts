import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { payments } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { reportError } from '@/lib/monitoring/report-error';
import { getPaymentProvider, paymentsMode } from '@/lib/payments';
import { cancelUnpaidOrder } from './cancel-order';

/**
 * Stops at the provider the order's card payments still waiting on a reader. A refusal (the customer's card went
 * through a moment ago) is reported and answered PAYMENT_PROVIDER_ERROR (502): the order is then left as it is for
 * the provider's outcome to settle, rather than canceled with its money taken.
 */
async function cancelProviderPayments(db: Db, orderId: string): Promise<void> {
  // Payments off: no provider holds anything to stop (a sandbox-era payment never reached one).
  if (paymentsMode() === 'off') return;
  const provider = getPaymentProvider();
  const pending = await db
    .select({ providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending'), eq(payments.provider, provider.name), isNotNull(payments.providerPaymentId)));
  for (const { providerPaymentId } of pending) {
    try {
      await provider.cancelPayment(providerPaymentId!);
    } catch (error) {
      await reportError(error, { operation: 'cancelPayment', orderId });
      throw new AppError('PAYMENT_PROVIDER_ERROR');
    }
  }
}

/**
 * Cancels an unpaid order: its card payment stopped at the provider first (a network call never holds our locks),
 * then in one transaction its payments failed and its units back on the stand (cancelUnpaidOrder). The payments
 * are locked before the order, in the order the provider's outcome (settleCardPayment) takes them, so the two never
 * deadlock. False when the order was no longer unpaid by then: nothing moved.
 */
export async function cancelWithProvider(db: Db, orderId: string, actorUserId: string | null, failureCode: string): Promise<boolean> {
  await cancelProviderPayments(db, orderId);
  return db.transaction(async (tx) => {
    await tx.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId)).for('update');
    return cancelUnpaidOrder(tx, orderId, actorUserId, failureCode);
  });
}
