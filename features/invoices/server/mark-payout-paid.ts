import { and, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { payouts } from '@/lib/db/schema';
import type { PayoutView } from '../types';
import { requireVisiblePayout, toPayoutView } from './payout-view';

/**
 * PUT /v1/payouts/{id}/paid (admins): the transfer to the organiser was made. Saying it again changes nothing (the
 * first date stays), so a repeated click or a retried request is harmless.
 */
export async function markPayoutPaid(actor: Actor, id: string): Promise<PayoutView> {
  const db = await getDb();
  const payout = await requireVisiblePayout(db, actor, id);
  await db
    .update(payouts)
    .set({ status: 'paid', paidAt: new Date() })
    .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'scheduled')));
  return toPayoutView(await requireVisiblePayout(db, actor, id));
}
