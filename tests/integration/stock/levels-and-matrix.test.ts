import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryLevelView, InventoryMatrix } from '@/features/stock/types';
import { inventoryItems, inventoryLevels } from '@/lib/db/schema';
import { createSuppliedTour, deliverStock, expectLedgerBalanced, sendStock, type StockedTour } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createEvent, createManager, createPlatformAdmin, createSeller, createStand, createTeamMember, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/**
 * Warehouse 10 S, 20 M, 8 vinyls; then the Hall receives 5 M and 2 vinyls, a second stand of the event (the
 * Mezzanine, with its own seller) receives 1 S, and 3 M are on their way to a stand of a later event.
 * Levels: warehouse 9 S, 12 M, 6 vinyls; Hall 5 M, 2 vinyls; Mezzanine 1 S.
 */
async function stockedEverywhere() {
  const tour = await createSuppliedTour(app);
  const colleague = await createSeller(app.db, [tour.tour.id]);
  const mezzanine = await createStand(app.db, tour.event, { name: 'Mezzanine' }, [colleague.user.id]);
  const later = await createEvent(app.db, tour.tour.id, { createdAt: new Date(Date.now() + 60_000) });
  const elsewhere = await createStand(app.db, later, { name: 'Ailleurs' });
  await deliverStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 5 }, { productVariantId: tour.vinylVariant, quantity: 2 }]);
  await deliverStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 1 }], { to: mezzanine.inventoryId });
  await sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 3 }], { to: elsewhere.inventoryId });
  await expectLedgerBalanced(app.db, tour.tour.id);
  return { tour, colleague, mezzanine, later, elsewhere };
}

/** Each level as [inventory, size or 'vinyl', units]. */
function levelsOf(tour: StockedTour, response: { body: { data: InventoryLevelView[] } }) {
  const name = (variantId: string) => (variantId === tour.vinylVariant ? 'vinyl' : Object.entries(tour.sizes).find(([, id]) => id === variantId)?.[0]);
  return response.body.data.map((level) => [level.inventoryId, name(level.productVariantId), level.available]);
}

async function levelId(inventoryId: string, productVariantId: string): Promise<string> {
  const [row] = await app.db
    .select({ id: inventoryLevels.id })
    .from(inventoryLevels)
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryLevels.inventoryItemId))
    .where(and(eq(inventoryLevels.inventoryId, inventoryId), eq(inventoryItems.productVariantId, productVariantId)));
  return row!.id;
}

function levels(token: string, query: string) {
  return app.api(`/v1/inventory-levels${query}`, { token });
}

function matrix(token: string, projectId: string, query = '') {
  return app.api(`/v1/projects/${projectId}/inventory-levels-full${query}`, { token });
}

describe('GET /v1/inventory-levels', () => {
  it('lists the tour’s levels by product, variant and inventory, with their titles; units in transit are in none', async () => {
    const { tour, mezzanine } = await stockedEverywhere();
    const response = await levels(tour.manager.token, `?projectId=${tour.tour.id}`);
    expect(response).toMatchObject({ status: 200, body: { meta: { page: 1, limit: 50, total: 6 } } });
    expect(levelsOf(tour, response)).toEqual([
      [tour.warehouseId, 'S', 9],
      [mezzanine.inventoryId, 'S', 1],
      [tour.warehouseId, 'M', 12],
      [tour.stand.inventoryId, 'M', 5],
      [tour.warehouseId, 'vinyl', 6],
      [tour.stand.inventoryId, 'vinyl', 2],
    ]);
    expect(response.body.data[0]).toEqual({
      id: expect.any(String),
      inventoryId: tour.warehouseId,
      inventoryItemId: expect.any(String),
      productId: tour.tshirt.id,
      productVariantId: tour.sizes.S,
      productTitle: 'T-shirt Tournée',
      variantTitle: expect.stringContaining('S'),
      available: 9,
      updatedAt: expect.any(String),
    });
    const page = await levels(tour.manager.token, `?projectId=${tour.tour.id}&page=3&limit=2`);
    expect(page.body.meta).toEqual({ page: 3, limit: 2, total: 6 });
    expect(levelsOf(tour, page)).toEqual([
      [tour.warehouseId, 'vinyl', 6],
      [tour.stand.inventoryId, 'vinyl', 2],
    ]);
  });

  it('filters by inventory, product and variant', async () => {
    const { tour } = await stockedEverywhere();
    const token = tour.manager.token;
    expect(levelsOf(tour, await levels(token, `?inventoryId=${tour.stand.inventoryId}`))).toEqual([
      [tour.stand.inventoryId, 'M', 5],
      [tour.stand.inventoryId, 'vinyl', 2],
    ]);
    expect(levelsOf(tour, await levels(token, `?projectId=${tour.tour.id}&productId=${tour.vinyl.id}`))).toEqual([
      [tour.warehouseId, 'vinyl', 6],
      [tour.stand.inventoryId, 'vinyl', 2],
    ]);
    expect(levelsOf(tour, await levels(token, `?productVariantId=${tour.sizes.M}&inventoryId=${tour.warehouseId}`))).toEqual([[tour.warehouseId, 'M', 12]]);
    // Without a tour: the levels of every tour the manager sees, which is this one only.
    expect((await levels(token, '')).body.meta.total).toBe(6);
  });

  it('shows a viewer of the team and a platform admin every level, also on an archived tour', async () => {
    const { tour } = await stockedEverywhere();
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    const admin = await createPlatformAdmin(app.db);
    await archiveTour(app.db, tour.tour.id);
    for (const token of [viewer.token, admin.token]) {
      expect((await levels(token, `?projectId=${tour.tour.id}`)).body.meta.total).toBe(6);
      expect((await levels(token, `?inventoryId=${tour.warehouseId}`)).body.meta.total).toBe(3);
    }
  });

  it('shows a seller only their stands’ levels; the warehouse is not found and another stand is NOT_ALLOWED_ON_STAND', async () => {
    const { tour, colleague, mezzanine } = await stockedEverywhere();
    expect(levelsOf(tour, await levels(tour.seller.token, `?projectId=${tour.tour.id}`))).toEqual([
      [tour.stand.inventoryId, 'M', 5],
      [tour.stand.inventoryId, 'vinyl', 2],
    ]);
    expect(levelsOf(tour, await levels(tour.seller.token, ''))).toHaveLength(2);
    expect(levelsOf(tour, await levels(colleague.token, `?inventoryId=${mezzanine.inventoryId}`))).toEqual([[mezzanine.inventoryId, 'S', 1]]);
    expect(await levels(tour.seller.token, `?inventoryId=${tour.warehouseId}`)).toMatchObject({ status: 404, body: { errorCode: 'INVENTORY_NOT_FOUND' } });
    expect(await levels(tour.seller.token, `?inventoryId=${mezzanine.inventoryId}`)).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
  });

  it('shows another client none of the tour’s levels, and answers 404 INVENTORY_NOT_FOUND for its inventories', async () => {
    const { tour } = await stockedEverywhere();
    const outsider = await createManager(app.db);
    expect(await levels(outsider.token, `?projectId=${tour.tour.id}`)).toMatchObject({ status: 200, body: { data: [], meta: { total: 0 } } });
    expect(await levels(outsider.token, `?productVariantId=${tour.sizes.M}`)).toMatchObject({ status: 200, body: { data: [], meta: { total: 0 } } });
    for (const inventoryId of [tour.warehouseId, UNKNOWN_UUID]) {
      expect(await levels(outsider.token, `?inventoryId=${inventoryId}`)).toMatchObject({ status: 404, body: { errorCode: 'INVENTORY_NOT_FOUND' } });
    }
  });

  it('answers 400 VALIDATION_ERRORS for malformed ids', async () => {
    const { tour } = await stockedEverywhere();
    expect(await levels(tour.manager.token, '?inventoryId=hall')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['inventoryId'] } });
    expect(await levels(tour.manager.token, '?projectId=tour-1&productId=tshirt')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['projectId', 'productId'] } });
  });
});

describe('GET /v1/inventory-levels/{id}', () => {
  it('gives the level to the team, a viewer, a platform admin and the seller of its stand', async () => {
    const { tour } = await stockedEverywhere();
    const id = await levelId(tour.stand.inventoryId, tour.sizes.M);
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    const admin = await createPlatformAdmin(app.db);
    for (const token of [tour.manager.token, viewer.token, admin.token, tour.seller.token]) {
      expect(await app.api(`/v1/inventory-levels/${id}`, { token })).toMatchObject({ status: 200, body: { id, inventoryId: tour.stand.inventoryId, productVariantId: tour.sizes.M, available: 5 } });
    }
  });

  it('answers 404 GET_INVENTORY_LEVELS to another client, to a seller for another inventory, and for unknown or malformed ids', async () => {
    const { tour, colleague } = await stockedEverywhere();
    const hallM = await levelId(tour.stand.inventoryId, tour.sizes.M);
    const warehouseM = await levelId(tour.warehouseId, tour.sizes.M);
    const outsider = await createManager(app.db);
    for (const [token, id] of [
      [outsider.token, hallM],
      [colleague.token, hallM],
      [tour.seller.token, warehouseM],
      [tour.manager.token, UNKNOWN_UUID],
      [tour.manager.token, 'level-1'],
    ] as const) {
      expect(await app.api(`/v1/inventory-levels/${id}`, { token })).toMatchObject({ status: 404, body: { errorCode: 'GET_INVENTORY_LEVELS' } });
    }
  });
});

describe('GET /v1/projects/{id}/inventory-levels-full', () => {
  it('gives every variant down and every inventory across, with totals and the units in transit', async () => {
    const { tour, mezzanine, elsewhere } = await stockedEverywhere();
    const response = await matrix(tour.manager.token, tour.tour.id);
    expect(response.status).toBe(200);
    const body = response.body as InventoryMatrix;
    expect(body.inventories.map((inventory) => [inventory.id, inventory.kind, inventory.name])).toEqual([
      [tour.warehouseId, 'warehouse', 'Entrepôt'],
      [tour.stand.inventoryId, 'stand', 'Hall'],
      [mezzanine.inventoryId, 'stand', 'Mezzanine'],
      [elsewhere.inventoryId, 'stand', 'Ailleurs'],
    ]);
    expect(body.inventories[1]).toEqual({ id: tour.stand.inventoryId, projectId: tour.tour.id, kind: 'stand', name: 'Hall', standId: tour.stand.id, eventId: tour.event.id, eventName: tour.event.name });
    expect(body.rows.map((row) => [row.productVariantId, row.levels, row.total, row.inTransit])).toEqual([
      [tour.sizes.S, { [tour.warehouseId]: 9, [mezzanine.inventoryId]: 1 }, 10, 0],
      [tour.sizes.M, { [tour.warehouseId]: 12, [tour.stand.inventoryId]: 5 }, 17, 3],
      [tour.sizes.L, {}, 0, 0],
      [tour.vinylVariant, { [tour.warehouseId]: 6, [tour.stand.inventoryId]: 2 }, 8, 0],
    ]);
    expect(body.rows[2]).toMatchObject({ productTitle: 'T-shirt Tournée', category: 'merchandising', size: 'L', color: 'Noir', inventoryItemId: null });
    expect(body.totals).toEqual({ [tour.warehouseId]: 27, [tour.stand.inventoryId]: 7, [mezzanine.inventoryId]: 1, [elsewhere.inventoryId]: 0 });
    expect(body.total).toBe(35);
    expect(body.inTransit).toBe(3);
  });

  it('puts the stands in the order of their event’s first date, not of the events’ creation; undated events last', async () => {
    const { tour, mezzanine, elsewhere } = await stockedEverywhere();
    // Added last, but its date (1 June) comes before the Hall's (14 July): its stand is the first stand column.
    const june = await createEvent(app.db, tour.tour.id, { createdAt: new Date(Date.now() + 120_000) }, { performances: [{ startsAt: '2026-06-01T20:00' }, { startsAt: '2026-08-01T20:00' }] });
    const zebra = await createStand(app.db, june, { name: 'Zèbre' });
    const annexe = await createStand(app.db, june, { name: 'Annexe' });
    const body = (await matrix(tour.manager.token, tour.tour.id)).body as InventoryMatrix;
    expect(body.inventories.map((inventory) => inventory.id)).toEqual([tour.warehouseId, annexe.inventoryId, zebra.inventoryId, tour.stand.inventoryId, mezzanine.inventoryId, elsewhere.inventoryId]);
  });

  it('keeps the warehouse, the zones and the event’s stands with eventId, and filters the rows by product, category and text', async () => {
    const { tour, mezzanine } = await stockedEverywhere();
    const token = tour.manager.token;
    const ofEvent = (await matrix(token, tour.tour.id, `?eventId=${tour.event.id}`)).body as InventoryMatrix;
    expect(ofEvent.inventories.map((inventory) => inventory.id)).toEqual([tour.warehouseId, tour.stand.inventoryId, mezzanine.inventoryId]);
    const variantsOf = (response: { body: InventoryMatrix }) => response.body.rows.map((row) => row.productVariantId);
    expect(variantsOf(await matrix(token, tour.tour.id, `?productId=${tour.vinyl.id}`))).toEqual([tour.vinylVariant]);
    expect(variantsOf(await matrix(token, tour.tour.id, '?category[]=merchandising'))).toEqual([tour.sizes.S, tour.sizes.M, tour.sizes.L]);
    expect(variantsOf(await matrix(token, tour.tour.id, '?category[]=accessories&category[]=phonography'))).toEqual([tour.vinylVariant]);
    expect(variantsOf(await matrix(token, tour.tour.id, '?q=vinyl'))).toEqual([tour.vinylVariant]);
    const vinyls = (await matrix(token, tour.tour.id, '?q=VINYLE')).body as InventoryMatrix;
    expect([vinyls.total, vinyls.inTransit]).toEqual([8, 0]);
  });

  it('shows a seller only their stands’ columns, and in transit only what travels to or from them', async () => {
    const { tour, colleague, mezzanine } = await stockedEverywhere();
    const mine = (await matrix(tour.seller.token, tour.tour.id)).body as InventoryMatrix;
    expect(mine.inventories.map((inventory) => inventory.id)).toEqual([tour.stand.inventoryId]);
    expect(mine.totals).toEqual({ [tour.stand.inventoryId]: 7 });
    expect([mine.total, mine.inTransit]).toEqual([7, 0]);
    expect(mine.rows.find((row) => row.productVariantId === tour.sizes.S)).toMatchObject({ levels: {}, total: 0 });
    const theirs = (await matrix(colleague.token, tour.tour.id)).body as InventoryMatrix;
    expect(theirs.inventories.map((inventory) => inventory.id)).toEqual([mezzanine.inventoryId]);
    expect([theirs.total, theirs.inTransit]).toEqual([1, 0]);
    await sendStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 2 }]);
    expect(((await matrix(tour.seller.token, tour.tour.id)).body as InventoryMatrix).inTransit).toBe(2);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('gives the matrix to a viewer and a platform admin, also on an archived tour', async () => {
    const { tour } = await stockedEverywhere();
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    const admin = await createPlatformAdmin(app.db);
    await archiveTour(app.db, tour.tour.id);
    for (const token of [viewer.token, admin.token]) expect(await matrix(token, tour.tour.id)).toMatchObject({ status: 200, body: { total: 35, inTransit: 3 } });
  });

  it('answers 404 NOT_FOUND for another client’s tour and unknown or malformed ids, and 400 for bad filters', async () => {
    const { tour } = await stockedEverywhere();
    const outsider = await createManager(app.db);
    const stranger = await createSeller(app.db);
    expect(await matrix(outsider.token, tour.tour.id)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect(await matrix(stranger.token, tour.tour.id)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    for (const id of [UNKNOWN_UUID, 'tour-1']) expect(await matrix(tour.manager.token, id)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect(await matrix(tour.manager.token, tour.tour.id, '?eventId=event-1')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['eventId'] } });
    const category = await matrix(tour.manager.token, tour.tour.id, '?category[]=food');
    expect(category).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    expect(category.body.fields[0]).toMatch(/^category/);
  });
});
