import type { Tx } from '@/lib/db';
import { eventAdjustments } from '@/lib/db/schema';
import type { LateSale } from '@/features/orders/server/create-event-order';

/**
 * A sale made offline that arrived after its date was closed (issue #26), recorded in the sale's transaction as a
 * post-closing adjustment of the date: the settlement lists it below the figures the closing confirmed, which never
 * change. Its money flows as a refund's with the opposite sign: amount and units negative (money and goods went out
 * to the buyer, not back); paid in cash (offline is cash only), it takes nothing from the platform's payouts. Its
 * units left the shelf before the closing counted it, so no stock moves now (`soldOffline`).
 */
export async function recordLateSale(tx: Tx, sale: LateSale): Promise<void> {
  await tx.insert(eventAdjustments).values({
    eventId: sale.eventId,
    clientId: sale.clientId,
    orderId: sale.orderId,
    kind: 'lateSale',
    refundId: null,
    method: 'cash',
    amount: -sale.totalInclVat,
    commission: 0,
    units: -sale.units,
    destination: 'soldOffline',
    payoutEffect: 0,
    payoutId: null,
    carried: false,
    reason: sale.receiptNumber,
    createdBy: sale.actorUserId,
  });
}
