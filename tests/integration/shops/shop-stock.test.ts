import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop } from '../../support/shops';
import { createSuppliedTour, expectLedgerBalanced, levelOf, postTransfer, putTransfer } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('stock for the shop, through the existing transfers', () => {
  it('sends units from the warehouse to the shop’s inventory (type event), received into it, the ledger balanced', async () => {
    const tour = await createSuppliedTour(app);
    const shop = await createShop(app, tour.manager, tour.event.id);
    const sent = await postTransfer(app, tour.manager.token, { fromInventoryId: tour.warehouseId, toInventoryId: shop.inventoryId, type: 'event', eventId: tour.event.id, items: [{ productVariantId: tour.sizes.M, quantity: 4 }] });
    expect(sent).toMatchObject({ status: 201, body: { to: { id: shop.inventoryId, kind: 'shop' }, type: 'event', status: 'inProgress' } });
    expect(await putTransfer(app, tour.manager.token, sent.body.id, 'complete', { remaining: 'success' })).toMatchObject({ status: 200 });
    expect(await levelOf(app.db, shop.inventoryId, tour.sizes.M)).toBe(4);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(16);
    expect(await app.api(`/v1/inventories?projectId=${tour.tour.id}&kind[]=shop`, { token: tour.manager.token })).toMatchObject({ body: { data: [{ id: shop.inventoryId, kind: 'shop' }] } });
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('a canceled event’s shop takes no more stock (CANT_CREATE_TRANSFER) and its event cannot be deleted while it holds some', async () => {
    const tour = await createSuppliedTour(app);
    const shop = await createShop(app, tour.manager, tour.event.id);
    const sent = await postTransfer(app, tour.manager.token, { fromInventoryId: tour.warehouseId, toInventoryId: shop.inventoryId, type: 'event', items: [{ productVariantId: tour.sizes.S, quantity: 2 }] });
    await putTransfer(app, tour.manager.token, sent.body.id, 'complete', { remaining: 'success' });
    expect(await app.api(`/v1/events/${tour.event.id}/cancel`, { method: 'PUT', token: tour.manager.token })).toMatchObject({ status: 200 });
    expect(await postTransfer(app, tour.manager.token, { fromInventoryId: tour.warehouseId, toInventoryId: shop.inventoryId, type: 'event', items: [{ productVariantId: tour.sizes.S, quantity: 1 }] })).toMatchObject({ status: 409, body: { errorCode: 'CANT_CREATE_TRANSFER' } });
    expect(await app.api(`/v1/events/${tour.event.id}`, { method: 'DELETE', token: tour.manager.token })).toMatchObject({ status: 409, body: { errorCode: 'CANT_DELETE_EVENT_WITH_INVENTORY' } });
    // Its leftovers may still go back.
    expect(await postTransfer(app, tour.manager.token, { fromInventoryId: shop.inventoryId, toInventoryId: tour.warehouseId, type: 'event', items: [{ productVariantId: tour.sizes.S, quantity: 2 }] })).toMatchObject({ status: 201 });
  });

  it('deleting an event with an empty shop removes the shop and its inventory', async () => {
    const tour = await createSuppliedTour(app);
    const shop = await createShop(app, tour.manager, tour.event.id);
    expect(await app.api(`/v1/events/${tour.event.id}`, { method: 'DELETE', token: tour.manager.token })).toMatchObject({ status: 204 });
    expect(await app.api(`/v1/shops/${shop.id}`, { token: tour.manager.token })).toMatchObject({ status: 404, body: { errorCode: 'SHOP_NOT_FOUND' } });
    expect(await app.api(`/v1/inventories?projectId=${tour.tour.id}&kind[]=shop`, { token: tour.manager.token })).toMatchObject({ body: { data: [] } });
  });

  it('a seller never sees the shop’s inventory', async () => {
    const tour = await createSuppliedTour(app);
    const shop = await createShop(app, tour.manager, tour.event.id);
    expect(await app.api(`/v1/inventory-levels?inventoryId=${shop.inventoryId}`, { token: tour.seller.token })).toMatchObject({ status: 404 });
  });
});
