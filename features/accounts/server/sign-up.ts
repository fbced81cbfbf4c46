import { startTrial } from '@/features/entitlements/server/start-trial';
import { getDb } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { clients, userRoles, users } from '@/lib/db/schema';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { AppError } from '@/lib/errors';
import type { SignUpInput } from '../schemas';
import type { SignUpResult } from '../types';
import { findUserByEmail } from './find-user';
import { sendVerification } from './send-verification';

/**
 * POST /v1/clients: a professional creates their organisation and their own account (client role), and gets a
 * verification e-mail. Signing up again with an existing e-mail:
 * - with another password: EMAIL_ALREADY_EXISTS_BAD_PASSWORD (the account is not theirs, or they forgot it);
 * - with the same password, not verified yet: the link is sent again (a lost e-mail is the usual reason);
 * - with the same password, verified: EMAIL_ALREADY_VERIFIED (they should sign in).
 */
export async function signUp(input: SignUpInput, origin: string): Promise<SignUpResult> {
  const db = await getDb();
  const existing = await findUserByEmail(db, input.email);
  if (existing) return signUpAgain(existing, input, origin);

  const passwordHash = await hashPassword(input.password);
  let created;
  try {
    created = await db.transaction(async (tx) => {
      const [client] = await tx
        .insert(clients)
        .values({
          name: input.companyName,
          legalForm: input.legalForm,
          siret: input.siret ?? null,
          vatNumber: input.vatNumber ?? null,
          email: input.email,
          phone: input.phone,
          addressLine1: input.addressLine1,
          addressLine2: input.addressLine2 ?? null,
          postcode: input.postcode,
          city: input.city,
          country: input.country,
        })
        .returning();
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName, clientId: client!.id, locale: input.locale })
        .returning();
      await tx.insert(userRoles).values({ userId: user!.id, role: 'client' });
      await startTrial(tx, client!.id);
      return { client: client!, user: user! };
    });
  } catch (error) {
    // Two sign-ups with one e-mail at the same instant: the second finds the first.
    if (isUniqueViolation(error)) throw new AppError('EMAIL_ALREADY_EXISTS_BAD_PASSWORD', { fields: ['email'] });
    throw error;
  }
  await sendVerification(db, created.user, origin, input.plan);
  return { clientId: created.client.id, userId: created.user.id, email: created.user.email, resent: false };
}

async function signUpAgain(existing: NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>, input: SignUpInput, origin: string): Promise<SignUpResult> {
  if (!(await verifyPassword(existing.passwordHash, input.password))) throw new AppError('EMAIL_ALREADY_EXISTS_BAD_PASSWORD', { fields: ['email'] });
  if (existing.emailVerifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED', { fields: ['email'] });
  await sendVerification(await getDb(), existing, origin, input.plan);
  return { clientId: existing.clientId ?? '', userId: existing.id, email: existing.email, resent: true };
}
