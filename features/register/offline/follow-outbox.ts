import type { OutboxDatabase } from './outbox-db';

/** Dexie and the outbox, loaded once the register is on screen (not in its first load). */
export const outboxRuntime = () => import('./outbox-runtime');

/**
 * Follows a query of the outbox as it changes; the unsubscribe works even before Dexie has loaded. `failed` is told
 * when the storage cannot be read at all (a private window that refuses IndexedDB, Dexie's code not loadable).
 */
export function followOutbox<T>(query: (db: OutboxDatabase) => Promise<T>, next: (value: T) => void, failed: () => void = () => {}): () => void {
  let stopped = false;
  let unsubscribe = () => {};
  const fail = () => {
    if (!stopped) failed();
  };
  outboxRuntime().then(({ liveQuery, outboxDatabase }) => {
    if (stopped) return;
    const subscription = liveQuery(() => query(outboxDatabase())).subscribe({ next, error: fail });
    unsubscribe = () => subscription.unsubscribe();
  }, fail);
  return () => {
    stopped = true;
    unsubscribe();
  };
}
