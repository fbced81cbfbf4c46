import { useCurrentUser } from '@/features/auth';
import { cheapestPlanAllowing, cheapestPlanWith, type GatedFeature, type QuotaName } from '../plans';
import { useSubscriptionFeatures } from '../api';

/** The organisation whose plan counts: the one given, else the signed-in manager's own. */
function useOrganisationId(clientId: string | null | undefined): string | null {
  const user = useCurrentUser();
  if (clientId !== undefined) return clientId;
  return user.data?.role === 'client' ? user.data.clientId : null;
}

/**
 * Whether the organisation's plan has a feature. `locked` is true only once the answer is known to be no, so a screen
 * never flashes a notice while loading; the server refuses the action anyway. For a tour another organisation owns,
 * pass that owner's id: its plan counts.
 */
export function useFeature(feature: GatedFeature, options: { clientId?: string | null } = {}) {
  const clientId = useOrganisationId(options.clientId);
  const features = useSubscriptionFeatures(clientId);
  const granted = features.data?.features[feature];
  return {
    granted: granted === true,
    locked: granted === false,
    isPending: Boolean(clientId) && features.isPending,
    plan: features.data?.plan ?? null,
    upgradeTo: cheapestPlanWith(feature),
  };
}

/**
 * What is left of a quota. The events' monthly quota is counted by the server; for the others pass `used` (the stands
 * of this event, the organisations on this tour's team). `remaining` is null when unlimited and undefined when unknown.
 */
export function useQuotaLeft(quota: QuotaName, options: { used?: number; clientId?: string | null } = {}) {
  const clientId = useOrganisationId(options.clientId);
  const features = useSubscriptionFeatures(clientId);
  const view = features.data?.quotas[quota];
  const limit = view?.limit;
  let remaining: number | null | undefined;
  if (limit === null) remaining = null;
  else if (limit !== undefined && options.used !== undefined) remaining = Math.max(limit - options.used, 0);
  else remaining = view?.remaining;
  const used = options.used ?? view?.used;
  return {
    limit,
    used,
    remaining,
    exhausted: remaining === 0,
    isPending: Boolean(clientId) && features.isPending,
    plan: features.data?.plan ?? null,
    upgradeTo: cheapestPlanAllowing(quota, (limit ?? 0) + 1),
  };
}
