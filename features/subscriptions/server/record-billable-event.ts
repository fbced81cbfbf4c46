import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { billableEvents, events, projects } from '@/lib/db/schema';

/** Spec §9: a fixed fee per event created, billed to the tour's owner; once per event, in the creating transaction. */
export async function recordEventCreation(db: Executor, eventId: string): Promise<void> {
  const [owner] = await db.select({ clientId: projects.ownerClientId }).from(events).innerJoin(projects, eq(projects.id, events.projectId)).where(eq(events.id, eventId));
  if (!owner) return;
  await db.insert(billableEvents).values({ clientId: owner.clientId, kind: 'eventCreation', eventId }).onConflictDoNothing({ target: [billableEvents.eventId, billableEvents.kind] });
}
