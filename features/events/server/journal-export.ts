import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { events, projects } from '@/lib/db/schema';
import { journalTechnicalEvent } from '@/lib/journal/technical-event';

/** What a manager downloads of an event's money (docs/journal.md, `export`). */
export type EventDocument = 'settlementCsv' | 'settlementPdf';

/**
 * An export of an event's figures, in the technical chain of the organisation that owns the tour, in a short
 * transaction of its own (the download is a read). Called once the caller's access was checked and the file made.
 */
export async function journalEventExport(actor: Actor, eventId: string, document: EventDocument): Promise<void> {
  const db = await getDb();
  const [owner] = await db.select({ clientId: projects.ownerClientId }).from(events).innerJoin(projects, eq(projects.id, events.projectId)).where(eq(events.id, eventId));
  if (!owner) return;
  await db.transaction((tx) => journalTechnicalEvent(tx, { clientId: owner.clientId, kind: 'export', userId: actor.userId, subjectId: eventId, details: { document } }));
}
