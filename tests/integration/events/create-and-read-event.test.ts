import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '@/lib/db/schema';
import { startTestApp, type TestApp } from '../../support/test-app';
import {
  archiveTour,
  createEvent,
  createManager,
  createPlatformAdmin,
  createSeller,
  createStand,
  createTeamMember,
  createTour,
  createTourWithEvent,
  UNKNOWN_UUID,
} from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const MALFORMED_IDS = ['not-a-uuid', '12345', `${UNKNOWN_UUID}x`, '00000000-0000-0000-0000-000000000000'];

function post(token: string | undefined, body: unknown) {
  return app.api('/v1/events', { method: 'POST', token, body });
}

async function storedEvent(id: string) {
  const [row] = await app.db.select().from(events).where(eq(events.id, id));
  return row;
}

describe('POST /v1/events', () => {
  it('creates a pending event with its details (step 1 of the funnel), trimmed, in France by default', async () => {
    const manager = await createManager(app.db);
    const tour = await createTour(app.db, manager);
    const response = await post(manager.token, { projectId: tour.id, name: '  Zénith de Paris ', venueName: ' Le Zénith ', addressLine1: '211 avenue Jean Jaurès', postcode: '75019', city: 'Paris' });
    expect(response).toMatchObject({
      status: 201,
      body: {
        id: expect.any(String),
        projectId: tour.id,
        name: 'Zénith de Paris',
        venueName: 'Le Zénith',
        addressLine1: '211 avenue Jean Jaurès',
        postcode: '75019',
        city: 'Paris',
        country: 'FR',
        status: 'pending',
        funnelCompletedAt: null,
        commissionType: 'noCommission',
        theaterFeeAmount: null,
        theaterFeeVat: null,
        commissionAgentFeeAmount: null,
        commissionAgentFeeVat: null,
        rooms: [],
        performances: [],
        dates: [],
        stands: [],
      },
    });
    expect(response.body).not.toHaveProperty('createdBy');
    expect(await storedEvent(response.body.id)).toMatchObject({ createdBy: manager.user.id, status: 'pending', projectId: tour.id });
  });

  it('needs only a name; blank optional fields are stored as none', async () => {
    const manager = await createManager(app.db);
    const tour = await createTour(app.db, manager);
    const response = await post(manager.token, { projectId: tour.id, name: 'Festival', venueName: '  ', postcode: '', country: 'BE' });
    expect(response).toMatchObject({ status: 201, body: { name: 'Festival', venueName: null, postcode: null, city: null, addressLine1: null, country: 'BE' } });
  });

  it('lets a project manager of the team and a platform admin create events too', async () => {
    const manager = await createManager(app.db);
    const tour = await createTour(app.db, manager);
    const projectManager = await createTeamMember(app.db, tour.id, 'projectManager');
    const admin = await createPlatformAdmin(app.db);
    expect(await post(projectManager.token, { projectId: tour.id, name: 'Par le tour manager' })).toMatchObject({ status: 201, body: { projectId: tour.id } });
    expect(await post(admin.token, { projectId: tour.id, name: 'Par un administrateur' })).toMatchObject({ status: 201, body: { projectId: tour.id } });
  });

  it.each([
    { case: 'no name', body: {}, fields: ['name'] },
    { case: 'a name of one character', body: { name: ' A ' }, fields: ['name'] },
    { case: 'a country outside the list', body: { name: 'Concert', country: 'US' }, fields: ['country'] },
    { case: 'a postcode with symbols', body: { name: 'Concert', postcode: '$$$' }, fields: ['postcode'] },
    { case: 'a null name', body: { name: null }, fields: ['name'] },
  ])('refuses $case with VALIDATION_ERRORS', async ({ body, fields }) => {
    const manager = await createManager(app.db);
    const tour = await createTour(app.db, manager);
    expect(await post(manager.token, { projectId: tour.id, ...body })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
  });

  it('refuses a missing or malformed project id with VALIDATION_ERRORS', async () => {
    const manager = await createManager(app.db);
    expect(await post(manager.token, { name: 'Concert' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['projectId'] } });
    expect(await post(manager.token, { projectId: 'tour-1', name: 'Concert' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['projectId'] } });
  });

  it('answers 404 EVENT_NOT_FOUND for another client’s tour or an unknown one, and creates nothing', async () => {
    const manager = await createManager(app.db);
    const otherTour = await createTour(app.db, await createManager(app.db));
    expect(await post(manager.token, { projectId: otherTour.id, name: 'Intrus' })).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    expect(await post(manager.token, { projectId: UNKNOWN_UUID, name: 'Fantôme' })).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    expect(await app.db.select().from(events).where(eq(events.projectId, otherTour.id))).toEqual([]);
  });

  it('refuses a viewer and a seller of the tour with 403 FORBIDDEN, and anonymous callers with 401', async () => {
    const manager = await createManager(app.db);
    const tour = await createTour(app.db, manager);
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    const seller = await createSeller(app.db, [tour.id]);
    expect(await post(viewer.token, { projectId: tour.id, name: 'Concert' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await post(seller.token, { projectId: tour.id, name: 'Concert' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await post(undefined, { projectId: tour.id, name: 'Concert' })).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
    expect(await app.db.select().from(events).where(eq(events.projectId, tour.id))).toEqual([]);
  });

  it('refuses an archived tour with FORBIDDEN_ON_INACTIVE_PROJECT', async () => {
    const manager = await createManager(app.db);
    const tour = await createTour(app.db, manager);
    await archiveTour(app.db, tour.id);
    expect(await post(manager.token, { projectId: tour.id, name: 'Concert' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
  });
});

describe('GET /v1/events/{id}', () => {
  it('gives the team the whole event: rooms, performances in Paris time and ISO, distinct Paris dates, stands', async () => {
    const manager = await createManager(app.db);
    const tour = await createTour(app.db, manager);
    const event = await createEvent(
      app.db,
      tour.id,
      { name: 'Deux soirs', commissionType: 'theatreFee', theaterFeeAmount: 12.5, theaterFeeVat: 20 },
      {
        rooms: ['Grande salle', 'Club'],
        performances: [
          { startsAt: '2026-12-31T23:30', room: 'Club' },
          { startsAt: '2026-07-14T20:30', room: 'Grande salle' },
          { startsAt: '2026-07-14T23:00' },
        ],
      },
    );
    const hall = await createStand(app.db, event, { name: 'Hall' });
    const response = await app.api(`/v1/events/${event.id}`, { token: manager.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: event.id,
      name: 'Deux soirs',
      commissionType: 'theatreFee',
      theaterFeeAmount: 12.5,
      theaterFeeVat: 20,
      rooms: [
        { id: expect.any(String), name: 'Club', capacity: null },
        { id: expect.any(String), name: 'Grande salle', capacity: null },
      ],
      performances: [
        { startsAt: '2026-07-14T20:30', startsAtIso: '2026-07-14T18:30:00.000Z', roomName: 'Grande salle', roomId: expect.any(String) },
        { startsAt: '2026-07-14T23:00', startsAtIso: '2026-07-14T21:00:00.000Z', roomName: null, roomId: null },
        { startsAt: '2026-12-31T23:30', startsAtIso: '2026-12-31T22:30:00.000Z', roomName: 'Club' },
      ],
      dates: ['2026-07-14', '2026-12-31'],
      stands: [{ id: hall.id, name: 'Hall' }],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const club = response.body.rooms.find((room: { name: string }) => room.name === 'Club');
    expect(response.body.performances[2].roomId).toBe(club.id);
  });

  it('gives a viewer of the team and a platform admin the whole event too', async () => {
    const { tour, event } = await createTourWithEvent(app.db, { commissionType: 'agentFee', commissionAgentFeeAmount: 8, commissionAgentFeeVat: 20 });
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    const admin = await createPlatformAdmin(app.db);
    for (const token of [viewer.token, admin.token]) {
      expect(await app.api(`/v1/events/${event.id}`, { token })).toMatchObject({ status: 200, body: { id: event.id, commissionAgentFeeAmount: 8, commissionAgentFeeVat: 20 } });
    }
  });

  it('gives a seller working there the reduced event: no fees, and only their own stands', async () => {
    const { tour, event, stand, seller } = await createTourWithEvent(app.db, { commissionType: 'theatreFee', theaterFeeAmount: 10, theaterFeeVat: 20 });
    await createStand(app.db, event, { name: 'Mezzanine' }, [(await createSeller(app.db, [tour.id])).user.id]);
    const response = await app.api(`/v1/events/${event.id}`, { token: seller.token });
    expect(response).toMatchObject({ status: 200, body: { id: event.id, status: 'pending', stands: [{ id: stand.id, name: 'Hall' }], dates: ['2026-07-14'] } });
    expect(response.body.stands).toHaveLength(1);
    for (const field of ['commissionType', 'theaterFeeAmount', 'theaterFeeVat', 'commissionAgentFeeAmount', 'commissionAgentFeeVat', 'createdAt', 'updatedAt']) {
      expect(response.body).not.toHaveProperty(field);
    }
  });

  it('answers a seller of the tour who works elsewhere 403 NOT_ALLOWED_ON_EVENT, and a seller of another tour 404', async () => {
    const { tour, event } = await createTourWithEvent(app.db);
    const idle = await createSeller(app.db, [tour.id]);
    const stranger = await createSeller(app.db, [(await createTour(app.db, await createManager(app.db))).id]);
    expect(await app.api(`/v1/events/${event.id}`, { token: idle.token })).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_EVENT' } });
    expect(await app.api(`/v1/events/${event.id}`, { token: stranger.token })).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
  });

  it('answers 404 EVENT_NOT_FOUND for another client’s event, an unknown id and malformed ids (never a 500)', async () => {
    const { event } = await createTourWithEvent(app.db);
    const outsider = await createManager(app.db);
    const admin = await createPlatformAdmin(app.db);
    expect(await app.api(`/v1/events/${event.id}`, { token: outsider.token })).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    expect(await app.api(`/v1/events/${UNKNOWN_UUID}`, { token: admin.token })).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    for (const id of MALFORMED_IDS) {
      expect(await app.api(`/v1/events/${id}`, { token: admin.token })).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    }
  });

  it('keeps reading open on an archived tour', async () => {
    const { manager, tour, event } = await createTourWithEvent(app.db);
    await archiveTour(app.db, tour.id);
    expect(await app.api(`/v1/events/${event.id}`, { token: manager.token })).toMatchObject({ status: 200, body: { id: event.id } });
  });
});
