import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDevicesView, StandDeviceView } from '@/features/orders/types';
import { standDevices } from '@/lib/db/schema';
import { registerDevice, registeredDevice, offlineSale } from '../../support/offline';
import { addSellingStand, createSellingTour, sell } from '../../support/orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTeamMember } from '../../support/tours';

/*
 * Issue #26: a register tablet registers itself on its stand while online, with the id it made, and gets a small
 * number that prefixes its offline receipts; it reports what its outbox holds, and the date's team sees it.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('POST /v1/stands/{id}/devices', () => {
  it('registers a tablet once: 201 with number 1, then 200 with the same answer; another stand is DEVICE_OF_ANOTHER_STAND', async () => {
    const tour = await createSellingTour(app);
    const deviceId = randomUUID();
    const first = await registerDevice(app, tour.seller.token, tour.stand.id, { deviceId, label: '  Caisse entrée  ' });
    expect(first).toMatchObject({ status: 201, body: { deviceId, standId: tour.stand.id, number: 1, label: 'Caisse entrée', lastSyncAt: null, pending: 0 } });
    const again = await registerDevice(app, tour.manager.token, tour.stand.id, { deviceId });
    expect(again).toMatchObject({ status: 200, body: first.body });
    const second = await registeredDevice(app, tour, 'Caisse 2');
    expect(second.number).toBe(2);

    const mezzanine = await addSellingStand(app, tour);
    const elsewhere = await registerDevice(app, mezzanine.seller.token, mezzanine.stand.id, { deviceId });
    expect(elsewhere).toMatchObject({ status: 409, body: { errorCode: 'DEVICE_OF_ANOTHER_STAND' } });
    // Numbers are per stand: the mezzanine's first tablet is its 1.
    const own = await registerDevice(app, mezzanine.seller.token, mezzanine.stand.id, { deviceId: randomUUID() });
    expect(own).toMatchObject({ status: 201, body: { number: 1 } });
  });

  it('two tablets registering at once get numbers 1 and 2; ten at once get 1 to 10', async () => {
    const tour = await createSellingTour(app);
    const pair = await Promise.all([0, 1].map(() => registerDevice(app, tour.seller.token, tour.stand.id, { deviceId: randomUUID() })));
    expect(pair.map((answer) => answer.status)).toEqual([201, 201]);
    expect(pair.map((answer) => (answer.body as StandDeviceView).number).sort()).toEqual([1, 2]);
    const ten = await Promise.all(Array.from({ length: 8 }, () => registerDevice(app, tour.seller.token, tour.stand.id, { deviceId: randomUUID() })));
    expect(ten.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const numbers = (await app.db.select({ number: standDevices.number }).from(standDevices).where(eq(standDevices.standId, tour.stand.id))).map((row) => row.number);
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('refuses a malformed id or label, a viewer and a seller of another stand', async () => {
    const tour = await createSellingTour(app);
    expect(await registerDevice(app, tour.seller.token, tour.stand.id, { deviceId: 'tablette-1' })).toMatchObject({ status: 400, body: { fields: ['deviceId'] } });
    expect(await registerDevice(app, tour.seller.token, tour.stand.id, { deviceId: randomUUID(), label: 'x'.repeat(61) })).toMatchObject({ status: 400, body: { fields: ['label'] } });
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect((await registerDevice(app, viewer.token, tour.stand.id, { deviceId: randomUUID() })).status).toBe(403);
    const mezzanine = await addSellingStand(app, tour);
    expect((await registerDevice(app, mezzanine.seller.token, tour.stand.id, { deviceId: randomUUID() })).status).toBe(403);
  });
});

describe('sync status', () => {
  it('a tablet reports its outbox (204), an offline sale marks its last sync, and the team reads both per stand', async () => {
    const tour = await createSellingTour(app);
    const device = await registeredDevice(app, tour, 'Caisse entrée');
    const oldest = new Date(Date.now() - 30 * 60_000).toISOString();
    const status = (body: unknown, deviceId = device.deviceId, token = tour.seller.token) => app.api(`/v1/stands/${tour.stand.id}/devices/${deviceId}/status`, { method: 'POST', token, body });
    expect((await status({ pending: 4, oldestPendingAt: oldest })).status).toBe(204);
    expect(await status({ pending: -1 })).toMatchObject({ status: 400, body: { fields: ['pending'] } });
    expect(await status({ pending: 1 }, randomUUID())).toMatchObject({ status: 404, body: { errorCode: 'DEVICE_NOT_REGISTERED' } });

    const before = Date.now();
    expect((await sell(app, tour.seller.token, offlineSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }], { deviceId: device.deviceId, sequence: 1 }))).status).toBe(201);
    const read = await app.api(`/v1/events/${tour.event.id}/devices`, { token: tour.manager.token });
    expect(read.status).toBe(200);
    const view = read.body as EventDevicesView;
    expect(view.stands).toHaveLength(1);
    expect(view.stands[0]).toMatchObject({ standId: tour.stand.id, standName: 'Hall' });
    const [shown] = view.stands[0]!.devices;
    expect(shown).toMatchObject({ deviceId: device.deviceId, number: 1, label: 'Caisse entrée', pending: 4, oldestPendingAt: oldest, seller: expect.any(String) });
    expect(new Date(shown!.lastSyncAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);

    // The tablet sent everything: nothing pending, no oldest, and it is in sync as of that report.
    const lastSale = shown!.lastSyncAt!;
    expect((await status({ pending: 0, oldestPendingAt: oldest })).status).toBe(204);
    const emptied = (await app.api(`/v1/events/${tour.event.id}/devices`, { token: tour.manager.token })).body as EventDevicesView;
    expect(emptied.stands[0]!.devices[0]).toMatchObject({ pending: 0, oldestPendingAt: null });
    expect(Date.parse(emptied.stands[0]!.devices[0]!.lastSyncAt!)).toBeGreaterThan(Date.parse(lastSale));
  });

  it('a tablet that reports sales still held keeps its last sync where it was', async () => {
    const tour = await createSellingTour(app);
    const device = await registeredDevice(app, tour);
    const post = (body: unknown) => app.api(`/v1/stands/${tour.stand.id}/devices/${device.deviceId}/status`, { method: 'POST', token: tour.seller.token, body });
    expect((await post({ pending: 2, oldestPendingAt: new Date(Date.now() - 60_000).toISOString() })).status).toBe(204);
    const read = (await app.api(`/v1/events/${tour.event.id}/devices`, { token: tour.manager.token })).body as EventDevicesView;
    expect(read.stands[0]!.devices[0]).toMatchObject({ pending: 2, lastSyncAt: null });
  });

  it('a seller reads only the stands they work at', async () => {
    const tour = await createSellingTour(app);
    await registeredDevice(app, tour);
    const mezzanine = await addSellingStand(app, tour);
    expect((await registerDevice(app, mezzanine.seller.token, mezzanine.stand.id, { deviceId: randomUUID() })).status).toBe(201);
    const theirs = (await app.api(`/v1/events/${tour.event.id}/devices`, { token: mezzanine.seller.token })).body as EventDevicesView;
    expect(theirs.stands.map((stand) => stand.standId)).toEqual([mezzanine.stand.id]);
    const all = (await app.api(`/v1/events/${tour.event.id}/devices`, { token: tour.manager.token })).body as EventDevicesView;
    expect(all.stands.map((stand) => stand.devices.length)).toEqual([1, 1]);
  });
});
