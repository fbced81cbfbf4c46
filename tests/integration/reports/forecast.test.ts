import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPerformances, eventRooms } from '@/lib/db/schema';
import { cashSale, createSellingTour, sold, type SellingTour } from '../../support/orders';
import { sendStock, supply } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createEvent, createManager, createStand, createTeamMember } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const proposal = (token: string | undefined, eventId: string, fromInventoryId?: string) =>
  app.api(`/v1/events/${eventId}/dispatch-proposal${fromInventoryId ? `?fromInventoryId=${fromInventoryId}` : ''}`, { token });
const forecast = (token: string | undefined, projectId: string) => app.api(`/v1/projects/${projectId}/forecast`, { token });

/**
 * A tour computed by hand below. Its first date (Hall; 1,000 came in 2,000 seats) sold 10 M, 5 S and 2 vinyls: per
 * head 0.01 M, 0.005 S, 0.002 vinyls. The warehouse then gets 30 M and 4 S, and sends 2 M to the next date's Foyer
 * (on the road). The next date (a 3,000-seat room, filled half as the first: 1,500 heads) has Hall and Foyer; two
 * dates after it have no room (1,000 heads each, the past dates' mean).
 */
async function forecastTour() {
  const tour = await createSellingTour(app);
  const [room] = await app.db.select().from(eventRooms).where(eq(eventRooms.eventId, tour.event.id));
  await app.db.update(eventRooms).set({ capacity: 2000 }).where(eq(eventRooms.id, room!.id));
  const [show] = await app.db.select().from(eventPerformances).where(eq(eventPerformances.eventId, tour.event.id));
  await app.db.update(eventPerformances).set({ attendance: 1000 }).where(eq(eventPerformances.id, show!.id));
  await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 10 }, { productVariantId: tour.sizes.S, quantity: 5 }, { productVariantId: tour.vinylVariant, quantity: 2 }]));

  const next = await createEvent(app.db, tour.tour.id, { name: 'Lyon' }, { rooms: ['Grande salle'], performances: [{ startsAt: '2099-01-10T20:30', room: 'Grande salle' }] });
  await app.db.update(eventRooms).set({ capacity: 3000 }).where(eq(eventRooms.eventId, next.id));
  const hall = await createStand(app.db, next, { name: 'Hall' });
  const foyer = await createStand(app.db, next, { name: 'Foyer' });
  const third = await createEvent(app.db, tour.tour.id, { name: 'Nantes' }, { performances: [{ startsAt: '2099-01-12T20:30' }] });
  const fourth = await createEvent(app.db, tour.tour.id, { name: 'Rennes' }, { performances: [{ startsAt: '2099-01-14T20:30' }] });
  expect((await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: tour.sizes.M, quantity: 30 }, { productVariantId: tour.sizes.S, quantity: 4 }])).status).toBe(200);
  await sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 2 }], { to: foyer.inventoryId });
  return { ...tour, next, hall, foyer, third, fourth };
}

let tour: SellingTour & Awaited<ReturnType<typeof forecastTour>>;
beforeAll(async () => {
  tour = await forecastTour();
});

describe('GET /v1/events/{id}/dispatch-proposal', () => {
  it('proposes each stand its share of the forecast with the margin, less what it holds, within what the warehouse holds', async () => {
    const response = await proposal(tour.manager.token, tour.next.id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      eventId: tour.next.id,
      fromInventoryId: tour.warehouseId,
      basis: { dates: 1, withAttendance: 1, heads: 1500, headsFrom: 'capacity', margin: 0.2 },
      shortVariants: 2,
    });
    // Demand at 1,500 heads: 15 M, 7.5 S, 3 vinyls; half each (Foyer has no namesake: it takes Hall's share), +20 %.
    const lines = (response.body.lines as { productVariantId: string; standId: string; inventoryId: string; target: number; holds: number; quantity: number }[])
      .map((line) => [line.productVariantId, line.standId === tour.hall.id ? 'Hall' : 'Foyer', line.target, line.holds, line.quantity])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1])));
    const expected = [
      // M: 9 each; Foyer has 2 on the road.
      [tour.sizes.M, 'Foyer', 9, 2, 7],
      [tour.sizes.M, 'Hall', 9, 0, 9],
      // S: 5 each, but the warehouse holds 4: shared in proportion.
      [tour.sizes.S, 'Foyer', 5, 0, 2],
      [tour.sizes.S, 'Hall', 5, 0, 2],
      // Vinyls: 2 each, none at the warehouse.
      [tour.vinylVariant, 'Foyer', 2, 0, 0],
      [tour.vinylVariant, 'Hall', 2, 0, 0],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1])));
    expect(lines).toEqual(expected);
    const inventories = new Set((response.body.lines as { inventoryId: string }[]).map((line) => line.inventoryId));
    expect(inventories).toEqual(new Set([tour.hall.inventoryId, tour.foyer.inventoryId]));
  });

  it('sends as proposed through the dispatch', async () => {
    const { body } = await proposal(tour.manager.token, tour.next.id);
    const transfers = [tour.hall, tour.foyer].map((stand) => ({
      toInventoryId: stand.inventoryId,
      items: (body.lines as { productVariantId: string; inventoryId: string; quantity: number }[]).filter((line) => line.inventoryId === stand.inventoryId && line.quantity > 0).map(({ productVariantId, quantity }) => ({ productVariantId, quantity })),
    }));
    const sent = await app.api('/v1/project-inventory-transfers', { method: 'POST', token: tour.manager.token, body: { projectId: tour.tour.id, fromInventoryId: tour.warehouseId, eventId: tour.next.id, type: 'event', transfers }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    expect(sent.status).toBe(201);
    // Sent: the stands now have what they need on the road, and the warehouse has no S left to propose.
    const again = await proposal(tour.manager.token, tour.next.id);
    expect((again.body.lines as { quantity: number }[]).every((line) => line.quantity === 0)).toBe(true);
  });

  it('takes a zone as the source, and refuses a stand or another tour’s inventory; the writers only', async () => {
    expect(await proposal(tour.manager.token, tour.next.id, tour.stand.inventoryId)).toMatchObject({ status: 404, body: { errorCode: 'INVENTORY_NOT_FOUND' } });
    const stranger = await createManager(app.db);
    expect(await proposal(tour.manager.token, tour.next.id, 'not-an-id')).toMatchObject({ status: 404, body: { errorCode: 'INVENTORY_NOT_FOUND' } });
    expect(await proposal(stranger.token, tour.next.id)).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect(await proposal(viewer.token, tour.next.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect((await proposal(tour.seller.token, tour.next.id)).status).toBe(403);
    expect((await proposal(undefined, tour.next.id)).status).toBe(401);
  });
});

describe('GET /v1/projects/{id}/forecast', () => {
  it('names the next date and the variants the warehouse runs out of, with the date', async () => {
    const response = await forecast(tour.manager.token, tour.tour.id);
    expect(response.status).toBe(200);
    expect(response.body.nextDate).toEqual({ eventId: tour.next.id, name: 'Lyon', day: '2099-01-10', heads: 1500, headsFrom: 'capacity' });
    expect(response.body.basisDates).toBe(1);
    // After the dispatch above: Lyon's stands hold 16 M, 4 S; the warehouse 12 M, no S, no vinyl. Lyon needs 15 M
    // (covered), 8 S (4 short), 3 vinyls; Nantes and Rennes 10 M, 5 S, 2 vinyls each.
    expect(response.body.runOut.map((variant: { productVariantId: string; available: number; needed: number; runsOutAt: { name: string; day: string } }) => [variant.productVariantId, variant.available, variant.needed, variant.runsOutAt.name])).toEqual([
      [tour.sizes.S, 0, 14, 'Lyon'],
      [tour.vinylVariant, 0, 7, 'Lyon'],
      [tour.sizes.M, 12, 20, 'Rennes'],
    ]);
  });

  it('is read by the team, not by a seller (the warehouse is not theirs), nor another organisation', async () => {
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect((await forecast(viewer.token, tour.tour.id)).status).toBe(200);
    expect(await forecast(tour.seller.token, tour.tour.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    const stranger = await createManager(app.db);
    expect((await forecast(stranger.token, tour.tour.id)).status).toBe(404);
  });
});
