import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor, Tx } from '@/lib/db';
import { eventAdjustments, eventClosings, events, payouts, projects } from '@/lib/db/schema';
import { toParisDate } from '@/lib/datetime/paris-time';
import { AppError } from '@/lib/errors';
import { addDays } from '../amounts';
import { eventCardMoney } from './commission';
import { eventMoments } from './event-moment';

/** Spec §9: "within 15 days after each event". */
export const PAYOUT_DAYS_AFTER_EVENT = 15;

/**
 * Schedules the event's payout (docs/decisions.md, "Payouts"), in the closing's transaction: the register's card
 * takings less the commission fixed on its card payments (commission.ts), less the post-closing refunds of earlier
 * dates already paid out (carried), due 15 days after the later of the event's last performance and its closing.
 * Shop orders are not in it: destination charges, paid straight to the organiser's account by the provider. Once per
 * event (unique index): a second call changes nothing and returns the payout's id.
 */
export async function schedulePayout(executor: Executor, eventId: string, closedAt?: Date): Promise<string> {
  const [event] = await executor.select({ id: events.id, clientId: projects.ownerClientId }).from(events).innerJoin(projects, eq(projects.id, events.projectId)).where(eq(events.id, eventId));
  if (!event) throw new AppError('EVENT_NOT_FOUND');
  const [existing] = await executor.select({ id: payouts.id }).from(payouts).where(eq(payouts.eventId, eventId));
  if (existing) return existing.id;
  const closing = closedAt ?? (await executor.select({ closedAt: eventClosings.closedAt }).from(eventClosings).where(eq(eventClosings.eventId, eventId)))[0]?.closedAt ?? new Date();
  const moment = (await eventMoments(executor, [eventId])).get(eventId)!;
  const { cardTakings, commission } = await payoutFiguresOf(executor, eventId);
  const carried = await carriedDeductions(executor, event.clientId, cardTakings - commission);
  const lastDay = [toParisDate(moment), toParisDate(closing)].sort().at(-1)!;
  const [row] = await executor
    .insert(payouts)
    .values({ clientId: event.clientId, eventId, cardTakings, commission, deductions: carried.total, amount: cardTakings - commission - carried.total, dueAt: addDays(lastDay, PAYOUT_DAYS_AFTER_EVENT) })
    .onConflictDoNothing({ target: payouts.eventId })
    .returning({ id: payouts.id });
  if (row) {
    if (carried.ids.length) await executor.update(eventAdjustments).set({ carriedToPayoutId: row.id }).where(inArray(eventAdjustments.id, carried.ids));
    return row.id;
  }
  const [raced] = await executor.select({ id: payouts.id }).from(payouts).where(eq(payouts.eventId, eventId));
  return raced!.id;
}

/** What the platform owes an event before deductions: its register's card takings and the commission on them. */
async function payoutFiguresOf(executor: Executor, eventId: string): Promise<{ cardTakings: number; commission: number }> {
  const { register } = await eventCardMoney(executor, eventId);
  const cardTakings = Math.max(0, register.takings);
  return { cardTakings, commission: Math.min(cardTakings, Math.max(0, register.commission)) };
}

/**
 * A refund given after the closing, in the caller's transaction: the event's payout, while it is scheduled, is
 * computed again from the card money (the refund is in it now). Answers its id, or null when it cannot take it (none,
 * already paid, or it would go below zero): the refund is then carried to the organiser's next payout.
 */
export async function takeRefundFromPayout(tx: Tx, eventId: string): Promise<string | null> {
  const [payout] = await tx.select().from(payouts).where(eq(payouts.eventId, eventId)).for('update');
  if (!payout || payout.status !== 'scheduled') return null;
  const { cardTakings, commission } = await payoutFiguresOf(tx, eventId);
  const amount = cardTakings - commission - payout.deductions;
  if (amount < 0) return null;
  await tx.update(payouts).set({ cardTakings, commission, amount }).where(eq(payouts.id, payout.id));
  return payout.id;
}

/**
 * The post-closing refunds of the client's earlier dates whose payout was already paid, oldest first, as many whole
 * ones as this payout can take (a payout never goes below zero; the rest waits for the next one). Locked, so that two
 * closings at once do not both take the same one.
 */
async function carriedDeductions(executor: Executor, clientId: string, available: number): Promise<{ ids: string[]; total: number }> {
  const pending = await executor
    .select({ id: eventAdjustments.id, payoutEffect: eventAdjustments.payoutEffect })
    .from(eventAdjustments)
    .where(and(eq(eventAdjustments.clientId, clientId), eq(eventAdjustments.carried, true), isNull(eventAdjustments.carriedToPayoutId)))
    .orderBy(asc(eventAdjustments.createdAt), asc(eventAdjustments.id))
    .for('update');
  const ids: string[] = [];
  let total = 0;
  for (const adjustment of pending) {
    if (total + adjustment.payoutEffect > available) break;
    ids.push(adjustment.id);
    total += adjustment.payoutEffect;
  }
  return { ids, total };
}
