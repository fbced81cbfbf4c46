import { and, eq, ne } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { orders, payments, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { assertSandboxIsProvider, getPaymentProvider } from '@/lib/payments';
import { isUuid } from '@/lib/validation/uuid';
import { balanceDue } from '../payment-parts';
import type { OrderView } from '../types';
import { cancelUnpaidOrder } from './cancel-order';
import { journalPaidOrder } from './journal-records';
import { toOrderViews } from './order-view';
import { assertMaySellAt } from './sale-context';

/**
 * After a card sale is recorded: the amount goes to the stand's reader. The provider's call is outside the sale's
 * transaction (a network call never holds row locks); if it fails, the order is canceled and its units return.
 */
export async function sendToReader(order: OrderView): Promise<OrderView> {
  const payment = order.payments.find((entry) => entry.status === 'pending');
  if (!payment) return order;
  const provider = getPaymentProvider();
  const db = await getDb();
  // The reader the platform shipped to this stand (a terminal request); none: the provider's default reader.
  const [stand] = order.standId ? await db.select({ readerId: stands.cardReaderId }).from(stands).where(eq(stands.id, order.standId)) : [];
  try {
    const { providerPaymentId } = await provider.startCardPresentPayment({ paymentId: payment.id, amount: payment.amount, description: `Ticket ${order.ticketNumber}`, readerId: stand?.readerId ?? null });
    await db.update(payments).set({ providerPaymentId, updatedAt: new Date() }).where(eq(payments.id, payment.id));
  } catch {
    // A split sale's cash part is in: its card part fails and the order waits for the rest (the seller takes it in
    // cash or tries the card again); a sale paid by card alone is canceled and its units go back.
    if (order.payments.some((entry) => entry.status === 'succeeded')) {
      await db.update(payments).set({ status: 'failed', failureCode: 'reader_unreachable', updatedAt: new Date() }).where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    } else {
      await db.transaction((tx) => cancelUnpaidOrder(tx, order.id, null, 'reader_unreachable'));
    }
  }
  const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
  const [view] = await toOrderViews(db, [row!]);
  return view!;
}

/** What settling a card payment did: the order as it is now, and whether this call made a shop order paid. */
export interface SettledCardPayment {
  order: OrderView;
  /**
   * True on the transition only, never on a repeat (the payment's row lock serialises them, and only the first finds it
   * pending): the shops domain e-mails the spectator's confirmation then, once the transaction committed.
   */
  shopOrderPaid: boolean;
}

/**
 * The outcome of a card payment, from the provider's webhook or the sandbox's buttons: succeeded finishes the
 * order once every part is in (a shop order: paid); failed cancels it and puts its units back where they came from,
 * except a split sale's card part, whose order waits with its cash part in (docs/decisions.md, "Split payment"). Settling the same outcome twice (a webhook retried) answers
 * the order as it is; a payment already settled otherwise is PAYMENT_NOT_PENDING. Sending mail is the caller's
 * business: this code is shared by the register and the shops, below both.
 */
export async function settleCardPayment(paymentId: string, outcome: 'succeeded' | 'failed', options: { failureCode?: string | null } = {}): Promise<SettledCardPayment> {
  const db = await getDb();
  const settled = await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw new AppError('ORDER_NOT_FOUND');
    if (payment.status !== 'pending') {
      if (payment.status === outcome) return { orderId: payment.orderId, shopOrderPaid: false };
      throw new AppError('PAYMENT_NOT_PENDING');
    }
    const now = new Date();
    // The order's other payments, locked before the order as every path does: a split sale's cash part is one.
    const others = await tx.select().from(payments).where(and(eq(payments.orderId, payment.orderId), ne(payments.id, paymentId))).for('update');
    if (outcome === 'failed') {
      const failureCode = options.failureCode ?? 'declined';
      // A split sale's cash part is in the drawer: the order waits for the rest (the card again, or cash), never
      // canceled behind the seller's back; its declined part never counts as taken.
      if (others.some((other) => other.status === 'succeeded')) {
        await tx.update(payments).set({ status: 'failed', failureCode, updatedAt: now }).where(eq(payments.id, paymentId));
        return { orderId: payment.orderId, shopOrderPaid: false };
      }
      await cancelUnpaidOrder(tx, payment.orderId, null, failureCode);
      return { orderId: payment.orderId, shopOrderPaid: false };
    }
    await tx.update(payments).set({ status: 'succeeded', updatedAt: now }).where(eq(payments.id, paymentId));
    // At a stand the customer leaves with the goods (finished); a shop order is paid, to be prepared and collected.
    const [order] = await tx.select({ channel: orders.channel, totalInclVat: orders.totalInclVat }).from(orders).where(eq(orders.id, payment.orderId));
    // Paid once every part is in: the succeeded payments, this one included, make the total.
    if (order && balanceDue({ totalInclVat: order.totalInclVat, payments: [...others, { ...payment, status: 'succeeded' }] }) > 0) return { orderId: payment.orderId, shopOrderPaid: false };
    const status = order?.channel === 'shop' ? 'paid' : 'finished';
    const [paid] = await tx.update(orders).set({ status, paidAt: now, updatedAt: now }).where(and(eq(orders.id, payment.orderId), eq(orders.status, 'inProgress'))).returning();
    // Canceled meanwhile (swept by cancel-pending): the money came in anyway and must go back; surfaced to the seller.
    if (!paid) throw new AppError('PAYMENT_NOT_PENDING');
    await journalPaidOrder(tx, payment.orderId);
    return { orderId: payment.orderId, shopOrderPaid: status === 'paid' };
  });
  const [row] = await db.select().from(orders).where(eq(orders.id, settled.orderId));
  const [view] = await toOrderViews(db, [row!]);
  return { order: view!, shopOrderPaid: settled.shopOrderPaid };
}

/**
 * POST /v1/payments/{id}/sandbox-outcome: the register's "mode test" buttons. Only for sandbox payments, only while
 * the sandbox is the configured provider (SANDBOX_PAYMENTS_OFF after a switch: nobody approves real goods for free),
 * and only for someone who may sell at the order's stand.
 */
export async function settleSandboxPayment(actor: Actor, paymentId: string, outcome: 'approve' | 'decline'): Promise<OrderView> {
  assertSandboxIsProvider();
  const db = await getDb();
  const [found] = isUuid(paymentId)
    ? await db.select({ payment: payments, order: orders }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(payments.id, paymentId))
    : [];
  if (!found || found.payment.provider !== 'sandbox' || !found.order.standId) throw new AppError('ORDER_NOT_FOUND');
  // Whatever the stand and event are now: a payment started before the stand closed must still be settled.
  await assertMaySellAt(db, actor, found.order.standId);
  const settled = await settleCardPayment(paymentId, outcome === 'approve' ? 'succeeded' : 'failed', { failureCode: outcome === 'decline' ? 'sandbox_declined' : null });
  return settled.order;
}
