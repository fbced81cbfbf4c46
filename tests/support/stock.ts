import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { findLedgerMismatches } from '@/features/stock/server/ledger-check';
import type { Db } from '@/lib/db';
import { inventories, inventoryItems, inventoryLevels } from '@/lib/db/schema';
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

export function supply(app: TestApp, token: string, projectId: string, items: { productVariantId: string; quantity: number }[], headers: Record<string, string> = {}) {
  return app.api(`/v1/projects/${projectId}/inventory-levels/warehouse-supply`, { method: 'PUT', token, body: { items, reference: 'BL-2026-001' }, headers });
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

/** Every stored level equals the sum of its ledger rows. */
export async function expectLedgerBalanced(db: Db, projectId: string): Promise<void> {
  expect(await findLedgerMismatches(db, projectId)).toEqual([]);
}
