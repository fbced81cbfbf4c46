import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '@/features/clients';
import { entitlementKeys } from '@/features/entitlements';
import { apiFetch, keepAnswer } from '@/lib/api-client';
import type { ChangeSubscriptionInput, GrantPlanInput, ProRequestInput, SubscribeInput } from './schemas';
import type { SubscriptionView } from './types';

/** GET /v1/clients/{id}/subscriptions (the server's SubscriptionsOverview). */
export interface SubscriptionsOverview {
  /** The subscription granting the plan now (a paid one before a trial), if any. */
  current: SubscriptionView | null;
  /** A checkout started and not paid yet, with where to finish it. */
  pendingCheckout: (SubscriptionView & { checkoutUrl: string | null }) | null;
  /** Every subscription, newest first. */
  history: SubscriptionView[];
}

export interface CheckoutStarted {
  subscription: SubscriptionView;
  checkoutUrl: string;
}

export const subscriptionKeys = {
  ...entitlementKeys,
  overview: (clientId: string) => [...entitlementKeys.client(clientId), 'overview'] as const,
};

/**
 * `awaitPaymentUntil`: back from a provider's checkout, its webhook may confirm the payment a few seconds later; until
 * that time, the overview is read again every 3 s while a checkout is still pending.
 */
export function useSubscriptionsOverview(clientId: string | null | undefined, options: { awaitPaymentUntil?: number } = {}) {
  const { awaitPaymentUntil } = options;
  return useQuery({
    queryKey: subscriptionKeys.overview(clientId ?? ''),
    queryFn: () => apiFetch<SubscriptionsOverview>(`/v1/clients/${clientId}/subscriptions`),
    enabled: Boolean(clientId),
    refetchInterval: (query) => (awaitPaymentUntil && query.state.data?.pendingCheckout && Date.now() < awaitPaymentUntil ? 3000 : false),
  });
}

/** A change of subscription changes what the organisation may do: both reads of it are read again. */
function useRefreshClient() {
  const queryClient = useQueryClient();
  return (clientId: string) => queryClient.invalidateQueries({ queryKey: subscriptionKeys.client(clientId) });
}

/**
 * Opens a checkout for a self-serve plan, then leaves for the provider's (or the sandbox's) payment page. The
 * browser leaves the app, so nothing is cached to refresh: the return page reads everything again.
 */
export function useSubscribe(clientId: string) {
  const refresh = useRefreshClient();
  return useMutation({
    mutationFn: (input: SubscribeInput) => apiFetch<CheckoutStarted>(`/v1/clients/${clientId}/subscriptions`, { method: 'POST', body: input }),
    onSuccess: ({ checkoutUrl }) => {
      void refresh(clientId);
      window.location.assign(checkoutUrl);
    },
  });
}

/** PATCH /v1/subscriptions/{id}: another plan, or the renewal stopped (`cancelAtPeriodEnd: true`) or resumed. */
export function useChangeSubscription(clientId: string) {
  const refresh = useRefreshClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ChangeSubscriptionInput }) => apiFetch<SubscriptionView>(`/v1/subscriptions/${id}`, { method: 'PATCH', body: input }),
    onSuccess: () => refresh(clientId),
  });
}

/** The provider's customer portal (payment method, receipts): the browser leaves for it. */
export function useBillingPortal(clientId: string) {
  return useMutation({
    mutationFn: () => apiFetch<{ url: string }>(`/v1/clients/${clientId}/billing-portal`, { method: 'POST' }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Pro is sold on quote: its contact form, e-mailed to the platform's team. */
export function useProRequest(clientId: string) {
  return useMutation({
    mutationFn: (input: ProRequestInput) => apiFetch<{ sent: number }>(`/v1/clients/${clientId}/pro-request`, { method: 'POST', body: input }),
  });
}

/** Admins: a plan given by the platform, or none. The client's page shows the plan too. */
export function useGrantPlan(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GrantPlanInput) => apiFetch<SubscriptionsOverview>(`/v1/clients/${clientId}/granted-plan`, { method: 'PUT', body: input }),
    onSuccess: async (overview) => {
      await keepAnswer(queryClient, subscriptionKeys.overview(clientId), overview);
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.client(clientId) });
      void queryClient.invalidateQueries({ queryKey: clientKeys.detail(clientId) });
      void queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}

/** The sandbox checkout's two buttons: paid (the plan starts now) or declined (nothing is granted). */
export function useSandboxOutcome(clientId: string) {
  const refresh = useRefreshClient();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: 'paid' | 'declined' }) =>
      apiFetch<SubscriptionView>(`/v1/subscriptions/${id}/sandbox-outcome`, { method: 'POST', body: { outcome } }),
    onSuccess: () => refresh(clientId),
  });
}
