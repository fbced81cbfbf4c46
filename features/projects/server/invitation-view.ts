import { projectInvitations } from '@/lib/db/schema';
import type { InvitationView } from '../types';

export type InvitationRow = typeof projectInvitations.$inferSelect;

export function toInvitationView(row: InvitationRow): InvitationView {
  return { id: row.id, projectId: row.projectId, email: row.email, role: row.role, sentAt: row.sentAt.toISOString(), expiresAt: row.expiresAt.toISOString(), acceptedAt: row.acceptedAt?.toISOString() ?? null };
}
