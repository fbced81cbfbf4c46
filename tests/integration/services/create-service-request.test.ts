import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceRequest } from '@/features/services/server/create-service-request';
import { standServiceDeadlines, terminalRequestDeadline } from '@/features/services/time-rules';
import { eventPerformances, serviceRequests, serviceRequestStands } from '@/lib/db/schema';
import { actorOf } from '../../support/catalogue';
import {
  cancelRequest,
  createRequest,
  created,
  DAY,
  eventServices,
  HOUR,
  parisIn,
  serviceEvent,
  standServiceBody,
  terminalBody,
} from '../../support/services';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createEvent, createPlatformAdmin, createSeller, createStand, createTeamMember, UNKNOWN_UUID } from '../../support/tours';

/*
 * Issue #16: an organiser asks for payment terminals or for stand management, on an event (its first performance
 * counts), under every time rule, at the server's clock. Mails are service-mails.test.ts's subject: here the platform
 * team's copy goes to one address, not to every admin the run has made.
 */

let app: TestApp;
beforeAll(async () => {
  process.env.SALES_EMAIL = 'ventes@merchstand.test';
  app = await startTestApp();
});
afterAll(async () => {
  delete process.env.SALES_EMAIL;
  await app.close();
});

async function requestRows(eventId: string) {
  return app.db.select().from(serviceRequests).where(eq(serviceRequests.eventId, eventId));
}

describe('POST /v1/events/{id}/service-requests: terminals', () => {
  it('records the request 15 days ahead or more, with each stand’s quantity, the contact and the delivery (201)', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const body = terminalBody([stands[0]!.id, stands[1]!.id]);
    const answer = await createRequest(app, manager.token, event.id, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      id: expect.any(String),
      kind: 'terminal',
      status: 'requested',
      clientId: manager.user.clientId,
      eventId: event.id,
      eventName: event.name,
      eventCity: 'Paris',
      stands: [
        { standId: stands[0]!.id, standName: 'Stand A', quantity: 1, readerId: null },
        { standId: stands[1]!.id, standName: 'Stand B', quantity: 2, readerId: null },
      ],
      contact: body.contact,
      delivery: body.delivery,
      note: 'Livraison à la loge, porte B',
      late: false,
      quoteAmount: null,
      cancellationFee: null,
      acknowledgedAt: null,
      canceledAt: null,
      due: { step: 'acknowledge', overdue: false },
      cancellation: { percent: 0, fee: 0 },
    });
    // The platform acknowledges within 48 hours of the request.
    expect(Date.parse(answer.body.due.dueAt) - Date.parse(answer.body.requestedAt)).toBe(48 * HOUR);
    const [row] = await requestRows(event.id);
    expect(row).toMatchObject({ id: answer.body.id, requestedBy: manager.user.id, status: 'requested' });
  });

  it('counts from the first performance: a second one later does not give more time (422 TERMINAL_REQUEST_TOO_LATE with the deadline)', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 10 * DAY });
    await app.db.insert(eventPerformances).values({ eventId: event.id, startsAt: new Date(Date.now() + 30 * DAY) });
    const [first] = await app.db.select().from(eventPerformances).where(eq(eventPerformances.eventId, event.id)).orderBy(eventPerformances.startsAt);
    const answer = await createRequest(app, manager.token, event.id, terminalBody([stands[0]!.id]));
    expect(answer).toMatchObject({ status: 422, body: { errorCode: 'TERMINAL_REQUEST_TOO_LATE', details: { deadline: terminalRequestDeadline(first!.startsAt).toISOString() } } });
    expect(await requestRows(event.id)).toEqual([]);
  });

  it('is offered outside mainland France too (a Corsican event)', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY, eventOverrides: { city: 'Ajaccio', postcode: '20000' } });
    expect((await createRequest(app, manager.token, event.id, terminalBody([stands[0]!.id]))).status).toBe(201);
  });
});

describe('POST /v1/events/{id}/service-requests: stand management', () => {
  it('is on time 96 hours ahead or more (201, late: false)', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const answer = await createRequest(app, manager.token, event.id, standServiceBody([stands[0]!.id, stands[1]!.id]));
    expect(answer).toMatchObject({ status: 201, body: { kind: 'standManagement', status: 'requested', late: false, delivery: null, quoteAmount: null, stands: [{ quantity: 1 }, { quantity: 1 }] } });
  });

  it('is accepted late between 96 and 72 hours ahead (201, late: true)', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 80 * HOUR });
    const answer = await createRequest(app, manager.token, event.id, standServiceBody([stands[0]!.id]));
    expect(answer).toMatchObject({ status: 201, body: { late: true, due: { step: 'acknowledge' } } });
    expect((await requestRows(event.id))[0]).toMatchObject({ late: true });
    // Acknowledged by the time it must be confirmed, 48 hours before the event: sooner than 48 hours from now.
    expect(Date.parse(answer.body.eventStartsAt) - Date.parse(answer.body.due.dueAt)).toBe(48 * HOUR);
  });

  it('is refused 72 hours ahead or less (422 STAND_SERVICE_TOO_LATE with the last accepted instant)', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 60 * HOUR });
    const [performance] = await app.db.select().from(eventPerformances).where(eq(eventPerformances.eventId, event.id));
    const answer = await createRequest(app, manager.token, event.id, standServiceBody([stands[0]!.id]));
    expect(answer).toMatchObject({ status: 422, body: { errorCode: 'STAND_SERVICE_TOO_LATE', details: { deadline: standServiceDeadlines(performance!.startsAt).refusedFrom.toISOString() } } });
    expect(await requestRows(event.id)).toEqual([]);
  });

  it.each([
    ['Corsica', { city: 'Bastia', postcode: '20200' }],
    ['Guadeloupe', { city: 'Basse-Terre', postcode: '97100' }],
    ['Monaco', { city: 'Monaco', postcode: '98000' }],
    ['Belgium', { city: 'Bruxelles', postcode: '10000', country: 'BE' }],
    ['an event without postcode', { postcode: null }],
  ])('is offered in mainland France only: refused in %s (422 STAND_SERVICE_OUTSIDE_MAINLAND_FRANCE)', async (_, address) => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY, eventOverrides: address });
    expect(await createRequest(app, manager.token, event.id, standServiceBody([stands[0]!.id]))).toMatchObject({ status: 422, body: { errorCode: 'STAND_SERVICE_OUTSIDE_MAINLAND_FRANCE' } });
    expect(await requestRows(event.id)).toEqual([]);
  });

  it('asks that the terms be accepted (400 VALIDATION_ERRORS acceptTerms)', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    expect(await createRequest(app, manager.token, event.id, standServiceBody([stands[0]!.id], { acceptTerms: false }))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['acceptTerms'] } });
  });
});

describe('refusals common to both kinds', () => {
  it.each(['terminal', 'standManagement'] as const)('%s on an event without performance: 422 SERVICE_EVENT_WITHOUT_DATE', async (kind) => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: null });
    const body = kind === 'terminal' ? terminalBody([stands[0]!.id]) : standServiceBody([stands[0]!.id]);
    expect(await createRequest(app, manager.token, event.id, body)).toMatchObject({ status: 422, body: { errorCode: 'SERVICE_EVENT_WITHOUT_DATE' } });
  });

  it.each(['canceled', 'finished'] as const)('on a %s event: 409 CANT_UPDATE_EVENT', async (status) => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY, eventOverrides: { status } });
    expect(await createRequest(app, manager.token, event.id, terminalBody([stands[0]!.id]))).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_EVENT' } });
    expect(await createRequest(app, manager.token, event.id, standServiceBody([stands[0]!.id]))).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_EVENT' } });
  });

  it('names the stands that are not the event’s (400 VALIDATION_ERRORS stands) and records nothing', async () => {
    const { manager, tour, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const sibling = await createEvent(app.db, tour.id, {}, { performances: [{ startsAt: parisIn(20 * DAY) }] });
    const elsewhere = await createStand(app.db, sibling);
    for (const body of [terminalBody([stands[0]!.id, elsewhere.id]), standServiceBody([elsewhere.id]), terminalBody([UNKNOWN_UUID])]) {
      expect(await createRequest(app, manager.token, event.id, body)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['stands'] } });
    }
    expect(await requestRows(event.id)).toEqual([]);
  });

  it('refuses a stand that has an open request of the same kind (409 SERVICE_ALREADY_REQUESTED), not of the other kind', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const first = await created(app, manager.token, event.id, terminalBody([stands[0]!.id]));
    expect(await createRequest(app, manager.token, event.id, terminalBody([stands[1]!.id, stands[0]!.id]))).toMatchObject({
      status: 409,
      body: { errorCode: 'SERVICE_ALREADY_REQUESTED', details: { standId: stands[0]!.id } },
    });
    expect((await createRequest(app, manager.token, event.id, standServiceBody([stands[0]!.id]))).status).toBe(201);
    // Once the first is canceled, the stand may be asked for again.
    expect((await cancelRequest(app, manager.token, first.id, 0)).status).toBe(200);
    expect((await createRequest(app, manager.token, event.id, terminalBody([stands[0]!.id]))).status).toBe(201);
    expect((await requestRows(event.id)).map((row) => `${row.kind}:${row.status}`).sort()).toEqual(['standManagement:requested', 'terminal:canceled', 'terminal:requested']);
  });

  it('refuses each stand twice in one request (400 VALIDATION_ERRORS)', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    expect(await createRequest(app, manager.token, event.id, standServiceBody([stands[0]!.id, stands[0]!.id]))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['standIds'] } });
  });
});

describe('one request, whatever the network does', () => {
  it('answers a retry with the same Idempotency-Key with the first request, made once', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const body = terminalBody([stands[0]!.id]);
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await createRequest(app, manager.token, event.id, body, headers);
    const retry = await createRequest(app, manager.token, event.id, body, headers);
    expect(first.status).toBe(201);
    expect(retry).toMatchObject({ status: 201, body: { id: first.body.id } });
    expect(await requestRows(event.id)).toHaveLength(1);
    // Another key is another request: the stand is taken.
    expect(await createRequest(app, manager.token, event.id, body, { 'Idempotency-Key': randomUUID() })).toMatchObject({ status: 409, body: { errorCode: 'SERVICE_ALREADY_REQUESTED' } });
  });

  it('gives one stand to one of two requests sent together: one 201, one 409 SERVICE_ALREADY_REQUESTED', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const answers = await Promise.all([
      createRequest(app, manager.token, event.id, standServiceBody([stands[0]!.id])),
      createRequest(app, manager.token, event.id, standServiceBody([stands[1]!.id, stands[0]!.id])),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ errorCode: 'SERVICE_ALREADY_REQUESTED' });
    const rows = await app.db.select().from(serviceRequestStands).innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestStands.requestId)).where(eq(serviceRequests.eventId, event.id));
    expect(rows.filter((row) => row.service_request_stands.standId === stands[0]!.id)).toHaveLength(1);
  });
});

describe('at the boundaries, on the server’s clock', () => {
  // createServiceRequest takes the instant it runs at: the exact boundaries of the rules, on a real event.
  const origin = 'http://merchstand.test';

  it('stand management: exactly 96 h ahead is on time, a millisecond less is late, exactly 72 h is refused', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY, standCount: 3 });
    const [performance] = await app.db.select().from(eventPerformances).where(eq(eventPerformances.eventId, event.id));
    const start = performance!.startsAt.getTime();
    const actor = actorOf(manager.user);
    const onTime = await createServiceRequest(actor, event.id, standServiceBody([stands[0]!.id]), origin, new Date(start - 96 * HOUR));
    const late = await createServiceRequest(actor, event.id, standServiceBody([stands[1]!.id]), origin, new Date(start - 96 * HOUR + 1));
    expect([onTime.late, late.late]).toEqual([false, true]);
    await expect(createServiceRequest(actor, event.id, standServiceBody([stands[2]!.id]), origin, new Date(start - 72 * HOUR))).rejects.toMatchObject({ errorCode: 'STAND_SERVICE_TOO_LATE' });
    const lastLate = await createServiceRequest(actor, event.id, standServiceBody([stands[2]!.id]), origin, new Date(start - 72 * HOUR - 1));
    expect(lastLate.late).toBe(true);
    // Each request is dated at the instant it was made.
    expect(onTime.requestedAt).toBe(new Date(start - 96 * HOUR).toISOString());
  });

  it('terminals: exactly at the deadline is allowed, a millisecond later refused', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const [performance] = await app.db.select().from(eventPerformances).where(eq(eventPerformances.eventId, event.id));
    const deadline = terminalRequestDeadline(performance!.startsAt).getTime();
    const actor = actorOf(manager.user);
    await expect(createServiceRequest(actor, event.id, terminalBody([stands[0]!.id]), origin, new Date(deadline + 1))).rejects.toMatchObject({ errorCode: 'TERMINAL_REQUEST_TOO_LATE' });
    expect((await createServiceRequest(actor, event.id, terminalBody([stands[0]!.id]), origin, new Date(deadline))).status).toBe('requested');
  });
});

describe('GET /v1/events/{id}/service-requests', () => {
  it('answers the deadlines the forms announce, the area, and the event’s requests newest first', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const terminal = await created(app, manager.token, event.id, terminalBody([stands[0]!.id]));
    const standService = await created(app, manager.token, event.id, standServiceBody([stands[1]!.id]));
    const answer = await eventServices(app, manager.token, event.id);
    expect(answer.status).toBe(200);
    const start = new Date(answer.body.eventStartsAt);
    const [performance] = await app.db.select().from(eventPerformances).where(eq(eventPerformances.eventId, event.id));
    expect(start).toEqual(performance!.startsAt);
    expect(answer.body).toMatchObject({
      terminalDeadline: terminalRequestDeadline(start).toISOString(),
      standService: { onTimeUntil: new Date(start.getTime() - 96 * HOUR).toISOString(), refusedFrom: new Date(start.getTime() - 72 * HOUR).toISOString() },
      standServiceArea: true,
    });
    expect(answer.body.requests.map((request: { id: string }) => request.id)).toEqual([standService.id, terminal.id]);
  });

  it('says when the stand service is not offered, and gives no deadline to an event without performance', async () => {
    const corsica = await serviceEvent(app.db, { startsIn: 20 * DAY, eventOverrides: { postcode: '20000', city: 'Ajaccio' } });
    expect((await eventServices(app, corsica.manager.token, corsica.event.id)).body).toMatchObject({ standServiceArea: false, requests: [] });
    const undated = await serviceEvent(app.db, { startsIn: null });
    expect((await eventServices(app, undated.manager.token, undated.event.id)).body).toEqual({ eventStartsAt: null, terminalDeadline: null, standService: null, standServiceArea: true, requests: [] });
  });
});

describe('who may', () => {
  it('lets a project manager of the team and a platform admin ask; the request is billed to the tour’s owner', async () => {
    const { manager, tour, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const projectManager = await createTeamMember(app.db, tour.id, 'projectManager');
    expect(await createRequest(app, projectManager.token, event.id, terminalBody([stands[0]!.id]))).toMatchObject({ status: 201, body: { clientId: manager.user.clientId } });
    const admin = await createPlatformAdmin(app.db);
    expect(await createRequest(app, admin.token, event.id, standServiceBody([stands[1]!.id]))).toMatchObject({ status: 201, body: { clientId: manager.user.clientId } });
  });

  it('lets a viewer read the requests but not ask (403 FORBIDDEN)', async () => {
    const { manager, tour, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const request = await created(app, manager.token, event.id, terminalBody([stands[0]!.id]));
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    const read = await eventServices(app, viewer.token, event.id);
    expect(read.status).toBe(200);
    expect(read.body.requests.map((one: { id: string }) => one.id)).toEqual([request.id]);
    expect(await createRequest(app, viewer.token, event.id, standServiceBody([stands[1]!.id]))).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await requestRows(event.id)).toHaveLength(1);
  });

  it('refuses the tour’s sellers, even the event’s own (403 FORBIDDEN)', async () => {
    const { tour, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const seller = await createSeller(app.db, [tour.id]);
    const own = await createStand(app.db, event, {}, [seller.user.id]);
    expect(await eventServices(app, seller.token, event.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await createRequest(app, seller.token, event.id, terminalBody([own.id, stands[0]!.id]))).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
  });

  it('answers another organisation, an unknown and a malformed event 404 EVENT_NOT_FOUND', async () => {
    const { event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const other = await serviceEvent(app.db, { startsIn: 20 * DAY });
    for (const id of [event.id, UNKNOWN_UUID, 'not-an-id']) {
      expect(await eventServices(app, other.manager.token, id)).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
      expect(await createRequest(app, other.manager.token, id, terminalBody([stands[0]!.id]))).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    }
    // Its own event with the other tenant's stand: not its stand.
    expect(await createRequest(app, other.manager.token, other.event.id, terminalBody([stands[0]!.id]))).toMatchObject({ status: 400, body: { fields: ['stands'] } });
    expect(await requestRows(event.id)).toEqual([]);
  });

  it('refuses a request on an archived tour (403 FORBIDDEN_ON_INACTIVE_PROJECT), still readable', async () => {
    const { manager, tour, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    await archiveTour(app.db, tour.id);
    expect(await createRequest(app, manager.token, event.id, terminalBody([stands[0]!.id]))).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect((await eventServices(app, manager.token, event.id)).status).toBe(200);
  });

  it('asks for a bearer token (401)', async () => {
    const { event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    expect((await app.api(`/v1/events/${event.id}/service-requests`)).status).toBe(401);
    expect((await app.api(`/v1/events/${event.id}/service-requests`, { method: 'POST', body: terminalBody([stands[0]!.id]) })).status).toBe(401);
  });
});
