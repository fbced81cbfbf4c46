import type { Db } from '@/lib/db';
import type { UserRow } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail';
import { createEmailToken } from './email-tokens';
import { verificationEmail } from './emails';
import { displayName } from './find-user';

/** Sends a fresh verification link; earlier links stay valid until they expire. */
export async function sendVerification(db: Db, user: UserRow, origin: string, plan?: string): Promise<void> {
  const token = await createEmailToken(db, user.id, 'verify_email');
  // The plan chosen on a plan's sign-up link rides along: once verified, signing in leads to its checkout.
  const chosen = plan ? `&plan=${encodeURIComponent(plan)}` : '';
  const link = `${origin}${user.locale === 'en' ? '/en' : ''}/verify-email?token=${encodeURIComponent(token)}${chosen}`;
  await sendMail(verificationEmail(user.locale, { email: user.email, name: displayName(user) }, link));
}
