import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@/features/orders/types';
import { orders, payments } from '@/lib/db/schema';
import { cardSale, cashSale, createSellingTour, sold, type SellingTour } from '../../support/orders';
import { expectLedgerBalanced, levelOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createManager, createPlatformAdmin, createTeamMember, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const sweep = (token: string | undefined, body: unknown = {}) => app.api('/v1/orders/cancel-pending', { method: 'POST', token, body });

/** Makes the orders look as if they were created `minutes` ago. */
async function age(orderIds: string[], minutes: number) {
  await app.db.update(orders).set({ createdAt: new Date(Date.now() - minutes * 60_000) }).where(inArray(orders.id, orderIds));
}

async function statusOf(order: OrderView) {
  const [row] = await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  return row!.status;
}

/** A card sale of one S left waiting at the reader. */
const pendingSale = (tour: SellingTour) => sold(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));

describe('POST /v1/orders/cancel-pending', () => {
  it('cancels the orders left unpaid past the delay, gives their units back, and leaves the rest alone; again, it does nothing', async () => {
    const tour = await createSellingTour(app);
    const stale = [await pendingSale(tour), await pendingSale(tour)];
    const young = await pendingSale(tour);
    const paid = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    await age([...stale.map((order) => order.id), paid.id], 30);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(6);

    expect(await sweep(tour.manager.token, { olderThanMinutes: 60 })).toMatchObject({ status: 200, body: { canceled: 0 } });
    expect(await sweep(tour.manager.token)).toMatchObject({ status: 200, body: { canceled: 2 } });
    expect(await Promise.all(stale.map(statusOf))).toEqual(['canceled', 'canceled']);
    expect(await statusOf(young)).toBe('inProgress');
    expect(await statusOf(paid)).toBe('finished');
    const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, stale[0]!.id));
    expect(payment).toMatchObject({ status: 'failed', failureCode: 'abandoned' });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(8);

    expect(await sweep(tour.manager.token)).toMatchObject({ status: 200, body: { canceled: 0 } });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(8);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('stays within the caller’s tours, or the one event named', async () => {
    const mine = await createSellingTour(app);
    const theirs = await createSellingTour(app);
    const [a, b] = [await pendingSale(mine), await pendingSale(theirs)];
    await age([a.id, b.id], 30);
    expect(await sweep(mine.manager.token, { eventId: theirs.event.id })).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    expect(await sweep(mine.manager.token, { eventId: mine.event.id })).toMatchObject({ body: { canceled: 1 } });
    expect(await statusOf(b)).toBe('inProgress');
    const projectManager = await createTeamMember(app.db, theirs.tour.id, 'projectManager');
    expect(await sweep(projectManager.token)).toMatchObject({ body: { canceled: 1 } });
    expect(await statusOf(b)).toBe('canceled');
  });

  it('lets platform admins sweep every tour', async () => {
    const tour = await createSellingTour(app);
    const order = await pendingSale(tour);
    // Older than anything the other test files make, so that the count below is this file's.
    await age([order.id], 10 * 24 * 60);
    const admin = await createPlatformAdmin(app.db);
    expect(await sweep(admin.token, { olderThanMinutes: 7 * 24 * 60 })).toMatchObject({ status: 200, body: { canceled: 1 } });
    expect(await statusOf(order)).toBe('canceled');
  });

  it('refuses sellers, viewers naming an event, archived tours, anonymous callers and bad delays', async () => {
    const tour = await createSellingTour(app);
    const order = await pendingSale(tour);
    await age([order.id], 30);
    expect(await sweep(tour.seller.token)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect(await sweep(viewer.token, { eventId: tour.event.id })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    // Without an event, a viewer's sweep covers the tours they write to: none.
    expect(await sweep(viewer.token)).toMatchObject({ status: 200, body: { canceled: 0 } });
    expect(await sweep((await createManager(app.db)).token, { eventId: UNKNOWN_UUID })).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    expect(await sweep(undefined)).toMatchObject({ status: 401 });
    expect(await sweep(tour.manager.token, { olderThanMinutes: 0 })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['olderThanMinutes'] } });
    expect(await sweep(tour.manager.token, { eventId: 'hall' })).toMatchObject({ status: 400, body: { fields: ['eventId'] } });
    await archiveTour(app.db, tour.tour.id);
    expect(await sweep(tour.manager.token, { eventId: tour.event.id })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect(await sweep(tour.manager.token)).toMatchObject({ status: 200, body: { canceled: 0 } });
    expect(await statusOf(order)).toBe('inProgress');
  });
});
