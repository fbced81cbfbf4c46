import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferView } from '@/features/stock/types';
import { createSuppliedTour, deliverStock, expectLedgerBalanced, ledgerOf, levelOf, postTransfer, putTransfer, sendStock, type StockedTour } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createManager, createPlatformAdmin, createStand, createTeamMember, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function cancel(token: string | undefined, id: string) {
  return putTransfer(app, token, id, 'cancel');
}

function cancelProject(token: string | undefined, id: string) {
  return putTransfer(app, token, id, 'cancel-project');
}

/** A dispatch from the warehouse to the tour's stand (3 M) and two more stands of the event (2 M, 1 vinyl each). */
async function dispatch(tour: StockedTour): Promise<TransferView[]> {
  const mezzanine = await createStand(app.db, tour.event, { name: 'Mezzanine' });
  const terrace = await createStand(app.db, tour.event, { name: 'Terrasse' });
  const response = await app.api('/v1/project-inventory-transfers', {
    method: 'POST',
    token: tour.manager.token,
    body: {
      projectId: tour.tour.id,
      fromInventoryId: tour.warehouseId,
      eventId: tour.event.id,
      transfers: [
        { toInventoryId: tour.stand.inventoryId, items: [{ productVariantId: tour.sizes.M, quantity: 3 }] },
        { toInventoryId: mezzanine.inventoryId, items: [{ productVariantId: tour.sizes.M, quantity: 2 }, { productVariantId: tour.vinylVariant, quantity: 1 }] },
        { toInventoryId: terrace.inventoryId, items: [{ productVariantId: tour.sizes.M, quantity: 2 }, { productVariantId: tour.vinylVariant, quantity: 1 }] },
      ],
    },
  });
  expect(response.status).toBe(201);
  return response.body;
}

const statusOf = async (token: string, id: string) => (await app.api(`/v1/inventory-transfers/${id}`, { token })).body.status;

describe('PUT /v1/inventory-transfers/{id}/cancel', () => {
  it('returns every unit in transit to the source and marks the transfer canceled', async () => {
    const tour = await createSuppliedTour(app);
    const sent = await sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 5 }, { productVariantId: tour.vinylVariant, quantity: 2 }]);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(15);
    const response = await cancel(tour.manager.token, sent.id);
    expect(response).toMatchObject({ status: 200, body: { id: sent.id, status: 'canceled', canceledAt: expect.any(String), finishedAt: null } });
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(20);
    expect(await levelOf(app.db, tour.warehouseId, tour.vinylVariant)).toBe(8);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(0);
    const rows = (await ledgerOf(app.db, tour.tour.id)).filter((row) => row.transferId === sent.id);
    expect(rows.map((row) => [row.kind, row.inventoryId, row.delta]).sort()).toEqual(
      [
        ['transfer', tour.warehouseId, -5],
        ['transfer', tour.warehouseId, -2],
        ['transfer', tour.warehouseId, 5],
        ['transfer', tour.warehouseId, 2],
      ].sort(),
    );
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('ignores the receipts already recorded: all the units sent go back', async () => {
    const tour = await createSuppliedTour(app);
    const sent = await sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 5 }]);
    await putTransfer(app, tour.seller.token, sent.id, 'receipts', { receipts: [{ transferItemId: sent.items[0]!.id, type: 'success', quantity: 3 }, { transferItemId: sent.items[0]!.id, type: 'damaged', quantity: 2 }] });
    expect((await cancel(tour.manager.token, sent.id)).status).toBe(200);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(20);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(0);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('returns a count to its inventory as an inventoryCheckEnd row', async () => {
    const tour = await createSuppliedTour(app);
    const count = await sendStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 10 }], { from: tour.warehouseId, to: tour.warehouseId });
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.S)).toBe(0);
    expect((await cancel(tour.manager.token, count.id)).status).toBe(200);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.S)).toBe(10);
    expect((await ledgerOf(app.db, tour.tour.id)).filter((row) => row.transferId === count.id).map((row) => [row.kind, row.delta])).toEqual([
      ['inventoryCheckStart', -10],
      ['inventoryCheckEnd', 10],
    ]);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('changes nothing when the transfer is already canceled (a retry), and answers 409 TRANSFER_ALREADY_FINISHED on a finished one', async () => {
    const tour = await createSuppliedTour(app);
    const sent = await sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 5 }]);
    const first = await cancel(tour.manager.token, sent.id);
    expect(await cancel(tour.manager.token, sent.id)).toMatchObject({ status: 200, body: { status: 'canceled', canceledAt: first.body.canceledAt } });
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(20);
    const finished = await deliverStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 4 }]);
    expect(await cancel(tour.manager.token, finished.id)).toMatchObject({ status: 409, body: { errorCode: 'TRANSFER_ALREADY_FINISHED' } });
    expect(await statusOf(tour.manager.token, finished.id)).toBe('finished');
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(4);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(16);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('lets a project manager of the team and a platform admin cancel', async () => {
    const tour = await createSuppliedTour(app);
    const projectManager = await createTeamMember(app.db, tour.tour.id, 'projectManager');
    const admin = await createPlatformAdmin(app.db);
    for (const token of [projectManager.token, admin.token]) {
      const sent = await sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 5 }]);
      expect(await cancel(token, sent.id)).toMatchObject({ status: 200, body: { status: 'canceled' } });
    }
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(20);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('refuses a viewer and the sellers, even the receiving stand’s, with 403 FORBIDDEN', async () => {
    const tour = await createSuppliedTour(app);
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    const sent = await sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 5 }]);
    for (const token of [viewer.token, tour.seller.token]) {
      expect(await cancel(token, sent.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
      expect(await cancelProject(token, sent.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    }
    expect(await statusOf(tour.manager.token, sent.id)).toBe('inProgress');
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(15);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('answers 404 TRANSFER_NOT_FOUND to another client and for unknown or malformed ids', async () => {
    const tour = await createSuppliedTour(app);
    const sent = await sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 5 }]);
    const outsider = await createManager(app.db);
    for (const call of [cancel, cancelProject]) {
      expect(await call(outsider.token, sent.id)).toMatchObject({ status: 404, body: { errorCode: 'TRANSFER_NOT_FOUND' } });
      for (const id of [UNKNOWN_UUID, 'transfer-1']) expect(await call(tour.manager.token, id)).toMatchObject({ status: 404, body: { errorCode: 'TRANSFER_NOT_FOUND' } });
    }
    expect(await statusOf(tour.manager.token, sent.id)).toBe('inProgress');
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('refuses an archived tour with 403 FORBIDDEN_ON_INACTIVE_PROJECT', async () => {
    const tour = await createSuppliedTour(app);
    const sent = await sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 5 }]);
    await archiveTour(app.db, tour.tour.id);
    for (const call of [cancel, cancelProject]) {
      expect(await call(tour.manager.token, sent.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    }
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(15);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });
});

describe('PUT /v1/inventory-transfers/{id}/cancel-project', () => {
  it('cancels every transfer of the dispatch still in progress, leaves the finished ones, and returns their units', async () => {
    const tour = await createSuppliedTour(app);
    const [toHall, toMezzanine, toTerrace] = await dispatch(tour);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(20 - 7);
    expect((await putTransfer(app, tour.seller.token, toHall!.id, 'complete', { remaining: 'success' })).status).toBe(200);
    const unrelated = await sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]);

    expect(await cancelProject(tour.manager.token, toMezzanine!.id)).toMatchObject({ status: 200, body: { canceled: 2 } });
    expect(await statusOf(tour.manager.token, toHall!.id)).toBe('finished');
    expect(await statusOf(tour.manager.token, toMezzanine!.id)).toBe('canceled');
    expect(await statusOf(tour.manager.token, toTerrace!.id)).toBe('canceled');
    expect(await statusOf(tour.manager.token, unrelated.id)).toBe('inProgress');
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(20 - 3 - 1);
    expect(await levelOf(app.db, tour.warehouseId, tour.vinylVariant)).toBe(8);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(3);
    // Again: nothing is left in progress in the dispatch, so nothing moves.
    expect(await cancelProject(tour.manager.token, toHall!.id)).toMatchObject({ status: 200, body: { canceled: 0 } });
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(16);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('cancels a transfer made outside a dispatch on its own, and nothing when it is no longer in progress', async () => {
    const tour = await createSuppliedTour(app);
    const sent = await sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 5 }]);
    const other = await sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 2 }]);
    expect(await cancelProject(tour.manager.token, sent.id)).toMatchObject({ status: 200, body: { canceled: 1 } });
    expect(await cancelProject(tour.manager.token, sent.id)).toMatchObject({ status: 200, body: { canceled: 0 } });
    expect(await statusOf(tour.manager.token, other.id)).toBe('inProgress');
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(18);
    const finished = await deliverStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]);
    expect(await cancelProject(tour.manager.token, finished.id)).toMatchObject({ status: 200, body: { canceled: 0 } });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(1);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('lets a project manager of the team cancel a dispatch', async () => {
    const tour = await createSuppliedTour(app);
    const projectManager = await createTeamMember(app.db, tour.tour.id, 'projectManager');
    const [first] = await dispatch(tour);
    expect(await cancelProject(projectManager.token, first!.id)).toMatchObject({ status: 200, body: { canceled: 3 } });
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(20);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('sends nothing twice: a canceled transfer’s units are back, and a new one can take them', async () => {
    const tour = await createSuppliedTour(app);
    const sent = await sendStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 10 }]);
    expect(await postTransfer(app, tour.manager.token, { fromInventoryId: tour.warehouseId, toInventoryId: tour.stand.inventoryId, type: 'stand', items: [{ productVariantId: tour.sizes.S, quantity: 1 }] })).toMatchObject({
      status: 409,
      body: { errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY' },
    });
    await cancel(tour.manager.token, sent.id);
    await deliverStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 10 }]);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(10);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.S)).toBe(0);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });
});
