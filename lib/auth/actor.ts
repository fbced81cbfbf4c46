import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { preparedOnce } from '@/lib/db/prepared';
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

/** One query on every API call (built once): the user, their client's status and the roles they hold. */
const tokenUserQuery = preparedOnce((db) =>
  db
    .select({
      id: users.id,
      tokenVersion: users.tokenVersion,
      clientId: users.clientId,
      clientStatus: clients.status,
      roles: sql<RoleName[]>`coalesce((select array_agg(${userRoles.role}::text) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('token_user'),
);

/**
 * Turns a bearer token into an actor, checking it against the database on every call:
 * a deleted user, a revoked token, a role no longer held or a suspended client stops working at once.
 */
export async function resolveActor(token: string): Promise<Actor> {
  const claims = await verifyAccessToken(token);
  if (!claims) throw new AppError('UNAUTHORIZED');
  const [user] = await tokenUserQuery(await getDb()).execute({ userId: claims.userId });
  if (!user || user.tokenVersion !== claims.tokenVersion) throw new AppError('UNAUTHORIZED');
  const roles = user.roles;
  if (!roles.includes(claims.role)) throw new AppError('UNAUTHORIZED');
  if (user.clientStatus === 'suspended' && claims.role !== 'admin') throw new AppError('ACCOUNT_SUSPENDED');
  return { userId: user.id, role: claims.role, roles, clientId: user.clientId };
}
