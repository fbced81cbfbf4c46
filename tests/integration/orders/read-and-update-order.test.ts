import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '@/lib/db/schema';
import { addSellingStand, cardSale, cashSale, changeStatus, createSellingTour, sold } from '../../support/orders';
import { expectLedgerBalanced, ledgerOf, levelOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createManager, createPlatformAdmin, createSeller, createTeamMember, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /v1/orders/{id}', () => {
  it('answers the order as the sale did, to the tour’s team and the stand’s sellers; 404 to everyone else', async () => {
    const tour = await createSellingTour(app);
    const order = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 2 }]));
    const read = (token: string | undefined, id = order.id) => app.api(`/v1/orders/${id}`, { token });
    expect(await read(tour.seller.token)).toMatchObject({ status: 200, body: order });
    expect((await read(tour.manager.token)).status).toBe(200);
    expect((await read((await createTeamMember(app.db, tour.tour.id, 'viewer')).token)).status).toBe(200);
    expect((await read((await createPlatformAdmin(app.db)).token)).status).toBe(200);

    const { seller: otherStandSeller } = await addSellingStand(app, tour);
    expect(await read(otherStandSeller.token)).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    expect(await read((await createManager(app.db)).token)).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect(await read((await createSeller(app.db)).token)).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect(await read(tour.manager.token, UNKNOWN_UUID)).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect(await read(tour.manager.token, 'not-an-id')).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect(await read(undefined)).toMatchObject({ status: 401 });
  });

  it('is not mistaken for the static routes beside it', async () => {
    const manager = await createManager(app.db);
    expect(await app.api('/v1/orders/count', { token: manager.token })).toMatchObject({ status: 200, body: { count: 0 } });
    expect(await app.api('/v1/orders/cancel-pending', { token: manager.token })).toMatchObject({ status: 405, body: { errorCode: 'METHOD_NOT_ALLOWED' } });
  });
});

describe('PATCH /v1/orders/{id}', () => {
  it('moves an order along ORDER_TRANSITIONS only', async () => {
    const tour = await createSellingTour(app);
    const order = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]));
    expect(order.status).toBe('finished');
    expect(await changeStatus(app, tour.seller.token, order.id, 'canceled')).toMatchObject({ status: 409, body: { errorCode: 'ORDER_STATUS_NOT_ALLOWED' } });
    expect(await changeStatus(app, tour.seller.token, order.id, 'paid')).toMatchObject({ status: 409, body: { errorCode: 'ORDER_STATUS_NOT_ALLOWED' } });
    expect(await changeStatus(app, tour.seller.token, order.id, 'finished')).toMatchObject({ status: 409, body: { errorCode: 'ORDER_STATUS_NOT_ALLOWED' } });
    expect(await changeStatus(app, tour.seller.token, order.id, 'exchanged')).toMatchObject({ status: 200, body: { id: order.id, status: 'exchanged' } });
    expect(await changeStatus(app, tour.seller.token, order.id, 'finished')).toMatchObject({ status: 409, body: { errorCode: 'ORDER_STATUS_NOT_ALLOWED' } });
    expect(await changeStatus(app, tour.seller.token, order.id, 'shipped')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['status'] } });

    // Click-and-collect's path: paid, prepared, then finished when collected.
    await app.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
    expect((await changeStatus(app, tour.manager.token, order.id, 'prepared')).body.status).toBe('prepared');
    expect(await changeStatus(app, tour.manager.token, order.id, 'paid')).toMatchObject({ status: 409 });
    expect((await changeStatus(app, tour.manager.token, order.id, 'finished')).body.status).toBe('finished');
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(19);
  });

  it('cancels a card sale still waiting: payment failed, units back on the shelf, and the reader’s late approval refused', async () => {
    const tour = await createSellingTour(app);
    const pending = await sold(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.sizes.M, quantity: 3 }]));
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(17);
    const canceled = await changeStatus(app, tour.seller.token, pending.id, 'canceled');
    expect(canceled).toMatchObject({ status: 200, body: { status: 'canceled', canceledAt: expect.any(String), payments: [{ status: 'failed', failureCode: 'canceled' }] } });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(20);
    const back = (await ledgerOf(app.db, tour.tour.id)).filter((row) => row.reference === `order:${pending.id}:canceled`);
    expect(back.map((row) => [row.kind, row.delta])).toEqual([['order', 3]]);
    expect(await changeStatus(app, tour.seller.token, pending.id, 'canceled')).toMatchObject({ status: 409, body: { errorCode: 'ORDER_STATUS_NOT_ALLOWED' } });
    const late = await app.api(`/v1/payments/${pending.payments[0]!.id}/sandbox-outcome`, { method: 'POST', token: tour.seller.token, body: { outcome: 'approve' } });
    expect(late).toMatchObject({ status: 409, body: { errorCode: 'PAYMENT_NOT_PENDING' } });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(20);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('cancels an order being created, which took no payment yet', async () => {
    const tour = await createSellingTour(app);
    const order = await sold(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    await app.db.update(orders).set({ status: 'creating' }).where(eq(orders.id, order.id));
    await app.db.delete(payments).where(eq(payments.orderId, order.id));
    expect((await changeStatus(app, tour.manager.token, order.id, 'inProgress')).body.status).toBe('inProgress');
    expect((await changeStatus(app, tour.manager.token, order.id, 'canceled')).body).toMatchObject({ status: 'canceled', payments: [] });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(10);
  });

  it('lets the tour’s writers and the stand’s sellers change it; refuses viewers, other stands, other tenants, archived tours', async () => {
    const tour = await createSellingTour(app);
    const order = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]));
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect(await changeStatus(app, viewer.token, order.id, 'exchanged')).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    const { seller: otherStandSeller } = await addSellingStand(app, tour);
    expect(await changeStatus(app, otherStandSeller.token, order.id, 'exchanged')).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    expect(await changeStatus(app, (await createManager(app.db)).token, order.id, 'exchanged')).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect(await changeStatus(app, undefined, order.id, 'exchanged')).toMatchObject({ status: 401 });
    const projectManager = await createTeamMember(app.db, tour.tour.id, 'projectManager');
    expect((await changeStatus(app, projectManager.token, order.id, 'exchanged')).status).toBe(200);

    const second = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]));
    await archiveTour(app.db, tour.tour.id);
    expect(await changeStatus(app, tour.seller.token, second.id, 'exchanged')).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect(await changeStatus(app, tour.manager.token, second.id, 'exchanged')).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect((await app.api(`/v1/orders/${second.id}`, { token: tour.seller.token })).status).toBe(200);
  });
});
