/**
 * How many sales taken offline wait on this tablet, as the register mirrors it (features/register/offline/
 * pending-mirror.ts writes the same key). Shared code reads it to warn before signing out; the sales themselves stay
 * in the register's outbox whatever the answer.
 */
export const PENDING_SALES_STORAGE_KEY = 'merch-outbox-pending';

export function unsentSalesCount(): number {
  try {
    return Number(localStorage.getItem(PENDING_SALES_STORAGE_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

/** At sign-out: the service worker forgets the register's cached reads (another person may sign in on this tablet). */
export function forgetOfflineReads(): void {
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: 'forget-offline-reads' });
  } catch {
    // No service worker: nothing was cached.
  }
}
