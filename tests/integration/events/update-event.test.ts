import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPerformances, eventRooms, events } from '@/lib/db/schema';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createEvent, createManager, createPlatformAdmin, createSeller, createTeamMember, createTour, createTourWithEvent, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function patch(token: string | undefined, id: string, body: unknown) {
  return app.api(`/v1/events/${id}`, { method: 'PATCH', token, body });
}

async function storedEvent(id: string) {
  const [row] = await app.db.select().from(events).where(eq(events.id, id));
  return row!;
}

async function pendingEvent() {
  const manager = await createManager(app.db);
  const tour = await createTour(app.db, manager);
  const event = await createEvent(app.db, tour.id, { name: 'Avant' });
  return { manager, tour, event };
}

describe('PATCH /v1/events/{id}: details, rooms and performances', () => {
  it('changes the details sent and leaves the others', async () => {
    const { manager, event } = await pendingEvent();
    const response = await patch(manager.token, event.id, { name: ' Après ', city: ' Lille ', country: 'BE', venueName: '' });
    expect(response).toMatchObject({ status: 200, body: { id: event.id, name: 'Après', city: 'Lille', country: 'BE', venueName: null, postcode: '75019', status: 'pending' } });
    expect(await storedEvent(event.id)).toMatchObject({ name: 'Après', city: 'Lille', country: 'BE', venueName: null });
  });

  it('replaces the rooms and performances (step 2 of the funnel); performances name their room', async () => {
    const { manager, event } = await pendingEvent();
    const response = await patch(manager.token, event.id, {
      rooms: [{ name: 'Grande salle', capacity: 1200 }, { name: 'Club' }],
      performances: [
        { room: 'grande salle', startsAt: '2026-10-24T20:00' },
        { room: 'Club', startsAt: '2026-10-25T02:30' },
        { startsAt: '2026-10-26T18:00' },
      ],
    });
    expect(response.status).toBe(200);
    const rooms = Object.fromEntries(response.body.rooms.map((room: { name: string; id: string }) => [room.name, room.id]));
    expect(response.body).toMatchObject({
      rooms: [
        { name: 'Club', capacity: null },
        { name: 'Grande salle', capacity: 1200 },
      ],
      performances: [
        { roomId: rooms['Grande salle'], roomName: 'Grande salle', startsAt: '2026-10-24T20:00', startsAtIso: '2026-10-24T18:00:00.000Z' },
        // Clocks go back that night: 02:30 happens twice in Paris, the first one is taken (still summer time).
        { roomId: rooms.Club, roomName: 'Club', startsAt: '2026-10-25T02:30', startsAtIso: '2026-10-25T00:30:00.000Z' },
        { roomId: null, roomName: null, startsAt: '2026-10-26T18:00', startsAtIso: '2026-10-26T17:00:00.000Z' },
      ],
      dates: ['2026-10-24', '2026-10-25', '2026-10-26'],
    });
  });

  it('keeps a room’s id when its name stays, and a performance whose room is removed keeps its time without a room', async () => {
    const { manager, tour } = await pendingEvent();
    const event = await createEvent(app.db, tour.id, {}, { rooms: ['Salle A', 'Salle B'], performances: [{ startsAt: '2026-05-01T20:00', room: 'Salle A' }, { startsAt: '2026-05-02T20:00', room: 'Salle B' }] });
    const salleA = (await app.db.select().from(eventRooms).where(eq(eventRooms.eventId, event.id))).find((room) => room.name === 'Salle A')!;
    const response = await patch(manager.token, event.id, { rooms: [{ name: 'salle a', capacity: 300 }, { name: 'Salle C' }] });
    expect(response.status).toBe(200);
    expect(response.body.rooms).toEqual([
      { id: salleA.id, name: 'salle a', capacity: 300 },
      { id: expect.any(String), name: 'Salle C', capacity: null },
    ]);
    expect(response.body.performances).toMatchObject([
      { startsAt: '2026-05-01T20:00', roomId: salleA.id, roomName: 'salle a' },
      { startsAt: '2026-05-02T20:00', roomId: null, roomName: null },
    ]);
  });

  it('empties the performances when sent an empty list', async () => {
    const { manager, tour } = await pendingEvent();
    const event = await createEvent(app.db, tour.id, {}, { performances: [{ startsAt: '2026-05-01T20:00' }] });
    expect(await patch(manager.token, event.id, { performances: [] })).toMatchObject({ status: 200, body: { performances: [], dates: [] } });
    expect(await app.db.select().from(eventPerformances).where(eq(eventPerformances.eventId, event.id))).toEqual([]);
  });

  it.each([
    { case: 'a performance in a room the event does not have', body: { rooms: [{ name: 'Club' }], performances: [{ room: 'Club', startsAt: '2026-05-01T20:00' }, { room: 'Cave', startsAt: '2026-05-01T22:00' }] }, fields: ['performances.1.room'] },
    { case: 'a time without minutes', body: { performances: [{ startsAt: '2026-05-01T20' }] }, fields: ['performances.0.startsAt'] },
    { case: 'a time with seconds and an offset', body: { performances: [{ startsAt: '2026-05-01T20:00:00+02:00' }] }, fields: ['performances.0.startsAt'] },
    { case: 'a 30th of February', body: { performances: [{ startsAt: '2026-02-30T20:00' }] }, fields: ['performances.0.startsAt'] },
    { case: 'an hour skipped in Paris when clocks go forward', body: { performances: [{ startsAt: '2026-03-29T02:30' }] }, fields: ['performances.0.startsAt'] },
    { case: 'the same performance twice', body: { performances: [{ startsAt: '2026-05-01T20:00' }, { startsAt: '2026-05-01T20:00' }] }, fields: ['performances.1.startsAt'] },
    { case: 'two rooms of the same name', body: { rooms: [{ name: 'Club' }, { name: 'CLUB' }] }, fields: ['rooms.1.name'] },
    { case: 'a room capacity of zero', body: { rooms: [{ name: 'Club', capacity: 0 }] }, fields: ['rooms.0.capacity'] },
    { case: 'a blank name', body: { name: '  ' }, fields: ['name'] },
    { case: 'a country outside the list', body: { country: 'US' }, fields: ['country'] },
  ])('refuses $case with VALIDATION_ERRORS and changes nothing', async ({ body, fields }) => {
    const { manager, tour } = await pendingEvent();
    const event = await createEvent(app.db, tour.id, { name: 'Intact' }, { rooms: ['Club'], performances: [{ startsAt: '2026-04-01T20:00', room: 'Club' }] });
    expect(await patch(manager.token, event.id, body)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
    expect((await storedEvent(event.id)).name).toBe('Intact');
    expect(await app.db.select().from(eventPerformances).where(eq(eventPerformances.eventId, event.id))).toHaveLength(1);
    expect(await app.db.select().from(eventRooms).where(eq(eventRooms.eventId, event.id))).toHaveLength(1);
  });
});

describe('PATCH /v1/events/{id}: fees (step 4 of the funnel)', () => {
  it('stores the fees of the commission type, as percentages with 2 decimals', async () => {
    const { manager, event } = await pendingEvent();
    expect(await patch(manager.token, event.id, { commissionType: 'theatreFee', theaterFeeAmount: 12.25, theaterFeeVat: 5.5 })).toMatchObject({
      status: 200,
      body: { commissionType: 'theatreFee', theaterFeeAmount: 12.25, theaterFeeVat: 5.5, commissionAgentFeeAmount: null, commissionAgentFeeVat: null },
    });
    expect(await storedEvent(event.id)).toMatchObject({ theaterFeeAmount: 12.25, theaterFeeVat: 5.5 });
    expect(await patch(manager.token, event.id, { theaterFeeAmount: 15 })).toMatchObject({ status: 200, body: { theaterFeeAmount: 15, theaterFeeVat: 5.5 } });
  });

  it('empties the fees of the former type when the commission type changes', async () => {
    const { manager, tour } = await pendingEvent();
    const event = await createEvent(app.db, tour.id, { commissionType: 'theatreFee', theaterFeeAmount: 10, theaterFeeVat: 20 });
    expect(await patch(manager.token, event.id, { commissionType: 'agentFee', commissionAgentFeeAmount: 7.5 })).toMatchObject({
      status: 200,
      body: { commissionType: 'agentFee', theaterFeeAmount: null, theaterFeeVat: null, commissionAgentFeeAmount: 7.5, commissionAgentFeeVat: null },
    });
    expect(await patch(manager.token, event.id, { commissionType: 'noCommission' })).toMatchObject({ status: 200, body: { commissionType: 'noCommission', commissionAgentFeeAmount: null } });
  });

  it.each([
    { case: 'three decimals', body: { commissionType: 'theatreFee', theaterFeeAmount: 12.345 }, fields: ['theaterFeeAmount'] },
    { case: 'more than 100 %', body: { commissionType: 'agentFee', commissionAgentFeeVat: 100.01 }, fields: ['commissionAgentFeeVat'] },
    { case: 'a negative rate', body: { commissionType: 'theatreFee', theaterFeeVat: -1 }, fields: ['theaterFeeVat'] },
    { case: 'a rate sent as text', body: { commissionType: 'theatreFee', theaterFeeVat: '20' }, fields: ['theaterFeeVat'] },
    { case: 'an unknown commission type', body: { commissionType: 'percentage' }, fields: ['commissionType'] },
    { case: 'an agent fee with the theatre commission', body: { commissionType: 'theatreFee', commissionAgentFeeAmount: 5 }, fields: ['commissionAgentFeeAmount'] },
    { case: 'any fee without a commission', body: { theaterFeeAmount: 5, commissionAgentFeeVat: 20 }, fields: ['theaterFeeAmount', 'commissionAgentFeeVat'] },
  ])('refuses $case with VALIDATION_ERRORS', async ({ body, fields }) => {
    const { manager, event } = await pendingEvent();
    expect(await patch(manager.token, event.id, body)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
    expect(await storedEvent(event.id)).toMatchObject({ commissionType: 'noCommission', theaterFeeAmount: null, commissionAgentFeeAmount: null });
  });
});

describe('PATCH /v1/events/{id}: status and the funnel', () => {
  it('accepts the current status repeated, and refuses any other with 409 CANT_UPDATE_EVENT', async () => {
    const { manager, event } = await pendingEvent();
    expect(await patch(manager.token, event.id, { status: 'pending', name: 'Même statut' })).toMatchObject({ status: 200, body: { name: 'Même statut', status: 'pending' } });
    for (const status of ['inProgress', 'canceled', 'finished']) {
      expect(await patch(manager.token, event.id, { status, name: 'Jamais' })).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_EVENT' } });
    }
    expect(await storedEvent(event.id)).toMatchObject({ status: 'pending', name: 'Même statut' });
  });

  it.each(['canceled', 'finished'] as const)('refuses any change to a %s event with 409 CANT_UPDATE_EVENT', async (status) => {
    const { manager, tour } = await pendingEvent();
    const event = await createEvent(app.db, tour.id, { name: 'Figé', status });
    expect(await patch(manager.token, event.id, { name: 'Dégelé' })).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_EVENT' } });
    expect((await storedEvent(event.id)).name).toBe('Figé');
  });

  it('sends a pending event back to the funnel when a change leaves it incomplete', async () => {
    const { manager, event } = await createTourWithEvent(app.db, { funnelCompletedAt: new Date() });
    expect(await patch(manager.token, event.id, { name: 'Toujours complet' })).toMatchObject({ status: 200, body: { funnelCompletedAt: expect.any(String) } });
    expect(await patch(manager.token, event.id, { city: null })).toMatchObject({ status: 200, body: { city: null, funnelCompletedAt: null } });
  });

  it('refuses a change that would leave a started event incomplete, naming what would be missing', async () => {
    const { manager, event } = await createTourWithEvent(app.db, { status: 'inProgress', funnelCompletedAt: new Date() });
    expect(await patch(manager.token, event.id, { performances: [], city: '' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['city', 'performances'] } });
    expect(await patch(manager.token, event.id, { commissionType: 'theatreFee', theaterFeeAmount: 10 })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['theaterFeeVat'] } });
    expect(await storedEvent(event.id)).toMatchObject({ city: 'Paris', commissionType: 'noCommission' });
    expect(await app.db.select().from(eventPerformances).where(eq(eventPerformances.eventId, event.id))).toHaveLength(1);
    expect(await patch(manager.token, event.id, { venueName: 'Nouvelle salle' })).toMatchObject({ status: 200, body: { venueName: 'Nouvelle salle', status: 'inProgress' } });
  });
});

describe('PATCH /v1/events/{id}: who may', () => {
  it('lets a project manager of the team and a platform admin edit', async () => {
    const { tour, event } = await createTourWithEvent(app.db);
    const projectManager = await createTeamMember(app.db, tour.id, 'projectManager');
    const admin = await createPlatformAdmin(app.db);
    expect(await patch(projectManager.token, event.id, { name: 'Par le tour manager' })).toMatchObject({ status: 200 });
    expect(await patch(admin.token, event.id, { name: 'Par l’administrateur' })).toMatchObject({ status: 200, body: { name: 'Par l’administrateur' } });
  });

  it('refuses a viewer and the event’s own seller with 403 FORBIDDEN', async () => {
    const { tour, event, seller } = await createTourWithEvent(app.db);
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    expect(await patch(viewer.token, event.id, { name: 'Vu' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await patch(seller.token, event.id, { name: 'Vendu' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect((await storedEvent(event.id)).name).toBe(event.name);
  });

  it('answers 404 EVENT_NOT_FOUND for another client’s event and for unknown or malformed ids', async () => {
    const { event } = await createTourWithEvent(app.db);
    const outsider = await createManager(app.db);
    expect(await patch(outsider.token, event.id, { name: 'Intrus' })).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    for (const id of [UNKNOWN_UUID, 'not-a-uuid', '1']) {
      expect(await patch(outsider.token, id, { name: 'Intrus' })).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    }
    expect((await storedEvent(event.id)).name).toBe(event.name);
  });

  it('refuses an archived tour with FORBIDDEN_ON_INACTIVE_PROJECT', async () => {
    const { manager, tour, event } = await createTourWithEvent(app.db);
    await archiveTour(app.db, tour.id);
    expect(await patch(manager.token, event.id, { name: 'Archivé' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
  });

  it('refuses a seller of another tour with 403 FORBIDDEN (sellers never edit events), revealing nothing of the event', async () => {
    const { event } = await createTourWithEvent(app.db);
    const stranger = await createSeller(app.db, []);
    expect(await patch(stranger.token, event.id, { name: 'Non' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
  });
});
