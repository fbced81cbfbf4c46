import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { entitlementKeys } from '@/features/entitlements';
import { productKeys, type Product } from '@/features/products';
import { apiFetch, isApiError, keepAnswer } from '@/lib/api-client';
import type { Page } from '@/lib/http/pagination';
import type { UpdateShopInput } from './schemas';
import type { PaymentAccountView, ShopView } from './types';

export const shopKeys = {
  all: ['shops'] as const,
  ofEvent: (eventId: string) => [...shopKeys.all, 'event', eventId] as const,
  detail: (id: string) => [...shopKeys.all, 'detail', id] as const,
  paymentAccount: (shopId: string) => [...shopKeys.all, 'payment-account', shopId] as const,
};

/** The event's one shop, or null when none was made yet (the list by `eventId` holds zero or one). */
export function useEventShop(eventId: string) {
  return useQuery({
    queryKey: shopKeys.ofEvent(eventId),
    queryFn: async () => (await apiFetch<Page<ShopView>>('/v1/shops', { query: { eventId } })).data[0] ?? null,
  });
}

/**
 * Every write answers the shop: the event's entry and the detail are replaced, nothing needs reading again; but a
 * new shop (`creates`) is something the plan counts, so its features and quotas are read again.
 */
function useShopMutation<I>(request: (input: I) => Promise<ShopView>, options: { onError?: () => unknown; creates?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onError: options.onError,
    onSuccess: async (shop) => {
      await keepAnswer(queryClient, shopKeys.ofEvent(shop.eventId), shop);
      await keepAnswer(queryClient, shopKeys.detail(shop.id), shop);
      if (options.creates) void queryClient.invalidateQueries({ queryKey: entitlementKeys.all });
    },
  });
}

export function useCreateShop(eventId: string) {
  return useShopMutation(() => apiFetch<ShopView>('/v1/shops', { method: 'POST', body: { eventId } }), { creates: true });
}

export function useUpdateShop(shopId: string) {
  return useShopMutation((input: UpdateShopInput) => apiFetch<ShopView>(`/v1/shops/${shopId}`, { method: 'PATCH', body: input }));
}

export function useOpenShop(shopId: string) {
  const queryClient = useQueryClient();
  return useShopMutation(() => apiFetch<ShopView>(`/v1/shops/${shopId}/open`, { method: 'PUT' }), {
    // A refusal is mostly about the payout account (NOT_CREATED, NOT_LINKED): show it as the provider sees it now.
    onError: () => queryClient.invalidateQueries({ queryKey: shopKeys.paymentAccount(shopId) }),
  });
}

export function useCloseShop(shopId: string) {
  return useShopMutation(() => apiFetch<ShopView>(`/v1/shops/${shopId}/close`, { method: 'PUT' }));
}

/**
 * The payout account of the shop's organiser, or null when it has none: the API refuses the read with NOT_CREATED,
 * which for this screen is a state ("create it"), not a failure.
 */
export function usePaymentAccount(shopId: string | undefined) {
  return useQuery({
    queryKey: shopKeys.paymentAccount(shopId ?? ''),
    queryFn: async () => {
      try {
        return await apiFetch<PaymentAccountView>('/v1/clients/payment-account', { query: { shopId } });
      } catch (error) {
        if (isApiError(error) && error.errorCode === 'NOT_CREATED') return null;
        throw error;
      }
    },
    enabled: Boolean(shopId),
  });
}

/** Makes the caller's organisation's account; every shop's view of an account is read again. */
export function useCreatePaymentAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<PaymentAccountView>('/v1/clients/payment-account', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...shopKeys.all, 'payment-account'] }),
  });
}

/** The provider's one-time onboarding page; the caller leaves for it, so nothing is cached. */
export function usePaymentAccountLink() {
  return useMutation({ mutationFn: () => apiFetch<{ url: string }>('/v1/clients/payment-account/link', { method: 'POST' }) });
}

/**
 * The shop's catalogue: the tour's products switched online. Keyed under the products' lists so that a product
 * edited elsewhere refreshes it.
 */
export function useOnlineProducts(projectId: string) {
  const query = { isOnline: true, limit: 100 };
  return useQuery({
    queryKey: productKeys.list(projectId, query),
    queryFn: () => apiFetch<Page<Product>>('/v1/products', { query: { projectId, ...query } }),
  });
}
