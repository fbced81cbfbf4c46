import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, inventories, projectSellers, standSellers, stands } from '@/lib/db/schema';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createManager, createPlatformAdmin, createSeller, createStand, createTeamMember, createTourWithEvent, refuseInserts, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function duplicate(token: string | undefined, id: string, body: unknown = {}) {
  return app.api(`/v1/events/${id}/duplicate`, { method: 'POST', token, body });
}

async function eventsOf(projectId: string) {
  return app.db.select().from(events).where(eq(events.projectId, projectId));
}

async function inventoriesOf(projectId: string) {
  return app.db.select().from(inventories).where(eq(inventories.projectId, projectId));
}

/** A complete, started event with fees, two rooms, two performances and two stands with their sellers. */
async function richEvent() {
  const cast = await createTourWithEvent(app.db, { name: 'Zénith', status: 'inProgress', funnelCompletedAt: new Date(), commissionType: 'theatreFee', theaterFeeAmount: 12.5, theaterFeeVat: 20 });
  const colleague = await createSeller(app.db, [cast.tour.id]);
  const mezzanine = await createStand(app.db, cast.event, { name: 'Mezzanine', isCashCompatible: false, changeFund: 15_000, status: 'opened' }, [cast.seller.user.id, colleague.user.id]);
  return { ...cast, colleague, mezzanine };
}

describe('POST /v1/events/{id}/duplicate', () => {
  it('copies details, rooms, performances, fees, stands (new inventories) and sellers into a pending event, 201', async () => {
    const { manager, tour, event, stand, seller, colleague, mezzanine } = await richEvent();
    const source = (await app.api(`/v1/events/${event.id}`, { token: manager.token })).body;
    const response = await duplicate(manager.token, event.id);
    expect(response.status).toBe(201);
    const copy = response.body;
    expect(copy).toMatchObject({
      projectId: tour.id,
      name: 'Zénith (copie)',
      venueName: source.venueName,
      city: source.city,
      postcode: source.postcode,
      country: source.country,
      status: 'pending',
      funnelCompletedAt: null,
      commissionType: 'theatreFee',
      theaterFeeAmount: 12.5,
      theaterFeeVat: 20,
      dates: source.dates,
      rooms: [{ name: 'Grande salle', capacity: null }],
      performances: [{ startsAt: '2026-07-14T20:30', roomName: 'Grande salle' }],
      stands: [{ name: 'Hall' }, { name: 'Mezzanine' }],
    });
    expect(copy.id).not.toBe(event.id);
    expect(copy.rooms[0].id).not.toBe(source.rooms[0].id);
    expect(copy.performances[0].roomId).toBe(copy.rooms[0].id);

    const copiedStands = await app.db.select().from(stands).where(eq(stands.eventId, copy.id));
    expect(copiedStands).toHaveLength(2);
    expect(copiedStands.map((row) => row.id)).not.toContain(stand.id);
    const copiedMezzanine = copiedStands.find((row) => row.name === 'Mezzanine')!;
    // A copy's stands are closed, with the same cash settings.
    expect(copiedMezzanine).toMatchObject({ isCashCompatible: false, changeFund: 15_000, status: 'closed' });
    expect(copiedMezzanine.inventoryId).not.toBe(mezzanine.inventoryId);
    const copiedInventories = await app.db.select().from(inventories).where(inArray(inventories.id, copiedStands.map((row) => row.inventoryId)));
    expect(copiedInventories.map((row) => ({ kind: row.kind, projectId: row.projectId, name: row.name })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { kind: 'stand', projectId: tour.id, name: 'Hall' },
      { kind: 'stand', projectId: tour.id, name: 'Mezzanine' },
    ]);
    const sellersOfCopy = await app.db.select().from(standSellers).where(inArray(standSellers.standId, copiedStands.map((row) => row.id)));
    expect(sellersOfCopy.filter((row) => row.standId === copiedMezzanine.id).map((row) => row.userId).sort()).toEqual([seller.user.id, colleague.user.id].sort());
    expect(sellersOfCopy.filter((row) => row.standId !== copiedMezzanine.id).map((row) => row.userId)).toEqual([seller.user.id]);

    // The source is untouched.
    expect(await app.api(`/v1/events/${event.id}`, { token: manager.token })).toMatchObject({ status: 200, body: { ...source, updatedAt: source.updatedAt } });
  });

  it('takes the name given, and accepts withStock (no stock exists yet, so there is nothing more to copy)', async () => {
    const { manager, event } = await richEvent();
    expect(await duplicate(manager.token, event.id, { name: '  Zénith, date 2 ', withStock: true })).toMatchObject({ status: 201, body: { name: 'Zénith, date 2', stands: [{ name: 'Hall' }, { name: 'Mezzanine' }] } });
  });

  it.each(['canceled', 'finished'] as const)('duplicates a %s event into a pending one', async (status) => {
    const { manager, event } = await createTourWithEvent(app.db, { status });
    expect(await duplicate(manager.token, event.id)).toMatchObject({ status: 201, body: { status: 'pending' } });
  });

  it('does not bring back a seller who has left the tour', async () => {
    const { manager, tour, event, seller, colleague } = await richEvent();
    await app.db.delete(projectSellers).where(and(eq(projectSellers.projectId, tour.id), eq(projectSellers.userId, seller.user.id)));
    const copy = (await duplicate(manager.token, event.id)).body;
    const copiedStands = await app.db.select({ id: stands.id }).from(stands).where(eq(stands.eventId, copy.id));
    const assigned = await app.db.select().from(standSellers).where(inArray(standSellers.standId, copiedStands.map((row) => row.id)));
    expect(assigned.map((row) => row.userId)).toEqual([colleague.user.id]);
  });

  it.each([
    { case: 'a name of one character', body: { name: 'Z' }, fields: ['name'] },
    { case: 'withStock that is not a boolean', body: { withStock: 'yes' }, fields: ['withStock'] },
  ])('refuses $case with VALIDATION_ERRORS', async ({ body, fields }) => {
    const { manager, tour, event } = await createTourWithEvent(app.db);
    expect(await duplicate(manager.token, event.id, body)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
    expect(await eventsOf(tour.id)).toHaveLength(1);
  });

  it.each([
    { code: 'CANT_DUPLICATE_EVENT', table: 'events', condition: (name: string) => `NEW.name = '${name}'` },
    { code: 'CANT_DUPLICATE_EVENT_INVENTORY', table: 'inventories', condition: (_name: string, standName: string) => `NEW.name = '${standName}'` },
    { code: 'CANT_DUPLICATE_EVENT_STANDS', table: 'stands', condition: (_name: string, standName: string) => `NEW.name = '${standName}'` },
    { code: 'CANT_DUPLICATE_EVENT_SELLERS', table: 'stand_sellers', condition: (_name: string, _standName: string, sellerId: string) => `NEW.user_id = '${sellerId}'` },
  ])('answers $code when that part is refused, and leaves nothing of the copy behind', async ({ code, table, condition }) => {
    const { manager, tour, event, seller } = await createTourWithEvent(app.db);
    const standName = `Stand ${crypto.randomUUID()}`;
    await app.db.update(stands).set({ name: standName }).where(eq(stands.eventId, event.id));
    const name = `Copie ${crypto.randomUUID()}`;
    const before = { events: await eventsOf(tour.id), inventories: await inventoriesOf(tour.id) };
    const restore = await refuseInserts(app.db, table, condition(name, standName, seller.user.id));
    const response = await duplicate(manager.token, event.id, { name });
    await restore();
    expect(response).toMatchObject({ status: 409, body: { errorCode: code } });
    expect(await eventsOf(tour.id)).toEqual(before.events);
    expect(await inventoriesOf(tour.id)).toEqual(before.inventories);
  });

  it('lets a project manager of the team and a platform admin duplicate', async () => {
    const { tour, event } = await createTourWithEvent(app.db);
    const projectManager = await createTeamMember(app.db, tour.id, 'projectManager');
    expect(await duplicate(projectManager.token, event.id)).toMatchObject({ status: 201, body: { projectId: tour.id } });
    expect(await duplicate((await createPlatformAdmin(app.db)).token, event.id)).toMatchObject({ status: 201, body: { projectId: tour.id } });
  });

  it('refuses a viewer and the event’s own seller with 403 FORBIDDEN', async () => {
    const { tour, event, seller } = await createTourWithEvent(app.db);
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    expect(await duplicate(viewer.token, event.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await duplicate(seller.token, event.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await eventsOf(tour.id)).toHaveLength(1);
  });

  it('answers 404 EVENT_NOT_FOUND for another client’s event and unknown or malformed ids', async () => {
    const { tour, event } = await createTourWithEvent(app.db);
    const outsider = await createManager(app.db);
    for (const id of [event.id, UNKNOWN_UUID, 'not-a-uuid']) {
      expect(await duplicate(outsider.token, id)).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    }
    expect(await eventsOf(tour.id)).toHaveLength(1);
  });

  it('refuses an archived tour with FORBIDDEN_ON_INACTIVE_PROJECT', async () => {
    const { manager, tour, event } = await createTourWithEvent(app.db);
    await archiveTour(app.db, tour.id);
    expect(await duplicate(manager.token, event.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect(await eventsOf(tour.id)).toHaveLength(1);
  });
});
