import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepStandDevice, tabletDeviceId } from '@/features/register/offline/device';
import { backoffMs, drainOutbox } from '@/features/register/offline/drain-outbox';
import { isStalled, outboxSummary, STALLED_AFTER_MS } from '@/features/register/offline/outbox-summary';
import { openOutboxDatabase, type OutboxDatabase, type QueuedSale } from '@/features/register/offline/outbox-db';
import { DeviceNotRegisteredError, pendingUnitsByVariant, queueOfflineSale } from '@/features/register/offline/queue-offline-sale';
import { createSaleSender, type SendResult } from '@/features/register/offline/send-queued-sale';

const STAND = '11111111-1111-4111-8111-111111111111';
const VARIANT = '22222222-2222-4222-8222-222222222222';
let db: OutboxDatabase;
let dbCount = 0;

beforeEach(() => {
  dbCount += 1;
  db = openOutboxDatabase(`outbox-test-${dbCount}`);
});
afterEach(async () => {
  await db.delete();
});

async function registered(number = 1) {
  const deviceId = await tabletDeviceId(db);
  return keepStandDevice(db, { deviceId, standId: STAND, number });
}

function saleInput(key: string, soldAt: string, quantity = 1) {
  return {
    standId: STAND,
    idempotencyKey: key,
    body: { eventId: 'event', standId: STAND, items: [{ productVariantId: VARIANT, quantity }], payment: { method: 'cash', amountTendered: 2000 } },
    totalInclVat: 2000,
    soldAt: new Date(soldAt),
  };
}

describe('queueing a sale taken offline', () => {
  it('gives receipt numbers {number}-{sequence} in order and marks the body for the server', async () => {
    const device = await registered(3);
    const first = await queueOfflineSale(db, saleInput('key-1', '2026-11-28T20:00:00Z'));
    const second = await queueOfflineSale(db, saleInput('key-2', '2026-11-28T20:01:00Z'));
    expect([first.receiptNumber, second.receiptNumber]).toEqual(['3-1', '3-2']);
    expect(second.body.offline).toEqual({ deviceId: device.deviceId, sequence: 2, soldAt: '2026-11-28T20:01:00.000Z' });
    expect(second.body.payment).toEqual({ method: 'cash', amountTendered: 2000 });
  });

  it('never gives a sequence twice, even to sales queued at once', async () => {
    await registered();
    const sales = await Promise.all([1, 2, 3, 4, 5].map((n) => queueOfflineSale(db, saleInput(`key-${n}`, `2026-11-28T20:0${n}:00Z`))));
    expect(new Set(sales.map((sale) => sale.receiptNumber)).size).toBe(5);
  });

  it('goes on from its last sequence when the stand is opened online again', async () => {
    await registered(1);
    await queueOfflineSale(db, saleInput('key-1', '2026-11-28T20:00:00Z'));
    await registered(1);
    expect((await queueOfflineSale(db, saleInput('key-2', '2026-11-28T20:01:00Z'))).receiptNumber).toBe('1-2');
  });

  it('keeps one device id for the tablet', async () => {
    expect(await tabletDeviceId(db)).toBe(await tabletDeviceId(db));
  });

  it('refuses to sell offline on a stand this tablet never opened online', async () => {
    await expect(queueOfflineSale(db, saleInput('key-1', '2026-11-28T20:00:00Z'))).rejects.toBeInstanceOf(DeviceNotRegisteredError);
  });

  it('counts the units waiting, so the register shows the stock they leave', async () => {
    await registered();
    await queueOfflineSale(db, saleInput('key-1', '2026-11-28T20:00:00Z', 2));
    await queueOfflineSale(db, saleInput('key-2', '2026-11-28T20:01:00Z', 3));
    expect(await pendingUnitsByVariant(db, STAND)).toEqual({ [VARIANT]: 5 });
  });
});

describe('draining the outbox', () => {
  it('sends oldest first, removes what is answered and records the sync', async () => {
    await registered();
    await queueOfflineSale(db, saleInput('late', '2026-11-28T20:05:00Z'));
    await queueOfflineSale(db, saleInput('early', '2026-11-28T20:00:00Z'));
    const order: string[] = [];
    const result = await drainOutbox(db, { send: async (sale) => (order.push(sale.idempotencyKey), { kind: 'sent' }), now: () => Date.parse('2026-11-28T21:00:00Z') });
    expect(order).toEqual(['early', 'late']);
    expect(result).toEqual({ sent: 2, refused: 0, interrupted: false });
    const summary = await outboxSummary(db, STAND);
    expect(summary).toMatchObject({ pending: 0, lastSyncAt: '2026-11-28T21:00:00.000Z' });
  });

  it('stops at the first unanswered sale, backs off, and keeps every sale', async () => {
    await registered();
    await queueOfflineSale(db, saleInput('a', '2026-11-28T20:00:00Z'));
    await queueOfflineSale(db, saleInput('b', '2026-11-28T20:01:00Z'));
    let now = 1_000_000;
    const calls: string[] = [];
    const down = async (sale: QueuedSale): Promise<SendResult> => (calls.push(sale.idempotencyKey), { kind: 'retry', error: 'Failed to fetch' });
    expect(await drainOutbox(db, { send: down, now: () => now })).toMatchObject({ sent: 0, interrupted: true });
    expect(calls).toEqual(['a']);
    const stored = await db.sales.get('a');
    expect(stored).toMatchObject({ attempts: 1, lastError: 'Failed to fetch', nextAttemptAt: now + backoffMs(1), state: 'pending' });
    // Within the backoff nothing is tried; after it the sale goes again.
    await drainOutbox(db, { send: down, now: () => now + 1_000 });
    expect(calls).toEqual(['a']);
    now += backoffMs(1);
    await drainOutbox(db, { send: down, now: () => now });
    expect(calls).toEqual(['a', 'a']);
    expect((await db.sales.get('a'))?.attempts).toBe(2);
    expect((await outboxSummary(db, STAND)).pending).toBe(2);
  });

  it('tries at once when the network is back, whatever the backoff', async () => {
    await registered();
    await queueOfflineSale(db, saleInput('a', '2026-11-28T20:00:00Z'));
    await db.sales.update('a', { nextAttemptAt: Number.MAX_SAFE_INTEGER });
    expect(await drainOutbox(db, { send: async () => ({ kind: 'sent' }), force: true })).toMatchObject({ sent: 1 });
  });

  it('keeps a refused sale aside, shown to the seller, and goes on with the next', async () => {
    await registered();
    await queueOfflineSale(db, saleInput('bad', '2026-11-28T20:00:00Z'));
    await queueOfflineSale(db, saleInput('good', '2026-11-28T20:01:00Z'));
    const result = await drainOutbox(db, { send: async (sale) => (sale.idempotencyKey === 'bad' ? { kind: 'refused', errorCode: 'GET_STAND' } : { kind: 'sent' }) });
    expect(result).toEqual({ sent: 1, refused: 1, interrupted: false });
    const summary = await outboxSummary(db, STAND);
    expect(summary.pending).toBe(0);
    expect(summary.refused.map((sale) => [sale.idempotencyKey, sale.lastError])).toEqual([['bad', 'GET_STAND']]);
    // A refused sale is not sent again by itself.
    let sentAgain = false;
    await drainOutbox(db, { send: async () => ((sentAgain = true), { kind: 'sent' }) });
    expect(sentAgain).toBe(false);
  });

  it('backs off longer after each failure, up to five minutes', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoffMs(30)).toBe(300_000);
  });
});

describe('sending one queued sale', () => {
  async function queued() {
    await registered();
    return queueOfflineSale(db, saleInput('the-key', '2026-11-28T20:00:00Z'));
  }
  function answering(status: number, body: unknown, seen: Request[] = []) {
    return createSaleSender({
      baseUrl: 'http://register.test/api',
      getAccessToken: async () => 'token-1',
      fetch: async (input, init) => {
        seen.push(new Request(input, init));
        return new Response(body === null ? null : JSON.stringify(body), { status });
      },
    });
  }

  it('posts the sale with its own Idempotency-Key, its offline block and the bearer token', async () => {
    const sale = await queued();
    const seen: Request[] = [];
    expect(await answering(201, { id: 'order' }, seen)(sale)).toEqual({ kind: 'sent' });
    const request = seen[0]!;
    expect(request.url).toBe('http://register.test/api/v1/orders-event');
    expect(request.headers.get('Idempotency-Key')).toBe('the-key');
    expect(request.headers.get('Authorization')).toBe('Bearer token-1');
    expect(await request.json()).toMatchObject({ standId: STAND, offline: { sequence: 1, soldAt: '2026-11-28T20:00:00.000Z' } });
  });

  it('retries on no answer, a server error, an expired session or a rate limit', async () => {
    const sale = await queued();
    const offline = createSaleSender({ baseUrl: '/api', getAccessToken: async () => null, fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await offline(sale)).toEqual({ kind: 'retry', error: 'Failed to fetch' });
    expect(await answering(503, { errorCode: 'UNEXPECTED_ERROR' })(sale)).toMatchObject({ kind: 'retry' });
    expect(await answering(401, { errorCode: 'UNAUTHORIZED' })(sale)).toMatchObject({ kind: 'retry' });
    expect(await answering(429, null)(sale)).toMatchObject({ kind: 'retry' });
  });

  it('calls a 4xx refusal refused, with its error code', async () => {
    const sale = await queued();
    expect(await answering(403, { errorCode: 'NOT_ALLOWED_ON_STAND' })(sale)).toEqual({ kind: 'refused', errorCode: 'NOT_ALLOWED_ON_STAND' });
    expect(await answering(400, null)(sale)).toEqual({ kind: 'refused', errorCode: 'HTTP_400' });
  });

  it('takes a key that already made an order as sent: the sale is not counted twice', async () => {
    const sale = await queued();
    expect(await answering(409, { errorCode: 'IDEMPOTENCY_KEY_REUSED' })(sale)).toEqual({ kind: 'sent' });
  });
});

describe('the stalled alarm', () => {
  const oldest = '2026-11-28T20:00:00.000Z';
  const at = (minutes: number) => Date.parse(oldest) + minutes * 60_000;
  it('rings after ten minutes holding sales without a sync', () => {
    expect(isStalled({ pending: 1, oldestPendingAt: oldest, lastSyncAt: null }, at(9))).toBe(false);
    expect(isStalled({ pending: 1, oldestPendingAt: oldest, lastSyncAt: null }, Date.parse(oldest) + STALLED_AFTER_MS)).toBe(true);
  });
  it('counts from the last sync when it came after the oldest sale', () => {
    expect(isStalled({ pending: 2, oldestPendingAt: oldest, lastSyncAt: new Date(at(8)).toISOString() }, at(15))).toBe(false);
  });
  it('is quiet with nothing waiting', () => {
    expect(isStalled({ pending: 0, oldestPendingAt: null, lastSyncAt: null }, at(60))).toBe(false);
  });
});
