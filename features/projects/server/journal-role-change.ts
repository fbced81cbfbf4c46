import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { projects } from '@/lib/db/schema';
import { journalTechnicalEvent } from '@/lib/journal/technical-event';

/** Who gained or lost rights on a tour: an organisation of its team, or a seller (docs/journal.md, `roleChange`). */
export interface RoleChange {
  change: 'teamRoleChanged' | 'teamMemberRemoved' | 'teamMemberJoined' | 'sellerJoined' | 'sellerRemoved';
  /** The organisation whose rights changed (team), or null for a seller. */
  memberClientId: string | null;
  /** The seller whose rights changed, or null for an organisation. */
  memberUserId: string | null;
  /** The role after the change; null when the rights are gone. */
  role: string | null;
}

/**
 * A change of who may act on a tour, in the technical chain of the organisation that owns it (its register is the
 * one these rights open), in the caller's transaction, last.
 */
export async function journalRoleChange(tx: Tx, projectId: string, userId: string | null, change: RoleChange): Promise<void> {
  const [project] = await tx.select({ ownerClientId: projects.ownerClientId }).from(projects).where(eq(projects.id, projectId));
  if (!project) return;
  await journalTechnicalEvent(tx, { clientId: project.ownerClientId, kind: 'roleChange', userId, subjectId: projectId, details: { ...change } });
}
