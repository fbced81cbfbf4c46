import { grantsAccess } from '@/features/entitlements/server/entitlements';
import type { SubscriptionRow } from '@/lib/db/schema';
import type { SubscriptionView } from '../types';

/** An allow-list of what the API shows of a subscription: never the provider's customer id. */
export function toSubscriptionView(row: SubscriptionRow, now = new Date()): SubscriptionView {
  return {
    id: row.id,
    clientId: row.clientId,
    plan: row.plan,
    status: row.status,
    provider: row.provider,
    currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    grantsAccess: grantsAccess(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}
