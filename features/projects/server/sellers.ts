import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { events, projectSellers, standSellers, stands, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import type { SellerView } from '../types';
import { journalRoleChange } from './journal-role-change';
import { requireProject } from './project-access';

function toSellerView(row: { id: string; email: string; firstName: string | null; lastName: string | null; emailVerifiedAt: Date | null }): SellerView {
  return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName, emailVerified: row.emailVerifiedAt !== null };
}

/** GET /v1/projects/{id}/sellers: the sellers who have joined the tour (invitations are listed apart). */
export async function listSellers(actor: Actor, projectId: string): Promise<SellerView[]> {
  const access = await requireProject(actor, projectId, 'read');
  if (access.membership === 'seller') throw new AppError('FORBIDDEN');
  const db = await getDb();
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, emailVerifiedAt: users.emailVerifiedAt })
    .from(projectSellers)
    .innerJoin(users, eq(users.id, projectSellers.userId))
    .where(eq(projectSellers.projectId, projectId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
  return rows.map(toSellerView);
}

/** DELETE /v1/projects/{id}/sellers/{userId}: the seller leaves the tour and every stand of it. */
export async function removeSeller(actor: Actor, projectId: string, userId: string): Promise<void> {
  await requireProject(actor, projectId, 'write');
  if (!isUuid(userId)) throw new AppError('NO_SELLER_FOUND');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const removed = await tx.delete(projectSellers).where(and(eq(projectSellers.projectId, projectId), eq(projectSellers.userId, userId))).returning();
    if (!removed.length) throw new AppError('NO_SELLER_FOUND');
    const projectStands = tx.select({ id: stands.id }).from(stands).innerJoin(events, eq(events.id, stands.eventId)).where(eq(events.projectId, projectId));
    await tx.delete(standSellers).where(and(eq(standSellers.userId, userId), inArray(standSellers.standId, projectStands)));
    await journalRoleChange(tx, projectId, actor.userId, { change: 'sellerRemoved', memberClientId: null, memberUserId: userId, role: null });
  });
}
