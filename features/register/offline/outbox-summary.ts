import type { OutboxDatabase, QueuedSale } from './outbox-db';

/** What the register shows of its outbox: what waits, what was refused, when it last got through. */
export interface OutboxSummary {
  pending: number;
  /** The oldest waiting sale's time (ISO), or null. */
  oldestPendingAt: string | null;
  refused: QueuedSale[];
  lastSyncAt: string | null;
  /** This tablet has a number on the stand, so it may sell offline. */
  registered: boolean;
  /** The tablet's storage was read: before, the strip does not claim that nothing waits. */
  read: boolean;
}

/** A read outbox holding nothing (also what a browser that refuses IndexedDB holds: it sells online only). */
export const emptyOutboxSummary: OutboxSummary = { pending: 0, oldestPendingAt: null, refused: [], lastSyncAt: null, registered: false, read: true };
/** The register's first moments, before Dexie has loaded and read the tablet's storage. */
export const unreadOutboxSummary: OutboxSummary = { ...emptyOutboxSummary, read: false };

export async function outboxSummary(db: OutboxDatabase, standId: string): Promise<OutboxSummary> {
  return db.transaction('r', db.sales, db.devices, async () => {
    const sales = await db.sales.where('[standId+soldAt]').between([standId, ''], [standId, '\uffff']).toArray();
    const device = await db.devices.get(standId);
    const pending = sales.filter((sale) => sale.state === 'pending');
    return {
      pending: pending.length,
      oldestPendingAt: pending[0]?.soldAt ?? null,
      refused: sales.filter((sale) => sale.state === 'refused'),
      lastSyncAt: device?.lastSyncAt ?? null,
      registered: Boolean(device),
      read: true,
    };
  });
}

/** Ten minutes without getting a sale through while holding some: the register says so loudly. */
export const STALLED_AFTER_MS = 10 * 60_000;

/** Since when the register has held sales without sending any: the later of the last sync and the oldest waiting sale. */
export function isStalled(summary: Pick<OutboxSummary, 'pending' | 'oldestPendingAt' | 'lastSyncAt'>, now: number): boolean {
  if (!summary.pending || !summary.oldestPendingAt) return false;
  const since = Math.max(Date.parse(summary.oldestPendingAt), summary.lastSyncAt ? Date.parse(summary.lastSyncAt) : 0);
  return now - since >= STALLED_AFTER_MS;
}
