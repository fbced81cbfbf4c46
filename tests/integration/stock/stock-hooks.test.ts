import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryView, TransferView } from '@/features/stock/types';
import { events, inventories, products, productVariants, stands } from '@/lib/db/schema';
import { createStockedTour, createSuppliedTour, deliverStock, expectLedgerBalanced, levelOf, putTransfer, sendStock, supply, transfersOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createStand } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function exists(table: typeof stands | typeof events | typeof products | typeof productVariants | typeof inventories, id: string): Promise<boolean> {
  return (await app.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;
}

describe('DELETE /v1/stands/{id} and the stock', () => {
  it('answers 409 CANT_DELETE_STAND_WITH_STOCK while the stand holds units, or units are on their way to it', async () => {
    const tour = await createSuppliedTour(app);
    await deliverStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 2 }]);
    expect(await app.api(`/v1/stands/${tour.stand.id}`, { method: 'DELETE', token: tour.manager.token })).toMatchObject({ status: 409, body: { errorCode: 'CANT_DELETE_STAND_WITH_STOCK' } });
    const mezzanine = await createStand(app.db, tour.event, { name: 'Mezzanine' });
    await sendStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 1 }], { to: mezzanine.inventoryId });
    expect(await app.api(`/v1/stands/${mezzanine.id}`, { method: 'DELETE', token: tour.manager.token })).toMatchObject({ status: 409, body: { errorCode: 'CANT_DELETE_STAND_WITH_STOCK' } });
    expect(await exists(stands, tour.stand.id)).toBe(true);
    expect(await exists(stands, mezzanine.id)).toBe(true);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('keeps a stand that received stock, even once it went back: its ledger is history (409 CANT_DELETE_STAND_WITH_STOCK)', async () => {
    const tour = await createSuppliedTour(app);
    await deliverStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 5 }]);
    await deliverStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 5 }], { from: tour.stand.inventoryId, to: tour.warehouseId });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(0);
    expect(await app.api(`/v1/stands/${tour.stand.id}`, { method: 'DELETE', token: tour.manager.token })).toMatchObject({ status: 409, body: { errorCode: 'CANT_DELETE_STAND_WITH_STOCK' } });
    expect(await exists(stands, tour.stand.id)).toBe(true);
    const ledger = await app.api(`/v1/projects/${tour.tour.id}/inventory-level-changes?inventoryId=${tour.stand.inventoryId}`, { token: tour.manager.token });
    expect(ledger.body.meta.total).toBe(2);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('deletes a stand whose only transfer was called back: it never held stock, the warehouse ledger still adds up', async () => {
    const tour = await createSuppliedTour(app);
    const canceled = await sendStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 2 }]);
    expect((await putTransfer(app, tour.manager.token, canceled.id, 'cancel')).status).toBe(200);
    expect((await app.api(`/v1/stands/${tour.stand.id}`, { method: 'DELETE', token: tour.manager.token })).status).toBe(204);
    expect(await exists(inventories, tour.stand.inventoryId)).toBe(false);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.S)).toBe(10);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });
});

describe('DELETE /v1/events/{id} and the stock', () => {
  it('answers 409 CANT_DELETE_EVENT_WITH_INVENTORY while one of its stands holds units or has some on the way', async () => {
    const tour = await createSuppliedTour(app);
    const mezzanine = await createStand(app.db, tour.event, { name: 'Mezzanine' });
    const sent = await sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 2 }], { to: mezzanine.inventoryId });
    expect(await app.api(`/v1/events/${tour.event.id}`, { method: 'DELETE', token: tour.manager.token })).toMatchObject({ status: 409, body: { errorCode: 'CANT_DELETE_EVENT_WITH_INVENTORY' } });
    expect((await putTransfer(app, tour.manager.token, sent.id, 'complete', { remaining: 'success' })).status).toBe(200);
    expect(await app.api(`/v1/events/${tour.event.id}`, { method: 'DELETE', token: tour.manager.token })).toMatchObject({ status: 409, body: { errorCode: 'CANT_DELETE_EVENT_WITH_INVENTORY' } });
    expect(await exists(events, tour.event.id)).toBe(true);
    expect(await levelOf(app.db, mezzanine.inventoryId, tour.sizes.M)).toBe(2);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('deletes an event once its stands are empty', async () => {
    const tour = await createSuppliedTour(app);
    const sent = await sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 2 }]);
    expect((await putTransfer(app, tour.manager.token, sent.id, 'cancel')).status).toBe(200);
    expect((await app.api(`/v1/events/${tour.event.id}`, { method: 'DELETE', token: tour.manager.token })).status).toBe(204);
    expect(await exists(events, tour.event.id)).toBe(false);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(20);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });
});

describe('DELETE of a product or variant with a ledger', () => {
  it('answers 409 PRODUCT_IN_INVENTORY for a product whose stock was ever counted, even when none is left', async () => {
    const tour = await createStockedTour(app);
    await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: tour.vinylVariant, quantity: 2 }]);
    const count = await sendStock(app, tour, [{ productVariantId: tour.vinylVariant, quantity: 2 }], { from: tour.warehouseId, to: tour.warehouseId });
    await putTransfer(app, tour.manager.token, count.id, 'complete', { remaining: 'missing' });
    expect(await levelOf(app.db, tour.warehouseId, tour.vinylVariant)).toBe(0);
    expect(await app.api(`/v1/products/${tour.vinyl.id}`, { method: 'DELETE', token: tour.manager.token })).toMatchObject({ status: 409, body: { errorCode: 'PRODUCT_IN_INVENTORY' } });
    expect(await exists(products, tour.vinyl.id)).toBe(true);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('answers 409 PRODUCT_IN_INVENTORY for a stocked variant and keeps its attributes, but lets an unstocked one go', async () => {
    const tour = await createStockedTour(app);
    await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: tour.sizes.M, quantity: 2 }]);
    expect(await app.api(`/v1/product-variants/${tour.sizes.M}`, { method: 'DELETE', token: tour.manager.token })).toMatchObject({ status: 409, body: { errorCode: 'PRODUCT_IN_INVENTORY' } });
    expect(await app.api(`/v1/product-variants/${tour.sizes.M}`, { method: 'PATCH', token: tour.manager.token, body: { size: 'XL' } })).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_PRODUCT_VARIANT' } });
    expect(await app.api(`/v1/products/${tour.tshirt.id}`, { method: 'DELETE', token: tour.manager.token })).toMatchObject({ status: 409, body: { errorCode: 'PRODUCT_IN_INVENTORY' } });
    expect(await exists(productVariants, tour.sizes.M)).toBe(true);
    expect((await app.api(`/v1/product-variants/${tour.sizes.L}`, { method: 'DELETE', token: tour.manager.token })).status).toBe(204);
    expect(await exists(productVariants, tour.sizes.L)).toBe(false);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('deletes a product that never had stock', async () => {
    const tour = await createStockedTour(app);
    await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: tour.sizes.M, quantity: 2 }]);
    expect((await app.api(`/v1/products/${tour.vinyl.id}`, { method: 'DELETE', token: tour.manager.token })).status).toBe(204);
    expect(await exists(products, tour.vinyl.id)).toBe(false);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });
});

describe('POST /v1/events/{id}/duplicate with withStock', () => {
  /** The new event's stands' inventories, by name. */
  async function standInventoriesOf(token: string, projectId: string, eventId: string): Promise<Map<string, InventoryView>> {
    const response = await app.api(`/v1/inventories?projectId=${projectId}&eventId=${eventId}`, { token });
    return new Map((response.body.data as InventoryView[]).map((inventory) => [inventory.name, inventory]));
  }

  it('sends each new stand, from the warehouse, what its original was sent by transfers not canceled', async () => {
    const tour = await createSuppliedTour(app);
    await createStand(app.db, tour.event, { name: 'Mezzanine' });
    await deliverStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 4 }]);
    await sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 2 }, { productVariantId: tour.vinylVariant, quantity: 3 }]);
    const canceled = await sendStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 5 }]);
    await putTransfer(app, tour.manager.token, canceled.id, 'cancel');
    // A count of the stand against itself is no shipment to it.
    await sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 4 }], { from: tour.stand.inventoryId, to: tour.stand.inventoryId });
    const before = (await transfersOf(app.db, tour.tour.id)).length;

    const response = await app.api(`/v1/events/${tour.event.id}/duplicate`, { method: 'POST', token: tour.manager.token, body: { name: 'Zénith, date 2', withStock: true } });
    expect(response.status).toBe(201);
    const copies = await standInventoriesOf(tour.manager.token, tour.tour.id, response.body.id);
    expect([...copies.keys()]).toEqual(['Hall', 'Mezzanine']);
    const made = (await transfersOf(app.db, tour.tour.id)).slice(before);
    expect(made).toHaveLength(1);
    const transfer = (await app.api(`/v1/inventory-transfers/${made[0]!.id}`, { token: tour.manager.token })).body as TransferView;
    expect(transfer).toMatchObject({ status: 'inProgress', type: 'event', eventId: response.body.id, dispatchId: expect.any(String), from: { id: tour.warehouseId }, to: { id: copies.get('Hall')!.id, name: 'Hall' }, quantity: 9 });
    expect(transfer.items.map((item) => [item.productVariantId, item.quantity]).sort()).toEqual(
      [
        [tour.sizes.M, 6],
        [tour.vinylVariant, 3],
      ].sort(),
    );
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(20 - 6 - 6);
    expect(await levelOf(app.db, tour.warehouseId, tour.vinylVariant)).toBe(8 - 3 - 3);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.S)).toBe(10);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('copies no stock without withStock', async () => {
    const tour = await createSuppliedTour(app);
    await deliverStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 4 }]);
    const before = await transfersOf(app.db, tour.tour.id);
    expect((await app.api(`/v1/events/${tour.event.id}/duplicate`, { method: 'POST', token: tour.manager.token, body: {} })).status).toBe(201);
    expect(await transfersOf(app.db, tour.tour.id)).toEqual(before);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(16);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('answers 409 NOT_ENOUGH_AVAILABLE_IN_INVENTORY when the warehouse cannot cover the copy, and copies nothing', async () => {
    const tour = await createStockedTour(app);
    await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: tour.sizes.M, quantity: 6 }]);
    await deliverStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 5 }]);
    const eventsBefore = await app.db.select().from(events).where(eq(events.projectId, tour.tour.id));
    const transfersBefore = await transfersOf(app.db, tour.tour.id);
    expect(await app.api(`/v1/events/${tour.event.id}/duplicate`, { method: 'POST', token: tour.manager.token, body: { withStock: true } })).toMatchObject({
      status: 409,
      body: { errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY', fields: ['stands.0.items.0.quantity'] },
    });
    expect(await app.db.select().from(events).where(eq(events.projectId, tour.tour.id))).toEqual(eventsBefore);
    expect(await transfersOf(app.db, tour.tour.id)).toEqual(transfersBefore);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(1);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });
});
