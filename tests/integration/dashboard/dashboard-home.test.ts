import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toParisDate } from '@/lib/datetime/paris-time';
import { serviceRequests, standDevices } from '@/lib/db/schema';
import { createSellingTour, sold, type SellingTour } from '../../support/orders';
import { deliverStock, sendStock, supply } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createEvent, createManager, createStand, createTeamMember } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const home = (token: string | undefined) => app.api('/v1/dashboard', { token });

/**
 * A tour with: its first date started in July and never closed (a closing to do); a date today, started, whose stand
 * (« Stand du jour ») sold 2 M for 50 € in cash and keeps 1 M (low), with 4 S on the road to it and a tablet holding
 * 2 sales; a date to come; a terminal request still open.
 */
async function homeTour() {
  const tour = await createSellingTour(app);
  const today = toParisDate(new Date());
  const running = await createEvent(app.db, tour.tour.id, { name: 'Nantes', city: 'Saint-Herblain', status: 'inProgress' }, { performances: [{ startsAt: `${today}T12:00` }] });
  const stand = await createStand(app.db, running, { name: 'Stand du jour', status: 'opened' }, [tour.seller.user.id]);
  expect((await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: tour.sizes.M, quantity: 3 }, { productVariantId: tour.sizes.S, quantity: 4 }])).status).toBe(200);
  await deliverStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 3 }], { to: stand.inventoryId });
  await sold(app, tour.seller.token, { eventId: running.id, standId: stand.id, items: [{ productVariantId: tour.sizes.M, quantity: 2 }], payment: { method: 'cash', amountTendered: 5000 } });
  const onTheRoad = await sendStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 4 }], { to: stand.inventoryId });
  await app.db.insert(standDevices).values({ id: randomUUID(), standId: stand.id, number: 2, label: null, pending: 2, oldestPendingAt: new Date() });
  const next = await createEvent(app.db, tour.tour.id, { name: 'Lyon' }, { performances: [{ startsAt: '2099-03-01T20:30' }] });
  const [request] = await app.db
    .insert(serviceRequests)
    .values({ clientId: tour.tour.ownerClientId, eventId: next.id, kind: 'terminal', contactName: 'Régie', contactPhone: '0600000000', contactEmail: 'regie@test.local' })
    .returning();
  return { ...tour, today, running, runningStand: stand, onTheRoad, next, request: request! };
}

let tour: SellingTour & Awaited<ReturnType<typeof homeTour>>;
beforeAll(async () => {
  tour = await homeTour();
});

describe('GET /v1/dashboard', () => {
  it('shows today’s date with its takings per stand, the next dates and the tour', async () => {
    const response = await home(tour.manager.token);
    expect(response.status).toBe(200);
    expect(response.body.today).toBe(tour.today);
    expect(response.body.running).toEqual([
      {
        eventId: tour.running.id,
        projectId: tour.tour.id,
        tourName: tour.tour.name,
        name: 'Nantes',
        city: 'Saint-Herblain',
        status: 'inProgress',
        day: tour.today,
        lastDay: tour.today,
        net: 5000,
        sales: 1,
        onlineNet: 0,
        stands: [{ standId: tour.runningStand.id, name: 'Stand du jour', status: 'opened', net: 5000, sales: 1 }],
      },
    ]);
    expect(response.body.nextDates).toEqual([{ eventId: tour.next.id, projectId: tour.tour.id, tourName: tour.tour.name, name: 'Lyon', city: 'Paris', status: 'pending', day: '2099-03-01', lastDay: '2099-03-01' }]);
    expect(response.body.tours).toEqual([{ projectId: tour.tour.id, name: tour.tour.name, dates: 3, nextDay: tour.today }]);
  });

  it('lists what needs doing: the transfer to check in, the closing, the low stand, the tablet, the request', async () => {
    const { body } = await home(tour.manager.token);
    expect(body.todo.transfersToCheckIn).toEqual({ count: 1, items: [{ transferId: tour.onTheRoad.id, projectId: tour.tour.id, eventName: 'Nantes', standName: 'Stand du jour', units: 4, sentAt: expect.any(String) }] });
    expect(body.todo.closingsToDo.map((date: { eventId: string; lastDay: string }) => [date.eventId, date.lastDay])).toEqual([[tour.event.id, '2026-07-14']]);
    expect(body.todo.lowStock).toEqual([{ standId: tour.runningStand.id, projectId: tour.tour.id, eventId: tour.running.id, eventName: 'Nantes', standName: 'Stand du jour', variants: 1 }]);
    expect(body.todo.unsyncedTablets).toMatchObject([{ standId: tour.runningStand.id, standName: 'Stand du jour', number: 2, pending: 2 }]);
    expect(body.todo.serviceRequests).toEqual([{ id: tour.request.id, projectId: tour.tour.id, eventId: tour.next.id, eventName: 'Lyon', kind: 'terminal', status: 'requested' }]);
    expect(body.todo.shopOrders).toEqual([]);
  });

  it('moves with the day’s sales and with what is done', async () => {
    await sold(app, tour.seller.token, { eventId: tour.running.id, standId: tour.runningStand.id, items: [{ productVariantId: tour.sizes.M, quantity: 1 }], payment: { method: 'cash', amountTendered: 2500 } });
    const { body } = await home(tour.manager.token);
    expect(body.running[0]).toMatchObject({ net: 7500, sales: 2 });
    // The stand sold its last M: none left is not "low".
    expect(body.todo.lowStock).toEqual([]);
  });

  it('shows an organisation its own tours only; a viewer of the tour sees it; sellers and admins have their own homes', async () => {
    const stranger = await createManager(app.db);
    const theirs = await home(stranger.token);
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(theirs.body)).not.toContain(tour.tour.id);
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect((await home(viewer.token)).body.tours.map((entry: { projectId: string }) => entry.projectId)).toContain(tour.tour.id);
    expect(await home(tour.seller.token)).toMatchObject({ status: 403 });
    expect((await home(undefined)).status).toBe(401);
  });
});
