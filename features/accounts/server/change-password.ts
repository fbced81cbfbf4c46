import { eq, sql } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { signAccessToken } from '@/lib/auth/access-token';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { ChangePasswordInput } from '../schemas';

/**
 * The signed-in user changes their password. Other sessions are signed out (the token version moves on);
 * this one gets a fresh token to put in its session.
 */
export async function changePassword(actor: Actor, input: ChangePasswordInput): Promise<{ accessToken: string }> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
  if (!user) throw new AppError('UNAUTHORIZED');
  // 403, not the usual 401: the session is fine, and a 401 would sign the user out (spec §7).
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new AppError('BAD_CREDENTIALS', { fields: ['currentPassword'], status: 403 });
  const [updated] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, actor.userId))
    .returning({ tokenVersion: users.tokenVersion });
  return { accessToken: await signAccessToken({ userId: actor.userId, role: actor.role, tokenVersion: updated!.tokenVersion }) };
}
