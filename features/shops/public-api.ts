import { publicApiFetch } from '@/lib/api-client/public';
import { usePublicRead, usePublicSend } from '@/lib/api-client/use-public-request';
import type { ShopOrderAnswer, ShopPageView } from './types';

// The spectator's calls: no account, so no bearer token (`auth: false`); the slug, the Idempotency-Key and the
// order's token stand in for one (docs/api.md, Shop orders). Kept apart from api.ts, whose manager hooks pull in the
// products feature and React Query: the public page must stay light (lib/api-client/use-public-request.ts).

/** How often the confirmation asks again while the order waits for its payment (the provider's webhook settles it). */
export const SHOP_ORDER_POLL_MS = 3000;

const isInProgress = (answer: ShopOrderAnswer) => answer.order.status === 'inProgress';

/**
 * The order read again by its token (GET /v1/shop-orders/{id}): on any device, and after the provider's page. Asked
 * again every few seconds while it is in progress; once paid or canceled it no longer changes.
 */
export function useShopOrder(orderId: string, token: string, enabled = true) {
  const path = `/v1/shop-orders/${encodeURIComponent(orderId)}`;
  return usePublicRead({
    key: enabled && orderId && token ? `${path}?token=${token}` : null,
    read: (signal) => publicApiFetch<ShopOrderAnswer>(path, { query: { token }, auth: false, signal }),
    pollWhile: isInProgress,
    pollMs: SHOP_ORDER_POLL_MS,
  });
}

export function useShopPage(slug: string, initialData?: ShopPageView) {
  const path = `/v1/shop-pages/${encodeURIComponent(slug)}`;
  return usePublicRead({
    key: slug ? path : null,
    read: (signal) => publicApiFetch<ShopPageView>(path, { auth: false, signal }),
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
  return usePublicSend(({ input, idempotencyKey }: { input: ShopOrderInput; idempotencyKey: string }) =>
    publicApiFetch<ShopOrderAnswer>(`/v1/shops/${encodeURIComponent(shopId)}/orders`, { method: 'POST', body: input, auth: false, headers: { 'Idempotency-Key': idempotencyKey } }),
  );
}

export function useSandboxOutcome(paymentId: string) {
  return usePublicSend((body: { token: string; outcome: 'approve' | 'decline' }) =>
    publicApiFetch<ShopOrderAnswer>(`/v1/shop-payments/${encodeURIComponent(paymentId)}/sandbox-outcome`, { method: 'POST', body, auth: false }),
  );
}

/**
 * The spectator left the payment page without paying: the order's units go back on sale at once (POST
 * /v1/shop-orders/{id}/abandon). Safe to send twice: a settled order is answered as it is.
 */
export function useAbandonShopOrder(orderId: string) {
  return usePublicSend((token: string) =>
    publicApiFetch<ShopOrderAnswer>(`/v1/shop-orders/${encodeURIComponent(orderId)}/abandon`, { method: 'POST', body: { token }, auth: false }),
  );
}
