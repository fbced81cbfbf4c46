import type { PlanType, SubscriptionStatus } from '@/features/entitlements';

/** A subscription as the API shows it. */
export interface SubscriptionView {
  id: string;
  clientId: string;
  plan: PlanType;
  status: SubscriptionStatus;
  provider: string;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: string | null;
  /** Whether it grants its plan now (spec §6: an active subscription grants access). */
  grantsAccess: boolean;
  createdAt: string;
}
