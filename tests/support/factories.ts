import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { signAccessToken } from '@/lib/auth/access-token';
import { hashPassword } from '@/lib/auth/password';
import type { Db } from '@/lib/db';
import type { PlanType } from '@/features/entitlements/plans';
import { clients, subscriptions, userRoles, users, type RoleName } from '@/lib/db/schema';

export const TEST_PASSWORD = 'Test-Passw0rd!';
let passwordHash: Promise<string> | undefined;

export type ClientOverrides = Partial<typeof clients.$inferInsert> & {
  /**
   * The plan the organisation holds (an active subscription granted by the platform). Pro by default, so that a test
   * of a feature is not refused by a plan it did not choose; null: no subscription at all (nothing is granted).
   */
  plan?: PlanType | null;
};

export async function createClient(db: Db, overrides: ClientOverrides = {}) {
  const { plan = 'pro', ...columns } = overrides;
  const [client] = await db.insert(clients).values({ name: `Client ${randomUUID().slice(0, 8)}`, ...columns }).returning();
  if (plan) await db.insert(subscriptions).values({ clientId: client!.id, plan, status: 'active', provider: 'platform', currentPeriodStart: new Date() });
  return client!;
}

export interface TestUser {
  id: string;
  email: string;
  clientId: string | null;
  roles: RoleName[];
}

/** A user with the given roles; by default verified, with its own client unless it is only an admin. */
export async function createUser(
  db: Db,
  options: { roles?: RoleName[]; clientId?: string | null; verified?: boolean; email?: string } = {},
): Promise<TestUser> {
  const roles = options.roles ?? ['client'];
  const clientId = options.clientId !== undefined ? options.clientId : roles.includes('client') ? (await createClient(db)).id : null;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = options.email ?? `user-${randomUUID()}@test.local`;
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await passwordHash, clientId, emailVerifiedAt: options.verified === false ? null : new Date() })
    .returning();
  await db.insert(userRoles).values(roles.map((role) => ({ userId: user!.id, role })));
  return { id: user!.id, email, clientId, roles };
}

/** A bearer token as the session would carry it. */
export async function tokenFor(db: Db, user: TestUser, role: RoleName = user.roles[0]!): Promise<string> {
  const [row] = await db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, user.id));
  return signAccessToken({ userId: user.id, role, tokenVersion: row!.tokenVersion });
}
