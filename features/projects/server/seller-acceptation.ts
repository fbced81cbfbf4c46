import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { hashToken } from '@/lib/auth/one-time-token';
import { hashPassword } from '@/lib/auth/password';
import { getDb, type Executor, type Tx } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { projects, projectSellerInvitations, projectSellers, userRoles, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { SellerAccountInput } from '../schemas';
import type { SellerAcceptationView } from '../types';
import { findInvitee, sameAddress } from './invitations';
import { journalRoleChange } from './journal-role-change';

type SellerInvitationRow = typeof projectSellerInvitations.$inferSelect;

/** The pending, unexpired invitation of this link (and of this address, when given). */
function usable(token: string, now: Date, email?: string): SQL {
  return and(
    eq(projectSellerInvitations.tokenHash, hashToken(token)),
    isNull(projectSellerInvitations.acceptedAt),
    gt(projectSellerInvitations.expiresAt, now),
    email === undefined ? undefined : sameAddress(projectSellerInvitations.email, email),
  )!;
}

/**
 * Uses the invitation up and makes its user a seller of the tour: the seller role (kept if held), then the tour.
 * Atomic with the caller's transaction; of two acceptances at once, the second finds the link used.
 */
async function join(tx: Tx, invitation: SellerInvitationRow, userId: string, now: Date): Promise<SellerAcceptationView> {
  const [project] = await tx.select({ name: projects.name, status: projects.status }).from(projects).where(eq(projects.id, invitation.projectId));
  if (project!.status === 'archived') throw new AppError('FORBIDDEN_ON_INACTIVE_PROJECT');
  await tx.update(projectSellerInvitations).set({ acceptedAt: now, acceptedByUserId: userId }).where(eq(projectSellerInvitations.id, invitation.id));
  await tx.insert(userRoles).values({ userId, role: 'seller' }).onConflictDoNothing();
  const joined = await tx.insert(projectSellers).values({ projectId: invitation.projectId, userId }).onConflictDoNothing().returning();
  if (joined.length) await journalRoleChange(tx, invitation.projectId, userId, { change: 'sellerJoined', memberClientId: null, memberUserId: userId, role: 'seller' });
  return { projectId: invitation.projectId, projectName: project!.name, email: invitation.email };
}

/** Locks the invitation row, so that concurrent acceptances of one link queue and only the first finds it usable. */
async function claim(tx: Executor, condition: SQL): Promise<SellerInvitationRow | null> {
  const [invitation] = await tx.select().from(projectSellerInvitations).where(condition).for('update');
  return invitation ?? null;
}

/**
 * POST /v1/projects/seller-acceptation: signed in (with any role) as the invited address, its owner accepts and joins
 * the tour's sellers; accepting grants the seller role. A link used by another account is INVALID_TOKEN, as is a
 * used, expired or cancelled one.
 */
export async function acceptSellerInvitation(actor: Actor, token: string): Promise<SellerAcceptationView> {
  const db = await getDb();
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
  const now = new Date();
  return db.transaction(async (tx) => {
    const invitation = await claim(tx, usable(token, now, me?.email ?? ''));
    if (!invitation) throw new AppError('INVALID_TOKEN', { fields: ['token'] });
    return join(tx, invitation, actor.userId, now);
  });
}

/**
 * POST /v1/projects/seller-acceptation/new-account (no credentials): the owner of an invited address without an
 * account creates their seller account from the link (which proves the address, so it is verified) and joins the
 * tour. An address that has an account by then signs in to accept instead: ACCOUNT_ALREADY_EXISTS, told only to
 * the holder of the link.
 */
export async function acceptSellerInvitationWithNewAccount(input: SellerAccountInput): Promise<SellerAcceptationView> {
  const db = await getDb();
  const now = new Date();
  // Checked before the password is hashed: the costly hash is spent only on a link that works.
  const [invitation] = await db.select().from(projectSellerInvitations).where(usable(input.token, now));
  if (!invitation) throw new AppError('INVALID_TOKEN', { fields: ['token'] });
  if (await findInvitee(invitation.email)) throw new AppError('ACCOUNT_ALREADY_EXISTS');
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const claimed = await claim(tx, usable(input.token, now));
      if (!claimed) throw new AppError('INVALID_TOKEN', { fields: ['token'] });
      const [user] = await tx
        .insert(users)
        .values({
          email: claimed.email,
          passwordHash,
          firstName: input.firstName ?? claimed.firstName,
          lastName: input.lastName ?? claimed.lastName,
          emailVerifiedAt: now,
          locale: input.locale,
        })
        .returning({ id: users.id });
      return join(tx, claimed, user!.id, now);
    });
  } catch (error) {
    // The address got an account (signed up, or accepted another tour's invitation) since the check above.
    if (isUniqueViolation(error)) throw new AppError('ACCOUNT_ALREADY_EXISTS');
    throw error;
  }
}
