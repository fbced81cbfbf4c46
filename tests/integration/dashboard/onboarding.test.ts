import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashSale, createSellingTour, sell } from '../../support/orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createEvent, createManager, createSeller, createStand, createTeamMember, createTour, type Signed } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const read = (caller: Signed) => app.api('/v1/onboarding', { token: caller.token });
const nothingYet = { projectId: null, eventId: null, standId: null, standInventoryId: null, hasProducts: false, hasStockAtStand: false, hasSale: false };

describe('GET /v1/onboarding', () => {
  it('ticks the steps to a first sale from what the new organiser made: tour, date, stand', async () => {
    const manager = await createManager(app.db);
    expect(await read(manager)).toMatchObject({ status: 200, body: nothingYet });
    const tour = await createTour(app.db, manager);
    expect((await read(manager)).body).toEqual({ ...nothingYet, projectId: tour.id });
    const event = await createEvent(app.db, tour.id);
    expect((await read(manager)).body).toEqual({ ...nothingYet, projectId: tour.id, eventId: event.id });
    const stand = await createStand(app.db, event);
    expect((await read(manager)).body).toEqual({ ...nothingYet, projectId: tour.id, eventId: event.id, standId: stand.id, standInventoryId: stand.inventoryId });
  });

  it('sees products, stock at the stand, then the first sale that ends the checklist', async () => {
    const tour = await createSellingTour(app);
    const before = { projectId: tour.tour.id, eventId: tour.event.id, standId: tour.stand.id, standInventoryId: tour.stand.inventoryId, hasProducts: true, hasStockAtStand: true, hasSale: false };
    expect((await read(tour.manager)).body).toEqual(before);
    expect((await sell(app, tour.manager.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]))).status).toBe(201);
    expect((await read(tour.manager)).body).toEqual({ ...before, hasSale: true });
  });

  it('shows a viewer and another tenant nothing of the tour, and has no checklist for sellers', async () => {
    const tour = await createSellingTour(app);
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect(await read(viewer)).toMatchObject({ status: 200, body: nothingYet });
    expect(await read(await createManager(app.db))).toMatchObject({ status: 200, body: nothingYet });
    expect(await read(await createSeller(app.db, [tour.tour.id]))).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await app.api('/v1/onboarding')).toMatchObject({ status: 401 });
  });
});
