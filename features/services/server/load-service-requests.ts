import { asc, eq, inArray, min, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { clients, eventPerformances, events, serviceRequests, serviceRequestStands, stands } from '@/lib/db/schema';
import { cancellationQuote, nextDue } from '../due';
import type { ServiceRequestView } from '../types';

/** The first performance of each event: "the event" of every time rule. */
export function firstPerformances(executor: Executor) {
  return executor
    .select({ eventId: eventPerformances.eventId, startsAt: min(eventPerformances.startsAt).as('first_starts_at') })
    .from(eventPerformances)
    .groupBy(eventPerformances.eventId)
    .as('first_performances');
}

/** The event's first performance: every time rule counts from it; null when it has none. */
export async function eventStart(executor: Executor, eventId: string): Promise<Date | null> {
  const [row] = await executor.select({ startsAt: min(eventPerformances.startsAt) }).from(eventPerformances).where(eq(eventPerformances.eventId, eventId));
  return row?.startsAt ? new Date(row.startsAt) : null;
}

/** The requests matching `where`, as views computed at `now`, newest first. */
export async function loadServiceRequests(executor: Executor, where: SQL | undefined, now = new Date()): Promise<ServiceRequestView[]> {
  const first = firstPerformances(executor);
  const rows = await executor
    .select({ request: serviceRequests, clientName: clients.name, eventName: events.name, projectId: events.projectId, eventCity: events.city, eventStart: first.startsAt })
    .from(serviceRequests)
    .innerJoin(events, eq(events.id, serviceRequests.eventId))
    .innerJoin(clients, eq(clients.id, serviceRequests.clientId))
    .leftJoin(first, eq(first.eventId, serviceRequests.eventId))
    .where(where)
    .orderBy(asc(serviceRequests.requestedAt));
  if (rows.length === 0) return [];
  const standRows = await executor
    .select({ requestId: serviceRequestStands.requestId, standId: serviceRequestStands.standId, standName: stands.name, quantity: serviceRequestStands.quantity, readerId: serviceRequestStands.readerId })
    .from(serviceRequestStands)
    .innerJoin(stands, eq(stands.id, serviceRequestStands.standId))
    .where(inArray(serviceRequestStands.requestId, rows.map((row) => row.request.id)))
    .orderBy(asc(stands.name));
  return rows
    .map(({ request, clientName, eventName, projectId, eventCity, eventStart }) => {
      // min() over timestamptz comes back as a string on some drivers.
      const start = eventStart ? new Date(eventStart) : null;
      const timing = { kind: request.kind, status: request.status, requestedAt: request.requestedAt, eventStart: start, quoteAmount: request.quoteAmount };
      return {
        id: request.id,
        kind: request.kind,
        status: request.status,
        clientId: request.clientId,
        clientName,
        projectId,
        eventId: request.eventId,
        eventName,
        eventStartsAt: start?.toISOString() ?? null,
        eventCity,
        stands: standRows.filter((stand) => stand.requestId === request.id).map((stand) => ({ standId: stand.standId, standName: stand.standName, quantity: stand.quantity, readerId: stand.readerId })),
        contact: { name: request.contactName, phone: request.contactPhone, email: request.contactEmail },
        delivery:
          request.kind === 'terminal'
            ? { addressLine1: request.deliveryAddressLine1 ?? '', postcode: request.deliveryPostcode ?? '', city: request.deliveryCity ?? '', country: request.deliveryCountry ?? 'FR' }
            : null,
        note: request.note,
        late: request.late,
        quoteAmount: request.quoteAmount,
        cancellationFee: request.cancellationFee,
        declineReason: request.declineReason,
        requestedAt: request.requestedAt.toISOString(),
        acknowledgedAt: request.acknowledgedAt?.toISOString() ?? null,
        shippedAt: request.shippedAt?.toISOString() ?? null,
        returnedAt: request.returnedAt?.toISOString() ?? null,
        quoteAcceptedAt: request.quoteAcceptedAt?.toISOString() ?? null,
        confirmedAt: request.confirmedAt?.toISOString() ?? null,
        declinedAt: request.declinedAt?.toISOString() ?? null,
        canceledAt: request.canceledAt?.toISOString() ?? null,
        due: nextDue(timing, now),
        cancellation: cancellationQuote(timing, now),
      };
    })
    .reverse();
}

export async function loadServiceRequest(executor: Executor, id: string, now = new Date()): Promise<ServiceRequestView | null> {
  const [view] = await loadServiceRequests(executor, eq(serviceRequests.id, id), now);
  return view ?? null;
}
