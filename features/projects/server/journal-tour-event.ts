import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { projects } from '@/lib/db/schema';
import type { JournalValue } from '@/lib/journal/record-hash';
import { journalTechnicalEvent } from '@/lib/journal/technical-event';
import type { ProjectAccess } from './project-access';

/**
 * An event of a tour (a right granted, a price changed) in the technical chain of the organisation that owns the
 * tour: its register is the one concerned. In the caller's transaction, last. The tour by its id, or by the access
 * the caller read already (which names its owner: no read again).
 */
export async function journalTourEvent(
  tx: Tx,
  tour: string | Pick<ProjectAccess, 'ownerClientId'>,
  event: { kind: string; userId: string | null; subjectId: string; details: { [key: string]: JournalValue } },
): Promise<void> {
  const [project] = typeof tour === 'string' ? await tx.select({ ownerClientId: projects.ownerClientId }).from(projects).where(eq(projects.id, tour)) : [tour];
  if (!project) return;
  await journalTechnicalEvent(tx, { clientId: project.ownerClientId, ...event });
}
