import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { signAccessToken } from '@/lib/auth/access-token';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { canSwitchRole } from '../role-switching';
import type { SwitchRoleInput } from '../schemas';

/** Issues a token for another role the actor holds (never admin, never the current one). */
export async function switchRole(actor: Actor, input: SwitchRoleInput): Promise<{ accessToken: string; role: SwitchRoleInput['role'] }> {
  if (!canSwitchRole(input.role, actor.role, actor.roles)) throw new AppError('ROLE_SWITCH_NOT_ALLOWED');
  const db = await getDb();
  const [user] = await db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, actor.userId));
  if (!user) throw new AppError('UNAUTHORIZED');
  const accessToken = await signAccessToken({ userId: actor.userId, role: input.role, tokenVersion: user.tokenVersion });
  return { accessToken, role: input.role };
}
