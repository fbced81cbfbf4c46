import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { billableEvents, events, orders, payments, refunds, shops } from '@/lib/db/schema';
import { parisDayEnd, parisDayStart, toParisDate } from '@/lib/datetime/paris-time';
import { formatDate, formatMoney, formatRate } from '@/lib/format';
import { commissionOf, FEES_VAT_RATE, type LineInput } from '../amounts';
import { eventMoments } from './event-moment';
import { feePlanAt, readPlanFees } from './fee-plan';
import { serviceFeeLines } from './service-fees';

/** Paris calendar dates, both included. */
export interface FeePeriod {
  start: string;
  end: string;
}

/** The instants a period of Paris dates covers: [its first day's midnight, the midnight after its last day). */
export function periodInstants(period: FeePeriod): { from: Date; to: Date } {
  return { from: parisDayStart(period.start)!, to: parisDayEnd(period.end)! };
}

const KIND_LABELS = { eventCreation: 'Création d’événement', shopOpening: 'Ouverture de boutique en ligne' } as const;

/**
 * The lines of a client's fee invoice for a period (docs/decisions.md, "Fees and invoices"), excl. VAT:
 * - one line per event created and per shop opened in the period, at the fee of the plan the client held then;
 * - one line per event with card takings in the period: the commission on the card payments that succeeded in the
 *   period (register and shop), less the card refunds given in it, at the basis points of the plan held when the
 *   event took place (its last performance), rounded half up to the cent;
 * - the stand management services delivered in the period and the cancellation fees charged in it (service-fees.ts).
 * Lines worth nothing (a pro plan's free event creation, refunds beyond the period's takings) are left out: an empty
 * result means nothing to bill.
 */
export async function computeClientFees(executor: Executor, clientId: string, period: FeePeriod): Promise<LineInput[]> {
  const { from, to } = periodInstants(period);
  const fees = await readPlanFees(executor);
  const billed = await executor
    .select({ kind: billableEvents.kind, occurredAt: billableEvents.occurredAt, eventId: sql<string | null>`coalesce(${billableEvents.eventId}, ${shops.eventId})`, eventName: events.name })
    .from(billableEvents)
    .leftJoin(shops, eq(shops.id, billableEvents.shopId))
    .leftJoin(events, eq(events.id, sql`coalesce(${billableEvents.eventId}, ${shops.eventId})`))
    .where(and(eq(billableEvents.clientId, clientId), gte(billableEvents.occurredAt, from), lt(billableEvents.occurredAt, to)))
    .orderBy(asc(billableEvents.occurredAt), asc(billableEvents.id));
  const lines: LineInput[] = [];
  for (const row of billed) {
    const plan = await feePlanAt(executor, clientId, row.occurredAt);
    const fee = row.kind === 'eventCreation' ? fees.get(plan)!.eventCreationFee : fees.get(plan)!.shopOpeningFee;
    if (fee === 0) continue;
    const what = [row.eventName, formatDate(toParisDate(row.occurredAt))].filter(Boolean).join(', ');
    lines.push({ label: `${KIND_LABELS[row.kind]} – ${what} (offre ${plan})`, quantity: 1, unitAmountExclVat: fee, vatRate: FEES_VAT_RATE, eventId: row.eventId });
  }
  for (const takings of await cardTakingsByEvent(executor, clientId, from, to)) {
    const moment = (await eventMoments(executor, [takings.eventId])).get(takings.eventId)!;
    const plan = await feePlanAt(executor, clientId, moment);
    const basisPoints = fees.get(plan)!.cardCommissionBasisPoints;
    const commission = commissionOf(takings.net, basisPoints);
    if (commission <= 0) continue;
    lines.push({
      label: `Commission ${formatRate(basisPoints / 100)} sur les encaissements carte – ${takings.eventName} (${formatMoney(takings.net)} nets, offre ${plan})`,
      quantity: 1,
      unitAmountExclVat: commission,
      vatRate: FEES_VAT_RATE,
      eventId: takings.eventId,
    });
  }
  lines.push(...(await serviceFeeLines(executor, clientId, from, to)));
  return lines;
}

/** Per event of the client: card payments that succeeded in [from, to), less card refunds given in it. */
export async function cardTakingsByEvent(executor: Executor, clientId: string, from: Date, to: Date): Promise<{ eventId: string; eventName: string; net: number }[]> {
  const paid = await executor
    .select({ eventId: orders.eventId, eventName: events.name, amount: sql<number>`sum(${payments.amount})::bigint`.mapWith(Number) })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(orders.clientId, clientId), eq(payments.method, 'card'), eq(payments.status, 'succeeded'), gte(payments.updatedAt, from), lt(payments.updatedAt, to)))
    .groupBy(orders.eventId, events.name);
  const refunded = await executor
    .select({ eventId: orders.eventId, eventName: events.name, amount: sql<number>`sum(${refunds.amount})::bigint`.mapWith(Number) })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(orders.clientId, clientId), eq(refunds.method, 'card'), gte(refunds.createdAt, from), lt(refunds.createdAt, to)))
    .groupBy(orders.eventId, events.name);
  const byEvent = new Map<string, { eventId: string; eventName: string; net: number }>();
  for (const row of paid) byEvent.set(row.eventId, { eventId: row.eventId, eventName: row.eventName, net: row.amount });
  for (const row of refunded) {
    const entry = byEvent.get(row.eventId) ?? { eventId: row.eventId, eventName: row.eventName, net: 0 };
    byEvent.set(row.eventId, { ...entry, net: entry.net - row.amount });
  }
  return [...byEvent.values()].sort((a, b) => a.eventName.localeCompare(b.eventName) || a.eventId.localeCompare(b.eventId));
}
