import { useEffect } from 'react';
import { publicApiFetch } from '@/lib/api-client/public';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { cartStore } from '../../cart-store';
import type { ShopOrderAnswer } from '../../types';

/**
 * The shop's page and the checkout, shown again with an order still sent to the payment page: the spectator came back
 * (the browser's Back, the page restored from the back-forward cache) without paying. Its units go back on sale at
 * once (POST /v1/shop-orders/{id}/abandon, idempotent: a paid order is answered as it is) rather than staying held
 * until the hold ends (issue #25). `onReleased` reads the stock again.
 */
export function useReleaseLeftPayment(shopId: string, onReleased?: () => void): void {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || !shopId) return;
    const release = () => {
      const { pendingOrder, setPendingOrder } = cartStore(shopId).getState();
      if (!pendingOrder) return;
      void publicApiFetch<ShopOrderAnswer>(`/v1/shop-orders/${encodeURIComponent(pendingOrder.orderId)}/abandon`, { method: 'POST', body: { token: pendingOrder.token }, auth: false })
        .then((answer) => {
          // Another order may have been sent meanwhile: only this one is settled.
          if (cartStore(shopId).getState().pendingOrder?.orderId === answer.order.id) setPendingOrder(null);
          onReleased?.();
        })
        // Not reached: the next visit asks again; the hold's end releases the units meanwhile.
        .catch(() => undefined);
    };
    release();
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) release();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
    // onReleased is a refetch: asking again when it changes identity would send the release twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, shopId]);
}
