import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { clients, userRoles, users, type RoleName } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { verifyAccessToken } from './access-token';

/** Who is asking: the signed-in user, in the role they currently act in. */
export interface Actor {
  userId: string;
  role: RoleName;
  roles: RoleName[];
  clientId: string | null;
}

/**
 * Turns a bearer token into an actor, checking it against the database on every call:
 * a deleted user, a revoked token, a role no longer held or a suspended client stops working at once.
 */
export async function resolveActor(token: string): Promise<Actor> {
  const claims = await verifyAccessToken(token);
  if (!claims) throw new AppError('UNAUTHORIZED');
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, tokenVersion: users.tokenVersion, clientId: users.clientId, clientStatus: clients.status })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, claims.userId));
  if (!user || user.tokenVersion !== claims.tokenVersion) throw new AppError('UNAUTHORIZED');
  const roles = (await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id))).map((r) => r.role);
  if (!roles.includes(claims.role)) throw new AppError('UNAUTHORIZED');
  if (user.clientStatus === 'suspended' && claims.role !== 'admin') throw new AppError('ACCOUNT_SUSPENDED');
  return { userId: user.id, role: claims.role, roles, clientId: user.clientId };
}
