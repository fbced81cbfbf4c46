import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { findLedgerMismatches } from '@/features/stock/server/ledger-check';
import type { TransferView } from '@/features/stock/types';
import type { Db } from '@/lib/db';
import { inventories, inventoryChanges, inventoryItems, inventoryLevels, inventoryTransfers } from '@/lib/db/schema';
import type { TestApp } from './test-app';
import { createTourWithEvent, type Signed } from './tours';

/** A T-shirt (sizes S, M, L in black) and a vinyl in the tour's catalogue, made through the API. */
export async function createStockCatalogue(app: TestApp, manager: Signed, projectId: string) {
  const tshirt = await app.api('/v1/products', {
    method: 'POST',
    token: manager.token,
    body: { projectId, title: 'T-shirt Tournée', category: 'merchandising', price: 2500, vat: 20, variantMatrix: { sizes: ['S', 'M', 'L'], colors: ['Noir'] } },
  });
  const vinyl = await app.api('/v1/products', { method: 'POST', token: manager.token, body: { projectId, title: 'Vinyle', category: 'phonography', price: 3000, vat: 20 } });
  expect(tshirt.status).toBe(201);
  expect(vinyl.status).toBe(201);
  const sizes = Object.fromEntries((tshirt.body.variants as { id: string; size: string }[]).map((variant) => [variant.size, variant.id])) as Record<'S' | 'M' | 'L', string>;
  return { tshirt: tshirt.body, vinyl: vinyl.body, sizes, vinylVariant: vinyl.body.variants[0].id as string };
}

/** The usual cast plus the catalogue and the warehouse's id. */
export async function createStockedTour(app: TestApp) {
  const cast = await createTourWithEvent(app.db);
  const catalogue = await createStockCatalogue(app, cast.manager, cast.tour.id);
  const [warehouse] = await app.db
    .select()
    .from(inventories)
    .where(and(eq(inventories.projectId, cast.tour.id), eq(inventories.kind, 'warehouse')));
  return { ...cast, ...catalogue, warehouseId: warehouse!.id };
}

export type StockedTour = Awaited<ReturnType<typeof createStockedTour>>;

export function supply(app: TestApp, token: string, projectId: string, items: { productVariantId: string; quantity: number }[], headers: Record<string, string> = {}) {
  return app.api(`/v1/projects/${projectId}/inventory-levels/warehouse-supply`, { method: 'PUT', token, body: { items, reference: 'BL-2026-001' }, headers });
}

/** A stocked tour whose warehouse received 10 S, 20 M and 8 vinyls (the L is never stocked). */
export async function createSuppliedTour(app: TestApp) {
  const tour = await createStockedTour(app);
  const supplied = await supply(app, tour.manager.token, tour.tour.id, [
    { productVariantId: tour.sizes.S, quantity: 10 },
    { productVariantId: tour.sizes.M, quantity: 20 },
    { productVariantId: tour.vinylVariant, quantity: 8 },
  ]);
  expect(supplied.status).toBe(200);
  return tour;
}

/** POST /v1/inventory-transfers. */
export function postTransfer(app: TestApp, token: string | undefined, body: unknown, headers: Record<string, string> = {}) {
  return app.api('/v1/inventory-transfers', { method: 'POST', token, body, headers });
}

/** PUT /v1/inventory-transfers/{id}/{action}. */
export function putTransfer(app: TestApp, token: string | undefined, id: string, action: 'cancel' | 'cancel-project' | 'receipts' | 'complete', body?: unknown, headers: Record<string, string> = {}) {
  return app.api(`/v1/inventory-transfers/${id}/${action}`, { method: 'PUT', token, body, headers });
}

/** A transfer the tour's manager sends from the warehouse (or `from`) to the tour's stand (or `to`); it must succeed. */
export async function sendStock(
  app: TestApp,
  tour: StockedTour,
  items: { productVariantId: string; quantity: number }[],
  ends: { from?: string; to?: string; type?: string; eventId?: string } = {},
): Promise<TransferView> {
  const response = await postTransfer(app, tour.manager.token, {
    fromInventoryId: ends.from ?? tour.warehouseId,
    toInventoryId: ends.to ?? tour.stand.inventoryId,
    type: ends.type ?? 'stand',
    eventId: ends.eventId,
    items,
  });
  expect(response.status).toBe(201);
  return response.body as TransferView;
}

/** Sends and completes with every unit accepted: the stock is then at the destination. */
export async function deliverStock(app: TestApp, tour: StockedTour, items: { productVariantId: string; quantity: number }[], ends: { from?: string; to?: string } = {}): Promise<TransferView> {
  const sent = await sendStock(app, tour, items, ends);
  const done = await putTransfer(app, tour.manager.token, sent.id, 'complete', { remaining: 'success' });
  expect(done).toMatchObject({ status: 200, body: { status: 'finished' } });
  return done.body as TransferView;
}

/** The units of a variant an inventory holds (0 without a level). */
export async function levelOf(db: Db, inventoryId: string, productVariantId: string): Promise<number> {
  const [row] = await db
    .select({ available: inventoryLevels.available })
    .from(inventoryLevels)
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryLevels.inventoryItemId))
    .where(and(eq(inventoryLevels.inventoryId, inventoryId), eq(inventoryItems.productVariantId, productVariantId)));
  return row?.available ?? 0;
}

/** The tour's ledger rows, oldest first. */
export async function ledgerOf(db: Db, projectId: string) {
  return db.select().from(inventoryChanges).where(eq(inventoryChanges.projectId, projectId)).orderBy(asc(inventoryChanges.createdAt), asc(inventoryChanges.id));
}

/** The tour's transfers as stored, oldest first. */
export async function transfersOf(db: Db, projectId: string) {
  return db.select().from(inventoryTransfers).where(eq(inventoryTransfers.projectId, projectId)).orderBy(asc(inventoryTransfers.createdAt), asc(inventoryTransfers.id));
}

/** Every stored level equals the sum of its ledger rows. */
export async function expectLedgerBalanced(db: Db, projectId: string): Promise<void> {
  expect(await findLedgerMismatches(db, projectId)).toEqual([]);
}
