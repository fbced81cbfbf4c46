import Dexie, { type EntityTable } from 'dexie';

/** Where a queued sale stands: waiting to be sent, or refused by the server and kept aside for the seller to see. */
export type QueuedSaleState = 'pending' | 'refused';

/** The `offline` block the server reads beside the usual sale body (issue #26's contract with the sync route). */
export interface OfflineSaleMark {
  deviceId: string;
  sequence: number;
  soldAt: string;
}

/** A sale taken with no network, kept on the tablet until the server has answered it. */
export interface QueuedSale {
  /** The Idempotency-Key made at the sale, also the row's id: a resend replays the same sale. */
  idempotencyKey: string;
  standId: string;
  /** POST /v1/orders-event's body, `offline` block included, as it will be sent. */
  body: Record<string, unknown> & { offline: OfflineSaleMark };
  /** `{number}-{sequence}`: the receipt number the buyer got, which the server keeps. */
  receiptNumber: string;
  soldAt: string;
  totalInclVat: number;
  attempts: number;
  /** Not before this time (ms): the backoff after a failed try. */
  nextAttemptAt: number;
  lastError: string | null;
  state: QueuedSaleState;
}

/** A cash movement taken with no network (or no answer), kept on the tablet until the server has answered it. */
export interface QueuedCashMovement {
  /** The movement's Idempotency-Key, also the row's id. */
  idempotencyKey: string;
  standId: string;
  /** POST /v1/stands/{standId}/cash-movements's body, with the tablet and the time the cash moved. */
  body: { direction: 'in' | 'out'; amount: number; reason: string; deviceId: string; occurredAt: string };
  occurredAt: string;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  state: QueuedSaleState;
}

/** This tablet on one stand: its number there (given by the server), and the next sequence of its offline receipts. */
export interface StandDevice {
  standId: string;
  deviceId: string;
  number: number;
  nextSequence: number;
  /** When a queued sale of this stand was last answered by the server (ISO), or null. */
  lastSyncAt: string | null;
}

/** One tablet-wide value (the device id). */
interface Setting {
  key: string;
  value: string;
}

export type OutboxDatabase = Dexie & {
  sales: EntityTable<QueuedSale, 'idempotencyKey'>;
  movements: EntityTable<QueuedCashMovement, 'idempotencyKey'>;
  devices: EntityTable<StandDevice, 'standId'>;
  settings: EntityTable<Setting, 'key'>;
};

export const OUTBOX_DATABASE_NAME = 'merch-register-outbox';

/** Opens (or makes) the tablet's outbox. The page and the service worker each open their own handle on it. */
export function openOutboxDatabase(name = OUTBOX_DATABASE_NAME): OutboxDatabase {
  // Strict durability: a sale (and its receipt's sequence) is on disk when its transaction completes, before the
  // receipt shows. Chromium's default (relaxed) may keep the last writes in memory, and a tablet switched off or a
  // browser restarted right after a sale lost it, then gave its receipt number again (e2e/offline-register-restart).
  const db = new Dexie(name, { chromeTransactionDurability: 'strict' }) as OutboxDatabase;
  db.version(1).stores({
    // [standId+soldAt] lists a stand's sales oldest first; state finds the refused ones.
    sales: 'idempotencyKey, [standId+soldAt], soldAt, state',
    devices: 'standId',
    settings: 'key',
  });
  // Cash movements go through the outbox as sales do, sent with them in the order they were made.
  db.version(2).stores({ movements: 'idempotencyKey, [standId+occurredAt], occurredAt, state' });
  return db;
}

let shared: OutboxDatabase | null = null;

/** The page's one handle on the outbox. */
export function outboxDatabase(): OutboxDatabase {
  shared ??= openOutboxDatabase();
  return shared;
}
