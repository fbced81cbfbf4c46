import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettlementView } from '@/features/closing/settlement-types';
import type { OrderView } from '@/features/orders/types';
import { inventoryChanges, orders, standDevices } from '@/lib/db/schema';
import { closeBody, createClosingTour, putClose } from '../../support/closing';
import { offlineSale, registeredDevice } from '../../support/offline';
import { cashSale, createSellingTour, sell, type SellingTour } from '../../support/orders';
import { expectLedgerBalanced, levelOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';

/*
 * Issue #26, the server side of the register that keeps selling when the network drops: a sale made offline arrives
 * once whatever the resends and their order, keeps the time it was made and its tablet's receipt number, is cash
 * only, is never refused for stock (a ledger correction of its own kind shows the gap, which the settlement counts),
 * and one that arrives after the closing is refused with a code the tablet shows, the closed date untouched.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Answer = { status: number; body: any };

/** A fixed shuffle (no randomness in tests): the outbox's sales arriving out of order. */
const outOfOrder = <T>(items: T[]) => [...items.filter((_, index) => index % 2 === 1).reverse(), ...items.filter((_, index) => index % 2 === 0)];

async function ordersOfDevice(deviceId: string) {
  return app.db.select().from(orders).where(eq(orders.deviceId, deviceId));
}

describe('offline sales arrive once', () => {
  it('a batch replayed twice, out of order, makes each sale once with its receipt number and time, and the ledger adds up', async () => {
    const tour = await createSellingTour(app);
    const device = await registeredDevice(app, tour);
    // Six sales made over the last hour, oldest first, each with the key the tablet gave it at the sale.
    const batch = Array.from({ length: 6 }, (_, index) => ({
      key: randomUUID(),
      body: offlineSale(tour, [{ productVariantId: tour.sizes.M, quantity: index + 1 }], { deviceId: device.deviceId, sequence: index + 1, minutesAgo: 60 - index * 10 }),
    }));
    const first: Answer[] = [];
    for (const sale of outOfOrder(batch)) first.push(await sell(app, tour.seller.token, sale.body, sale.key));
    expect(first.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    // The network dropped before the answers came back: the tablet sends everything again, in its own order.
    const second: Answer[] = [];
    for (const sale of batch) second.push(await sell(app, tour.seller.token, sale.body, sale.key));
    expect(second.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const firstById = new Map(first.map((answer) => [answer.body.id, answer.body]));
    for (const answer of second) expect(answer.body).toEqual(firstById.get(answer.body.id));

    const stored = await ordersOfDevice(device.deviceId);
    expect(stored).toHaveLength(6);
    const views = second.map((answer) => answer.body as OrderView);
    expect(views.map((view) => view.receiptNumber)).toEqual(['1-1', '1-2', '1-3', '1-4', '1-5', '1-6']);
    expect(views.map((view) => view.soldAt)).toEqual(batch.map((sale) => new Date(sale.body.offline.soldAt).toISOString()));
    expect(views.every((view) => view.status === 'finished' && view.paymentMethod === 'cash')).toBe(true);
    // 1 + 2 + … + 6 = 21 of the 20 M on the shelf: the last one sold was short by one, corrected.
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(0);
    const corrections = await app.db.select().from(inventoryChanges).where(and(eq(inventoryChanges.inventoryId, tour.stand.inventoryId), eq(inventoryChanges.kind, 'offlineCorrection')));
    expect(corrections.map((row) => row.delta)).toEqual([1]);
    await expectLedgerBalanced(app.db, tour.tour.id);
    const [synced] = await app.db.select().from(standDevices).where(eq(standDevices.id, device.deviceId));
    expect(synced!.lastSyncAt).not.toBeNull();
  });

  it('the same receipt number under another key is OFFLINE_SEQUENCE_TAKEN; a key sent again with another sale is IDEMPOTENCY_KEY_REUSED', async () => {
    const tour = await createSellingTour(app);
    const device = await registeredDevice(app, tour);
    const key = randomUUID();
    const body = offlineSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }], { deviceId: device.deviceId, sequence: 7 });
    expect((await sell(app, tour.seller.token, body, key)).status).toBe(201);
    expect(await sell(app, tour.seller.token, body, randomUUID())).toMatchObject({ status: 409, body: { errorCode: 'OFFLINE_SEQUENCE_TAKEN', fields: ['offline.sequence'] } });
    expect(await sell(app, tour.seller.token, { ...body, offline: { ...body.offline, sequence: 8 } }, key)).toMatchObject({ status: 422, body: { errorCode: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(await ordersOfDevice(device.deviceId)).toHaveLength(1);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(9);
  });

  it('two tablets of one stand selling offline give receipt numbers that never meet', async () => {
    const tour = await createSellingTour(app);
    const [one, two] = [await registeredDevice(app, tour, 'Caisse 1'), await registeredDevice(app, tour, 'Caisse 2')];
    const sales = [one, two].flatMap((device) => [1, 2, 3].map((sequence) => offlineSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }], { deviceId: device.deviceId, sequence })));
    const answers = await Promise.all(sales.map((body) => sell(app, tour.seller.token, body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(answers.map((answer) => answer.body.receiptNumber).sort()).toEqual(['1-1', '1-2', '1-3', '2-1', '2-2', '2-3']);
    // The receipt page shows the same number as the tablet printed.
    const receipt = await app.api(answers[4]!.body.receiptUrl.replace('/receipts/', '/v1/orders/').replace('?token=', '/receipt?token='));
    expect(receipt).toMatchObject({ status: 200, body: { receiptNumber: '2-2' } });
  });
});

describe.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')('offline resends racing (PostgreSQL runs them truly at once)', () => {
  it('one sale sent 10 times at once with its key, and its receipt number 10 times under other keys: one order', async () => {
    const tour = await createSellingTour(app);
    const device = await registeredDevice(app, tour);
    const key = randomUUID();
    const body = offlineSale(tour, [{ productVariantId: tour.sizes.M, quantity: 2 }], { deviceId: device.deviceId, sequence: 1 });
    const answers: Answer[] = await Promise.all([...Array.from({ length: 10 }, () => sell(app, tour.seller.token, body, key)), ...Array.from({ length: 10 }, () => sell(app, tour.seller.token, body))]);
    const ours = answers.slice(0, 10);
    const others = answers.slice(10);
    const accepted = answers.filter((answer) => answer.status === 201);
    // Every answer with the sale's key is the sale; another key wins only if it came first, and then the key's are refused.
    expect(new Set(accepted.map((answer) => answer.body.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.status !== 201).every((answer) => answer.status === 409 && answer.body.errorCode === 'OFFLINE_SEQUENCE_TAKEN')).toBe(true);
    expect(ours.every((answer) => answer.status === 201) || others.some((answer) => answer.status === 201)).toBe(true);
    expect(await ordersOfDevice(device.deviceId)).toHaveLength(1);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(18);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });
});

describe('offline sales are believed, within limits', () => {
  it('a card payment, or a card part, is OFFLINE_SALE_CASH_ONLY', async () => {
    const tour = await createSellingTour(app);
    const device = await registeredDevice(app, tour);
    const body = offlineSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }], { deviceId: device.deviceId, sequence: 1 });
    expect(await sell(app, tour.seller.token, { ...body, payment: { method: 'card' } })).toMatchObject({ status: 400, body: { errorCode: 'OFFLINE_SALE_CASH_ONLY', fields: ['payment.method'] } });
    const split = { ...body, payment: undefined, payments: [{ method: 'cash', amount: 1000 }, { method: 'card', amount: 1500 }] };
    expect(await sell(app, tour.seller.token, split)).toMatchObject({ status: 400, body: { errorCode: 'OFFLINE_SALE_CASH_ONLY', fields: ['payments.1.method'] } });
    expect(await ordersOfDevice(device.deviceId)).toHaveLength(0);
  });

  it('a sale time past 5 minutes ahead, or before the day before the date, is refused; the tablet must be registered on the stand', async () => {
    const tour = await createSellingTour(app);
    const device = await registeredDevice(app, tour);
    const at = (soldAt: string, sequence = 1) => offlineSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }], { deviceId: device.deviceId, sequence, soldAt });
    const refused = { status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['offline.soldAt'] } };
    expect(await sell(app, tour.seller.token, at(new Date(Date.now() + 6 * 60_000).toISOString()))).toMatchObject(refused);
    // The date is on 14 July 2026 (Paris): the 13th from midnight in Paris is the earliest.
    expect(await sell(app, tour.seller.token, at('2026-07-12T21:59:00Z'))).toMatchObject(refused);
    expect(await sell(app, tour.seller.token, at('not a time'))).toMatchObject({ status: 400, body: { fields: ['offline.soldAt'] } });
    expect((await sell(app, tour.seller.token, at('2026-07-12T22:00:00Z', 1))).status).toBe(201);
    expect((await sell(app, tour.seller.token, at(new Date(Date.now() + 4 * 60_000).toISOString(), 2))).status).toBe(201);

    const stranger = offlineSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }], { deviceId: randomUUID(), sequence: 1 });
    expect(await sell(app, tour.seller.token, stranger)).toMatchObject({ status: 404, body: { errorCode: 'DEVICE_NOT_REGISTERED', fields: ['offline.deviceId'] } });
    const other = await createSellingTour(app);
    const foreign = await registeredDevice(app, other);
    const elsewhere = offlineSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }], { deviceId: foreign.deviceId, sequence: 1 });
    expect(await sell(app, tour.seller.token, elsewhere)).toMatchObject({ status: 404, body: { errorCode: 'DEVICE_NOT_REGISTERED' } });
  });

  it('the takings of a day read the time the sale was made, not when it arrived', async () => {
    const tour = await createSellingTour(app);
    const device = await registeredDevice(app, tour);
    // Made at the show on 14 July (Paris), sent today when the network came back.
    const showNight = await sell(app, tour.seller.token, offlineSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }], { deviceId: device.deviceId, sequence: 1, soldAt: '2026-07-14T21:15:00+02:00' }));
    expect(showNight).toMatchObject({ status: 201, body: { soldAt: '2026-07-14T19:15:00.000Z' } });
    const today = await sell(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    expect(today.body.receiptNumber).toBe(String(today.body.ticketNumber));
    const day = async (query: string) => {
      const answer = await app.api(`/v1/orders?projectId=${tour.tour.id}&${query}`, { token: tour.manager.token });
      expect(answer.status).toBe(200);
      return (answer.body.data as OrderView[]).map((order) => order.id);
    };
    expect(await day('from=2026-07-14&to=2026-07-14')).toEqual([showNight.body.id]);
    expect(await day('from=2026-07-15')).toEqual([today.body.id]);
    // Newest sale first, by when it was made.
    expect(await day('')).toEqual([today.body.id, showNight.body.id]);
  });
});

describe('offline sales and stock', () => {
  it('a sale beyond the stand’s stock is recorded with an offlineCorrection, while an online sale is still refused', async () => {
    const tour = await createSellingTour(app);
    const device = await registeredDevice(app, tour);
    // The shelf holds 8 vinyls; two tablets sold 11 between them, offline.
    const answer = await sell(app, tour.seller.token, offlineSale(tour, [{ productVariantId: tour.vinylVariant, quantity: 11 }, { productVariantId: tour.sizes.S, quantity: 2 }], { deviceId: device.deviceId, sequence: 1 }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.vinylVariant)).toBe(0);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(8);
    const rows = await app.db.select().from(inventoryChanges).where(and(eq(inventoryChanges.inventoryId, tour.stand.inventoryId), eq(inventoryChanges.reference, `order:${answer.body.id}`)));
    expect(rows.map((row) => [row.kind, row.delta, row.availableAfter]).sort()).toEqual([
      ['offlineCorrection', 3, 11],
      ['order', -11, 0],
      ['order', -2, 8],
    ]);
    await expectLedgerBalanced(app.db, tour.tour.id);
    expect(await sell(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.vinylVariant, quantity: 1 }]))).toMatchObject({ status: 409, body: { errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY' } });
  });

  it('an item the stand never held is sold offline too, its level made by the correction', async () => {
    const tour = await createSellingTour(app);
    const device = await registeredDevice(app, tour);
    // Size L is in the catalogue, never supplied nor delivered: no stock item, no level anywhere.
    const never = tour.sizes.L;
    const answer = await sell(app, tour.seller.token, offlineSale(tour, [{ productVariantId: never, quantity: 2 }], { deviceId: device.deviceId, sequence: 1 }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await levelOf(app.db, tour.stand.inventoryId, never)).toBe(0);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('the settlement counts the corrected units as a gap of the stand', async () => {
    const tour = await createClosingTour(app);
    const device = await registeredDevice(app, tour);
    expect((await sell(app, tour.seller.token, offlineSale(tour, [{ productVariantId: tour.vinylVariant, quantity: 10 }], { deviceId: device.deviceId, sequence: 1 }))).status).toBe(201);
    const closed = await putClose(app, tour.manager.token, tour.event.id, closeBody(tour));
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const settlement = (await app.api(`/v1/events/${tour.event.id}/settlement`, { token: tour.manager.token })).body as SettlementView;
    const hall = settlement.stands.find((stand) => stand.id === tour.stand.id)!;
    const vinyl = hall.variants.find((variant) => variant.productVariantId === tour.vinylVariant)!;
    // 8 came in, 10 were sold: 2 beyond the ledger, found, and a variance of −2 the closing shows.
    expect(vinyl).toMatchObject({ countIn: 8, countOut: 0, expectedSold: 8, sold: 10, found: 2, variance: -2 });
  });
});

describe('offline sales after the closing', () => {
  it('becomes the date’s post-closing adjustment: the confirmed figures untouched, the sale listed below them, once', async () => {
    const tour = await createClosingTour(app);
    const device = await registeredDevice(app, tour);
    expect((await sell(app, tour.seller.token, offlineSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }], { deviceId: device.deviceId, sequence: 1, minutesAgo: 30 }))).status).toBe(201);
    expect((await putClose(app, tour.manager.token, tour.event.id, closeBody(tour))).status).toBe(200);
    const before = (await app.api(`/v1/events/${tour.event.id}/settlement`, { token: tour.manager.token })).body as SettlementView;
    const ledgerRows = (await app.db.select().from(inventoryChanges).where(eq(inventoryChanges.projectId, tour.tour.id))).length;

    const key = randomUUID();
    const late = offlineSale(tour, [{ productVariantId: tour.sizes.S, quantity: 2 }], { deviceId: device.deviceId, sequence: 2, minutesAgo: 20 });
    const recorded = await sell(app, tour.seller.token, late, key);
    expect(recorded, JSON.stringify(recorded.body)).toMatchObject({ status: 201, body: { receiptNumber: '1-2', status: 'finished', totalInclVat: 5000, soldAt: late.offline.soldAt } });
    // Sent again (the answer was lost), it is the same sale.
    const again = await sell(app, tour.seller.token, late, key);
    expect(again).toMatchObject({ status: 201, body: { id: recorded.body.id } });
    expect(await ordersOfDevice(device.deviceId)).toHaveLength(2);

    const after = (await app.api(`/v1/events/${tour.event.id}/settlement`, { token: tour.manager.token })).body as SettlementView;
    // What the closing confirmed does not move: the late sale is below it, its money the opposite of a refund's.
    expect(after.stands).toEqual(before.stands);
    expect(after.hash).toBe(before.hash);
    expect(after.adjustments).toEqual([
      expect.objectContaining({ kind: 'lateSale', orderId: recorded.body.id, method: 'cash', amount: -5000, commission: 0, units: -2, destination: 'soldOffline', payoutEffect: 0, payoutTreatment: 'none', reason: '1-2' }),
    ]);
    expect(after.adjustmentTotals).toEqual({ amount: -5000, payoutEffect: 0 });
    // Its units left the shelf before the closing counted it: no stock moves now.
    expect((await app.db.select().from(inventoryChanges).where(eq(inventoryChanges.projectId, tour.tour.id))).length).toBe(ledgerRows);
    await expectLedgerBalanced(app.db, tour.tour.id);
    // Online sales are refused as before.
    expect(await sell(app, tour.seller.token, cashSale(tour as SellingTour, [{ productVariantId: tour.sizes.S, quantity: 1 }]))).toMatchObject({ status: 409, body: { errorCode: 'ORDERS_ENDED_ON_EVENT' } });
  });

  it('a sale made while the stand was still open arrives after the stand closed, before the date did', async () => {
    const tour = await createSellingTour(app);
    const device = await registeredDevice(app, tour);
    expect((await app.api(`/v1/stands/${tour.stand.id}`, { method: 'PATCH', token: tour.manager.token, body: { status: 'closed' } })).status).toBe(200);
    expect(await sell(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]))).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    expect((await sell(app, tour.seller.token, offlineSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }], { deviceId: device.deviceId, sequence: 1 }))).status).toBe(201);
  });
});
