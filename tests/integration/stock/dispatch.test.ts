import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, projects } from '@/lib/db/schema';
import { createStockedTour, createSuppliedTour, expectLedgerBalanced, levelOf, putTransfer, transfersOf, type StockedTour } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createEvent, createManager, createPlatformAdmin, createStand, createTeamMember, createTour, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function post(token: string | undefined, body: unknown) {
  return app.api('/v1/project-inventory-transfers', { method: 'POST', token, body });
}

/** The tour's stand and a second one of the event ("Mezzanine"). */
async function withTwoStands(tour: StockedTour) {
  const mezzanine = await createStand(app.db, tour.event, { name: 'Mezzanine' });
  return { hall: tour.stand, mezzanine };
}

/** Warehouse → Hall 4 M + 2 vinyls, Mezzanine 3 M; a third shipment without lines is skipped. */
function plan(tour: StockedTour, mezzanineInventoryId: string, overrides: Record<string, unknown> = {}) {
  return {
    projectId: tour.tour.id,
    fromInventoryId: tour.warehouseId,
    eventId: tour.event.id,
    note: 'Plan du Zénith',
    transfers: [
      { toInventoryId: tour.stand.inventoryId, items: [{ productVariantId: tour.sizes.M, quantity: 4 }, { productVariantId: tour.vinylVariant, quantity: 2 }] },
      { toInventoryId: mezzanineInventoryId, items: [{ productVariantId: tour.sizes.M, quantity: 3 }] },
      { toInventoryId: tour.warehouseId, items: [] },
    ],
    ...overrides,
  };
}

async function expectNothingMoved(tour: StockedTour) {
  expect(await transfersOf(app.db, tour.tour.id)).toEqual([]);
  expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(20);
  await expectLedgerBalanced(app.db, tour.tour.id);
}

describe('POST /v1/project-inventory-transfers', () => {
  it('sends a whole plan at once: one transfer per destination with lines, under one dispatch id, 201', async () => {
    const tour = await createSuppliedTour(app);
    const { mezzanine } = await withTwoStands(tour);
    const response = await post(tour.manager.token, plan(tour, mezzanine.inventoryId));
    expect(response.status).toBe(201);
    expect(response.body).toHaveLength(2);
    const [toHall, toMezzanine] = response.body;
    expect(toHall).toMatchObject({ type: 'event', status: 'inProgress', eventId: tour.event.id, note: 'Plan du Zénith', from: { id: tour.warehouseId }, to: { id: tour.stand.inventoryId, name: 'Hall' }, quantity: 6 });
    expect(toMezzanine).toMatchObject({ type: 'event', status: 'inProgress', to: { id: mezzanine.inventoryId, name: 'Mezzanine' }, quantity: 3, items: [{ productVariantId: tour.sizes.M, quantity: 3 }] });
    expect(toHall.dispatchId).toEqual(expect.any(String));
    expect(toMezzanine.dispatchId).toBe(toHall.dispatchId);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(13);
    expect(await levelOf(app.db, tour.warehouseId, tour.vinylVariant)).toBe(6);
    const listed = await app.api(`/v1/inventory-transfers?projectId=${tour.tour.id}&dispatchId=${toHall.dispatchId}`, { token: tour.manager.token });
    expect(listed.body.meta.total).toBe(2);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('takes the type given', async () => {
    const tour = await createSuppliedTour(app);
    const { mezzanine } = await withTwoStands(tour);
    const response = await post(tour.manager.token, plan(tour, mezzanine.inventoryId, { type: 'stand', eventId: null }));
    expect(response).toMatchObject({ status: 201, body: [{ type: 'stand', eventId: null }, { type: 'stand', eventId: null }] });
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('dispatches through a zone: warehouse to the zone, then the zone to the stands', async () => {
    const tour = await createSuppliedTour(app);
    const { mezzanine } = await withTwoStands(tour);
    await app.db.update(projects).set({ hasZones: true }).where(eq(projects.id, tour.tour.id));
    const zone = await app.api(`/v1/projects/${tour.tour.id}/inventory-zone`, { method: 'POST', token: tour.manager.token, body: { name: 'Dépôt Lyon' } });
    expect(zone.status).toBe(201);
    const toZone = await post(tour.manager.token, { projectId: tour.tour.id, fromInventoryId: tour.warehouseId, type: 'zone', transfers: [{ toInventoryId: zone.body.id, items: [{ productVariantId: tour.sizes.M, quantity: 10 }] }] });
    expect(toZone).toMatchObject({ status: 201, body: [{ type: 'zone', to: { id: zone.body.id, kind: 'zone', name: 'Dépôt Lyon' } }] });
    expect((await putTransfer(app, tour.manager.token, toZone.body[0].id, 'complete', { remaining: 'success' })).status).toBe(200);
    expect(await levelOf(app.db, zone.body.id, tour.sizes.M)).toBe(10);
    const fromZone = await post(tour.manager.token, plan(tour, mezzanine.inventoryId, { fromInventoryId: zone.body.id, transfers: [{ toInventoryId: tour.stand.inventoryId, items: [{ productVariantId: tour.sizes.M, quantity: 6 }] }, { toInventoryId: mezzanine.inventoryId, items: [{ productVariantId: tour.sizes.M, quantity: 4 }] }] }));
    expect(fromZone).toMatchObject({ status: 201, body: [{ from: { id: zone.body.id } }, { from: { id: zone.body.id } }] });
    expect(await levelOf(app.db, zone.body.id, tour.sizes.M)).toBe(0);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(10);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('answers 400 ZONE_TRANSFERS_EMPTY when no shipment has lines', async () => {
    const tour = await createSuppliedTour(app);
    for (const transfers of [[], [{ toInventoryId: tour.stand.inventoryId, items: [] }]]) {
      expect(await post(tour.manager.token, plan(tour, tour.stand.inventoryId, { transfers }))).toMatchObject({ status: 400, body: { errorCode: 'ZONE_TRANSFERS_EMPTY', fields: ['transfers'] } });
    }
    await expectNothingMoved(tour);
  });

  it('answers 409 NOT_ENOUGH_AVAILABLE_IN_INVENTORY on the lines the source cannot cover, counting every shipment, and sends none', async () => {
    const tour = await createSuppliedTour(app);
    const { mezzanine } = await withTwoStands(tour);
    const transfers = [
      { toInventoryId: tour.stand.inventoryId, items: [{ productVariantId: tour.vinylVariant, quantity: 1 }, { productVariantId: tour.sizes.M, quantity: 15 }] },
      { toInventoryId: mezzanine.inventoryId, items: [{ productVariantId: tour.sizes.M, quantity: 6 }] },
    ];
    expect(await post(tour.manager.token, plan(tour, mezzanine.inventoryId, { transfers }))).toMatchObject({ status: 409, body: { errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY', fields: ['transfers.1.items.0.quantity'] } });
    await expectNothingMoved(tour);
  });

  it('answers 409 CANT_CREATE_TRANSFER when a destination is a stand of a canceled event, and sends none', async () => {
    const tour = await createSuppliedTour(app);
    const closed = await createEvent(app.db, tour.tour.id, { status: 'canceled' });
    const gone = await createStand(app.db, closed);
    expect(await post(tour.manager.token, plan(tour, gone.inventoryId))).toMatchObject({ status: 409, body: { errorCode: 'CANT_CREATE_TRANSFER' } });
    await expectNothingMoved(tour);
  });

  it('answers 404 INVENTORY_NOT_FOUND for a source outside the tour given, or a destination outside the source’s tour', async () => {
    const tour = await createSuppliedTour(app);
    const second = await createTour(app.db, tour.manager);
    const secondStand = await createStand(app.db, await createEvent(app.db, second.id));
    expect(await post(tour.manager.token, plan(tour, tour.stand.inventoryId, { projectId: second.id }))).toMatchObject({ status: 404, body: { errorCode: 'INVENTORY_NOT_FOUND', fields: ['fromInventoryId'] } });
    expect(await post(tour.manager.token, plan(tour, secondStand.inventoryId))).toMatchObject({ status: 404, body: { errorCode: 'INVENTORY_NOT_FOUND', fields: ['transfers.1.toInventoryId'] } });
    expect(await post(tour.manager.token, plan(tour, UNKNOWN_UUID, { fromInventoryId: UNKNOWN_UUID }))).toMatchObject({ status: 404, body: { errorCode: 'INVENTORY_NOT_FOUND' } });
    await expectNothingMoved(tour);
  });

  it('answers 404 EVENT_NOT_FOUND for an event of another tour', async () => {
    const tour = await createSuppliedTour(app);
    const other = await createStockedTour(app);
    expect(await post(tour.manager.token, plan(tour, tour.stand.inventoryId, { eventId: other.event.id }))).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND', fields: ['eventId'] } });
    await expectNothingMoved(tour);
  });

  it.each([
    { case: 'no tour', change: { projectId: undefined }, fields: ['projectId'] },
    { case: 'no source', change: { fromInventoryId: undefined }, fields: ['fromInventoryId'] },
    { case: 'an unknown type', change: { type: 'plane' }, fields: ['type'] },
    { case: 'no shipments', change: { transfers: undefined }, fields: ['transfers'] },
    { case: 'a shipment without destination', change: { transfers: [{ items: [] }] }, fields: ['transfers.0.toInventoryId'] },
    { case: 'a quantity of 0', change: { transfers: [{ toInventoryId: UNKNOWN_UUID, items: [{ productVariantId: UNKNOWN_UUID, quantity: 0 }] }] }, fields: ['transfers.0.items.0.quantity'] },
  ])('answers 400 VALIDATION_ERRORS for $case', async ({ change, fields }) => {
    const tour = await createSuppliedTour(app);
    expect(await post(tour.manager.token, plan(tour, tour.stand.inventoryId, change))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
    await expectNothingMoved(tour);
  });

  it('answers 400 VALIDATION_ERRORS on the line of a variant of another tour', async () => {
    const tour = await createSuppliedTour(app);
    const other = await createStockedTour(app);
    const transfers = [{ toInventoryId: tour.stand.inventoryId, items: [{ productVariantId: tour.sizes.M, quantity: 1 }, { productVariantId: other.sizes.M, quantity: 1 }] }];
    expect(await post(tour.manager.token, plan(tour, tour.stand.inventoryId, { transfers }))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['transfers.0.items.1.productVariantId'] } });
    await expectNothingMoved(tour);
  });

  it('lets a project manager of the team and a platform admin dispatch', async () => {
    const tour = await createSuppliedTour(app);
    const { mezzanine } = await withTwoStands(tour);
    const projectManager = await createTeamMember(app.db, tour.tour.id, 'projectManager');
    const admin = await createPlatformAdmin(app.db);
    for (const token of [projectManager.token, admin.token]) expect((await post(token, plan(tour, mezzanine.inventoryId))).status).toBe(201);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(20 - 14);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('refuses a viewer and a seller with 403 FORBIDDEN, another client with 404 INVENTORY_NOT_FOUND', async () => {
    const tour = await createSuppliedTour(app);
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    const outsider = await createManager(app.db);
    for (const token of [viewer.token, tour.seller.token]) {
      expect(await post(token, plan(tour, tour.stand.inventoryId))).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    }
    expect(await post(outsider.token, plan(tour, tour.stand.inventoryId))).toMatchObject({ status: 404, body: { errorCode: 'INVENTORY_NOT_FOUND' } });
    await expectNothingMoved(tour);
  });

  it('refuses an archived tour with 403 FORBIDDEN_ON_INACTIVE_PROJECT', async () => {
    const tour = await createSuppliedTour(app);
    await archiveTour(app.db, tour.tour.id);
    expect(await post(tour.manager.token, plan(tour, tour.stand.inventoryId))).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    await expectNothingMoved(tour);
  });

  it('sends to the stands of a started event', async () => {
    const tour = await createSuppliedTour(app);
    await app.db.update(events).set({ status: 'inProgress' }).where(eq(events.id, tour.event.id));
    expect((await post(tour.manager.token, plan(tour, tour.stand.inventoryId, { transfers: [{ toInventoryId: tour.stand.inventoryId, items: [{ productVariantId: tour.sizes.S, quantity: 1 }] }] }))).status).toBe(201);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });
});
