import type { GatedFeature, PlanType, QuotaName } from './plans';

export type SubscriptionStatus = 'trialing' | 'incomplete' | 'active' | 'past_due' | 'canceled' | 'expired';

export interface QuotaView {
  /** Null: unlimited. */
  limit: number | null;
  /** For the monthly quota: how many were used this month, and how many are left (null: unlimited). */
  used?: number;
  remaining?: number | null;
}

/** GET /v1/clients/subscription-features/{id}: what the client may use now, and what is left of each quota. */
export interface SubscriptionFeaturesView {
  clientId: string;
  /** The plan that grants access now: the running subscription's, or null. */
  plan: PlanType | null;
  status: SubscriptionStatus | null;
  /** allowAllFeatures: every feature and no limit, whatever the plan (spec §6). */
  allowAllFeatures: boolean;
  /** When the trial or the paid period ends. */
  periodEnd: string | null;
  features: Record<GatedFeature, boolean>;
  quotas: Record<QuotaName, QuotaView>;
}
