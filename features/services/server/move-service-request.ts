import { and, eq, ne } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Tx } from '@/lib/db';
import { serviceRequests, serviceRequestStands, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { MoveServiceRequestInput } from '../schemas';
import { mayConfirm } from '../time-rules';
import { mayMove } from '../transitions';
import type { ServiceRequestView } from '../types';
import { eventStart, loadServiceRequest } from './load-service-requests';
import { requireServiceRequest, type ServiceRequestRow } from './service-access';
import { notifyServiceStep } from './service-mail';

const stepDates = { acknowledged: 'acknowledgedAt', shipped: 'shippedAt', returned: 'returnedAt', confirmed: 'confirmedAt', declined: 'declinedAt' } as const;

/** Shipping terminals: each reader named becomes its stand's card reader, the one its register sends card sales to. */
async function assignReaders(tx: Tx, request: ServiceRequestRow, readers: NonNullable<MoveServiceRequestInput['readers']>): Promise<void> {
  const lines = await tx.select({ standId: serviceRequestStands.standId }).from(serviceRequestStands).where(eq(serviceRequestStands.requestId, request.id));
  const served = new Set(lines.map((line) => line.standId));
  if (readers.some((reader) => !served.has(reader.standId))) throw new AppError('VALIDATION_ERRORS', { fields: ['readers'] });
  for (const { standId, readerId } of readers) {
    await tx.update(serviceRequestStands).set({ readerId }).where(and(eq(serviceRequestStands.requestId, request.id), eq(serviceRequestStands.standId, standId)));
    // A reader is in one place at a time: shipped here, it is no longer the reader of the stand it served before.
    await tx.update(stands).set({ cardReaderId: null, updatedAt: new Date() }).where(and(eq(stands.cardReaderId, readerId), ne(stands.id, standId)));
    await tx.update(stands).set({ cardReaderId: readerId, updatedAt: new Date() }).where(eq(stands.id, standId));
  }
}

/**
 * The same step again: nothing changes, unless it corrects an acknowledged stand service's price, which the organiser
 * has then to accept again (the acceptance was of the former price).
 */
async function correctQuote(tx: Tx, request: ServiceRequestRow, input: MoveServiceRequestInput): Promise<boolean> {
  const corrected = request.kind === 'standManagement' && request.status === 'acknowledged' && input.quoteAmount !== undefined && input.quoteAmount !== request.quoteAmount;
  if (corrected) await tx.update(serviceRequests).set({ quoteAmount: input.quoteAmount, quoteAcceptedAt: null }).where(eq(serviceRequests.id, request.id));
  return corrected;
}

/** Returned terminals stop being their stands' readers (unless a later request gave the stand another one). */
export async function releaseReaders(tx: Tx, requestId: string): Promise<void> {
  const lines = await tx.select({ standId: serviceRequestStands.standId, readerId: serviceRequestStands.readerId }).from(serviceRequestStands).where(eq(serviceRequestStands.requestId, requestId));
  for (const { standId, readerId } of lines) {
    if (readerId) await tx.update(stands).set({ cardReaderId: null, updatedAt: new Date() }).where(and(eq(stands.id, standId), eq(stands.cardReaderId, readerId)));
  }
}

/**
 * PUT /v1/service-requests/{id}/status (platform admins): the next step of a request. A step that is not next for the
 * request's kind and status is SERVICE_REQUEST_WRONG_STATUS; asking again for the status it already has changes
 * nothing, so a double click or a retried request is harmless, except that an acknowledged stand service may be
 * acknowledged again with a corrected price (the organiser is told). A stand service is acknowledged with its price,
 * accepted by its organiser (acceptServiceQuote), and only then confirmed, at the latest 48 hours before the event. The steps record the platform's own work (its terminals come
 * back after the tour is over): an archived tour, closed to its organiser's changes, does not stop them.
 */
export async function moveServiceRequest(actor: Actor, id: string, input: MoveServiceRequestInput, origin: string, now = new Date()): Promise<ServiceRequestView> {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const request = await requireServiceRequest(actor, id, 'read', tx, true);
    if (request.status === input.status) return correctQuote(tx, request, input);
    if (!mayMove(request.kind, request.status, input.status)) throw new AppError('SERVICE_REQUEST_WRONG_STATUS', { details: { status: request.status } });
    const quoteNeeded = input.status === 'acknowledged' && request.kind === 'standManagement';
    if (quoteNeeded && input.quoteAmount === undefined) throw new AppError('VALIDATION_ERRORS', { fields: ['quoteAmount'] });
    if (input.status === 'confirmed') {
      // The organiser agrees to the price first (issue #25): an admin no longer quotes and confirms in one pass.
      if (request.kind === 'standManagement' && !request.quoteAcceptedAt) throw new AppError('SERVICE_QUOTE_NOT_ACCEPTED');
      const start = await eventStart(tx, request.eventId);
      if (!start || !mayConfirm(start, now)) throw new AppError('SERVICE_CONFIRMATION_TOO_LATE');
    }
    if (input.status === 'shipped') await assignReaders(tx, request, input.readers ?? []);
    if (input.status === 'returned') await releaseReaders(tx, request.id);
    await tx
      .update(serviceRequests)
      .set({
        status: input.status,
        [stepDates[input.status]]: now,
        ...(quoteNeeded ? { quoteAmount: input.quoteAmount } : {}),
        ...(input.status === 'declined' ? { declineReason: input.reason || null } : {}),
      })
      .where(eq(serviceRequests.id, request.id));
    return true;
  });
  const view = (await loadServiceRequest(db, id, now))!;
  if (changed) await notifyServiceStep(view, origin);
  return view;
}
