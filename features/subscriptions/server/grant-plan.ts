import { and, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { clients, subscriptions } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import type { GrantPlanInput } from '../schemas';
import { listSubscriptions, type SubscriptionsOverview } from './list-subscriptions';

/**
 * PUT /v1/clients/{id}/granted-plan (platform admins): a plan the platform gives without checkout, as pro is sold on
 * quote; `null` ends the one given. It ends the trial. An organisation paying for a plan already keeps it:
 * SUBSCRIPTION_ALREADY_RUNNING (one running subscription at a time).
 */
export async function grantPlan(actor: Actor, clientId: string, input: GrantPlanInput): Promise<SubscriptionsOverview> {
  if (!isUuid(clientId)) throw new AppError('NOT_FOUND');
  const db = await getDb();
  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
      if (!client) throw new AppError('NOT_FOUND');
      const ended = { status: 'canceled' as const, canceledAt: now, currentPeriodEnd: now, updatedAt: now };
      await tx.update(subscriptions).set(ended).where(and(eq(subscriptions.clientId, clientId), eq(subscriptions.provider, 'platform'), eq(subscriptions.status, 'active')));
      if (!input.plan) return;
      await tx.update(subscriptions).set({ ...ended, status: 'expired' }).where(and(eq(subscriptions.clientId, clientId), eq(subscriptions.status, 'trialing')));
      await tx.insert(subscriptions).values({ clientId, plan: input.plan, status: 'active', provider: 'platform', currentPeriodStart: now, createdBy: actor.userId });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('SUBSCRIPTION_ALREADY_RUNNING');
    throw error;
  }
  return listSubscriptions(actor, clientId);
}
