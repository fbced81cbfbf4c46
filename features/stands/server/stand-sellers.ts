import { and, eq, inArray } from 'drizzle-orm';
import { writeStep } from '@/features/events/server/write-step';
import type { Executor, Tx } from '@/lib/db';
import { projectSellers, standSellers, userRoles } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';

/** Of these users, those who may work at the tour's stands: sellers of the tour who still hold the seller role. */
export async function eligibleSellers(db: Executor, projectId: string, userIds: string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ userId: projectSellers.userId })
    .from(projectSellers)
    .innerJoin(userRoles, and(eq(userRoles.userId, projectSellers.userId), eq(userRoles.role, 'seller')))
    .where(and(eq(projectSellers.projectId, projectId), inArray(projectSellers.userId, userIds)));
  return new Set(rows.map((row) => row.userId));
}

/**
 * The sellers given for a stand of this tour must be sellers of the tour (else NO_SELLER_FOUND, which also covers
 * unknown users and other tenants' users) holding the seller role (else USER_IS_NOT_SELLER). `fields` names the
 * offending entries (`sellerIds.1`).
 */
export async function assertAssignableSellers(db: Executor, projectId: string, sellerIds: string[]): Promise<void> {
  if (!sellerIds.length) return;
  const memberRows = await db.select({ userId: projectSellers.userId }).from(projectSellers).where(and(eq(projectSellers.projectId, projectId), inArray(projectSellers.userId, sellerIds)));
  const members = new Set(memberRows.map((row) => row.userId));
  const unknown = sellerIds.flatMap((id, index) => (members.has(id) ? [] : [`sellerIds.${index}`]));
  if (unknown.length) throw new AppError('NO_SELLER_FOUND', { fields: unknown });
  const eligible = await eligibleSellers(db, projectId, sellerIds);
  const notSellers = sellerIds.flatMap((id, index) => (eligible.has(id) ? [] : [`sellerIds.${index}`]));
  if (notSellers.length) throw new AppError('USER_IS_NOT_SELLER', { fields: notSellers });
}

/** Replaces the sellers of a stand (already checked); a write the database refuses is CANT_ADD_SELLER_TO_STAND. */
export async function replaceStandSellers(tx: Tx, standId: string, sellerIds: string[]): Promise<void> {
  await tx.delete(standSellers).where(eq(standSellers.standId, standId));
  if (!sellerIds.length) return;
  await writeStep('CANT_ADD_SELLER_TO_STAND', () => tx.insert(standSellers).values(sellerIds.map((userId) => ({ standId, userId }))));
}
