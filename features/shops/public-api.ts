import { useMutation, useQuery } from '@tanstack/react-query';
import { publicApiFetch } from '@/lib/api-client/public';
import type { ShopOrderAnswer, ShopPageView } from './types';

// The spectator's calls: no account, so no bearer token (`auth: false`); the slug, the Idempotency-Key and the
// order's token stand in for one (docs/api.md, Shop orders). Kept apart from api.ts, whose manager hooks pull in the
// products feature: the public page must stay light.

export const shopPageKeys = {
  page: (slug: string) => ['shop-pages', slug] as const,
};

export const shopOrderKeys = {
  order: (orderId: string, token: string) => ['shop-orders', orderId, token] as const,
};

/** How often the confirmation asks again while the order waits for its payment (the provider's webhook settles it). */
export const SHOP_ORDER_POLL_MS = 3000;

/**
 * The order read again by its token (GET /v1/shop-orders/{id}): on any device, and after the provider's page. Asked
 * again every few seconds while it is in progress; once paid or canceled it no longer changes.
 */
export function useShopOrder(orderId: string, token: string, enabled = true) {
  return useQuery({
    queryKey: shopOrderKeys.order(orderId, token),
    queryFn: ({ signal }) => publicApiFetch<ShopOrderAnswer>(`/v1/shop-orders/${encodeURIComponent(orderId)}`, { query: { token }, auth: false, signal }),
    enabled: enabled && Boolean(orderId && token),
    refetchInterval: (query) => (query.state.data?.order.status === 'inProgress' ? SHOP_ORDER_POLL_MS : false),
  });
}

export function useShopPage(slug: string, initialData?: ShopPageView) {
  return useQuery({
    queryKey: shopPageKeys.page(slug),
    queryFn: ({ signal }) => publicApiFetch<ShopPageView>(`/v1/shop-pages/${encodeURIComponent(slug)}`, { auth: false, signal }),
    enabled: Boolean(slug),
    initialData,
  });
}

export interface ShopOrderInput {
  name: string;
  email: string;
  acceptTerms: true;
  /** The confirmation e-mail's language. */
  locale: 'fr' | 'en';
  items: { productVariantId: string; quantity: number }[];
}

export function useCreateShopOrder(shopId: string) {
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: ShopOrderInput; idempotencyKey: string }) =>
      publicApiFetch<ShopOrderAnswer>(`/v1/shops/${encodeURIComponent(shopId)}/orders`, { method: 'POST', body: input, auth: false, headers: { 'Idempotency-Key': idempotencyKey } }),
  });
}

export function useSandboxOutcome(paymentId: string) {
  return useMutation({
    mutationFn: (body: { token: string; outcome: 'approve' | 'decline' }) =>
      publicApiFetch<ShopOrderAnswer>(`/v1/shop-payments/${encodeURIComponent(paymentId)}/sandbox-outcome`, { method: 'POST', body, auth: false }),
  });
}
