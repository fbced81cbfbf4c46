import { useSyncExternalStore } from 'react';
import { cartStore, type CartState } from '../../cart-store';

const noSubscription = () => () => {};

/** False on the server and during hydration, true after: what only the browser knows (its storage) shows then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The shop's persisted cart. The server renders an empty cart; the stored one shows once hydrated, so that the
 * server's HTML and the first client render agree.
 */
export function useCart<T>(shopId: string, select: (state: CartState) => T, empty: T): T {
  const hydrated = useHydrated();
  const value = cartStore(shopId)(select);
  return hydrated ? value : empty;
}
