import { useHydrated } from '@/lib/hooks/use-hydrated';
import { cartStore, type CartState } from '../../cart-store';

/**
 * The shop's persisted cart. The server renders an empty cart; the stored one shows once hydrated, so that the
 * server's HTML and the first client render agree.
 */
export function useCart<T>(shopId: string, select: (state: CartState) => T, empty: T): T {
  const hydrated = useHydrated();
  const value = cartStore(shopId)(select);
  return hydrated ? value : empty;
}
