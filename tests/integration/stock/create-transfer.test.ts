import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, inventories } from '@/lib/db/schema';
import { createStockedTour, createSuppliedTour, deliverStock, expectLedgerBalanced, ledgerOf, levelOf, postTransfer, transfersOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createEvent, createManager, createPlatformAdmin, createStand, createTeamMember, createTour, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Tour = Awaited<ReturnType<typeof createSuppliedTour>>;

/** Warehouse → the tour's stand, 3 M and 2 vinyls. */
function toStand(tour: Tour, overrides: Record<string, unknown> = {}) {
  return {
    fromInventoryId: tour.warehouseId,
    toInventoryId: tour.stand.inventoryId,
    type: 'stand',
    eventId: tour.event.id,
    note: 'Avant les portes',
    items: [
      { productVariantId: tour.sizes.M, quantity: 3 },
      { productVariantId: tour.vinylVariant, quantity: 2 },
    ],
    ...overrides,
  };
}

/** Nothing moved: the warehouse still holds what was supplied, and the tour has no transfer. */
async function expectNothingMoved(tour: Tour) {
  expect(await transfersOf(app.db, tour.tour.id)).toEqual([]);
  expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(20);
  expect(await levelOf(app.db, tour.warehouseId, tour.vinylVariant)).toBe(8);
  await expectLedgerBalanced(app.db, tour.tour.id);
}

describe('POST /v1/inventory-transfers', () => {
  it('takes the units out of the source and puts them in transit to the destination, 201 with the transfer', async () => {
    const tour = await createSuppliedTour(app);
    const response = await postTransfer(app, tour.manager.token, toStand(tour));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      projectId: tour.tour.id,
      type: 'stand',
      status: 'inProgress',
      from: { id: tour.warehouseId, name: 'Entrepôt', kind: 'warehouse' },
      to: { id: tour.stand.inventoryId, name: 'Hall', kind: 'stand' },
      eventId: tour.event.id,
      dispatchId: null,
      note: 'Avant les portes',
      items: [
        {
          id: expect.any(String),
          productId: tour.tshirt.id,
          productVariantId: tour.sizes.M,
          inventoryItemId: expect.any(String),
          productTitle: 'T-shirt Tournée',
          variantTitle: expect.any(String),
          size: 'M',
          color: 'Noir',
          quantity: 3,
          receipts: [],
          pending: 3,
        },
        expect.objectContaining({ productId: tour.vinyl.id, productVariantId: tour.vinylVariant, quantity: 2, receipts: [], pending: 2 }),
      ],
      quantity: 5,
      createdBy: { id: tour.manager.user.id, name: tour.manager.user.email },
      createdAt: expect.any(String),
      finishedAt: null,
      canceledAt: null,
    });
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(17);
    expect(await levelOf(app.db, tour.warehouseId, tour.vinylVariant)).toBe(6);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(0);
    const rows = (await ledgerOf(app.db, tour.tour.id)).filter((row) => row.kind === 'transfer');
    expect(rows.map((row) => [row.inventoryId, row.delta, row.transferId]).sort()).toEqual(
      [
        [tour.warehouseId, -3, response.body.id],
        [tour.warehouseId, -2, response.body.id],
      ].sort(),
    );
    expect(await app.api(`/v1/inventory-transfers/${response.body.id}`, { token: tour.manager.token })).toMatchObject({ status: 200, body: response.body });
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('merges the lines of one variant, and may empty the source to the last unit', async () => {
    const tour = await createSuppliedTour(app);
    const response = await postTransfer(app, tour.manager.token, toStand(tour, { items: [{ productVariantId: tour.sizes.S, quantity: 4 }, { productVariantId: tour.sizes.S, quantity: 6 }] }));
    expect(response).toMatchObject({ status: 201, body: { quantity: 10, items: [{ productVariantId: tour.sizes.S, quantity: 10 }] } });
    expect(response.body.items).toHaveLength(1);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.S)).toBe(0);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('sends between any two inventories of the tour: a stand sends its leftovers back, even after its event is over', async () => {
    const tour = await createSuppliedTour(app);
    await deliverStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 5 }]);
    await app.db.update(events).set({ status: 'finished' }).where(eq(events.id, tour.event.id));
    const back = await postTransfer(app, tour.manager.token, { fromInventoryId: tour.stand.inventoryId, toInventoryId: tour.warehouseId, type: 'tour', items: [{ productVariantId: tour.sizes.M, quantity: 4 }] });
    expect(back).toMatchObject({ status: 201, body: { from: { kind: 'stand', name: 'Hall' }, to: { kind: 'warehouse' }, eventId: null, note: null } });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(1);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('counts an inventory against itself: the units leave as inventoryCheckStart rows', async () => {
    const tour = await createSuppliedTour(app);
    const response = await postTransfer(app, tour.manager.token, { fromInventoryId: tour.warehouseId, toInventoryId: tour.warehouseId, type: 'project', items: [{ productVariantId: tour.sizes.S, quantity: 10 }] });
    expect(response).toMatchObject({ status: 201, body: { from: { id: tour.warehouseId }, to: { id: tour.warehouseId } } });
    expect((await ledgerOf(app.db, tour.tour.id)).filter((row) => row.transferId === response.body.id).map((row) => [row.kind, row.delta])).toEqual([['inventoryCheckStart', -10]]);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.S)).toBe(0);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it.each([
    { code: 'MISSING_TRANSFER_SOURCE', change: { fromInventoryId: undefined }, fields: ['fromInventoryId'] },
    { code: 'MISSING_TRANSFER_SOURCE', change: { fromInventoryId: null }, fields: ['fromInventoryId'] },
    { code: 'MISSING_TRANSFER_DESTINATION', change: { toInventoryId: undefined }, fields: ['toInventoryId'] },
    { code: 'MISSING_TRANSFER_TYPE', change: { type: null }, fields: ['type'] },
    { code: 'TRANSFER_ITEMS_EMPTY', change: { items: [] }, fields: ['items'] },
    { code: 'TRANSFER_ITEMS_EMPTY', change: { items: undefined }, fields: ['items'] },
  ])('answers 400 $code when it lacks ($fields)', async ({ code, change, fields }) => {
    const tour = await createSuppliedTour(app);
    expect(await postTransfer(app, tour.manager.token, toStand(tour, change))).toMatchObject({ status: 400, body: { errorCode: code, fields } });
    await expectNothingMoved(tour);
  });

  it('answers 409 NOT_ENOUGH_AVAILABLE_IN_INVENTORY with the lines the source cannot cover, and moves nothing', async () => {
    const tour = await createSuppliedTour(app);
    const items = [
      { productVariantId: tour.sizes.M, quantity: 3 },
      { productVariantId: tour.vinylVariant, quantity: 9 },
      { productVariantId: tour.sizes.L, quantity: 1 },
    ];
    expect(await postTransfer(app, tour.manager.token, toStand(tour, { items }))).toMatchObject({ status: 409, body: { errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY', fields: ['items.1.quantity', 'items.2.quantity'] } });
    await expectNothingMoved(tour);
  });

  it('points a shortage of merged lines at the first of them', async () => {
    const tour = await createSuppliedTour(app);
    const items = [
      { productVariantId: tour.vinylVariant, quantity: 1 },
      { productVariantId: tour.sizes.M, quantity: 15 },
      { productVariantId: tour.sizes.M, quantity: 6 },
    ];
    expect(await postTransfer(app, tour.manager.token, toStand(tour, { items }))).toMatchObject({ status: 409, body: { errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY', fields: ['items.1.quantity'] } });
    await expectNothingMoved(tour);
  });

  it.each([
    ['canceled', 'CANT_CREATE_TRANSFER'],
    ['finished', 'ORDERS_ENDED_ON_EVENT'],
  ] as const)('answers 409 to a stand of a %s event (%s)', async (status, errorCode) => {
    const tour = await createSuppliedTour(app);
    await app.db.update(events).set({ status }).where(eq(events.id, tour.event.id));
    expect(await postTransfer(app, tour.manager.token, toStand(tour))).toMatchObject({ status: 409, body: { errorCode } });
    await expectNothingMoved(tour);
  });

  it('sends to a stand of a started event', async () => {
    const tour = await createSuppliedTour(app);
    await app.db.update(events).set({ status: 'inProgress' }).where(eq(events.id, tour.event.id));
    expect((await postTransfer(app, tour.manager.token, toStand(tour))).status).toBe(201);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('answers 404 INVENTORY_NOT_FOUND for a source or a destination that is unknown or of another tour', async () => {
    const tour = await createSuppliedTour(app);
    const strangers = await createStockedTour(app);
    // The same manager's second tour: visible to them, but no place for this tour's stock.
    const second = await createTour(app.db, tour.manager);
    const [secondWarehouse] = await app.db.select().from(inventories).where(eq(inventories.projectId, second.id));
    const secondStand = await createStand(app.db, await createEvent(app.db, second.id));
    for (const fromInventoryId of [UNKNOWN_UUID, strangers.warehouseId, strangers.stand.inventoryId]) {
      expect(await postTransfer(app, tour.manager.token, toStand(tour, { fromInventoryId }))).toMatchObject({ status: 404, body: { errorCode: 'INVENTORY_NOT_FOUND' } });
    }
    for (const toInventoryId of [UNKNOWN_UUID, strangers.stand.inventoryId, secondWarehouse!.id, secondStand.inventoryId]) {
      expect(await postTransfer(app, tour.manager.token, toStand(tour, { toInventoryId }))).toMatchObject({ status: 404, body: { errorCode: 'INVENTORY_NOT_FOUND', fields: ['toInventoryId'] } });
    }
    await expectNothingMoved(tour);
  });

  it('answers 404 EVENT_NOT_FOUND for an event of another tour', async () => {
    const tour = await createSuppliedTour(app);
    const other = await createStockedTour(app);
    expect(await postTransfer(app, tour.manager.token, toStand(tour, { eventId: other.event.id }))).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND', fields: ['eventId'] } });
    await expectNothingMoved(tour);
  });

  it('answers 400 VALIDATION_ERRORS on the line of a variant of another tour', async () => {
    const tour = await createSuppliedTour(app);
    const other = await createStockedTour(app);
    const items = [
      { productVariantId: tour.sizes.M, quantity: 1 },
      { productVariantId: other.sizes.M, quantity: 1 },
    ];
    expect(await postTransfer(app, tour.manager.token, toStand(tour, { items }))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['items.1.productVariantId'] } });
    await expectNothingMoved(tour);
  });

  it.each([
    { case: 'an unknown type', change: { type: 'truck' }, fields: ['type'] },
    { case: 'a malformed source', change: { fromInventoryId: 'warehouse' }, fields: ['fromInventoryId'] },
    { case: 'a malformed event id', change: { eventId: 'event-1' }, fields: ['eventId'] },
    { case: 'a negative quantity', change: { items: [{ productVariantId: UNKNOWN_UUID, quantity: -2 }] }, fields: ['items.0.quantity'] },
    { case: 'a line without variant', change: { items: [{ quantity: 2 }] }, fields: ['items.0.productVariantId'] },
    { case: 'items that are not a list', change: { items: 'M:3' }, fields: ['items'] },
    { case: 'a note over 1 000 characters', change: { note: 'x'.repeat(1001) }, fields: ['note'] },
  ])('answers 400 VALIDATION_ERRORS for $case', async ({ change, fields }) => {
    const tour = await createSuppliedTour(app);
    expect(await postTransfer(app, tour.manager.token, toStand(tour, change))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
    await expectNothingMoved(tour);
  });

  it('answers 400 MALFORMED_JSON for a body that is not JSON', async () => {
    const tour = await createSuppliedTour(app);
    const response = await app.api('/v1/inventory-transfers', { method: 'POST', token: tour.manager.token, rawBody: '{"items": [', headers: { 'Content-Type': 'application/json' } });
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'MALFORMED_JSON' } });
    await expectNothingMoved(tour);
  });

  it('lets a project manager of the team and a platform admin send', async () => {
    const tour = await createSuppliedTour(app);
    const projectManager = await createTeamMember(app.db, tour.tour.id, 'projectManager');
    const admin = await createPlatformAdmin(app.db);
    for (const token of [projectManager.token, admin.token]) {
      expect(await postTransfer(app, token, toStand(tour))).toMatchObject({ status: 201, body: { status: 'inProgress' } });
    }
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(14);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('refuses a viewer and a seller, even the seller of the destination stand, with 403 FORBIDDEN', async () => {
    const tour = await createSuppliedTour(app);
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    for (const token of [viewer.token, tour.seller.token]) {
      expect(await postTransfer(app, token, toStand(tour))).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    }
    await expectNothingMoved(tour);
  });

  it('answers 404 INVENTORY_NOT_FOUND to another client, whose own tour holds nothing of it', async () => {
    const tour = await createSuppliedTour(app);
    const outsider = await createManager(app.db);
    expect(await postTransfer(app, outsider.token, toStand(tour))).toMatchObject({ status: 404, body: { errorCode: 'INVENTORY_NOT_FOUND' } });
    await expectNothingMoved(tour);
  });

  it('refuses an archived tour with 403 FORBIDDEN_ON_INACTIVE_PROJECT', async () => {
    const tour = await createSuppliedTour(app);
    await archiveTour(app.db, tour.tour.id);
    expect(await postTransfer(app, tour.manager.token, toStand(tour))).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    await expectNothingMoved(tour);
  });
});
