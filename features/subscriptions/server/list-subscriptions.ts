import { desc, eq } from 'drizzle-orm';
import { grantsAccess } from '@/features/entitlements/server/entitlements';
import { requireOrganisation } from '@/features/entitlements/server/organisation-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { subscriptions } from '@/lib/db/schema';
import type { SubscriptionView } from '../types';
import { toSubscriptionView } from './subscription-view';

export interface SubscriptionsOverview {
  /** The subscription granting the plan now (a paid one before a trial), if any. */
  current: SubscriptionView | null;
  /** A checkout started and not paid yet, with where to finish it. */
  pendingCheckout: (SubscriptionView & { checkoutUrl: string | null }) | null;
  /** Every subscription, newest first. */
  history: SubscriptionView[];
}

/** GET /v1/clients/{id}/subscriptions: the organisation's own managers and platform admins. */
export async function listSubscriptions(actor: Actor, id: string, now = new Date()): Promise<SubscriptionsOverview> {
  const clientId = requireOrganisation(actor, id);
  const db = await getDb();
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.clientId, clientId)).orderBy(desc(subscriptions.createdAt));
  const granting = rows.filter((row) => grantsAccess(row, now)).sort((a, b) => Number(a.status === 'trialing') - Number(b.status === 'trialing'))[0];
  const pending = rows.find((row) => row.status === 'incomplete');
  return {
    current: granting ? toSubscriptionView(granting, now) : null,
    pendingCheckout: pending ? { ...toSubscriptionView(pending, now), checkoutUrl: pending.checkoutUrl } : null,
    history: rows.map((row) => toSubscriptionView(row, now)),
  };
}
