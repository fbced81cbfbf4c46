import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { planTypes, type PlanType } from '@/features/entitlements/plans';

export type CheckoutReturn = 'success' | 'canceled';

/**
 * Reads once what the address of the subscription page asks: `?plan=` (a plan chosen on another page: its confirmation
 * opens) and `?checkout=` (back from the payment page), then takes them out of the address, so that a reload or the
 * back button does not do it again. Waits for `ready` (the page's data), as the plan's dialog depends on it.
 */
export function useSubscriptionQuery(ready: boolean, handlers: { onPlan: (plan: PlanType) => void; onCheckout: (outcome: CheckoutReturn) => void }) {
  const router = useRouter();
  // The request handled last: StrictMode's second effect run must not open the dialog or toast twice.
  const handled = useRef<string | null>(null);
  const { plan, checkout } = router.query;

  useEffect(() => {
    if (!ready || !router.isReady) return;
    if (plan === undefined && checkout === undefined) {
      handled.current = null;
      return;
    }
    const request = `${plan}|${checkout}`;
    if (handled.current === request) return;
    handled.current = request;
    const requestedPlan = planTypes.find((type) => type === plan);
    const outcome = checkout === 'success' || checkout === 'canceled' ? checkout : undefined;
    if (outcome) handlers.onCheckout(outcome);
    if (requestedPlan) handlers.onPlan(requestedPlan);
    const query = { ...router.query };
    delete query.plan;
    delete query.checkout;
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
    // The handlers are the screen's; the address is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, router.isReady, plan, checkout]);
}
