import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true after. What only the browser knows (its storage) shows then, and
 * the buttons of a server-rendered page wait for it: a tap before React attached its handler would do nothing, or
 * submit a form the browser's own way.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
