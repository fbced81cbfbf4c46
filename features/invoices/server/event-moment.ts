import { eq, inArray, max } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { eventPerformances, events } from '@/lib/db/schema';

/**
 * When an event happened, for its commission's plan and its payout's due date: its last performance, or its creation
 * for an event that has none.
 */
export async function eventMoments(executor: Executor, eventIds: string[]): Promise<Map<string, Date>> {
  if (!eventIds.length) return new Map();
  const rows = await executor
    .select({ id: events.id, createdAt: events.createdAt, lastPerformanceAt: max(eventPerformances.startsAt) })
    .from(events)
    .leftJoin(eventPerformances, eq(eventPerformances.eventId, events.id))
    .where(inArray(events.id, eventIds))
    .groupBy(events.id, events.createdAt);
  return new Map(rows.map((row) => [row.id, row.lastPerformanceAt ? new Date(row.lastPerformanceAt) : row.createdAt]));
}
