import { count, eq } from 'drizzle-orm';
import { readTogether, type Executor, type Tx } from '@/lib/db';
import { eventPerformances, events, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { feeFieldsOf } from '../types';

/**
 * What the creation funnel (details → dates and performances → stands → fees) still lacks, as field names:
 * `name`, `city`, `performances`, `stands`, and the fee fields the commission type needs.
 */
export async function missingForFunnel(db: Executor, eventId: string): Promise<string[]> {
  const [[event], [performances], [standCount]] = await readTogether(db, [
    db.select().from(events).where(eq(events.id, eventId)),
    db.select({ value: count() }).from(eventPerformances).where(eq(eventPerformances.eventId, eventId)),
    db.select({ value: count() }).from(stands).where(eq(stands.eventId, eventId)),
  ]);
  if (!event) throw new AppError('EVENT_NOT_FOUND');
  const missing: string[] = [];
  if (!event.name.trim()) missing.push('name');
  if (!event.city) missing.push('city');
  if (!performances?.value) missing.push('performances');
  if (!standCount?.value) missing.push('stands');
  for (const field of feeFieldsOf[event.commissionType]) if (event[field] === null) missing.push(field);
  return missing;
}

/**
 * After a change to an event or its stands, inside the same transaction: a started event must stay complete (the
 * change is refused with VALIDATION_ERRORS naming what it would lack); a pending event whose funnel was completed
 * goes back to the funnel, so it cannot be started before it is completed again.
 */
export async function keepFunnelConsistent(tx: Tx, eventId: string): Promise<void> {
  const [event] = await tx.select({ status: events.status, funnelCompletedAt: events.funnelCompletedAt }).from(events).where(eq(events.id, eventId));
  if (!event?.funnelCompletedAt) return;
  const missing = await missingForFunnel(tx, eventId);
  if (!missing.length) return;
  if (event.status !== 'pending') throw new AppError('VALIDATION_ERRORS', { fields: missing });
  await tx.update(events).set({ funnelCompletedAt: null }).where(eq(events.id, eventId));
}
