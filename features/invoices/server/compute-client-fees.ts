import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { billableEvents, events, orders, payments, shops } from '@/lib/db/schema';
import { parisDayEnd, parisDayStart, toParisDate } from '@/lib/datetime/paris-time';
import { formatDate, formatMoney, formatRate } from '@/lib/format';
import { FEES_VAT_RATE, type LineInput } from '../amounts';
import { cardMoneyBy, sumCardMoney } from './commission';
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
 * - one line per event with card takings in the period: the commission fixed on the card payments that succeeded in
 *   the period (register and shop), less what the card refunds given in it gave back (commission.ts);
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
    if (takings.commission <= 0) continue;
    const rate = takings.basisPoints === null ? '' : ` ${formatRate(takings.basisPoints / 100)}`;
    lines.push({
      label: `Commission${rate} sur les encaissements carte – ${takings.eventName} (${formatMoney(takings.net)} nets)`,
      quantity: 1,
      unitAmountExclVat: takings.commission,
      vatRate: FEES_VAT_RATE,
      eventId: takings.eventId,
    });
  }
  lines.push(...(await serviceFeeLines(executor, clientId, from, to)));
  return lines;
}

/**
 * Per event of the client: card payments that succeeded in [from, to), less card refunds given in it, and the
 * commission on them as fixed on each payment (commission.ts); the rate when all of them had the same.
 */
export async function cardTakingsByEvent(executor: Executor, clientId: string, from: Date, to: Date): Promise<{ eventId: string; eventName: string; net: number; commission: number; basisPoints: number | null }[]> {
  const byEvent = await cardMoneyBy(executor, { orders: eq(orders.clientId, clientId), paidFrom: from, paidBefore: to, refundedFrom: from, refundedBefore: to });
  if (!byEvent.size) return [];
  const eventIds = [...byEvent.keys()];
  const [names, rates] = [
    await executor.select({ id: events.id, name: events.name }).from(events).where(inArray(events.id, eventIds)),
    await executor
      .selectDistinct({ eventId: orders.eventId, basisPoints: payments.commissionBasisPoints })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(inArray(orders.eventId, eventIds), eq(payments.method, 'card'), eq(payments.status, 'succeeded'), gte(payments.updatedAt, from), lt(payments.updatedAt, to))),
  ];
  return eventIds
    .map((eventId) => {
      const money = sumCardMoney(byEvent.get(eventId)!.values());
      const eventRates = rates.filter((row) => row.eventId === eventId);
      const basisPoints = eventRates.length === 1 ? (eventRates[0]!.basisPoints ?? null) : null;
      return { eventId, eventName: names.find((row) => row.id === eventId)?.name ?? '', net: money.takings, commission: money.commission, basisPoints };
    })
    .sort((a, b) => a.eventName.localeCompare(b.eventName) || a.eventId.localeCompare(b.eventId));
}
