import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventClosings, events, orders, shops, stands } from '@/lib/db/schema';
import { closeBody, closingData, createClosingTour, getClosing, putClose } from '../../support/closing';
import { cardSale, cashCount, cashSale, sell, sold, soldByCard } from '../../support/orders';
import { createShop } from '../../support/shops';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager, createTeamMember } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /v1/events/{id}/closing', () => {
  it('gives fees, takings net of refunds, units sold and free, ledger levels and stock in transit per stand', async () => {
    const tour = await createClosingTour(app);
    await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 2 }]));
    await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1, discount: 2500, discountReason: 'Invitation' }]));
    const card = await soldByCard(app, tour, [{ productVariantId: tour.vinylVariant, quantity: 1 }]);
    const refunded = await app.api(`/v1/orders/${card.id}/refunds`, { method: 'POST', token: tour.manager.token, body: { items: [{ orderItemId: card.items[0]!.id, quantity: 1 }], method: 'card' }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(refunded.status).toBe(201);
    expect((await app.api(`/v1/stands/${tour.stand.id}/cash-detail`, { method: 'POST', token: tour.seller.token, body: cashCount({ 5000: 1 }) })).status).toBe(201);

    const data = await closingData(app, tour.manager.token, tour.event.id);
    expect(data.event).toMatchObject({ id: tour.event.id, status: 'inProgress', commissionType: 'theatreFee', theaterFeeAmount: 10, theaterFeeVat: 20 });
    expect(data.ordersInProgress).toEqual([]);
    expect(data.closedAt).toBeNull();
    const hall = data.stands.find((stand) => stand.id === tour.stand.id)!;
    expect(hall).toMatchObject({ name: 'Hall', inventoryId: tour.stand.inventoryId, isCashCompatible: true, takings: { cash: 5000, card: 0, total: 5000, sales: 3 }, inTransit: 0, runTaken: [] });
    expect(hall.lastCashDetail).toMatchObject({ counts: { '5000': 1 }, total: 5000 });
    expect(hall.sold).toEqual(
      expect.arrayContaining([
        { productVariantId: tour.sizes.M, quantity: 2, free: 0 },
        { productVariantId: tour.sizes.S, quantity: 1, free: 1 },
      ]),
    );
    expect(hall.sold).toHaveLength(2);
    const level = (variantId: string) => hall.levels.find((entry) => entry.productVariantId === variantId);
    expect(level(tour.sizes.M)).toMatchObject({ productTitle: 'T-shirt Tournée', category: 'merchandising', price: 2500, expected: 18 });
    expect(level(tour.sizes.S)?.expected).toBe(9);
    // The refunded vinyl went back on the shelf.
    expect(level(tour.vinylVariant)).toMatchObject({ productTitle: 'Vinyle', variantTitle: null, price: 3000, expected: 8 });
    const mezzanine = data.stands.find((stand) => stand.id === tour.mezzanine.id)!;
    expect(mezzanine).toMatchObject({ takings: { cash: 0, card: 0, total: 0, sales: 0 }, lastCashDetail: null, sold: [] });
    expect(mezzanine.levels.map((entry) => [entry.productVariantId, entry.expected])).toEqual([[tour.sizes.M, 5]]);
  });

  it('counts the units on their way to a stand, and lists the orders awaiting payment', async () => {
    const tour = await createClosingTour(app);
    const supplied = await app.api(`/v1/projects/${tour.tour.id}/inventory-levels/warehouse-supply`, { method: 'PUT', token: tour.manager.token, body: { items: [{ productVariantId: tour.sizes.L, quantity: 4 }], reference: 'BL-1' } });
    expect(supplied.status).toBe(200);
    const sent = await app.api('/v1/inventory-transfers', { method: 'POST', token: tour.manager.token, body: { fromInventoryId: tour.warehouseId, toInventoryId: tour.mezzanine.inventoryId, type: 'stand', items: [{ productVariantId: tour.sizes.L, quantity: 4 }] } });
    expect(sent.status).toBe(201);
    const pending = await sold(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]));

    const data = await closingData(app, tour.manager.token, tour.event.id);
    expect(data.stands.find((stand) => stand.id === tour.mezzanine.id)!.inTransit).toBe(4);
    expect(data.ordersInProgress).toEqual([expect.objectContaining({ id: pending.id, status: 'inProgress', channel: 'event', standId: tour.stand.id, standName: 'Hall', totalInclVat: 2500 })]);
  });

  it('is for the tour team, viewers included: a seller of the event is refused, another tenant gets 404', async () => {
    const tour = await createClosingTour(app);
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect((await getClosing(app, viewer.token, tour.event.id)).status).toBe(200);
    expect(await getClosing(app, tour.seller.token, tour.event.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    const stranger = await createManager(app.db);
    expect(await getClosing(app, stranger.token, tour.event.id)).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
  });
});

describe('PUT /v1/events/{id}/close', () => {
  it('finishes the event, closes its stands and shop, keeps the records and answers the closing data', async () => {
    const tour = await createClosingTour(app);
    const shop = await createShop(app, tour.manager, tour.event.id);
    const body = closeBody(tour);
    body.stands[0]!.changeFundFound = 14_000;
    const response = await putClose(app, tour.manager.token, tour.event.id, body);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ event: { id: tour.event.id, status: 'finished' }, closedAt: expect.any(String) });
    const [event] = await app.db.select().from(events).where(eq(events.id, tour.event.id));
    expect(event!.status).toBe('finished');
    expect((await app.db.select().from(stands).where(eq(stands.eventId, tour.event.id))).map((stand) => stand.status)).toEqual(['closed', 'closed']);
    expect((await app.db.select().from(shops).where(eq(shops.id, shop.id)))[0]!.status).toBe('closed');
    const [closing] = await app.db.select().from(eventClosings).where(eq(eventClosings.eventId, tour.event.id));
    expect(closing).toMatchObject({ runId: body.runId, theaterFeePaidWith: 'transfer', stands: body.stands, closedBy: tour.manager.user.id });

    // The same run again: the same answer, nothing changed.
    const again = await putClose(app, tour.manager.token, tour.event.id, body);
    expect(again).toMatchObject({ status: 200, body: { closedAt: response.body.closedAt } });
    expect((await app.db.select().from(eventClosings).where(eq(eventClosings.eventId, tour.event.id)))[0]).toEqual(closing);
    // Another run: refused.
    expect(await putClose(app, tour.manager.token, tour.event.id, closeBody(tour))).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_EVENT' } });
    // No more sales, even from the tour's writers.
    expect(await sell(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]))).toMatchObject({ status: 409, body: { errorCode: 'ORDERS_ENDED_ON_EVENT' } });
    const closingOrder = { ...cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }], 2500), origin: 'closing' };
    expect(await sell(app, tour.manager.token, closingOrder)).toMatchObject({ status: 409, body: { errorCode: 'ORDERS_ENDED_ON_EVENT' } });
  });

  it('refuses while orders await payment or collection, naming them, and changes nothing', async () => {
    const tour = await createClosingTour(app);
    const pending = await sold(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]));
    const refused = await putClose(app, tour.manager.token, tour.event.id, closeBody(tour));
    expect(refused).toMatchObject({ status: 409, body: { errorCode: 'CLOSING_ORDERS_IN_PROGRESS', fields: [pending.id] } });
    const [event] = await app.db.select().from(events).where(eq(events.id, tour.event.id));
    expect(event!.status).toBe('inProgress');
    expect(await app.db.select().from(eventClosings).where(eq(eventClosings.eventId, tour.event.id))).toEqual([]);

    // A click-and-collect order paid but not handed over holds the closing too.
    await app.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, pending.id));
    await app.db.update(orders).set({ channel: 'shop', status: 'paid', standId: null }).where(eq(orders.id, pending.id));
    expect(await putClose(app, tour.manager.token, tour.event.id, closeBody(tour))).toMatchObject({ status: 409, body: { errorCode: 'CLOSING_ORDERS_IN_PROGRESS', fields: [pending.id] } });
    await app.db.update(orders).set({ status: 'exchanged' }).where(eq(orders.id, pending.id));
    expect((await putClose(app, tour.manager.token, tour.event.id, closeBody(tour))).status).toBe(200);
  });

  it('needs an event in progress, a writer of the tour, and records of its own stands', async () => {
    const tour = await createClosingTour(app);
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    const stranger = await createManager(app.db);
    expect(await putClose(app, viewer.token, tour.event.id, closeBody(tour))).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await putClose(app, tour.seller.token, tour.event.id, closeBody(tour))).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await putClose(app, stranger.token, tour.event.id, closeBody(tour))).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    const foreign = closeBody(tour);
    foreign.stands[1]!.standId = randomUUID();
    foreign.stands[0]!.countTransferId = randomUUID();
    expect(await putClose(app, tour.manager.token, tour.event.id, foreign)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['stands.0.countTransferId', 'stands.1.standId'] } });
    await app.db.update(events).set({ status: 'pending' }).where(eq(events.id, tour.event.id));
    expect(await putClose(app, tour.manager.token, tour.event.id, closeBody(tour))).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_EVENT' } });
  });
});
