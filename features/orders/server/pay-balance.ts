import { eq } from 'drizzle-orm';
import { cardCommissionOf, commissionRateAt } from '@/features/invoices/server/commission';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Tx } from '@/lib/db';
import { orders, payments, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { getPaymentProvider } from '@/lib/payments';
import { balanceDue, orderMethodOf } from '../payment-parts';
import type { PayBalanceInput } from '../schemas';
import { changeDue } from '../totals';
import type { OrderView } from '../types';
import { sendToReader } from './card-payments';
import { journalPaidOrder } from './journal-records';
import { requireOrder } from './order-access';
import { orderView } from './refund-order';
import { assertMaySellAt } from './sale-context';

/**
 * POST /v1/orders/{id}/payments: what is left to pay of a stand's sale still in progress with nothing pending at the
 * terminal: a split sale whose card part was declined (docs/decisions.md, "Split payment"). By card: a new card
 * payment of the balance goes to the stand's reader, as the sale's did. In cash: it is in at once and the order is
 * paid. The route keeps its answer by Idempotency-Key (`idempotent`), so a retry never takes the balance twice; a
 * second attempt on the same order after that is refused: nothing is left to pay, or the card is already waiting.
 */
export async function payBalance(actor: Actor, orderId: string, input: PayBalanceInput): Promise<OrderView> {
  const db = await getDb();
  const order = await db.transaction((tx) => recordBalancePayment(tx, actor, orderId, input));
  return order.payments.some((payment) => payment.status === 'pending') ? sendToReader(order) : order;
}

async function recordBalancePayment(tx: Tx, actor: Actor, orderId: string, input: PayBalanceInput): Promise<OrderView> {
  const { order: found } = await requireOrder(actor, orderId, 'write', tx);
  if (!found.standId || found.channel === 'shop') throw new AppError('ORDER_NOT_FOUND');
  await assertMaySellAt(tx, actor, found.standId);
  // Payments before the order, in the order the provider's outcome (settleCardPayment) locks them.
  const held = await tx.select().from(payments).where(eq(payments.orderId, found.id)).for('update');
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
  if (!order || order.status !== 'inProgress' || held.some((payment) => payment.status === 'pending')) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
  const balance = balanceDue({ totalInclVat: order.totalInclVat, payments: held });
  if (balance <= 0) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
  const now = new Date();

  if (input.method === 'card') {
    const basisPoints = await commissionRateAt(tx, order.clientId);
    await tx.insert(payments).values({ orderId: order.id, method: 'card', status: 'pending', amount: balance, provider: getPaymentProvider().name, commissionBasisPoints: basisPoints, commission: cardCommissionOf(balance, basisPoints) });
    return orderView(tx, order.id);
  }

  const [stand] = await tx.select({ isCashCompatible: stands.isCashCompatible }).from(stands).where(eq(stands.id, order.standId!));
  if (!stand?.isCashCompatible) throw new AppError('STAND_NOT_CASH_COMPATIBLE', { fields: ['method'] });
  const change = changeDue(balance, input.amountTendered);
  if (change === null) throw new AppError('VALIDATION_ERRORS', { fields: ['amountTendered'] });
  await tx.insert(payments).values({ orderId: order.id, method: 'cash', status: 'succeeded', amount: balance, provider: null, commissionBasisPoints: null, commission: 0 });
  const succeeded = [...held.filter((payment) => payment.status === 'succeeded'), { method: 'cash' as const }];
  await tx
    .update(orders)
    .set({
      status: 'finished',
      paidAt: now,
      updatedAt: now,
      paymentMethod: orderMethodOf(succeeded),
      // The drawer's figures for the receipt: every cash part's tendered money and change together.
      amountTendered: (order.amountTendered ?? 0) + input.amountTendered,
      changeGiven: (order.changeGiven ?? 0) + change,
    })
    .where(eq(orders.id, order.id));
  await journalPaidOrder(tx, order.id);
  return orderView(tx, order.id);
}
