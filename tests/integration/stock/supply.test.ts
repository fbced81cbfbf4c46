import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStockedTour, expectLedgerBalanced, ledgerOf, levelOf, supply } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createManager, createPlatformAdmin, createTeamMember, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function put(token: string | undefined, projectId: string, body: unknown) {
  return app.api(`/v1/projects/${projectId}/inventory-levels/warehouse-supply`, { method: 'PUT', token, body });
}

describe('PUT /v1/projects/{id}/inventory-levels/warehouse-supply', () => {
  it('adds the units to the warehouse with one supply row per variant, the delivery note as reference', async () => {
    const tour = await createStockedTour(app);
    const { manager, sizes, vinylVariant, warehouseId } = tour;
    const response = await put(manager.token, tour.tour.id, { items: [{ productVariantId: sizes.M, quantity: 12 }, { productVariantId: vinylVariant, quantity: 3 }], reference: ' BL-42 ' });
    expect(response).toMatchObject({ status: 200, body: { inventoryId: warehouseId, quantity: 15 } });
    expect(await put(manager.token, tour.tour.id, { items: [{ productVariantId: sizes.M, quantity: 8 }] })).toMatchObject({ status: 200, body: { quantity: 8 } });
    expect(await levelOf(app.db, warehouseId, sizes.M)).toBe(20);
    expect(await levelOf(app.db, warehouseId, vinylVariant)).toBe(3);
    const rows = await ledgerOf(app.db, tour.tour.id);
    expect(rows.map((row) => [row.kind, row.inventoryId, row.delta, row.quantity, row.reference, row.actorUserId]).sort()).toEqual(
      [
        ['supply', warehouseId, 12, 12, 'BL-42', manager.user.id],
        ['supply', warehouseId, 3, 3, 'BL-42', manager.user.id],
        ['supply', warehouseId, 8, 8, null, manager.user.id],
      ].sort(),
    );
    expect(rows.find((row) => row.delta === 8)!.availableAfter).toBe(20);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('merges the lines of one variant into one row, and takes a blank reference as none', async () => {
    const tour = await createStockedTour(app);
    const response = await put(tour.manager.token, tour.tour.id, { items: [{ productVariantId: tour.sizes.S, quantity: 2 }, { productVariantId: tour.sizes.S, quantity: 5 }], reference: '   ' });
    expect(response).toMatchObject({ status: 200, body: { quantity: 7 } });
    expect((await ledgerOf(app.db, tour.tour.id)).map((row) => [row.delta, row.reference])).toEqual([[7, null]]);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.S)).toBe(7);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('lets a project manager of the team and a platform admin supply', async () => {
    const tour = await createStockedTour(app);
    const projectManager = await createTeamMember(app.db, tour.tour.id, 'projectManager');
    const admin = await createPlatformAdmin(app.db);
    expect((await supply(app, projectManager.token, tour.tour.id, [{ productVariantId: tour.sizes.L, quantity: 4 }])).status).toBe(200);
    expect((await supply(app, admin.token, tour.tour.id, [{ productVariantId: tour.sizes.L, quantity: 6 }])).status).toBe(200);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.L)).toBe(10);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('answers 400 TRANSFER_ITEMS_EMPTY without lines', async () => {
    const tour = await createStockedTour(app);
    expect(await put(tour.manager.token, tour.tour.id, { items: [] })).toMatchObject({ status: 400, body: { errorCode: 'TRANSFER_ITEMS_EMPTY', fields: ['items'] } });
    expect(await ledgerOf(app.db, tour.tour.id)).toEqual([]);
  });

  it('answers VALIDATION_ERRORS on the line of a variant of another tour or an unknown one, and supplies nothing', async () => {
    const tour = await createStockedTour(app);
    const other = await createStockedTour(app);
    const response = await put(tour.manager.token, tour.tour.id, {
      items: [{ productVariantId: tour.sizes.S, quantity: 1 }, { productVariantId: other.sizes.S, quantity: 1 }, { productVariantId: UNKNOWN_UUID, quantity: 1 }],
    });
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['items.1.productVariantId', 'items.2.productVariantId'] } });
    expect(await ledgerOf(app.db, tour.tour.id)).toEqual([]);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.S)).toBe(0);
  });

  it.each([
    { case: 'no items', body: {}, fields: ['items'] },
    { case: 'a quantity of 0', body: { items: [{ productVariantId: UNKNOWN_UUID, quantity: 0 }] }, fields: ['items.0.quantity'] },
    { case: 'a fractional quantity', body: { items: [{ productVariantId: UNKNOWN_UUID, quantity: 1.5 }] }, fields: ['items.0.quantity'] },
    { case: 'a quantity as text', body: { items: [{ productVariantId: UNKNOWN_UUID, quantity: '3' }] }, fields: ['items.0.quantity'] },
    { case: 'a quantity above 100 000', body: { items: [{ productVariantId: UNKNOWN_UUID, quantity: 100_001 }] }, fields: ['items.0.quantity'] },
    { case: 'a malformed variant id', body: { items: [{ productVariantId: 'M', quantity: 1 }] }, fields: ['items.0.productVariantId'] },
    { case: 'a reference over 200 characters', body: { items: [{ productVariantId: UNKNOWN_UUID, quantity: 1 }], reference: 'x'.repeat(201) }, fields: ['reference'] },
  ])('answers 400 VALIDATION_ERRORS for $case', async ({ body, fields }) => {
    const tour = await createStockedTour(app);
    expect(await put(tour.manager.token, tour.tour.id, body)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
  });

  it('refuses lines of one variant that add up to more than 100 000 units on the first of them', async () => {
    const tour = await createStockedTour(app);
    const response = await put(tour.manager.token, tour.tour.id, { items: [{ productVariantId: tour.sizes.S, quantity: 1 }, { productVariantId: tour.sizes.M, quantity: 60_000 }, { productVariantId: tour.sizes.M, quantity: 60_000 }] });
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['items.1.quantity'] } });
    expect(await ledgerOf(app.db, tour.tour.id)).toEqual([]);
  });

  it('refuses a viewer and a seller of the tour with 403 FORBIDDEN', async () => {
    const tour = await createStockedTour(app);
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    for (const token of [viewer.token, tour.seller.token]) {
      expect(await supply(app, token, tour.tour.id, [{ productVariantId: tour.sizes.S, quantity: 1 }])).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    }
    expect(await ledgerOf(app.db, tour.tour.id)).toEqual([]);
  });

  it('answers 404 NOT_FOUND for another client’s tour and unknown or malformed ids', async () => {
    const tour = await createStockedTour(app);
    const outsider = await createManager(app.db);
    for (const id of [tour.tour.id, UNKNOWN_UUID, 'tour-1']) {
      expect(await supply(app, outsider.token, id, [{ productVariantId: tour.sizes.S, quantity: 1 }])).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    }
    expect(await ledgerOf(app.db, tour.tour.id)).toEqual([]);
  });

  it('refuses an archived tour with 403 FORBIDDEN_ON_INACTIVE_PROJECT', async () => {
    const tour = await createStockedTour(app);
    await archiveTour(app.db, tour.tour.id);
    expect(await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: tour.sizes.S, quantity: 1 }])).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect(await ledgerOf(app.db, tour.tour.id)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const tour = await createStockedTour(app);
    expect(await supply(app, '', tour.tour.id, [{ productVariantId: tour.sizes.S, quantity: 1 }])).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
  });
});
