import type { OutboxDatabase, QueuedCashMovement, QueuedSale } from './outbox-db';
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
  /** Sends a queued cash movement; without it the movements stay in the outbox untouched (a caller that sends sales only). */
  sendMovement?: (movement: QueuedCashMovement) => Promise<SendResult>;
  now?: () => number;
  /** Only this stand's sales (the page); every stand's when absent (the service worker). */
  standId?: string;
  /** Try now whatever the backoff says: the browser has just said the network is back. */
  force?: boolean;
}

type Waiting = { kind: 'sale'; at: string; item: QueuedSale } | { kind: 'movement'; at: string; item: QueuedCashMovement };

/**
 * Sends the outbox's waiting sales and cash movements oldest first (by the time each was made), one at a time, so
 * the server sees the drawer move in the order it did. An answered one leaves the outbox; a refused one is kept
 * aside; the first unanswered one stops the drain (the network is down again) and waits for its backoff.
 */
export async function drainOutbox(db: OutboxDatabase, { send, sendMovement, now = Date.now, standId, force = false }: DrainOptions): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, refused: 0, interrupted: false };
  const mine = (item: { state: string; standId: string }) => item.state === 'pending' && (!standId || item.standId === standId);
  const sales: Waiting[] = (await db.sales.orderBy('soldAt').toArray()).filter(mine).map((item) => ({ kind: 'sale', at: item.soldAt, item }));
  const movements: Waiting[] = sendMovement ? (await db.movements.orderBy('occurredAt').toArray()).filter(mine).map((item) => ({ kind: 'movement', at: item.occurredAt, item })) : [];
  // ISO instants of one clock sort as text; a sale before a movement of the same instant.
  const waiting = [...sales, ...movements].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  for (const entry of waiting) {
    const { item } = entry;
    if (!force && item.nextAttemptAt > now()) {
      result.interrupted = true;
      break;
    }
    const table = entry.kind === 'sale' ? db.sales : db.movements;
    const outcome = entry.kind === 'sale' ? await send(entry.item) : await sendMovement!(entry.item);
    if (outcome.kind === 'sent') {
      await db.transaction('rw', table, db.devices, async () => {
        await table.delete(item.idempotencyKey);
        await db.devices.update(item.standId, { lastSyncAt: new Date(now()).toISOString() });
      });
      result.sent += 1;
    } else if (outcome.kind === 'refused') {
      await table.update(item.idempotencyKey, { state: 'refused', lastError: outcome.errorCode, attempts: item.attempts + 1 });
      result.refused += 1;
    } else {
      const attempts = item.attempts + 1;
      await table.update(item.idempotencyKey, { attempts, lastError: outcome.error, nextAttemptAt: now() + backoffMs(attempts) });
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
