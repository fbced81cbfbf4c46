import { and, eq, inArray } from 'drizzle-orm';
import { isEventFrozen, requireEventForUpdate } from '@/features/events/server/event-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Tx } from '@/lib/db';
import { serviceRequests, serviceRequestStands, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { CreateServiceRequestInput } from '../schemas';
import { isMainlandFrance, mayRequestTerminal, standServiceDeadlines, standServiceTiming, terminalRequestDeadline } from '../time-rules';
import { openStatuses } from '../transitions';
import type { ServiceRequestView } from '../types';
import { eventStart, loadServiceRequest } from './load-service-requests';
import { notifyServiceStep } from './service-mail';

/** The stands asked for must be the event's; a stand with an open request of the same kind is refused. */
async function assertStandsFree(tx: Tx, eventId: string, kind: CreateServiceRequestInput['kind'], standIds: string[]): Promise<void> {
  const owned = await tx.select({ id: stands.id }).from(stands).where(and(eq(stands.eventId, eventId), inArray(stands.id, standIds)));
  if (owned.length !== standIds.length) throw new AppError('VALIDATION_ERRORS', { fields: ['stands'] });
  const taken = await tx
    .select({ standId: serviceRequestStands.standId })
    .from(serviceRequestStands)
    .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestStands.requestId))
    .where(and(inArray(serviceRequestStands.standId, standIds), eq(serviceRequests.kind, kind), inArray(serviceRequests.status, openStatuses)));
  if (taken.length) throw new AppError('SERVICE_ALREADY_REQUESTED', { details: { standId: taken[0]!.standId } });
}

/**
 * POST /v1/events/{id}/service-requests: a terminal or stand management request, under the event's lock so that two
 * requests for one stand cannot both pass. Every time rule is checked here, at the server's clock, in Europe/Paris.
 */
export async function createServiceRequest(actor: Actor, eventId: string, input: CreateServiceRequestInput, origin: string, now = new Date()): Promise<ServiceRequestView> {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const { event, project } = await requireEventForUpdate(actor, eventId, tx);
    if (isEventFrozen(event.status)) throw new AppError('CANT_UPDATE_EVENT');
    const start = await eventStart(tx, event.id);
    if (!start) throw new AppError('SERVICE_EVENT_WITHOUT_DATE');
    let late = false;
    if (input.kind === 'terminal') {
      if (!mayRequestTerminal(start, now)) throw new AppError('TERMINAL_REQUEST_TOO_LATE', { details: { deadline: terminalRequestDeadline(start).toISOString() } });
    } else {
      if (!isMainlandFrance(event.country, event.postcode)) throw new AppError('STAND_SERVICE_OUTSIDE_MAINLAND_FRANCE');
      const timing = standServiceTiming(start, now);
      if (timing === 'refused') throw new AppError('STAND_SERVICE_TOO_LATE', { details: { deadline: standServiceDeadlines(start).refusedFrom.toISOString() } });
      late = timing === 'late';
    }
    const standLines = input.kind === 'terminal' ? input.stands : input.standIds.map((standId) => ({ standId, quantity: 1 }));
    await assertStandsFree(
      tx,
      event.id,
      input.kind,
      standLines.map((line) => line.standId),
    );
    const delivery = input.kind === 'terminal' ? input.delivery : null;
    const [created] = await tx
      .insert(serviceRequests)
      .values({
        clientId: project.ownerClientId,
        eventId: event.id,
        kind: input.kind,
        contactName: input.contact.name,
        contactPhone: input.contact.phone,
        contactEmail: input.contact.email,
        deliveryAddressLine1: delivery?.addressLine1,
        deliveryPostcode: delivery?.postcode,
        deliveryCity: delivery?.city,
        deliveryCountry: delivery?.country,
        note: input.note || null,
        late,
        requestedBy: actor.userId,
        requestedAt: now,
      })
      .returning({ id: serviceRequests.id });
    await tx.insert(serviceRequestStands).values(standLines.map((line) => ({ requestId: created!.id, standId: line.standId, quantity: line.quantity })));
    return created!.id;
  });
  const view = (await loadServiceRequest(db, id, now))!;
  await notifyServiceStep(view, origin);
  return view;
}
