import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import { firstPerformances } from '@/features/services/server/load-service-requests';
import type { Executor } from '@/lib/db';
import { events, serviceRequests } from '@/lib/db/schema';
import { toParisDate } from '@/lib/datetime/paris-time';
import { formatDate } from '@/lib/format';
import { FEES_VAT_RATE, type LineInput } from '../amounts';

/*
 * The stand management service on the fee invoice (issue #16, docs/decisions.md "Service requests"): a service
 * delivered is billed at its quoted price in the period of the event's first performance; a canceled one, at the
 * cancellation fee its organiser accepted, in the period it was canceled. Terminals are not billed here: the terms
 * have the organiser acquire them from the payment provider.
 */

/** Confirmed stand services whose event starts in [from, to), and cancellation fees charged in it. */
export async function serviceFeeLines(executor: Executor, clientId: string, from: Date, to: Date): Promise<LineInput[]> {
  const first = firstPerformances(executor);
  const delivered = await executor
    .select({ eventId: serviceRequests.eventId, eventName: events.name, amount: serviceRequests.quoteAmount, startsAt: first.startsAt })
    .from(serviceRequests)
    .innerJoin(events, eq(events.id, serviceRequests.eventId))
    .innerJoin(first, eq(first.eventId, serviceRequests.eventId))
    .where(and(eq(serviceRequests.clientId, clientId), eq(serviceRequests.kind, 'standManagement'), eq(serviceRequests.status, 'confirmed'), gte(first.startsAt, from), lt(first.startsAt, to), gt(serviceRequests.quoteAmount, 0)))
    .orderBy(asc(first.startsAt), asc(serviceRequests.id));
  const canceled = await executor
    .select({ eventId: serviceRequests.eventId, eventName: events.name, amount: serviceRequests.cancellationFee, canceledAt: serviceRequests.canceledAt })
    .from(serviceRequests)
    .innerJoin(events, eq(events.id, serviceRequests.eventId))
    .where(and(eq(serviceRequests.clientId, clientId), eq(serviceRequests.status, 'canceled'), gte(serviceRequests.canceledAt, from), lt(serviceRequests.canceledAt, to), gt(serviceRequests.cancellationFee, 0)))
    .orderBy(asc(serviceRequests.canceledAt), asc(serviceRequests.id));
  return [
    ...delivered.map((row) => line(`Gestion de stand – ${row.eventName}, ${formatDate(toParisDate(new Date(row.startsAt!)))}`, row.amount!, row.eventId)),
    ...canceled.map((row) => line(`Frais d’annulation de la gestion de stand – ${row.eventName}, annulée le ${formatDate(toParisDate(row.canceledAt!))}`, row.amount!, row.eventId)),
  ];
}

function line(label: string, amount: number, eventId: string): LineInput {
  return { label, quantity: 1, unitAmountExclVat: amount, vatRate: FEES_VAT_RATE, eventId };
}

/** The clients with a stand service to bill in [from, to): the monthly run invoices them too. */
export async function clientsWithServiceFees(executor: Executor, from: Date, to: Date): Promise<{ clientId: string }[]> {
  const first = firstPerformances(executor);
  const delivered = await executor
    .selectDistinct({ clientId: serviceRequests.clientId })
    .from(serviceRequests)
    .innerJoin(first, eq(first.eventId, serviceRequests.eventId))
    .where(and(eq(serviceRequests.kind, 'standManagement'), eq(serviceRequests.status, 'confirmed'), gte(first.startsAt, from), lt(first.startsAt, to), gt(serviceRequests.quoteAmount, 0)));
  const canceled = await executor
    .selectDistinct({ clientId: serviceRequests.clientId })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.status, 'canceled'), gte(serviceRequests.canceledAt, from), lt(serviceRequests.canceledAt, to), gt(serviceRequests.cancellationFee, 0)));
  return [...delivered, ...canceled];
}
