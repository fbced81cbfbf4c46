import { and, eq, inArray, ne, not } from 'drizzle-orm';
import { grantingSubscription } from '@/features/entitlements/server/entitlements';
import type { Tx } from '@/lib/db';
import { subscriptions, type SubscriptionRow } from '@/lib/db/schema';

export interface PaidPeriod {
  start: Date;
  end: Date;
  providerSubscriptionId: string;
}

/** One month later, on the same day (clamped to the month's last day, as billing providers do). */
export function addOneMonth(start: Date): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  if (end.getUTCDate() !== start.getUTCDate()) end.setUTCDate(0);
  return end;
}

/**
 * The first month is paid: the subscription becomes active for its period and the trial, if any, ends now (one plan
 * at a time). Settling an already active one changes nothing, so a replayed webhook or a second click is harmless.
 */
export async function activateSubscription(tx: Tx, subscriptionId: string, period: PaidPeriod): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update');
  if (!row || row.status !== 'incomplete') return null;
  const now = new Date();
  await tx
    .update(subscriptions)
    .set({ status: 'expired', currentPeriodEnd: now, updatedAt: now })
    .where(and(eq(subscriptions.clientId, row.clientId), eq(subscriptions.status, 'trialing'), ne(subscriptions.id, row.id)));
  // A paid one that grants nothing any more (a sandbox month ended, or the sandbox was switched off) is over: it
  // makes room for this one under the one-running rule.
  await tx
    .update(subscriptions)
    .set({ status: 'canceled', canceledAt: now, updatedAt: now })
    .where(and(eq(subscriptions.clientId, row.clientId), inArray(subscriptions.status, ['active', 'past_due']), ne(subscriptions.id, row.id), not(grantingSubscription(now))));
  const [active] = await tx
    .update(subscriptions)
    .set({ status: 'active', currentPeriodStart: period.start, currentPeriodEnd: period.end, providerSubscriptionId: period.providerSubscriptionId, checkoutUrl: null, updatedAt: now })
    .where(eq(subscriptions.id, row.id))
    .returning();
  return active ?? null;
}
