import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStockedTour, expectLedgerBalanced, levelOf, supply } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('the stock of a tour, from the supplier to the stand', () => {
  it('supplies the warehouse, sends to a stand, checks it in and tells the whole story in the ledger', async () => {
    const tour = await createStockedTour(app);
    const { manager, seller, stand, sizes, warehouseId } = tour;
    expect(await supply(app, manager.token, tour.tour.id, [{ productVariantId: sizes.M, quantity: 40 }, { productVariantId: sizes.L, quantity: 10 }])).toMatchObject({ status: 200, body: { inventoryId: warehouseId, quantity: 50 } });

    const sent = await app.api('/v1/inventory-transfers', {
      method: 'POST',
      token: manager.token,
      body: { fromInventoryId: warehouseId, toInventoryId: stand.inventoryId, type: 'stand', eventId: tour.event.id, items: [{ productVariantId: sizes.M, quantity: 12 }, { productVariantId: sizes.L, quantity: 4 }] },
    });
    expect(sent).toMatchObject({ status: 201, body: { status: 'inProgress', quantity: 16, from: { id: warehouseId, kind: 'warehouse' }, to: { id: stand.inventoryId, name: 'Hall', kind: 'stand' } } });
    // In transit: out of the warehouse, not yet at the stand.
    expect(await levelOf(app.db, warehouseId, sizes.M)).toBe(28);
    expect(await levelOf(app.db, stand.inventoryId, sizes.M)).toBe(0);

    const [lineM, lineL] = sent.body.items;
    const counted = await app.api(`/v1/inventory-transfers/${sent.body.id}/receipts`, {
      method: 'PUT',
      token: seller.token,
      body: { receipts: [{ transferItemId: lineM.id, type: 'success', quantity: 10 }, { transferItemId: lineM.id, type: 'damaged', quantity: 1 }, { transferItemId: lineM.id, type: 'missing', quantity: 1 }, { transferItemId: lineL.id, type: 'success', quantity: 3 }, { transferItemId: lineL.id, type: 'regul', quantity: 1 }] },
    });
    expect(counted).toMatchObject({ status: 200, body: { items: [{ pending: 0 }, { pending: 0 }] } });
    const done = await app.api(`/v1/inventory-transfers/${sent.body.id}/complete`, { method: 'PUT', token: seller.token, body: {} });
    expect(done).toMatchObject({ status: 200, body: { status: 'finished' } });

    expect(await levelOf(app.db, stand.inventoryId, sizes.M)).toBe(10);
    expect(await levelOf(app.db, stand.inventoryId, sizes.L)).toBe(3);
    expect(await levelOf(app.db, warehouseId, sizes.L)).toBe(7);
    await expectLedgerBalanced(app.db, tour.tour.id);

    const counts = await app.api(`/v1/projects/${tour.tour.id}/inventory-level-changes/counts`, { token: manager.token });
    expect(counts.body).toMatchObject({ supply: { rows: 2, units: 50 }, transfer: { rows: 7, units: 16 + 10 + 1 + 1 + 3 + 1 } });
    const matrix = await app.api(`/v1/projects/${tour.tour.id}/inventory-levels-full`, { token: manager.token });
    expect(matrix.status).toBe(200);
    expect(matrix.body.total).toBe(28 + 10 + 7 + 3);
    expect(matrix.body.inventories[0]).toMatchObject({ kind: 'warehouse' });
  });

  it('counts a stand against itself: what is accepted stays, the rest is written off', async () => {
    const tour = await createStockedTour(app);
    const { manager, stand, sizes, warehouseId } = tour;
    await supply(app, manager.token, tour.tour.id, [{ productVariantId: sizes.S, quantity: 5 }]);
    const sent = await app.api('/v1/inventory-transfers', { method: 'POST', token: manager.token, body: { fromInventoryId: warehouseId, toInventoryId: stand.inventoryId, type: 'stand', items: [{ productVariantId: sizes.S, quantity: 5 }] } });
    await app.api(`/v1/inventory-transfers/${sent.body.id}/complete`, { method: 'PUT', token: manager.token, body: { remaining: 'success' } });
    const count = await app.api('/v1/inventory-transfers', { method: 'POST', token: manager.token, body: { fromInventoryId: stand.inventoryId, toInventoryId: stand.inventoryId, type: 'stand', items: [{ productVariantId: sizes.S, quantity: 5 }] } });
    expect(count.status).toBe(201);
    await app.api(`/v1/inventory-transfers/${count.body.id}/receipts`, { method: 'PUT', token: manager.token, body: { receipts: [{ transferItemId: count.body.items[0].id, type: 'success', quantity: 3 }, { transferItemId: count.body.items[0].id, type: 'missing', quantity: 2 }] } });
    expect(await app.api(`/v1/inventory-transfers/${count.body.id}/complete`, { method: 'PUT', token: manager.token, body: {} })).toMatchObject({ status: 200 });
    expect(await levelOf(app.db, stand.inventoryId, sizes.S)).toBe(3);
    const changes = await app.api(`/v1/projects/${tour.tour.id}/inventory-level-changes?kind[]=inventoryCheckStart&kind[]=inventoryCheckEnd`, { token: manager.token });
    expect(changes.body.data.map((row: { kind: string; delta: number; receiptType: string | null }) => [row.kind, row.delta, row.receiptType]).sort()).toEqual(
      [
        ['inventoryCheckStart', -5, null],
        ['inventoryCheckEnd', 3, 'success'],
        ['inventoryCheckEnd', 0, 'missing'],
      ].sort(),
    );
    await expectLedgerBalanced(app.db, tour.tour.id);
  });
});
