import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferView } from '@/features/stock/types';
import { createSuppliedTour, deliverStock, expectLedgerBalanced, putTransfer, sendStock } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createEvent, createManager, createPlatformAdmin, createSeller, createStand, createTeamMember, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function list(token: string, query = '') {
  return app.api(`/v1/inventory-transfers${query}`, { token });
}

const ids = (response: { body: { data: TransferView[] } }) => response.body.data.map((transfer) => transfer.id);

/**
 * A tour with, oldest first: a finished transfer to the Hall, one canceled to the Mezzanine, one in progress from the
 * Hall back to the warehouse, and one in progress to a stand of a second event.
 */
async function history() {
  const tour = await createSuppliedTour(app);
  const colleague = await createSeller(app.db, [tour.tour.id]);
  const mezzanine = await createStand(app.db, tour.event, { name: 'Mezzanine' }, [colleague.user.id]);
  const later = await createEvent(app.db, tour.tour.id);
  const elsewhere = await createStand(app.db, later, { name: 'Ailleurs' });
  const toHall = await deliverStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 5 }]);
  const toMezzanine = await sendStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 2 }], { to: mezzanine.inventoryId, eventId: tour.event.id, type: 'event' });
  expect((await putTransfer(app, tour.manager.token, toMezzanine.id, 'cancel')).status).toBe(200);
  const fromHall = await sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 1 }], { from: tour.stand.inventoryId, to: tour.warehouseId, type: 'tour' });
  const toLater = await sendStock(app, tour, [{ productVariantId: tour.vinylVariant, quantity: 3 }], { to: elsewhere.inventoryId, eventId: later.id, type: 'event' });
  await expectLedgerBalanced(app.db, tour.tour.id);
  return { tour, colleague, mezzanine, later, toHall, toMezzanine, fromHall, toLater };
}

describe('GET /v1/inventory-transfers', () => {
  it('lists the tour’s transfers newest first, paginated', async () => {
    const { tour, toHall, toMezzanine, fromHall, toLater } = await history();
    const response = await list(tour.manager.token, `?projectId=${tour.tour.id}`);
    expect(response).toMatchObject({ status: 200, body: { meta: { page: 1, limit: 50, total: 4 } } });
    expect(ids(response)).toEqual([toLater.id, fromHall.id, toMezzanine.id, toHall.id]);
    expect(response.body.data[3]).toMatchObject({ status: 'finished', quantity: 5, items: [{ receipts: [{ type: 'success', quantity: 5 }], pending: 0 }] });
    const second = await list(tour.manager.token, `?projectId=${tour.tour.id}&page=2&limit=3`);
    expect(second.body.meta).toEqual({ page: 2, limit: 3, total: 4 });
    expect(ids(second)).toEqual([toHall.id]);
    // Without a tour: every tour the manager sees, which is this one only.
    expect(ids(await list(tour.manager.token))).toEqual(ids(response));
  });

  it('filters by status, type, inventory at either end, event and dispatch', async () => {
    const { tour, mezzanine, later, toHall, toMezzanine, fromHall, toLater } = await history();
    const query = (filters: string) => list(tour.manager.token, `?projectId=${tour.tour.id}&${filters}`);
    expect(ids(await query('status[]=inProgress'))).toEqual([toLater.id, fromHall.id]);
    expect(ids(await query('status[]=finished&status[]=canceled'))).toEqual([toMezzanine.id, toHall.id]);
    expect(ids(await query('type[]=event'))).toEqual([toLater.id, toMezzanine.id]);
    expect(ids(await query(`inventoryId=${tour.stand.inventoryId}`))).toEqual([fromHall.id, toHall.id]);
    expect(ids(await query(`inventoryId=${mezzanine.inventoryId}`))).toEqual([toMezzanine.id]);
    expect(ids(await query(`eventId=${later.id}`))).toEqual([toLater.id]);
    expect(ids(await query(`dispatchId=${UNKNOWN_UUID}`))).toEqual([]);
  });

  it('shows a viewer of the team and a platform admin every transfer, also on an archived tour', async () => {
    const { tour } = await history();
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    const admin = await createPlatformAdmin(app.db);
    await archiveTour(app.db, tour.tour.id);
    for (const token of [viewer.token, admin.token]) expect((await list(token, `?projectId=${tour.tour.id}`)).body.meta.total).toBe(4);
  });

  it('shows a seller only the transfers from or to their stands, with or without the tour', async () => {
    const { tour, colleague, toHall, toMezzanine, fromHall } = await history();
    expect(ids(await list(tour.seller.token, `?projectId=${tour.tour.id}`))).toEqual([fromHall.id, toHall.id]);
    expect(ids(await list(tour.seller.token))).toEqual([fromHall.id, toHall.id]);
    expect(ids(await list(colleague.token, `?projectId=${tour.tour.id}`))).toEqual([toMezzanine.id]);
    expect(ids(await list(colleague.token, `?projectId=${tour.tour.id}&status[]=inProgress`))).toEqual([]);
    const idle = await createSeller(app.db, [tour.tour.id]);
    expect((await list(idle.token, `?projectId=${tour.tour.id}`)).body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('answers 404 NOT_FOUND for another client’s tour or one the seller does not work on, and shows them nothing without it', async () => {
    const { tour } = await history();
    const outsider = await createManager(app.db);
    const stranger = await createSeller(app.db);
    for (const token of [outsider.token, stranger.token]) {
      expect(await list(token, `?projectId=${tour.tour.id}`)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
      expect((await list(token)).body).toMatchObject({ data: [], meta: { total: 0 } });
    }
  });

  it.each([
    { case: 'an unknown status', query: '?status[]=lost', field: 'status' },
    { case: 'an unknown type', query: '?type[]=truck', field: 'type' },
    { case: 'a malformed tour id', query: '?projectId=tour-1', field: 'projectId' },
    { case: 'a limit above 200', query: '?limit=201', field: 'limit' },
  ])('answers 400 VALIDATION_ERRORS for $case', async ({ query, field }) => {
    const outsider = await createManager(app.db);
    const response = await list(outsider.token, query);
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    expect(response.body.fields.every((name: string) => name.startsWith(field))).toBe(true);
  });
});

describe('GET /v1/inventory-transfers/{id}', () => {
  it('gives the transfer to the team, a viewer, a platform admin and the sellers of either end', async () => {
    const { tour, toHall, fromHall } = await history();
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    const admin = await createPlatformAdmin(app.db);
    for (const token of [tour.manager.token, viewer.token, admin.token, tour.seller.token]) {
      expect(await app.api(`/v1/inventory-transfers/${toHall.id}`, { token })).toMatchObject({ status: 200, body: { id: toHall.id, status: 'finished', to: { name: 'Hall' } } });
      expect(await app.api(`/v1/inventory-transfers/${fromHall.id}`, { token })).toMatchObject({ status: 200, body: { id: fromHall.id, from: { name: 'Hall' } } });
    }
  });

  it('answers 404 TRANSFER_NOT_FOUND to the seller of another stand, another client, and for unknown or malformed ids', async () => {
    const { tour, colleague, toHall, toLater } = await history();
    const outsider = await createManager(app.db);
    for (const token of [colleague.token, outsider.token]) {
      expect(await app.api(`/v1/inventory-transfers/${toHall.id}`, { token })).toMatchObject({ status: 404, body: { errorCode: 'TRANSFER_NOT_FOUND' } });
    }
    expect(await app.api(`/v1/inventory-transfers/${toLater.id}`, { token: tour.seller.token })).toMatchObject({ status: 404, body: { errorCode: 'TRANSFER_NOT_FOUND' } });
    for (const id of [UNKNOWN_UUID, 'transfer-1']) {
      expect(await app.api(`/v1/inventory-transfers/${id}`, { token: tour.manager.token })).toMatchObject({ status: 404, body: { errorCode: 'TRANSFER_NOT_FOUND' } });
    }
  });
});
