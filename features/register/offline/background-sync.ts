/** The tag the service worker drains the outbox on (Background Sync, where the browser has it: Chromium). */
export const OUTBOX_SYNC_TAG = 'register-outbox';

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } };

/** Asks the service worker to send the outbox when the network is back, even if the register's tab is closed by then. */
export async function requestBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari): the page's own sender does the work when it is open.
  }
}

/** Asks the browser to keep the outbox under storage pressure (a tablet low on space must not evict unsent sales). */
export async function askPersistentStorage(): Promise<boolean> {
  try {
    // A window's StorageManager has persist(); a worker's does not (this module is also bundled in the worker).
    const storage = typeof navigator === 'undefined' ? undefined : (navigator.storage as StorageManager & { persist?: () => Promise<boolean> });
    if (!storage?.persist) return false;
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    return false;
  }
}
