import { eq } from 'drizzle-orm';
import { grantsAccess } from '@/features/entitlements/server/entitlements';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { subscriptions, type SubscriptionRow } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { getBillingProvider } from '@/lib/payments';
import { isUuid } from '@/lib/validation/uuid';
import type { ChangeSubscriptionInput } from '../schemas';
import type { SubscriptionView } from '../types';
import { billingPrice } from './billing-price';
import { toSubscriptionView } from './subscription-view';

/** The organisation's running paid subscription with this id; anything else is NO_SUBSCRIPTION_FOUND. */
async function runningSubscription(actor: Actor, id: string): Promise<SubscriptionRow> {
  if (!isUuid(id)) throw new AppError('NO_SUBSCRIPTION_FOUND');
  const db = await getDb();
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  const own = row && actor.role === 'client' && row.clientId === actor.clientId;
  if (!own || row.provider === 'platform' || !grantsAccess(row, new Date()) || row.status === 'trialing') throw new AppError('NO_SUBSCRIPTION_FOUND');
  return row;
}

/**
 * PATCH /v1/subscriptions/{id}: another self-serve plan (prorated by the provider, granted at once), or the renewal
 * stopped at the period's end (`cancelAtPeriodEnd: true`) or resumed before it comes (`false`). The provider is asked
 * first: when it refuses, nothing changes here.
 */
export async function changeSubscription(actor: Actor, id: string, input: ChangeSubscriptionInput): Promise<SubscriptionView> {
  const row = await runningSubscription(actor, id);
  const provider = getBillingProvider();
  if (row.provider !== provider.name) throw new AppError('NOT_LINKED');
  const providerSubscriptionId = row.providerSubscriptionId;
  if (!providerSubscriptionId) throw new AppError('NOT_CREATED');
  const db = await getDb();
  let changes: Partial<SubscriptionRow>;
  if (input.plan !== undefined) {
    if (input.plan !== row.plan) await provider.changeSubscriptionPrice({ providerSubscriptionId, price: billingPrice(input.plan) });
    changes = { plan: input.plan };
  } else {
    await provider.setCancelAtPeriodEnd({ providerSubscriptionId, cancel: input.cancelAtPeriodEnd! });
    changes = { cancelAtPeriodEnd: input.cancelAtPeriodEnd!, canceledAt: input.cancelAtPeriodEnd ? new Date() : null };
  }
  const [updated] = await db.update(subscriptions).set({ ...changes, updatedAt: new Date() }).where(eq(subscriptions.id, row.id)).returning();
  return toSubscriptionView(updated!);
}
