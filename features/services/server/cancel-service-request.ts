import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { serviceRequests } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { cancellationQuote } from '../due';
import type { CancelServiceRequestInput } from '../schemas';
import type { ServiceRequestView } from '../types';
import { eventStart, loadServiceRequest } from './load-service-requests';
import { requireServiceRequest } from './service-access';
import { notifyServiceStep } from './service-mail';

/**
 * POST /v1/service-requests/{id}/cancel: the organiser cancels, accepting the fee they were shown. The fee is computed
 * again here, at the server's clock; if it is not the one accepted (a boundary passed while the dialog was open), the
 * request stays as it was and CANCELLATION_FEE_CHANGED carries the new fee to show. Canceling twice changes nothing.
 */
export async function cancelServiceRequest(actor: Actor, id: string, input: CancelServiceRequestInput, origin: string, now = new Date()): Promise<ServiceRequestView> {
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const request = await requireServiceRequest(actor, id, 'write', tx, true);
    if (request.status === 'canceled') return false;
    const quote = cancellationQuote({ ...request, eventStart: await eventStart(tx, request.eventId) }, now);
    if (!quote) throw new AppError('SERVICE_REQUEST_WRONG_STATUS', { details: { status: request.status } });
    if (quote.fee !== input.expectedFee) throw new AppError('CANCELLATION_FEE_CHANGED', { details: { fee: quote.fee, percent: quote.percent } });
    await tx.update(serviceRequests).set({ status: 'canceled', canceledAt: now, cancellationFee: quote.fee }).where(eq(serviceRequests.id, request.id));
    return true;
  });
  const view = (await loadServiceRequest(db, id, now))!;
  if (changed) await notifyServiceStep(view, origin);
  return view;
}
