import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettlementView } from '@/features/closing/settlement-types';
import type { CashMovementView } from '@/features/orders/drawer';
import type { ShiftReport } from '@/features/orders/shift-report';
import { cashMovements, standDevices } from '@/lib/db/schema';
import { closeBody, closingData, createClosingTour, putClose } from '../../support/closing';
import { offlineSale, registeredDevice } from '../../support/offline';
import { addSellingStand, cashCount, cashSale, createSellingTour, sell } from '../../support/orders';
import { startTestApp, type TestApp } from '../../support/test-app';

/*
 * Issue #26, cash drawer sessions offline: a movement the tablet queued offline arrives with its tablet and the time
 * the cash moved, once whatever the resends and their order; the drawer is read in the order the cash moved; a
 * movement arriving after the closing is refused with its own code, the closed date untouched.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const move = (token: string, standId: string, body: unknown, key = randomUUID()) =>
  app.api(`/v1/stands/${standId}/cash-movements`, { method: 'POST', token, body, headers: { 'Idempotency-Key': key } });
const listed = async (token: string, standId: string) => (await app.api(`/v1/stands/${standId}/cash-movements`, { token })).body.data as CashMovementView[];

describe('cash movements queued offline', () => {
  it('a batch replayed twice, out of order, makes each movement once, dated when the cash moved, and marks the tablet’s sync', async () => {
    const tour = await createSellingTour(app);
    const { deviceId } = await registeredDevice(app, tour);
    const batch = [
      { key: randomUUID(), body: { direction: 'in', amount: 5000, reason: 'Monnaie de la banque', deviceId, occurredAt: minutesAgo(30) } },
      { key: randomUUID(), body: { direction: 'out', amount: 2000, reason: 'Dépôt au coffre', deviceId, occurredAt: minutesAgo(20) } },
      { key: randomUUID(), body: { direction: 'out', amount: 1000, reason: 'Second dépôt', deviceId, occurredAt: minutesAgo(10) } },
    ];
    const before = Date.now();
    const first = [];
    for (const item of [batch[2]!, batch[0]!, batch[1]!]) first.push(await move(tour.seller.token, tour.stand.id, item.body, item.key));
    expect(first.map((answer) => answer.status)).toEqual([201, 201, 201]);
    // The whole batch again (the answers were lost), in yet another order.
    const again = [];
    for (const item of [batch[1]!, batch[2]!, batch[0]!]) again.push(await move(tour.seller.token, tour.stand.id, item.body, item.key));
    expect(again.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(again.map((answer) => answer.body.id).sort()).toEqual(first.map((answer) => answer.body.id).sort());
    expect(await app.db.select().from(cashMovements).where(eq(cashMovements.standId, tour.stand.id))).toHaveLength(3);

    const rows = await listed(tour.seller.token, tour.stand.id);
    expect(rows.map((row) => [row.reason, row.occurredAt, row.deviceId])).toEqual(batch.map((item) => [item.body.reason, item.body.occurredAt, deviceId]));
    // Each keeps its arrival beside the time the cash moved.
    for (const row of rows) expect(Date.parse(row.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const z = (await app.api(`/v1/stands/${tour.stand.id}/shift-report`, { token: tour.seller.token })).body as ShiftReport;
    expect(z.cash).toMatchObject({ cashIn: 5000, cashOut: 3000 });
    const [device] = await app.db.select().from(standDevices).where(eq(standDevices.id, deviceId));
    expect(device!.lastSyncAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('a count stays current when a movement made before it arrives after it, and not when the movement was made after it', async () => {
    const tour = await createSellingTour(app);
    const { deviceId } = await registeredDevice(app, tour);
    const counted = await app.api(`/v1/stands/${tour.stand.id}/cash-detail`, { method: 'POST', token: tour.seller.token, body: cashCount({ 1000: 1 }) });
    expect(counted.status).toBe(201);
    const current = async () => (await closingData(app, tour.manager.token, tour.event.id)).stands.find((stand) => stand.id === tour.stand.id)!.lastCashDetail?.current;
    expect((await move(tour.seller.token, tour.stand.id, { direction: 'out', amount: 500, reason: 'Dépôt', deviceId, occurredAt: minutesAgo(5) })).status).toBe(201);
    expect(await current()).toBe(true);
    expect((await move(tour.seller.token, tour.stand.id, { direction: 'in', amount: 500, reason: 'Retour', deviceId, occurredAt: new Date(Date.now() + 1000).toISOString() })).status).toBe(201);
    expect(await current()).toBe(false);
  });

  it('a count stays current when a cash sale made offline before it arrives after it', async () => {
    const tour = await createSellingTour(app);
    const { deviceId } = await registeredDevice(app, tour);
    expect((await app.api(`/v1/stands/${tour.stand.id}/cash-detail`, { method: 'POST', token: tour.seller.token, body: cashCount({ 1000: 1 }) })).status).toBe(201);
    const current = async () => (await closingData(app, tour.manager.token, tour.event.id)).stands.find((stand) => stand.id === tour.stand.id)!.lastCashDetail?.current;
    expect((await sell(app, tour.seller.token, offlineSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }], { deviceId, sequence: 1, minutesAgo: 5 }))).status).toBe(201);
    expect(await current()).toBe(true);
    expect((await sell(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]))).status).toBe(201);
    expect(await current()).toBe(false);
  });

  it('arrives after the stand closed, while the date runs; an online movement there is refused', async () => {
    const tour = await createSellingTour(app);
    const { deviceId } = await registeredDevice(app, tour);
    expect((await app.api(`/v1/stands/${tour.stand.id}`, { method: 'PATCH', token: tour.manager.token, body: { status: 'closed' } })).status).toBe(200);
    expect(await move(tour.seller.token, tour.stand.id, { direction: 'in', amount: 100, reason: 'En ligne', deviceId })).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    expect((await move(tour.seller.token, tour.stand.id, { direction: 'in', amount: 100, reason: 'Hors ligne', deviceId, occurredAt: minutesAgo(2) })).status).toBe(201);
  });

  it('after the closing: refused with CASH_MOVEMENT_AFTER_CLOSING, the settlement untouched; one that arrived before answers again', async () => {
    const tour = await createClosingTour(app);
    const { deviceId } = await registeredDevice(app, tour);
    const early = { direction: 'in', amount: 2000, reason: 'Monnaie', deviceId, occurredAt: minutesAgo(40) };
    const earlyKey = randomUUID();
    const recorded = await move(tour.seller.token, tour.stand.id, early, earlyKey);
    expect(recorded.status).toBe(201);
    expect((await putClose(app, tour.manager.token, tour.event.id, closeBody(tour))).status).toBe(200);
    const before = (await app.api(`/v1/events/${tour.event.id}/settlement`, { token: tour.manager.token })).body as SettlementView;

    const late = await move(tour.seller.token, tour.stand.id, { direction: 'out', amount: 1500, reason: 'Dépôt au coffre', deviceId, occurredAt: minutesAgo(30) });
    expect(late).toMatchObject({ status: 409, body: { errorCode: 'CASH_MOVEMENT_AFTER_CLOSING' } });
    expect(await move(tour.seller.token, tour.stand.id, { direction: 'out', amount: 1500, reason: 'En ligne', deviceId })).toMatchObject({ status: 409, body: { errorCode: 'ORDERS_ENDED_ON_EVENT' } });
    expect(await move(tour.seller.token, tour.stand.id, early, earlyKey)).toMatchObject({ status: 201, body: { id: recorded.body.id } });

    const after = (await app.api(`/v1/events/${tour.event.id}/settlement`, { token: tour.manager.token })).body as SettlementView;
    expect(after.hash).toBe(before.hash);
    expect(after.stands).toEqual(before.stands);
    expect((await listed(tour.seller.token, tour.stand.id)).map((row) => row.reason)).toEqual(['Monnaie']);
  });

  it('names a tablet of that stand: another stand’s or an unknown one is DEVICE_NOT_REGISTERED; a time needs its tablet and must be believable', async () => {
    const tour = await createSellingTour(app);
    const mezzanine = await addSellingStand(app, tour);
    const own = await registeredDevice(app, tour);
    const theirs = await registeredDevice(app, { ...tour, stand: mezzanine.stand, seller: mezzanine.seller });
    const body = { direction: 'in', amount: 100, reason: 'Monnaie' };
    expect(await move(tour.seller.token, tour.stand.id, { ...body, deviceId: theirs.deviceId, occurredAt: minutesAgo(1) })).toMatchObject({ status: 404, body: { errorCode: 'DEVICE_NOT_REGISTERED', fields: ['deviceId'] } });
    expect(await move(tour.seller.token, tour.stand.id, { ...body, deviceId: randomUUID() })).toMatchObject({ status: 404, body: { errorCode: 'DEVICE_NOT_REGISTERED' } });
    expect(await move(tour.seller.token, tour.stand.id, { ...body, occurredAt: minutesAgo(1) })).toMatchObject({ status: 400, body: { fields: ['occurredAt'] } });
    expect(await move(tour.seller.token, tour.stand.id, { ...body, deviceId: own.deviceId, occurredAt: new Date(Date.now() + 10 * 60_000).toISOString() })).toMatchObject({ status: 400, body: { fields: ['occurredAt'] } });
    expect(await move(tour.seller.token, tour.stand.id, { ...body, deviceId: own.deviceId, occurredAt: '2001-01-01T10:00:00Z' })).toMatchObject({ status: 400, body: { fields: ['occurredAt'] } });
    expect(await app.db.select().from(cashMovements).where(eq(cashMovements.standId, tour.stand.id))).toHaveLength(0);
  });
});
