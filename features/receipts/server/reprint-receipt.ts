import { eq, sql } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { orders } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { journalTechnicalEvent } from '@/lib/journal/technical-event';
import type { ReceiptView } from '../types';
import { toReceiptView } from './receipt-view';
import { orderForSender } from './send-receipt-email';

/**
 * POST /v1/orders/{id}/receipt-reprint: the register prints a sale's receipt again. The copy is a duplicate with its
 * own number (« DUPLICATA n° 2 »): the order's count goes up and the technical chain says who printed which copy, in
 * one transaction. Who may: whoever may e-mail the receipt (the stand's sellers, the tour's writers). Only a sale of
 * the journal has a receipt to copy (ORDER_STATUS_NOT_ALLOWED otherwise). The route keeps its answer per
 * Idempotency-Key, so a retry answers the same copy and counts nothing twice.
 */
export async function reprintReceipt(actor: Actor, orderId: string): Promise<ReceiptView> {
  const order = await orderForSender(actor, orderId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [counted] = await tx
      .update(orders)
      .set({ receiptDuplicates: sql`${orders.receiptDuplicates} + 1` })
      .where(eq(orders.id, order.id))
      .returning();
    const receipt = await toReceiptView(tx, counted!, counted!.receiptDuplicates);
    // Rolled back with the count: a receipt the journal never recorded is not a sale's copy.
    if (!receipt.journal) throw new AppError('ORDER_STATUS_NOT_ALLOWED');
    const details = { orderId: order.id, ticketNumber: order.ticketNumber, saleSequence: receipt.journal.sequence, duplicate: receipt.duplicate! };
    await journalTechnicalEvent(tx, { clientId: order.clientId, kind: 'reprint', userId: actor.userId, subjectId: order.id, details });
    return receipt;
  });
}
