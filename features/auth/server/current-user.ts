import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { UpdateCurrentUserInput } from '../schemas';
import type { CurrentUser } from '../types';

/** 'me' or the actor's own id; anybody else's id is simply not found. */
function assertSelf(actor: Actor, id: string): void {
  if (id !== 'me' && id !== actor.userId) throw new AppError('USER_NOT_FOUND');
}

export async function getCurrentUser(actor: Actor, id = 'me'): Promise<CurrentUser> {
  assertSelf(actor, id);
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
  if (!user) throw new AppError('USER_NOT_FOUND');
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: actor.role,
    roles: actor.roles,
    clientId: user.clientId,
    emailVerified: user.emailVerifiedAt !== null,
    eventAgreementVersion: user.eventAgreementVersion,
    teamAgreementVersion: user.teamAgreementVersion,
    locale: user.locale,
  };
}

export async function updateCurrentUser(actor: Actor, id: string, input: UpdateCurrentUserInput): Promise<CurrentUser> {
  assertSelf(actor, id);
  const db = await getDb();
  await db.update(users).set({ ...input, updatedAt: new Date() }).where(eq(users.id, actor.userId));
  return getCurrentUser(actor);
}
