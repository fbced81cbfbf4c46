import type { Tx } from '@/lib/db';
import { journalTourEvent } from './journal-tour-event';

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

/** A change of who may act on a tour, logged under the tour's owner (whose register these rights open). */
export function journalRoleChange(tx: Tx, projectId: string, userId: string | null, change: RoleChange): Promise<void> {
  return journalTourEvent(tx, projectId, { kind: 'roleChange', userId, subjectId: projectId, details: { ...change } });
}
