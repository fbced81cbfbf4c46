import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stands, userRoles } from '@/lib/db/schema';
import { tokenFor } from '../../support/factories';
import { cashSale, createSellingTour, sell, type SellingTour } from '../../support/orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager, createTeamMember, type Signed } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const body = (tour: SellingTour) => cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]);

/** The same person, now also holding the seller role, acting as a seller (the role switch's token). */
async function actingAsSeller(member: Signed): Promise<string> {
  await app.db.insert(userRoles).values({ userId: member.user.id, role: 'seller' });
  return tokenFor(app.db, { ...member.user, roles: [...member.user.roles, 'seller'] }, 'seller');
}

/** What the register reads before a sale: the date, its stands, the tour's catalogue, the stand's levels. */
async function registerReads(tour: SellingTour, token: string) {
  return Promise.all([
    app.api(`/v1/events/${tour.event.id}`, { token }),
    app.api(`/v1/stands?eventId=${tour.event.id}`, { token }),
    app.api(`/v1/products?projectId=${tour.tour.id}`, { token }),
    app.api(`/v1/inventory-levels?inventoryId=${tour.stand.inventoryId}`, { token }),
  ]);
}

describe('a manager sells at a stand of their own tour (issue #25)', () => {
  it('lets the stand’s seller sell, as before', async () => {
    const tour = await createSellingTour(app);
    expect((await sell(app, tour.seller.token, body(tour))).status).toBe(201);
  });

  it('lets the tour’s manager open the register, open the stand and sell in their own session, without being its seller', async () => {
    const tour = await createSellingTour(app);
    await app.db.update(stands).set({ status: 'closed' }).where(eq(stands.id, tour.stand.id));
    for (const answer of await registerReads(tour, tour.manager.token)) expect(answer.status).toBe(200);
    expect(await app.api(`/v1/stands/${tour.stand.id}`, { method: 'PATCH', token: tour.manager.token, body: { status: 'opened' } })).toMatchObject({ status: 200, body: { status: 'opened' } });
    const sale = await sell(app, tour.manager.token, body(tour));
    expect(sale).toMatchObject({ status: 201, body: { status: 'finished', standId: tour.stand.id } });
    const today = await app.api(`/v1/orders?standId=${tour.stand.id}`, { token: tour.manager.token });
    expect(today).toMatchObject({ status: 200, body: { meta: { total: 1 } } });
  });

  it('lets a manager who also holds the seller role see the date and sell in either role', async () => {
    const tour = await createSellingTour(app);
    const sellerToken = await actingAsSeller(tour.manager);
    const managerToken = await tokenFor(app.db, { ...tour.manager.user, roles: ['client', 'seller'] }, 'client');
    for (const token of [managerToken, sellerToken]) {
      for (const answer of await registerReads(tour, token)) expect(answer.status).toBe(200);
      expect(await sell(app, token, body(tour))).toMatchObject({ status: 201 });
    }
  });

  it('refuses a viewer of the tour, in either role, and never lets them sell', async () => {
    const tour = await createSellingTour(app);
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect(await sell(app, viewer.token, body(tour))).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    expect(await sell(app, await actingAsSeller(viewer), body(tour))).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    expect(await app.api(`/v1/stands/${tour.stand.id}`, { method: 'PATCH', token: viewer.token, body: { status: 'closed' } })).toMatchObject({ status: 403 });
  });

  it('answers another tenant’s manager 404, in either role', async () => {
    const tour = await createSellingTour(app);
    const stranger = await createManager(app.db);
    expect(await sell(app, stranger.token, body(tour))).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    const strangerAsSeller = await actingAsSeller(stranger);
    expect(await sell(app, strangerAsSeller, body(tour))).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    expect(await app.api(`/v1/events/${tour.event.id}`, { token: strangerAsSeller })).toMatchObject({ status: 404 });
  });
});
