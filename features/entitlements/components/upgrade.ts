import { isApiError } from '@/lib/api-client';
import { cheapestPlanAllowing, cheapestPlanWith, gatedFeatures, planTypes, quotaNames, type GatedFeature, type PlanType, type QuotaName } from '../plans';

/**
 * Why an action needs another plan, and which one: read from a refusal, or said by a screen that knows it. `plan` is
 * the plan held: null when there is none, undefined when the screen does not know it.
 */
export type UpgradeReason =
  | { kind: 'feature'; feature: GatedFeature; plan?: PlanType | null; upgradeTo: PlanType }
  | { kind: 'quota'; quota: QuotaName; limit: number; plan?: PlanType | null; upgradeTo: PlanType };

const isPlan = (value: unknown): value is PlanType => planTypes.includes(value as PlanType);

/**
 * FEATURE_NOT_GRANTED, QUOTAS_EXCEEDED or EVENTS_QUOTAS_EXCEEDED as an UpgradeReason; null for any other error (the
 * screen shows its catalogue toast as usual). The server names the plan to move to in `details.upgradeTo`; a body
 * without it still gets the cheapest plan that allows the action, from plans.ts.
 */
export function upgradeFromError(error: unknown): UpgradeReason | null {
  if (!isApiError(error)) return null;
  const details = ((error.body as { details?: Record<string, unknown> } | null)?.details ?? {}) as Record<string, unknown>;
  const plan = isPlan(details.plan) ? details.plan : null;
  if (error.errorCode === 'FEATURE_NOT_GRANTED') {
    const feature = details.feature as GatedFeature;
    if (!gatedFeatures.includes(feature)) return null;
    return { kind: 'feature', feature, plan, upgradeTo: isPlan(details.upgradeTo) ? details.upgradeTo : cheapestPlanWith(feature) };
  }
  if (error.errorCode === 'QUOTAS_EXCEEDED' || error.errorCode === 'EVENTS_QUOTAS_EXCEEDED') {
    const quota = (details.quota ?? (error.errorCode === 'EVENTS_QUOTAS_EXCEEDED' ? 'eventsPerMonth' : undefined)) as QuotaName;
    if (!quotaNames.includes(quota)) return null;
    const limit = typeof details.limit === 'number' ? details.limit : 0;
    return { kind: 'quota', quota, limit, plan, upgradeTo: isPlan(details.upgradeTo) ? details.upgradeTo : cheapestPlanAllowing(quota, limit + 1) };
  }
  return null;
}

/** A feature the screen knows is locked (useFeature): the reason, with the cheapest plan that has it. */
export function featureUpgrade(feature: GatedFeature, plan?: PlanType | null): UpgradeReason {
  return { kind: 'feature', feature, plan, upgradeTo: cheapestPlanWith(feature) };
}

/** A quota the screen knows is used up (useQuotaLeft): the reason, with the cheapest plan that allows one more. */
export function quotaUpgrade(quota: QuotaName, limit: number, plan?: PlanType | null): UpgradeReason {
  return { kind: 'quota', quota, limit, plan, upgradeTo: cheapestPlanAllowing(quota, limit + 1) };
}
