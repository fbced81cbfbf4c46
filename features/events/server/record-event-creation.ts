import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { billableEvents, events, projects } from '@/lib/db/schema';

/**
 * Spec §9's fixed fee per event creation: the event's creation recorded as billable to the tour's owner, in the
 * creating transaction (a duplicate is a creation too). Once per event. The event writes this fact itself; invoices
 * only read `billable_events` when they compute the fees, so events never import the invoices domain.
 */
export async function recordEventCreation(executor: Executor, eventId: string): Promise<void> {
  const [event] = await executor
    .select({ clientId: projects.ownerClientId, createdAt: events.createdAt })
    .from(events)
    .innerJoin(projects, eq(projects.id, events.projectId))
    .where(eq(events.id, eventId));
  if (!event) return;
  await executor
    .insert(billableEvents)
    .values({ clientId: event.clientId, kind: 'eventCreation', eventId, occurredAt: event.createdAt })
    .onConflictDoNothing({ target: [billableEvents.eventId, billableEvents.kind] });
}
