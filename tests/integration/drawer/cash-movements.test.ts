import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedDrawer, registerCount } from '@/features/closing/closing-plan';
import type { SettlementView } from '@/features/closing/settlement-types';
import type { CashMovementView } from '@/features/orders/drawer';
import type { ShiftReport } from '@/features/orders/shift-report';
import { cashMovements, stands } from '@/lib/db/schema';
import { closingData, putClose } from '../../support/closing';
import { registeredDevice } from '../../support/offline';
import { cashCount, cashSale, createSellingTour, refund, sold, type SellingTour } from '../../support/orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager, createSeller, createStand, createTeamMember, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const move = (token: string | undefined, standId: string, body: unknown, key: string | null = randomUUID()) =>
  app.api(`/v1/stands/${standId}/cash-movements`, { method: 'POST', token, body, headers: key ? { 'Idempotency-Key': key } : {} });
const list = (token: string | undefined, standId: string) => app.api(`/v1/stands/${standId}/cash-movements`, { token });
const report = async (token: string, standId: string) => (await app.api(`/v1/stands/${standId}/shift-report`, { token })).body as ShiftReport;
const moneyIn = { direction: 'in', amount: 2000, reason: 'Monnaie de la banque' };

/** Hall with a 100 € change fund, 2 S (50 €) and 1 M (25 €) sold in cash, the M refunded in cash. */
async function aSellingDay(): Promise<SellingTour> {
  const tour = await createSellingTour(app);
  await app.db.update(stands).set({ changeFund: 10_000 }).where(eq(stands.id, tour.stand.id));
  await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 2 }]));
  const back = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]));
  expect((await refund(app, tour.seller.token, back.id, { items: [{ orderItemId: back.items[0]!.id, quantity: 1 }], method: 'cash' })).status).toBe(201);
  return tour;
}

describe('POST and GET /v1/stands/{id}/cash-movements', () => {
  it('records cash in and out with their reasons; the Z, the register count, the wizard and the settlement balance the drawer alike', async () => {
    const tour = await aSellingDay();
    const put = await move(tour.seller.token, tour.stand.id, { ...moneyIn, reason: '  Monnaie de la banque ' });
    expect(put.status).toBe(201);
    expect(put.body).toEqual({
      id: expect.any(String),
      standId: tour.stand.id,
      direction: 'in',
      amount: 2000,
      reason: 'Monnaie de la banque',
      createdBy: { id: tour.seller.user.id, name: expect.any(String) },
      deviceId: null,
      occurredAt: put.body.createdAt,
      createdAt: expect.any(String),
    });
    const { deviceId } = await registeredDevice(app, tour);
    const taken = await move(tour.manager.token, tour.stand.id, { direction: 'out', amount: 3000, reason: 'Dépôt au coffre', deviceId });
    expect(taken).toMatchObject({ status: 201, body: { direction: 'out', amount: 3000, deviceId, createdBy: { id: tour.manager.user.id } } });

    const listed = await list(tour.seller.token, tour.stand.id);
    expect(listed.status).toBe(200);
    expect(listed.body.meta).toEqual({ page: 1, limit: 50, total: 2 });
    expect((listed.body.data as CashMovementView[]).map((row) => [row.direction, row.amount, row.reason])).toEqual([
      ['in', 2000, 'Monnaie de la banque'],
      ['out', 3000, 'Dépôt au coffre'],
    ]);

    // 100 € fund + 75 € cash sales − 25 € refunded + 20 € in − 30 € out = 140 €.
    const z = await report(tour.seller.token, tour.stand.id);
    expect(z.cash).toMatchObject({ changeFund: 10_000, cashIn: 2000, cashOut: 3000, expected: 14_000, counted: null, difference: null, upToDate: false });
    expect(z.cash!.movements.map((row) => row.reason)).toEqual(['Monnaie de la banque', 'Dépôt au coffre']);

    // The seller counts 139 € and closes the stand: the count is after the last cash, the wizard takes it as it is.
    const counted = await app.api(`/v1/stands/${tour.stand.id}/cash-detail`, { method: 'POST', token: tour.seller.token, body: cashCount({ 5000: 2, 2000: 1, 1000: 1, 500: 1, 200: 2 }) });
    expect(counted).toMatchObject({ status: 201, body: { total: 13_900 } });
    expect((await report(tour.seller.token, tour.stand.id)).cash).toMatchObject({ expected: 14_000, counted: { total: 13_900 }, difference: -100, upToDate: true });
    expect((await app.api(`/v1/stands/${tour.stand.id}`, { method: 'PATCH', token: tour.seller.token, body: { status: 'closed' } })).status).toBe(200);

    const data = await closingData(app, tour.manager.token, tour.event.id);
    const hall = data.stands.find((stand) => stand.id === tour.stand.id)!;
    expect(hall.drawer).toEqual({ cashSales: 7500, cashRefunds: 2500, cashIn: 2000, cashOut: 3000 });
    expect(hall.lastCashDetail).toMatchObject({ id: counted.body.id, total: 13_900, countedBy: expect.any(String), current: true });
    expect(registerCount(hall)?.id).toBe(counted.body.id);
    expect(expectedDrawer(hall, undefined)).toBe(14_000);

    const closed = await putClose(app, tour.manager.token, tour.event.id, {
      runId: randomUUID(),
      theaterFeePaidWith: 'transfer',
      stands: [{ standId: tour.stand.id, changeFundFound: 10_000, cardCounted: null, feesPaidWithCash: 0, cashDetailId: counted.body.id, countTransferId: null }],
    });
    expect(closed.status).toBe(200);
    const settlement = (await app.api(`/v1/events/${tour.event.id}/settlement`, { token: tour.manager.token })).body as SettlementView;
    const drawer = settlement.stands.find((stand) => stand.id === tour.stand.id)!.cash;
    // The Z and the settlement say the same expected cash and difference, to the cent.
    expect(drawer).toMatchObject({ cashSales: 5000, cashIn: 2000, cashOut: 3000, expected: z.cash!.expected, counted: 13_900, difference: -100 });
    expect(settlement.totals.owed.cash).toMatchObject({ cashIn: 2000, cashOut: 3000, expected: 14_000, counted: 13_900, difference: -100 });

    // A closed date's drawer takes no more movement.
    expect(await move(tour.manager.token, tour.stand.id, moneyIn)).toMatchObject({ status: 409, body: { errorCode: 'ORDERS_ENDED_ON_EVENT' } });
  });

  it('tells the wizard a count is current only while no cash moved after it: a movement, a cash sale or a cash refund', async () => {
    const tour = await createSellingTour(app);
    const recount = async () => expect((await app.api(`/v1/stands/${tour.stand.id}/cash-detail`, { method: 'POST', token: tour.seller.token, body: cashCount({ 1000: 1 }) })).status).toBe(201);
    const current = async () => (await closingData(app, tour.manager.token, tour.event.id)).stands.find((stand) => stand.id === tour.stand.id)!.lastCashDetail?.current;
    await recount();
    expect(await current()).toBe(true);
    expect((await move(tour.seller.token, tour.stand.id, moneyIn)).status).toBe(201);
    expect(await current()).toBe(false);
    await recount();
    expect(await current()).toBe(true);
    const sale = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    expect(await current()).toBe(false);
    await recount();
    expect((await refund(app, tour.seller.token, sale.id, { items: [{ orderItemId: sale.items[0]!.id, quantity: 1 }], method: 'cash' })).status).toBe(201);
    expect(await current()).toBe(false);
  });

  it('answers a retry with the first movement, refuses the key with another body, and needs a key, an amount and a reason', async () => {
    const tour = await createSellingTour(app);
    const key = randomUUID();
    const first = await move(tour.seller.token, tour.stand.id, moneyIn, key);
    const again = await move(tour.seller.token, tour.stand.id, moneyIn, key);
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: { id: first.body.id } });
    expect(await app.db.select().from(cashMovements).where(eq(cashMovements.standId, tour.stand.id))).toHaveLength(1);
    expect(await move(tour.seller.token, tour.stand.id, { ...moneyIn, amount: 2500 }, key)).toMatchObject({ status: 422, body: { errorCode: 'IDEMPOTENCY_KEY_REUSED' } });
    // The key is the creator's: another person's same key is their own movement.
    expect((await move(tour.manager.token, tour.stand.id, moneyIn, key)).body.id).not.toBe(first.body.id);

    expect(await move(tour.seller.token, tour.stand.id, moneyIn, null)).toMatchObject({ status: 400, body: { errorCode: 'IDEMPOTENCY_KEY_REQUIRED' } });
    for (const body of [{ ...moneyIn, amount: 0 }, { ...moneyIn, amount: 12.5 }, { ...moneyIn, reason: '   ' }, { ...moneyIn, reason: 'x'.repeat(201) }, { ...moneyIn, direction: 'sideways' }]) {
      expect(await move(tour.seller.token, tour.stand.id, body)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    }
    expect((await move(tour.seller.token, tour.stand.id, { ...moneyIn, reason: 'x'.repeat(200) })).status).toBe(201);
  });

  it('is refused at a closed stand and a card-only stand', async () => {
    const tour = await createSellingTour(app);
    const cardOnly = await createStand(app.db, tour.event, { name: 'Carte', isCashCompatible: false, status: 'opened' }, [tour.seller.user.id]);
    expect(await move(tour.seller.token, cardOnly.id, moneyIn)).toMatchObject({ status: 422, body: { errorCode: 'STAND_NOT_CASH_COMPATIBLE' } });
    await app.db.update(stands).set({ status: 'closed' }).where(eq(stands.id, tour.stand.id));
    expect(await move(tour.seller.token, tour.stand.id, moneyIn)).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    expect(await app.db.select().from(cashMovements).where(eq(cashMovements.standId, tour.stand.id))).toHaveLength(0);
  });

  it('keeps to the stand: another tenant 404, a seller of another stand 403, a viewer reads but does not write', async () => {
    const tour = await createSellingTour(app);
    expect((await move(tour.seller.token, tour.stand.id, moneyIn)).status).toBe(201);
    for (const outsider of [await createManager(app.db), await createSeller(app.db)]) {
      expect(await move(outsider.token, tour.stand.id, moneyIn)).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
      expect(await list(outsider.token, tour.stand.id)).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    }
    const otherStandSeller = await createSeller(app.db, [tour.tour.id]);
    await createStand(app.db, tour.event, { name: 'Mezzanine', status: 'opened' }, [otherStandSeller.user.id]);
    expect(await move(otherStandSeller.token, tour.stand.id, moneyIn)).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    expect(await list(otherStandSeller.token, tour.stand.id)).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect(await move(viewer.token, tour.stand.id, moneyIn)).toMatchObject({ status: 403 });
    expect(await list(viewer.token, tour.stand.id)).toMatchObject({ status: 200, body: { data: [expect.objectContaining({ amount: 2000 })], meta: { total: 1 } } });
    expect(await move(tour.manager.token, UNKNOWN_UUID, moneyIn)).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    expect(await move(tour.manager.token, 'not-a-uuid', moneyIn)).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    expect((await list(undefined, tour.stand.id)).status).toBe(401);
    expect(await app.db.select().from(cashMovements).where(eq(cashMovements.standId, tour.stand.id))).toHaveLength(1);
  });
});
