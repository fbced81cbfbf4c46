import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import type { Executor } from '@/lib/db';
import { events, payouts } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import type { PayoutView } from '../types';
import { seesClientBilling } from './invoice-access';

export type PayoutRow = typeof payouts.$inferSelect & { eventName: string };

export function toPayoutView(row: PayoutRow): PayoutView {
  return {
    id: row.id,
    clientId: row.clientId,
    eventId: row.eventId,
    eventName: row.eventName,
    status: row.status,
    cardTakings: row.cardTakings,
    commission: row.commission,
    deductions: row.deductions,
    amount: row.amount,
    dueAt: row.dueAt,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The payout columns with its event's name, for a select. */
export function payoutColumns() {
  return {
    id: payouts.id,
    clientId: payouts.clientId,
    eventId: payouts.eventId,
    eventName: events.name,
    status: payouts.status,
    cardTakings: payouts.cardTakings,
    commission: payouts.commission,
    deductions: payouts.deductions,
    amount: payouts.amount,
    dueAt: payouts.dueAt,
    paidAt: payouts.paidAt,
    providerPayoutId: payouts.providerPayoutId,
    createdAt: payouts.createdAt,
  };
}

/** A payout its organisation's managers or an admin may see; anything else PAYOUT_NOT_FOUND. */
export async function requireVisiblePayout(executor: Executor, actor: Actor, id: string): Promise<PayoutRow> {
  if (!isUuid(id)) throw new AppError('PAYOUT_NOT_FOUND');
  const [row] = await executor.select(payoutColumns()).from(payouts).innerJoin(events, eq(events.id, payouts.eventId)).where(eq(payouts.id, id));
  if (!row || !seesClientBilling(actor, row.clientId)) throw new AppError('PAYOUT_NOT_FOUND');
  return row;
}
