import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { serviceRequests } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { AcceptServiceQuoteInput } from '../schemas';
import type { ServiceRequestView } from '../types';
import { loadServiceRequest } from './load-service-requests';
import { requireServiceRequest } from './service-access';

/**
 * POST /v1/service-requests/{id}/accept-quote (the tour's writers): the organiser accepts the stand service's price
 * the platform quoted, the one they were shown (issue #25). Only then may an admin confirm it (moveServiceRequest,
 * SERVICE_QUOTE_NOT_ACCEPTED). A request that is not an acknowledged stand service is SERVICE_REQUEST_WRONG_STATUS;
 * a price corrected since it was shown is SERVICE_QUOTE_CHANGED, carrying the new one. Accepting twice changes nothing.
 */
export async function acceptServiceQuote(actor: Actor, id: string, input: AcceptServiceQuoteInput, now = new Date()): Promise<ServiceRequestView> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const request = await requireServiceRequest(actor, id, 'write', tx, true);
    if (request.kind !== 'standManagement' || request.status !== 'acknowledged' || request.quoteAmount === null) throw new AppError('SERVICE_REQUEST_WRONG_STATUS', { details: { status: request.status } });
    if (request.quoteAmount !== input.expectedQuoteAmount) throw new AppError('SERVICE_QUOTE_CHANGED', { details: { quoteAmount: request.quoteAmount } });
    if (request.quoteAcceptedAt) return;
    await tx.update(serviceRequests).set({ quoteAcceptedAt: now }).where(eq(serviceRequests.id, request.id));
  });
  return (await loadServiceRequest(db, id, now))!;
}
