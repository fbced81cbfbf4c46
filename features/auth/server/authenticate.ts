import { eq, sql } from 'drizzle-orm';
import { verifyAgainstDummy, verifyPassword } from '@/lib/auth/password';
import { getDb } from '@/lib/db';
import { clients, userRoles, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { initialRole } from '../role-switching';
import type { Role } from '../types';

export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  tokenVersion: number;
}

/**
 * Checks an e-mail and password. A wrong e-mail and a wrong password are the same BAD_CREDENTIALS,
 * answered in the same time, so nobody learns which accounts exist.
 */
export async function authenticate(input: { email: string; password: string; role?: Role }): Promise<AuthenticatedUser> {
  const db = await getDb();
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      passwordHash: users.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
      tokenVersion: users.tokenVersion,
      clientStatus: clients.status,
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(sql`lower(${users.email})`, input.email.trim().toLowerCase()));
  if (!user) {
    await verifyAgainstDummy(input.password);
    throw new AppError('BAD_CREDENTIALS');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('BAD_CREDENTIALS');
  const held = (await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id))).map((r) => r.role);
  const role = initialRole(held, input.role);
  if (!role) throw new AppError('BAD_CREDENTIALS');
  if (user.clientStatus === 'suspended' && role !== 'admin') throw new AppError('ACCOUNT_SUSPENDED');
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return { id: user.id, email: user.email, name, role, tokenVersion: user.tokenVersion };
}
