import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepStandDevice, tabletDeviceId } from '@/features/register/offline/device';
import { drainOutbox } from '@/features/register/offline/drain-outbox';
import { openOutboxDatabase, type OutboxDatabase } from '@/features/register/offline/outbox-db';
import { queueCashMovement, queuedCashMovements } from '@/features/register/offline/queue-cash-movement';
import { DeviceNotRegisteredError, queueOfflineSale } from '@/features/register/offline/queue-offline-sale';
import { createMovementSender } from '@/features/register/offline/send-queued-sale';

const STAND = '11111111-1111-4111-8111-111111111111';
let db: OutboxDatabase;
let dbCount = 0;

beforeEach(() => {
  dbCount += 1;
  db = openOutboxDatabase(`outbox-movements-${dbCount}`);
});
afterEach(async () => {
  await db.delete();
});

async function registered() {
  const deviceId = await tabletDeviceId(db);
  return keepStandDevice(db, { deviceId, standId: STAND, number: 2 });
}

const movement = (key: string, occurredAt: string, direction: 'in' | 'out' = 'out') => ({ standId: STAND, idempotencyKey: key, direction, amount: 2000, reason: 'Dépôt au coffre', occurredAt: new Date(occurredAt) });
const sale = (key: string, soldAt: string) => ({ standId: STAND, idempotencyKey: key, body: { standId: STAND, items: [] }, totalInclVat: 1000, soldAt: new Date(soldAt) });

describe('a cash movement taken offline', () => {
  it('is stored with this tablet’s id and the time the cash moved; the same press stored twice is one movement', async () => {
    const device = await registered();
    await queueCashMovement(db, movement('m-1', '2026-11-28T20:00:00Z'));
    await queueCashMovement(db, movement('m-1', '2026-11-28T20:00:00Z'));
    const kept = await queuedCashMovements(db, STAND);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      idempotencyKey: 'm-1',
      state: 'pending',
      body: { direction: 'out', amount: 2000, reason: 'Dépôt au coffre', deviceId: device.deviceId, occurredAt: '2026-11-28T20:00:00.000Z' },
    });
  });

  it('needs a tablet registered on the stand', async () => {
    await expect(queueCashMovement(db, movement('m-1', '2026-11-28T20:00:00Z'))).rejects.toBeInstanceOf(DeviceNotRegisteredError);
    expect(await queuedCashMovements(db, STAND)).toEqual([]);
  });
});

describe('draining sales and cash movements together', () => {
  it('sends them oldest first whatever their kind, and empties the outbox', async () => {
    await registered();
    await queueCashMovement(db, movement('m-late', '2026-11-28T20:30:00Z'));
    await queueOfflineSale(db, sale('s-1', '2026-11-28T20:10:00Z'));
    await queueCashMovement(db, movement('m-early', '2026-11-28T20:00:00Z', 'in'));
    await queueOfflineSale(db, sale('s-2', '2026-11-28T20:20:00Z'));
    const order: string[] = [];
    const result = await drainOutbox(db, {
      send: async (queued) => (order.push(queued.idempotencyKey), { kind: 'sent' }),
      sendMovement: async (queued) => (order.push(queued.idempotencyKey), { kind: 'sent' }),
      now: () => Date.parse('2026-11-28T21:00:00Z'),
    });
    expect(order).toEqual(['m-early', 's-1', 's-2', 'm-late']);
    expect(result).toEqual({ sent: 4, refused: 0, interrupted: false });
    expect(await queuedCashMovements(db, STAND)).toEqual([]);
    expect((await db.devices.get(STAND))?.lastSyncAt).toBe('2026-11-28T21:00:00.000Z');
  });

  it('stops at an unanswered movement, keeps a refused one aside, and leaves movements alone for a caller that sends sales only', async () => {
    await registered();
    await queueCashMovement(db, movement('m-refused', '2026-11-28T20:00:00Z'));
    await queueCashMovement(db, movement('m-down', '2026-11-28T20:05:00Z'));
    await queueOfflineSale(db, sale('s-after', '2026-11-28T20:10:00Z'));
    const sent: string[] = [];
    const result = await drainOutbox(db, {
      send: async (queued) => (sent.push(queued.idempotencyKey), { kind: 'sent' }),
      sendMovement: async (queued) => (queued.idempotencyKey === 'm-refused' ? { kind: 'refused', errorCode: 'CASH_MOVEMENT_AFTER_CLOSING' } : { kind: 'retry', error: 'Failed to fetch' }),
      now: () => Date.parse('2026-11-28T21:00:00Z'),
    });
    expect(result).toEqual({ sent: 0, refused: 1, interrupted: true });
    // The sale after the unanswered movement waits: the drawer's order is kept.
    expect(sent).toEqual([]);
    const kept = await queuedCashMovements(db, STAND);
    expect(kept.map((row) => [row.idempotencyKey, row.state, row.lastError, row.attempts])).toEqual([
      ['m-refused', 'refused', 'CASH_MOVEMENT_AFTER_CLOSING', 1],
      ['m-down', 'pending', 'Failed to fetch', 1],
    ]);

    const salesOnly = await drainOutbox(db, { send: async () => ({ kind: 'sent' }), force: true });
    expect(salesOnly).toMatchObject({ sent: 1 });
    expect(await queuedCashMovements(db, STAND)).toHaveLength(2);
  });
});

describe('sending a queued movement', () => {
  it('posts it to its stand with its own Idempotency-Key; a key that already made it counts as sent', async () => {
    await registered();
    const queued = await queueCashMovement(db, movement('m-key', '2026-11-28T20:00:00Z'));
    const seen: Request[] = [];
    const answering = (status: number, body: unknown) =>
      createMovementSender({
        baseUrl: 'http://register.test/api',
        getAccessToken: async () => 'token-1',
        fetch: async (input, init) => (seen.push(new Request(input, init)), new Response(JSON.stringify(body), { status })),
      });
    expect(await answering(201, { id: 'movement' })(queued)).toEqual({ kind: 'sent' });
    expect(seen[0]!.url).toBe(`http://register.test/api/v1/stands/${STAND}/cash-movements`);
    expect(seen[0]!.headers.get('Idempotency-Key')).toBe('m-key');
    expect(await seen[0]!.json()).toEqual(queued.body);
    expect(await answering(422, { errorCode: 'IDEMPOTENCY_KEY_REUSED' })(queued)).toEqual({ kind: 'sent' });
    expect(await answering(404, { errorCode: 'DEVICE_NOT_REGISTERED' })(queued)).toEqual({ kind: 'refused', errorCode: 'DEVICE_NOT_REGISTERED' });
  });
});
