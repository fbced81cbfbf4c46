import type { OutboxDatabase } from './outbox-db';

/** Dexie and the outbox, loaded once the register is on screen (not in its first load). */
export const outboxRuntime = () => import('./outbox-runtime');

/** Follows a query of the outbox as it changes; the unsubscribe works even before Dexie has loaded. */
export function followOutbox<T>(query: (db: OutboxDatabase) => Promise<T>, next: (value: T) => void): () => void {
  let stopped = false;
  let unsubscribe = () => {};
  void outboxRuntime().then(({ liveQuery, outboxDatabase }) => {
    if (stopped) return;
    const subscription = liveQuery(() => query(outboxDatabase())).subscribe({ next, error: () => {} });
    unsubscribe = () => subscription.unsubscribe();
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
