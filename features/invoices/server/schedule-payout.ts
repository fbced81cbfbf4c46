import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { eventClosings, events, orders, payments, payouts, projects, refunds } from '@/lib/db/schema';
import { toParisDate } from '@/lib/datetime/paris-time';
import { AppError } from '@/lib/errors';
import { addDays, commissionOf } from '../amounts';
import { eventMoments } from './event-moment';
import { feePlanAt, readPlanFees } from './fee-plan';

/** Spec §9: "within 15 days after each event". */
export const PAYOUT_DAYS_AFTER_EVENT = 15;

/**
 * The register's card takings of an event: card payments that succeeded on orders made at its stands, less the card
 * refunds of those orders. Shop orders are left out: they are destination charges, paid straight to the organiser's
 * account by the provider (lib/payments/stripe-provider.ts), so the platform holds none of that money.
 */
export async function registerCardTakings(executor: Executor, eventId: string): Promise<number> {
  const atStands = and(eq(orders.eventId, eventId), isNotNull(orders.standId), ne(orders.channel, 'shop'));
  const [[paid], [refunded]] = [
    await executor
      .select({ amount: sql<number>`coalesce(sum(${payments.amount}), 0)::bigint`.mapWith(Number) })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(atStands, eq(payments.method, 'card'), eq(payments.status, 'succeeded'))),
    await executor
      .select({ amount: sql<number>`coalesce(sum(${refunds.amount}), 0)::bigint`.mapWith(Number) })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(atStands, eq(refunds.method, 'card'))),
  ];
  return Math.max(0, (paid?.amount ?? 0) - (refunded?.amount ?? 0));
}

/**
 * Schedules the event's payout (docs/decisions.md, "Payouts"), in the closing's transaction: the register's card
 * takings less the commission of the plan the organiser held when the event took place, due 15 days after the later
 * of the event's last performance and its closing. Once per event (unique index): a second call changes nothing and
 * returns the payout's id.
 */
export async function schedulePayout(executor: Executor, eventId: string, closedAt?: Date): Promise<string> {
  const [event] = await executor.select({ id: events.id, clientId: projects.ownerClientId }).from(events).innerJoin(projects, eq(projects.id, events.projectId)).where(eq(events.id, eventId));
  if (!event) throw new AppError('EVENT_NOT_FOUND');
  const [existing] = await executor.select({ id: payouts.id }).from(payouts).where(eq(payouts.eventId, eventId));
  if (existing) return existing.id;
  const closing = closedAt ?? (await executor.select({ closedAt: eventClosings.closedAt }).from(eventClosings).where(eq(eventClosings.eventId, eventId)))[0]?.closedAt ?? new Date();
  const moment = (await eventMoments(executor, [eventId])).get(eventId)!;
  const plan = await feePlanAt(executor, event.clientId, moment);
  const basisPoints = (await readPlanFees(executor)).get(plan)!.cardCommissionBasisPoints;
  const cardTakings = await registerCardTakings(executor, eventId);
  const commission = commissionOf(cardTakings, basisPoints);
  const lastDay = [toParisDate(moment), toParisDate(closing)].sort().at(-1)!;
  const [row] = await executor
    .insert(payouts)
    .values({ clientId: event.clientId, eventId, cardTakings, commission, amount: cardTakings - commission, dueAt: addDays(lastDay, PAYOUT_DAYS_AFTER_EVENT) })
    .onConflictDoNothing({ target: payouts.eventId })
    .returning({ id: payouts.id });
  if (row) return row.id;
  const [raced] = await executor.select({ id: payouts.id }).from(payouts).where(eq(payouts.eventId, eventId));
  return raced!.id;
}
