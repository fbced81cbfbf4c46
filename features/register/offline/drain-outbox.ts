import type { OutboxDatabase, QueuedSale } from './outbox-db';
import type { SendResult } from './send-queued-sale';

/** The wait before the next try: 2 s, 4 s, 8 s … up to 5 minutes, so a long outage does not drain the battery. */
export function backoffMs(attempts: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, attempts - 1), 300_000);
}

export interface DrainResult {
  sent: number;
  refused: number;
  /** True when a try failed for want of an answer: the rest waits for its backoff. */
  interrupted: boolean;
}

export interface DrainOptions {
  send: (sale: QueuedSale) => Promise<SendResult>;
  now?: () => number;
  /** Only this stand's sales (the page); every stand's when absent (the service worker). */
  standId?: string;
  /** Try now whatever the backoff says: the browser has just said the network is back. */
  force?: boolean;
}

/**
 * Sends the outbox's waiting sales oldest first, one at a time. An answered sale leaves the outbox; a refused one
 * is kept aside; the first unanswered one stops the drain (the network is down again) and waits for its backoff.
 */
export async function drainOutbox(db: OutboxDatabase, { send, now = Date.now, standId, force = false }: DrainOptions): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, refused: 0, interrupted: false };
  const waiting = (await db.sales.orderBy('soldAt').toArray()).filter((sale) => sale.state === 'pending' && (!standId || sale.standId === standId));
  for (const sale of waiting) {
    if (!force && sale.nextAttemptAt > now()) {
      result.interrupted = true;
      break;
    }
    const outcome = await send(sale);
    if (outcome.kind === 'sent') {
      await db.transaction('rw', db.sales, db.devices, async () => {
        await db.sales.delete(sale.idempotencyKey);
        await db.devices.update(sale.standId, { lastSyncAt: new Date(now()).toISOString() });
      });
      result.sent += 1;
    } else if (outcome.kind === 'refused') {
      await db.sales.update(sale.idempotencyKey, { state: 'refused', lastError: outcome.errorCode, attempts: sale.attempts + 1 });
      result.refused += 1;
    } else {
      const attempts = sale.attempts + 1;
      await db.sales.update(sale.idempotencyKey, { attempts, lastError: outcome.error, nextAttemptAt: now() + backoffMs(attempts) });
      result.interrupted = true;
      break;
    }
  }
  return result;
}

/** One drain at a time across the page's tabs and the service worker (Web Locks where the browser has them). */
export async function drainExclusively<T>(run: () => Promise<T>): Promise<T | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return run();
  return locks.request('merch-register-outbox', { ifAvailable: true }, async (lock) => (lock ? run() : null));
}
