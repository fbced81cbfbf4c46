import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { hashToken, issueToken } from '@/lib/auth/one-time-token';
import type { Db, Executor } from '@/lib/db';
import { emailTokens } from '@/lib/db/schema';

export type EmailTokenPurpose = (typeof emailTokens.$inferInsert)['purpose'];

export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 48 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  set_password: 7 * 24 * 60 * 60 * 1000,
};

/** A new random token for a link; only its hash is stored. */
export async function createEmailToken(db: Db, userId: string, purpose: EmailTokenPurpose, now = new Date()): Promise<string> {
  const { token, tokenHash, expiresAt } = issueToken(EMAIL_TOKEN_TTL_MS[purpose], now);
  await db.insert(emailTokens).values({ userId, purpose, tokenHash, expiresAt });
  return token;
}

export async function findEmailToken(db: Db, token: string, purpose: EmailTokenPurpose) {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose)));
  return row ?? null;
}

/** Marks a token used, atomically: of two clicks at once only one succeeds. Null when unknown, used or expired. */
export async function consumeEmailToken(db: Executor, token: string, purpose: EmailTokenPurpose | EmailTokenPurpose[], now = new Date()): Promise<string | null> {
  const purposes = Array.isArray(purpose) ? purpose : [purpose];
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), inArray(emailTokens.purpose, purposes), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}
