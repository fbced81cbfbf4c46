import { and, asc, inArray, isNotNull, lt } from 'drizzle-orm';
import { unpaidStatuses } from '@/features/orders/server/cancel-order';
import { cancelWithProvider } from '@/features/orders/server/cancel-with-provider';
import { getDb } from '@/lib/db';
import { orders } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { CronJob } from '@/lib/jobs';

/** The pg-boss queue that sweeps them, every minute (docs/operations.md, "Scheduled jobs"). */
export const RELEASE_EXPIRED_HOLDS_JOB = 'release-expired-holds';

/**
 * How long after its end a hold is swept. At the end itself the provider expires its own page and tells us (Stripe's
 * webhook cancels the order): the sweep comes after, for what nobody told us (the sandbox, a webhook lost), rather than
 * racing the provider to close a page it is closing.
 */
export const SWEEP_GRACE_MS = 2 * 60_000;

/** How many orders one sweep looks at; the next minute's takes the rest. */
export const RELEASE_BATCH = 200;

/**
 * Every unpaid order whose stock hold ended (SWEEP_GRACE_MS ago) is canceled and its units go back on sale (ledger, one transaction per
 * order, provider payment stopped first, as cancel-pending does). Until this ran, only a manager's cancel-pending or
 * the provider's expiry webhook gave them back, and the sandbox has no webhook: a hoarded shop stayed empty. Sweeps may
 * overlap (two instances, a slow one): an order is canceled once. One the provider will not stop (paid a moment ago)
 * is left for its outcome.
 */
export async function releaseExpiredHolds(now: Date = new Date()): Promise<{ released: number }> {
  const db = await getDb();
  const expired = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.status, [...unpaidStatuses]), isNotNull(orders.holdExpiresAt), lt(orders.holdExpiresAt, new Date(now.getTime() - SWEEP_GRACE_MS))))
    .orderBy(asc(orders.holdExpiresAt))
    .limit(RELEASE_BATCH);
  let released = 0;
  for (const { id } of expired) {
    try {
      if (await cancelWithProvider(db, id, null, 'expired')) released += 1;
    } catch (error) {
      // Reported where it happened; the provider's outcome will settle this one.
      if (!(error instanceof AppError && error.errorCode === 'PAYMENT_PROVIDER_ERROR')) throw error;
    }
  }
  return { released };
}

/** The sweep as the job queue runs it, every minute on every engine (instrumentation.ts registers it). */
export const releaseExpiredHoldsJob: CronJob = {
  name: RELEASE_EXPIRED_HOLDS_JOB,
  cron: '* * * * *',
  run: async () => {
    await releaseExpiredHolds();
  },
};
