import { count, desc, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { events, payouts } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { offsetOf, toPage, type Page } from '@/lib/http/pagination';
import { isUuid } from '@/lib/validation/uuid';
import type { ListPayoutsQuery } from '../schemas';
import type { PayoutView } from '../types';
import { seesClientBilling } from './invoice-access';
import { payoutColumns, toPayoutView } from './payout-view';

/** GET /v1/clients/{id}/payouts: latest due date first; its own managers and admins, another client NOT_FOUND. */
export async function listClientPayouts(actor: Actor, clientId: string, query: ListPayoutsQuery): Promise<Page<PayoutView>> {
  if (!isUuid(clientId) || !seesClientBilling(actor, clientId)) throw new AppError('NOT_FOUND');
  const db = await getDb();
  const where = eq(payouts.clientId, clientId);
  const [rows, [total]] = await Promise.all([
    db.select(payoutColumns()).from(payouts).innerJoin(events, eq(events.id, payouts.eventId)).where(where).orderBy(desc(payouts.dueAt), desc(payouts.createdAt), desc(payouts.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ value: count() }).from(payouts).where(where),
  ]);
  return toPage(rows.map(toPayoutView), total?.value ?? 0, query);
}
