import type { Actor } from '@/lib/auth/actor';
import { gatedFeatures, quotaNames, type GatedFeature, type QuotaName } from '../plans';
import type { QuotaView, SubscriptionFeaturesView } from '../types';
import { eventsCreatedThisMonth, hasFeature, quotaLimit, readEntitlements } from './entitlements';
import { requireOrganisation } from './organisation-access';

/** GET /v1/clients/subscription-features/{id}: what the organisation may use now, and what is left of its quotas. */
export async function getSubscriptionFeatures(actor: Actor, id: string, now = new Date()): Promise<SubscriptionFeaturesView> {
  const clientId = requireOrganisation(actor, id);
  const entitlements = await readEntitlements(clientId, now);
  const eventsUsed = await eventsCreatedThisMonth(clientId, now);
  const features = Object.fromEntries(gatedFeatures.map((feature) => [feature, hasFeature(entitlements, feature)])) as Record<GatedFeature, boolean>;
  const quotas = Object.fromEntries(
    quotaNames.map((quota): [QuotaName, QuotaView] => {
      const limit = quotaLimit(entitlements, quota);
      if (quota !== 'eventsPerMonth') return [quota, { limit }];
      return [quota, { limit, used: eventsUsed, remaining: limit === null ? null : Math.max(limit - eventsUsed, 0) }];
    }),
  ) as Record<QuotaName, QuotaView>;
  return {
    clientId,
    plan: entitlements.plan,
    status: entitlements.subscription?.status ?? null,
    allowAllFeatures: entitlements.allowAllFeatures,
    periodEnd: entitlements.subscription?.currentPeriodEnd?.toISOString() ?? null,
    features,
    quotas,
  };
}
