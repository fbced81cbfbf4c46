import { eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '@/lib/db';
import { events, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';

/*
 * A closed date is frozen (docs/decisions.md, "A closed date is frozen"): once `PUT /v1/events/{id}/close` has
 * committed, nothing that moves its money or its stands' stock goes through the usual routes. The closing holds the
 * event's row FOR UPDATE while it computes the payout and the settlement; these guards read the row FOR KEY SHARE,
 * which waits for that lock, so a refund or a sale that raced the closing is refused after it, never counted beside it.
 */

/** ORDERS_ENDED_ON_EVENT once the event is closed; locks the event row against a closing until the caller commits. */
export async function assertEventNotClosed(tx: Executor, eventId: string): Promise<void> {
  const [event] = await tx.select({ status: events.status }).from(events).where(eq(events.id, eventId)).for('key share');
  if (event?.status === 'finished') throw new AppError('ORDERS_ENDED_ON_EVENT');
}

/** The same guard for stock: ORDERS_ENDED_ON_EVENT when one of these inventories is a stand of a closed event. */
export async function assertInventoriesNotClosed(tx: Tx, inventoryIds: string[]): Promise<void> {
  if (!inventoryIds.length) return;
  // No filter on the status: a locking read re-reads a row it waited for, so the status checked is the one committed.
  const rows = await tx
    .select({ status: events.status })
    .from(stands)
    .innerJoin(events, eq(events.id, stands.eventId))
    .where(inArray(stands.inventoryId, inventoryIds))
    .for('key share', { of: events });
  if (rows.some((row) => row.status === 'finished')) throw new AppError('ORDERS_ENDED_ON_EVENT');
}
