import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { consumeEmailToken, findEmailToken } from './email-tokens';
import { findUserByEmail } from './find-user';
import { sendVerification } from './send-verification';

/** The link of the verification e-mail: verifies once; a second click says EMAIL_ALREADY_VERIFIED. */
export async function verifyEmail(token: string): Promise<{ email: string }> {
  const db = await getDb();
  const known = await findEmailToken(db, token, 'verify_email');
  if (!known) throw new AppError('INVALID_TOKEN', { fields: ['token'] });
  const [user] = await db.select().from(users).where(eq(users.id, known.userId));
  if (!user) throw new AppError('INVALID_TOKEN', { fields: ['token'] });
  if (user.emailVerifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED');
  const userId = await consumeEmailToken(db, token, 'verify_email');
  if (!userId) throw new AppError('INVALID_TOKEN', { fields: ['token'] });
  await db.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
  return { email: user.email };
}

/** Sends the link again. The answer is the same whether the address exists, so nobody learns who has an account. */
export async function resendVerification(email: string, origin: string): Promise<void> {
  const db = await getDb();
  const user = await findUserByEmail(db, email);
  if (user && !user.emailVerifiedAt) await sendVerification(db, user, origin);
}
