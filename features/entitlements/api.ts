import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { SubscriptionFeaturesView } from './types';

/**
 * The organisation's reads under one root: a change of plan (subscriptions) or an action that uses a quota (events,
 * stands, shops, team) invalidates `all` or `client(id)`, and the subscriptions domain adds its overview under it.
 */
export const entitlementKeys = {
  all: ['subscriptions'] as const,
  /** Everything known of one organisation: its features and its subscriptions. */
  client: (clientId: string) => [...entitlementKeys.all, 'client', clientId] as const,
  features: (clientId: string) => [...entitlementKeys.client(clientId), 'features'] as const,
};

/** What the organisation may use now and what is left of its quotas. */
export function useSubscriptionFeatures(clientId: string | null | undefined) {
  return useQuery({
    queryKey: entitlementKeys.features(clientId ?? ''),
    queryFn: () => apiFetch<SubscriptionFeaturesView>(`/v1/clients/subscription-features/${clientId}`),
    enabled: Boolean(clientId),
  });
}
