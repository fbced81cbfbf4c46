import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '@/lib/auth/password';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { sendMail } from '@/lib/mail';
import { consumeEmailToken, createEmailToken } from './email-tokens';
import { resetPasswordEmail } from './emails';
import { displayName, findUserByEmail } from './find-user';

/** POST /v1/request-reset-password: the same answer whether or not the e-mail exists. */
export async function requestPasswordReset(email: string, origin: string): Promise<void> {
  const db = await getDb();
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = await createEmailToken(db, user.id, 'reset_password');
  const link = `${origin}${user.locale === 'en' ? '/en' : ''}/reset-password?token=${encodeURIComponent(token)}`;
  await sendMail(resetPasswordEmail(user.locale, { email: user.email, name: displayName(user) }, link));
}

/**
 * POST /v1/reset-password: a single-use, one-hour token sets a new password. The token version moves on,
 * so every session and API token issued before stops working; following the link also proves the e-mail.
 */
export async function resetPassword(token: string, password: string): Promise<void> {
  const db = await getDb();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // A reset link, or the first-password link of an account created by a manager (a seller).
    const userId = await consumeEmailToken(tx, token, ['reset_password', 'set_password']);
    if (!userId) throw new AppError('INVALID_TOKEN', { fields: ['token'] });
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
      .where(eq(users.id, userId));
  });
}
