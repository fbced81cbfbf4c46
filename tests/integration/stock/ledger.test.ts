import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryChangeView } from '@/features/stock/types';
import { inventoryChanges } from '@/lib/db/schema';
import { createStockedTour, deliverStock, expectLedgerBalanced, ledgerOf, sendStock, supply, type StockedTour } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createManager, createPlatformAdmin, createSeller, createStand, createTeamMember, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/**
 * The story, in order: a supply (10 M, 4 vinyls), 3 M delivered to the Hall, 1 vinyl delivered to the Mezzanine
 * (another seller's stand), then 2 M sent to the Hall and canceled. 8 rows: 2 supply, 6 transfer.
 */
async function story() {
  const tour = await createStockedTour(app);
  const colleague = await createSeller(app.db, [tour.tour.id]);
  const mezzanine = await createStand(app.db, tour.event, { name: 'Mezzanine' }, [colleague.user.id]);
  expect((await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: tour.sizes.M, quantity: 10 }, { productVariantId: tour.vinylVariant, quantity: 4 }])).status).toBe(200);
  const toHall = await deliverStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 3 }]);
  const toMezzanine = await deliverStock(app, tour, [{ productVariantId: tour.vinylVariant, quantity: 1 }], { to: mezzanine.inventoryId });
  const canceled = await sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 2 }]);
  expect((await app.api(`/v1/inventory-transfers/${canceled.id}/cancel`, { method: 'PUT', token: tour.manager.token })).status).toBe(200);
  await expectLedgerBalanced(app.db, tour.tour.id);
  return { tour, colleague, mezzanine, toHall, toMezzanine, canceled };
}

function changes(token: string, projectId: string, query = '') {
  return app.api(`/v1/projects/${projectId}/inventory-level-changes${query}`, { token });
}

function counts(token: string, projectId: string, query = '') {
  return app.api(`/v1/projects/${projectId}/inventory-level-changes/counts${query}`, { token });
}

/** Each row as [kind, inventory, 'M' or the product's title, delta]. */
const rowsOf = (tour: StockedTour, response: { body: { data: InventoryChangeView[] } }) =>
  response.body.data.map((row) => [row.kind, row.inventoryName, row.productVariantId === tour.sizes.M ? 'M' : row.productTitle, row.delta]);

/** Moves the given rows to an instant in the past (the server reads the real clock, so the test moves the data). */
async function movedTo(instant: string, ids: string[]) {
  await app.db.update(inventoryChanges).set({ createdAt: new Date(instant) }).where(inArray(inventoryChanges.id, ids));
}

describe('GET /v1/projects/{id}/inventory-level-changes', () => {
  it('tells the story newest first, each row with its inventory, product, variant, actor and transfer', async () => {
    const { tour, canceled } = await story();
    const response = await changes(tour.manager.token, tour.tour.id);
    expect(response).toMatchObject({ status: 200, body: { meta: { page: 1, limit: 50, total: 8 } } });
    expect(response.body.data[0]).toEqual({
      id: expect.any(String),
      kind: 'transfer',
      inventoryId: tour.warehouseId,
      inventoryName: 'Entrepôt',
      inventoryKind: 'warehouse',
      inventoryItemId: expect.any(String),
      productId: tour.tshirt.id,
      productTitle: 'T-shirt Tournée',
      productVariantId: tour.sizes.M,
      variantTitle: expect.any(String),
      delta: 2,
      quantity: 2,
      availableAfter: 7,
      receiptType: null,
      transferId: canceled.id,
      reference: null,
      actor: { id: tour.manager.user.id, name: tour.manager.user.email },
      createdAt: expect.any(String),
    });
    const oldest = response.body.data.slice(-2);
    expect(oldest.map((row: InventoryChangeView) => [row.kind, row.reference, row.delta]).sort()).toEqual([
      ['supply', 'BL-2026-001', 10],
      ['supply', 'BL-2026-001', 4],
    ].sort());
    const times = response.body.data.map((row: InventoryChangeView) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const page = await changes(tour.manager.token, tour.tour.id, '?page=2&limit=5');
    expect(page.body.meta).toEqual({ page: 2, limit: 5, total: 8 });
    expect(page.body.data.map((row: InventoryChangeView) => row.id)).toEqual(response.body.data.slice(5, 8).map((row: InventoryChangeView) => row.id));
  });

  it('filters by kinds, inventory, product, variant and transfer', async () => {
    const { tour, mezzanine, toHall, toMezzanine } = await story();
    const query = (filters: string) => changes(tour.manager.token, tour.tour.id, `?${filters}`);
    expect((await query('kind[]=supply')).body.data.map((row: InventoryChangeView) => row.kind)).toEqual(['supply', 'supply']);
    expect((await query('kind[]=supply&kind[]=transfer')).body.meta.total).toBe(8);
    expect((await query('kind[]=order')).body).toMatchObject({ data: [], meta: { total: 0 } });
    expect(rowsOf(tour, await query(`inventoryId=${tour.stand.inventoryId}`))).toEqual([['transfer', 'Hall', 'M', 3]]);
    expect(rowsOf(tour, await query(`inventoryId=${mezzanine.inventoryId}`))).toEqual([['transfer', 'Mezzanine', 'Vinyle', 1]]);
    expect((await query(`productId=${tour.vinyl.id}`)).body.data.map((row: InventoryChangeView) => row.delta).sort()).toEqual([-1, 1, 4]);
    expect((await query(`productVariantId=${tour.sizes.M}&kind[]=transfer`)).body.meta.total).toBe(4);
    expect((await query(`transferId=${toHall.id}`)).body.data.map((row: InventoryChangeView) => [row.inventoryId, row.delta, row.receiptType])).toEqual([
      [tour.stand.inventoryId, 3, 'success'],
      [tour.warehouseId, -3, null],
    ]);
    expect((await query(`transferId=${toMezzanine.id}&inventoryId=${tour.warehouseId}`)).body.meta.total).toBe(1);
  });

  it('filters by days in Paris time, both ends included', async () => {
    const { tour } = await story();
    const rows = await ledgerOf(app.db, tour.tour.id);
    const [first, second, third] = rows;
    // 23:30 in Paris on the 10th of January, 00:30 on the 11th, and noon on the 14th of July (summer time): days long past.
    await movedTo('2020-01-10T22:30:00Z', [first!.id]);
    await movedTo('2020-01-10T23:30:00Z', [second!.id]);
    await movedTo('2020-07-14T10:00:00Z', [third!.id]);
    const ids = async (filters: string) => (await changes(tour.manager.token, tour.tour.id, `?${filters}`)).body.data.map((row: InventoryChangeView) => row.id).sort();
    expect(await ids('from=2020-01-10&to=2020-01-10')).toEqual([first!.id]);
    expect(await ids('from=2020-01-11&to=2020-01-11')).toEqual([second!.id]);
    expect(await ids('from=2020-01-01&to=2020-07-14')).toEqual([first!.id, second!.id, third!.id].sort());
    expect(await ids('to=2020-07-13')).toEqual([first!.id, second!.id].sort());
    expect(await ids('from=2020-07-14&to=2020-07-14')).toEqual([third!.id]);
    expect((await changes(tour.manager.token, tour.tour.id, '?from=2020-07-15')).body.meta.total).toBe(rows.length - 3);
    expect((await changes(tour.manager.token, tour.tour.id, '?from=2020-07-14&to=2020-01-10')).body.meta.total).toBe(0);
    expect((await counts(tour.manager.token, tour.tour.id, '?from=2020-01-10&to=2020-01-11')).body).toMatchObject({ supply: { rows: 2, units: 14 }, transfer: { rows: 0, units: 0 } });
  });

  it('shows a seller only the rows of their stands', async () => {
    const { tour, colleague, mezzanine } = await story();
    expect(rowsOf(tour, await changes(tour.seller.token, tour.tour.id))).toEqual([['transfer', 'Hall', 'M', 3]]);
    expect(rowsOf(tour, await changes(colleague.token, tour.tour.id))).toEqual([['transfer', 'Mezzanine', 'Vinyle', 1]]);
    expect((await changes(tour.seller.token, tour.tour.id, `?inventoryId=${tour.warehouseId}`)).body).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await changes(tour.seller.token, tour.tour.id, `?inventoryId=${mezzanine.inventoryId}`)).body).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await counts(tour.seller.token, tour.tour.id)).body).toMatchObject({ supply: { rows: 0, units: 0 }, transfer: { rows: 1, units: 3 } });
  });

  it('gives the ledger to a viewer and a platform admin, also on an archived tour', async () => {
    const { tour } = await story();
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    const admin = await createPlatformAdmin(app.db);
    await archiveTour(app.db, tour.tour.id);
    for (const token of [viewer.token, admin.token]) {
      expect((await changes(token, tour.tour.id)).body.meta.total).toBe(8);
      expect((await counts(token, tour.tour.id)).body.supply).toEqual({ rows: 2, units: 14 });
    }
  });

  it('answers 404 NOT_FOUND for another client’s tour, a tour the seller does not work on, and unknown or malformed ids', async () => {
    const { tour } = await story();
    const outsider = await createManager(app.db);
    const stranger = await createSeller(app.db);
    for (const call of [changes, counts]) {
      for (const token of [outsider.token, stranger.token]) expect(await call(token, tour.tour.id)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
      for (const id of [UNKNOWN_UUID, 'tour-1']) expect(await call(tour.manager.token, id)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    }
  });

  it.each([
    { case: 'an unknown kind', query: '?kind[]=sale', field: 'kind' },
    { case: 'a day in another format', query: '?from=14/07/2026', field: 'from' },
    { case: 'a day that does not exist', query: '?to=2026-02-30', field: 'to' },
    { case: 'a malformed inventory id', query: '?inventoryId=hall', field: 'inventoryId' },
  ])('answers 400 VALIDATION_ERRORS for $case', async ({ query, field }) => {
    const { tour } = await story();
    const response = await changes(tour.manager.token, tour.tour.id, query);
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    expect(response.body.fields.map((name: string) => name.split('.')[0])).toEqual([field]);
    if (field !== 'kind') expect(await counts(tour.manager.token, tour.tour.id, query)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: [field] } });
  });
});

describe('GET /v1/projects/{id}/inventory-level-changes/counts', () => {
  it('counts the rows and the units moved per kind, every kind present', async () => {
    const { tour } = await story();
    const response = await counts(tour.manager.token, tour.tour.id);
    expect(response).toMatchObject({ status: 200 });
    expect(response.body).toEqual({
      inventoryCheckStart: { rows: 0, units: 0 },
      inventoryCheckEnd: { rows: 0, units: 0 },
      productCreation: { rows: 0, units: 0 },
      transfer: { rows: 6, units: 3 + 3 + 1 + 1 + 2 + 2 },
      closing: { rows: 0, units: 0 },
      order: { rows: 0, units: 0 },
      refund: { rows: 0, units: 0 },
      supply: { rows: 2, units: 14 },
      offlineCorrection: { rows: 0, units: 0 },
    });
  });

  it('takes the same filters as the list', async () => {
    const { tour, toHall } = await story();
    expect((await counts(tour.manager.token, tour.tour.id, `?inventoryId=${tour.warehouseId}`)).body).toMatchObject({ supply: { rows: 2, units: 14 }, transfer: { rows: 4, units: 3 + 1 + 2 + 2 } });
    expect((await counts(tour.manager.token, tour.tour.id, `?productId=${tour.vinyl.id}`)).body).toMatchObject({ supply: { rows: 1, units: 4 }, transfer: { rows: 2, units: 2 } });
    expect((await counts(tour.manager.token, tour.tour.id, `?productVariantId=${tour.sizes.M}&transferId=${toHall.id}`)).body).toMatchObject({ supply: { rows: 0, units: 0 }, transfer: { rows: 2, units: 6 } });
  });

  it('counts the units written off, which move no level', async () => {
    const tour = await createStockedTour(app);
    await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: tour.sizes.S, quantity: 5 }]);
    const sent = await sendStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 5 }]);
    await app.api(`/v1/inventory-transfers/${sent.id}/receipts`, { method: 'PUT', token: tour.seller.token, body: { receipts: [{ transferItemId: sent.items[0]!.id, type: 'damaged', quantity: 2 }] } });
    await app.api(`/v1/inventory-transfers/${sent.id}/complete`, { method: 'PUT', token: tour.seller.token, body: { remaining: 'missing' } });
    const rows = await app.db.select().from(inventoryChanges).where(eq(inventoryChanges.transferId, sent.id));
    expect(rows.map((row) => [row.receiptType, row.delta, row.quantity]).sort()).toEqual([
      ['damaged', 0, 2],
      ['missing', 0, 3],
      [null, -5, 5],
    ].sort());
    expect((await counts(tour.manager.token, tour.tour.id, `?inventoryId=${tour.stand.inventoryId}`)).body.transfer).toEqual({ rows: 2, units: 5 });
    await expectLedgerBalanced(app.db, tour.tour.id);
  });
});
