import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceRequest } from '@/features/services/server/create-service-request';
import { moveServiceRequest } from '@/features/services/server/move-service-request';
import { stands as standsTable } from '@/lib/db/schema';
import { actorOf } from '../../support/catalogue';
import {
  acceptQuote,
  cancelRequest,
  cardReaderOf,
  created,
  DAY,
  eventServices,
  HOUR,
  moveRequest,
  serviceEvent,
  standServiceBody,
  startEventIn,
  storedRequest,
  terminalBody,
} from '../../support/services';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createManager, createPlatformAdmin, createSeller, createTeamMember, UNKNOWN_UUID, type Signed } from '../../support/tours';

/*
 * Issue #16: what follows a request. The platform's admins take each kind along its path (terminals: acknowledged,
 * shipped with their readers, returned; stand management: acknowledged with its price, confirmed), the organiser
 * cancels at the fee shown, and the admins' list puts the most urgent first. Events are moved closer after the
 * request is made, as time would: the server counts from its own clock.
 */

let app: TestApp;
let admin: Signed;
beforeAll(async () => {
  process.env.SALES_EMAIL = 'ventes@merchstand.test';
  app = await startTestApp();
  admin = await createPlatformAdmin(app.db);
});
afterAll(async () => {
  delete process.env.SALES_EMAIL;
  await app.close();
});

describe('terminals: requested → acknowledged → shipped → returned', () => {
  it('walks the path; the shipped readers become the stands’ card readers, and are released on return', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY, standCount: 3 });
    const [standA, standB, standC] = stands as [(typeof stands)[0], (typeof stands)[0], (typeof stands)[0]];
    const request = await created(app, manager.token, event.id, terminalBody([standA.id, standB.id]));

    expect(await moveRequest(app, admin.token, request.id, { status: 'shipped', readers: [] })).toMatchObject({ status: 409, body: { errorCode: 'SERVICE_REQUEST_WRONG_STATUS', details: { status: 'requested' } } });
    const acknowledged = await moveRequest(app, admin.token, request.id, { status: 'acknowledged' });
    expect(acknowledged).toMatchObject({ status: 200, body: { status: 'acknowledged', acknowledgedAt: expect.any(String), due: { step: 'ship' }, cancellation: { percent: 0, fee: 0 } } });
    // Terminals leave the platform 3 days before the event at the latest.
    expect(Date.parse(acknowledged.body.eventStartsAt) - Date.parse(acknowledged.body.due.dueAt)).toBe(3 * DAY);
    // The same step again is harmless: nothing changes.
    expect(await moveRequest(app, admin.token, request.id, { status: 'acknowledged' })).toMatchObject({ status: 200, body: { acknowledgedAt: acknowledged.body.acknowledgedAt } });
    // Stand management's steps are not a terminal's.
    expect(await moveRequest(app, admin.token, request.id, { status: 'confirmed' })).toMatchObject({ status: 409, body: { errorCode: 'SERVICE_REQUEST_WRONG_STATUS' } });
    expect(await moveRequest(app, admin.token, request.id, { status: 'returned' })).toMatchObject({ status: 409, body: { errorCode: 'SERVICE_REQUEST_WRONG_STATUS' } });

    // A reader for a stand the request does not serve: refused, nothing assigned.
    expect(await moveRequest(app, admin.token, request.id, { status: 'shipped', readers: [{ standId: standA.id, readerId: 'tmr_A' }, { standId: standC.id, readerId: 'tmr_C' }] })).toMatchObject({
      status: 400,
      body: { errorCode: 'VALIDATION_ERRORS', fields: ['readers'] },
    });
    expect((await storedRequest(app.db, request.id)).status).toBe('acknowledged');
    expect([await cardReaderOf(app.db, standA.id), await cardReaderOf(app.db, standC.id)]).toEqual([null, null]);

    const shipped = await moveRequest(app, admin.token, request.id, { status: 'shipped', readers: [{ standId: standA.id, readerId: 'tmr_A' }, { standId: standB.id, readerId: 'tmr_B' }] });
    expect(shipped).toMatchObject({
      status: 200,
      body: { status: 'shipped', shippedAt: expect.any(String), due: { step: 'return', dueAt: null }, cancellation: null, stands: [{ standId: standA.id, readerId: 'tmr_A' }, { standId: standB.id, readerId: 'tmr_B' }] },
    });
    expect([await cardReaderOf(app.db, standA.id), await cardReaderOf(app.db, standB.id), await cardReaderOf(app.db, standC.id)]).toEqual(['tmr_A', 'tmr_B', null]);
    // Shipped terminals are no longer the organiser's to cancel, nor the platform's to decline.
    expect(await cancelRequest(app, manager.token, request.id, 0)).toMatchObject({ status: 409, body: { errorCode: 'SERVICE_REQUEST_WRONG_STATUS', details: { status: 'shipped' } } });
    expect(await moveRequest(app, admin.token, request.id, { status: 'declined', reason: 'Plus de stock' })).toMatchObject({ status: 409, body: { errorCode: 'SERVICE_REQUEST_WRONG_STATUS' } });

    // Stand B got another reader since (a later request): the return leaves that one.
    await app.db.update(standsTable).set({ cardReaderId: 'tmr_other' }).where(eq(standsTable.id, standB.id));
    const returned = await moveRequest(app, admin.token, request.id, { status: 'returned' });
    expect(returned).toMatchObject({ status: 200, body: { status: 'returned', returnedAt: expect.any(String), due: { step: null }, cancellation: null } });
    expect([await cardReaderOf(app.db, standA.id), await cardReaderOf(app.db, standB.id)]).toEqual([null, 'tmr_other']);
    expect(await moveRequest(app, admin.token, request.id, { status: 'returned' })).toMatchObject({ status: 200, body: { returnedAt: returned.body.returnedAt } });
    expect(await moveRequest(app, admin.token, request.id, { status: 'shipped', readers: [] })).toMatchObject({ status: 409, body: { errorCode: 'SERVICE_REQUEST_WRONG_STATUS', details: { status: 'returned' } } });
  });

  it('may be declined with a reason while requested or acknowledged; a declined request no longer cancels', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const requested = await created(app, manager.token, event.id, terminalBody([stands[0]!.id]));
    expect(await moveRequest(app, admin.token, requested.id, { status: 'declined', reason: 'Plus de terminaux disponibles à cette date' })).toMatchObject({
      status: 200,
      body: { status: 'declined', declinedAt: expect.any(String), declineReason: 'Plus de terminaux disponibles à cette date', cancellation: null },
    });
    expect(await cancelRequest(app, manager.token, requested.id, 0)).toMatchObject({ status: 409, body: { errorCode: 'SERVICE_REQUEST_WRONG_STATUS', details: { status: 'declined' } } });
    expect(await moveRequest(app, admin.token, requested.id, { status: 'acknowledged' })).toMatchObject({ status: 409, body: { errorCode: 'SERVICE_REQUEST_WRONG_STATUS' } });

    const acknowledged = await created(app, manager.token, event.id, terminalBody([stands[1]!.id]));
    await moveRequest(app, admin.token, acknowledged.id, { status: 'acknowledged' });
    expect(await moveRequest(app, admin.token, acknowledged.id, { status: 'declined' })).toMatchObject({ status: 200, body: { status: 'declined', declineReason: null } });
  });
});

/**
 * Issue #25: an admin used to quote and confirm in one pass. Now the organiser accepts the price they were shown
 * first; a corrected price needs a new acceptance; nobody else accepts for them.
 */
async function expectAcceptedBeforeConfirmed(id: string, manager: Signed, quote: number) {
  expect(await moveRequest(app, admin.token, id, { status: 'confirmed' })).toMatchObject({ status: 409, body: { errorCode: 'SERVICE_QUOTE_NOT_ACCEPTED' } });
  expect(await acceptQuote(app, manager.token, id, quote - 2000)).toMatchObject({ status: 409, body: { errorCode: 'SERVICE_QUOTE_CHANGED', details: { quoteAmount: quote } } });
  expect(await acceptQuote(app, admin.token, id, quote)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
  const accepted = await acceptQuote(app, manager.token, id, quote);
  expect(accepted).toMatchObject({ status: 200, body: { status: 'acknowledged', quoteAmount: quote, quoteAcceptedAt: expect.any(String) } });
  expect(await acceptQuote(app, manager.token, id, quote)).toMatchObject({ status: 200, body: { quoteAcceptedAt: accepted.body.quoteAcceptedAt } });
  // A corrected price is not the one accepted: accepted again before the confirmation.
  expect(await moveRequest(app, admin.token, id, { status: 'acknowledged', quoteAmount: quote + 1000 })).toMatchObject({ status: 200, body: { quoteAcceptedAt: null } });
  expect(await moveRequest(app, admin.token, id, { status: 'confirmed' })).toMatchObject({ status: 409, body: { errorCode: 'SERVICE_QUOTE_NOT_ACCEPTED' } });
  expect((await storedRequest(app.db, id)).status).toBe('acknowledged');
  await moveRequest(app, admin.token, id, { status: 'acknowledged', quoteAmount: quote });
  expect((await acceptQuote(app, manager.token, id, quote)).status).toBe(200);
}

describe('stand management: requested → acknowledged with its price → accepted by the organiser → confirmed', () => {
  it('asks for the price to acknowledge, then confirms up to 48 hours before the event', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const request = await created(app, manager.token, event.id, standServiceBody([stands[0]!.id, stands[1]!.id]));
    expect(await moveRequest(app, admin.token, request.id, { status: 'confirmed' })).toMatchObject({ status: 409, body: { errorCode: 'SERVICE_REQUEST_WRONG_STATUS' } });
    expect(await moveRequest(app, admin.token, request.id, { status: 'acknowledged' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['quoteAmount'] } });
    expect((await storedRequest(app.db, request.id)).status).toBe('requested');

    const acknowledged = await moveRequest(app, admin.token, request.id, { status: 'acknowledged', quoteAmount: 45000 });
    expect(acknowledged).toMatchObject({ status: 200, body: { status: 'acknowledged', quoteAmount: 45000, due: { step: 'confirm' }, cancellation: { percent: 0, fee: 0 } } });
    expect(Date.parse(acknowledged.body.eventStartsAt) - Date.parse(acknowledged.body.due.dueAt)).toBe(48 * HOUR);
    // Acknowledged again: the same price changes nothing; another one corrects it, until it is confirmed.
    expect(await moveRequest(app, admin.token, request.id, { status: 'acknowledged', quoteAmount: 45000 })).toMatchObject({ status: 200, body: { status: 'acknowledged', quoteAmount: 45000 } });
    expect(await moveRequest(app, admin.token, request.id, { status: 'acknowledged', quoteAmount: 47000 })).toMatchObject({ status: 200, body: { status: 'acknowledged', quoteAmount: 47000 } });
    expect((await storedRequest(app.db, request.id)).quoteAmount).toBe(47000);
    expect(await moveRequest(app, admin.token, request.id, { status: 'shipped', readers: [] })).toMatchObject({ status: 409, body: { errorCode: 'SERVICE_REQUEST_WRONG_STATUS' } });
    await expectAcceptedBeforeConfirmed(request.id, manager, 47000);

    const confirmed = await moveRequest(app, admin.token, request.id, { status: 'confirmed' });
    expect(confirmed).toMatchObject({ status: 200, body: { status: 'confirmed', confirmedAt: expect.any(String), due: { step: null, dueAt: null }, cancellation: { percent: 0, fee: 0 } } });
    expect(await moveRequest(app, admin.token, request.id, { status: 'confirmed' })).toMatchObject({ status: 200, body: { confirmedAt: confirmed.body.confirmedAt } });
    expect(await moveRequest(app, admin.token, request.id, { status: 'acknowledged', quoteAmount: 1 })).toMatchObject({ status: 409, body: { errorCode: 'SERVICE_REQUEST_WRONG_STATUS' } });
    expect(await moveRequest(app, admin.token, request.id, { status: 'declined' })).toMatchObject({ status: 409, body: { errorCode: 'SERVICE_REQUEST_WRONG_STATUS', details: { status: 'confirmed' } } });
  });

  it('confirms 60 hours before; refuses under 48 hours (422 SERVICE_CONFIRMATION_TOO_LATE), leaving it acknowledged', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const early = await created(app, manager.token, event.id, standServiceBody([stands[0]!.id]));
    const late = await created(app, manager.token, event.id, standServiceBody([stands[1]!.id]));
    for (const request of [early, late]) expect((await moveRequest(app, admin.token, request.id, { status: 'acknowledged', quoteAmount: 30000 })).status).toBe(200);
    for (const request of [early, late]) expect((await acceptQuote(app, manager.token, request.id, 30000)).status).toBe(200);
    await startEventIn(app.db, event.id, 60 * HOUR);
    expect(await moveRequest(app, admin.token, early.id, { status: 'confirmed' })).toMatchObject({ status: 200, body: { status: 'confirmed' } });
    await startEventIn(app.db, event.id, 30 * HOUR);
    expect(await moveRequest(app, admin.token, late.id, { status: 'confirmed' })).toMatchObject({ status: 422, body: { errorCode: 'SERVICE_CONFIRMATION_TOO_LATE' } });
    expect(await storedRequest(app.db, late.id)).toMatchObject({ status: 'acknowledged', confirmedAt: null });
    // Still the admins' to decline.
    expect(await moveRequest(app, admin.token, late.id, { status: 'declined', reason: 'Équipe indisponible' })).toMatchObject({ status: 200, body: { status: 'declined' } });
  });
});

describe('POST /v1/service-requests/{id}/cancel', () => {
  it('cancels a terminal request for nothing, once: canceling again changes nothing', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const request = await created(app, manager.token, event.id, terminalBody([stands[0]!.id]));
    await moveRequest(app, admin.token, request.id, { status: 'acknowledged' });
    expect(await cancelRequest(app, manager.token, request.id, 100)).toMatchObject({ status: 409, body: { errorCode: 'CANCELLATION_FEE_CHANGED', details: { fee: 0, percent: 0 } } });
    const canceled = await cancelRequest(app, manager.token, request.id, 0);
    expect(canceled).toMatchObject({ status: 200, body: { status: 'canceled', canceledAt: expect.any(String), cancellationFee: 0, cancellation: null, due: { step: null } } });
    expect(await cancelRequest(app, manager.token, request.id, 0)).toMatchObject({ status: 200, body: { status: 'canceled', canceledAt: canceled.body.canceledAt } });
    expect(await moveRequest(app, admin.token, request.id, { status: 'shipped', readers: [] })).toMatchObject({ status: 409, body: { errorCode: 'SERVICE_REQUEST_WRONG_STATUS', details: { status: 'canceled' } } });
  });

  it('a stand service more than 72 hours ahead costs nothing', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const request = await created(app, manager.token, event.id, standServiceBody([stands[0]!.id]));
    await moveRequest(app, admin.token, request.id, { status: 'acknowledged', quoteAmount: 30001 });
    await acceptQuote(app, manager.token, request.id, 30001);
    await moveRequest(app, admin.token, request.id, { status: 'confirmed' });
    expect(await cancelRequest(app, manager.token, request.id, 0)).toMatchObject({ status: 200, body: { status: 'canceled', cancellationFee: 0 } });
  });

  it('60 hours ahead costs half the quote: a fee not the one due is refused with the new one, the request unchanged; then canceled', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const request = await created(app, manager.token, event.id, standServiceBody([stands[0]!.id]));
    await moveRequest(app, admin.token, request.id, { status: 'acknowledged', quoteAmount: 30001 });
    await startEventIn(app.db, event.id, 60 * HOUR);
    // What the organiser's page shows before the dialog opens.
    const [shown] = (await eventServices(app, manager.token, event.id)).body.requests;
    expect(shown).toMatchObject({ id: request.id, cancellation: { percent: 50, fee: 15001 } });

    expect(await cancelRequest(app, manager.token, request.id, 0)).toMatchObject({ status: 409, body: { errorCode: 'CANCELLATION_FEE_CHANGED', details: { fee: 15001, percent: 50 } } });
    expect(await storedRequest(app.db, request.id)).toMatchObject({ status: 'acknowledged', canceledAt: null, cancellationFee: null });
    const canceled = await cancelRequest(app, manager.token, request.id, 15001);
    expect(canceled).toMatchObject({ status: 200, body: { status: 'canceled', cancellationFee: 15001, cancellation: null } });
    expect(await storedRequest(app.db, request.id)).toMatchObject({ status: 'canceled', cancellationFee: 15001 });
    // A retry of the same cancel, or one with a stale fee, changes nothing.
    expect(await cancelRequest(app, manager.token, request.id, 0)).toMatchObject({ status: 200, body: { cancellationFee: 15001, canceledAt: canceled.body.canceledAt } });
  });

  it('under 48 hours costs the whole quote, confirmed or not', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const confirmed = await created(app, manager.token, event.id, standServiceBody([stands[0]!.id]));
    await moveRequest(app, admin.token, confirmed.id, { status: 'acknowledged', quoteAmount: 52000 });
    await acceptQuote(app, manager.token, confirmed.id, 52000);
    await moveRequest(app, admin.token, confirmed.id, { status: 'confirmed' });
    await startEventIn(app.db, event.id, 30 * HOUR);
    expect(await cancelRequest(app, manager.token, confirmed.id, 26000)).toMatchObject({ status: 409, body: { errorCode: 'CANCELLATION_FEE_CHANGED', details: { fee: 52000, percent: 100 } } });
    expect(await cancelRequest(app, manager.token, confirmed.id, 52000)).toMatchObject({ status: 200, body: { status: 'canceled', cancellationFee: 52000 } });
  });

  it('a stand service not quoted yet costs nothing, even at the last minute', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const request = await created(app, manager.token, event.id, standServiceBody([stands[0]!.id]));
    await startEventIn(app.db, event.id, 30 * HOUR);
    expect(await cancelRequest(app, manager.token, request.id, 0)).toMatchObject({ status: 200, body: { status: 'canceled', cancellationFee: 0 } });
  });

  it('is for the tour’s writers: a viewer and a seller 403, another organisation and unknown ids 404 SERVICE_REQUEST_NOT_FOUND', async () => {
    const { manager, tour, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const request = await created(app, manager.token, event.id, terminalBody([stands[0]!.id]));
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    const seller = await createSeller(app.db, [tour.id]);
    const outsider = await createManager(app.db);
    expect(await cancelRequest(app, viewer.token, request.id, 0)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await cancelRequest(app, seller.token, request.id, 0)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    for (const id of [request.id, UNKNOWN_UUID, 'not-an-id']) {
      expect(await cancelRequest(app, outsider.token, id, 0)).toMatchObject({ status: 404, body: { errorCode: 'SERVICE_REQUEST_NOT_FOUND' } });
    }
    expect((await storedRequest(app.db, request.id)).status).toBe('requested');
    const projectManager = await createTeamMember(app.db, tour.id, 'projectManager');
    expect(await cancelRequest(app, projectManager.token, request.id, 0)).toMatchObject({ status: 200, body: { status: 'canceled' } });
  });
});

describe('PUT /v1/service-requests/{id}/status: platform admins only', () => {
  it('refuses the organiser, a viewer and a seller (403 FORBIDDEN), and answers unknown ids 404', async () => {
    const { manager, tour, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const request = await created(app, manager.token, event.id, terminalBody([stands[0]!.id]));
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    const seller = await createSeller(app.db, [tour.id]);
    for (const token of [manager.token, viewer.token, seller.token]) {
      expect(await moveRequest(app, token, request.id, { status: 'acknowledged' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    }
    // The service refuses them too, not only the route: the tour's own writers included.
    await expect(moveServiceRequest(actorOf(manager.user), request.id, { status: 'acknowledged' }, 'http://merchstand.test')).rejects.toMatchObject({ errorCode: 'FORBIDDEN' });
    expect((await storedRequest(app.db, request.id)).status).toBe('requested');
    for (const id of [UNKNOWN_UUID, 'not-an-id']) expect(await moveRequest(app, admin.token, id, { status: 'acknowledged' })).toMatchObject({ status: 404, body: { errorCode: 'SERVICE_REQUEST_NOT_FOUND' } });
    expect(await moveRequest(app, admin.token, request.id, { status: 'canceled' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['status'] } });
  });

  it('records the return of terminals on a tour archived since they were shipped, and releases their readers', async () => {
    const { manager, tour, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const request = await created(app, manager.token, event.id, terminalBody([stands[0]!.id]));
    await moveRequest(app, admin.token, request.id, { status: 'acknowledged' });
    await moveRequest(app, admin.token, request.id, { status: 'shipped', readers: [{ standId: stands[0]!.id, readerId: 'tmr_archived' }] });
    // The tour is over: its organiser archives it, which freezes the organiser's own changes…
    await archiveTour(app.db, tour.id);
    expect(await cancelRequest(app, manager.token, request.id, 0)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    // …not the platform's record of its own terminals coming back.
    expect(await moveRequest(app, admin.token, request.id, { status: 'returned' })).toMatchObject({ status: 200, body: { status: 'returned' } });
    expect(await cardReaderOf(app.db, stands[0]!.id)).toBeNull();
  });
});

describe('GET /v1/service-requests: the admins’ list', () => {
  type View = { id: string; due: { dueAt: string | null; overdue: boolean } };
  const list = async (query: string) => {
    const answer = await app.api(`/v1/service-requests?${query}`, { token: admin.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as View[];
  };
  /** Every page of the unfiltered list: other files' requests share the database on PostgreSQL. */
  const everyId = async () => {
    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await app.api(`/v1/service-requests?limit=200&page=${page}`, { token: admin.token });
      seen.push(...(answer.body.data as View[]).map((view) => view.id));
      if (seen.length >= answer.body.meta.total || answer.body.data.length === 0) return seen;
    }
  };
  const ids = async (query: string) => (await list(query)).map((view) => view.id);

  let clientId: string;
  let order: Record<'overdue' | 'confirmSoon' | 'lateAck' | 'ackFirst' | 'ackSecond' | 'shipLater' | 'declined' | 'canceled', string>;

  beforeAll(async () => {
    // One organisation with an event in 20 days (5 stands), one in 80 hours and one in 90 hours.
    const far = await serviceEvent(app.db, { startsIn: 20 * DAY, standCount: 5 });
    const soon = await serviceEvent(app.db, { startsIn: 80 * HOUR, standCount: 1, owner: far.manager, tourId: far.tour.id });
    const late = await serviceEvent(app.db, { startsIn: 90 * HOUR, standCount: 1, owner: far.manager, tourId: far.tour.id });
    const { manager } = far;
    clientId = manager.user.clientId!;
    const [s1, s2, s3, s4, s5] = far.stands.map((stand) => stand.id) as [string, string, string, string, string];
    // Made three days ago: its acknowledgement was due yesterday.
    const overdue = await createServiceRequest(actorOf(manager.user), far.event.id, terminalBody([s5]), 'http://merchstand.test', new Date(Date.now() - 3 * DAY));
    const ackFirst = await created(app, manager.token, far.event.id, terminalBody([s1]));
    const shipLater = await created(app, manager.token, far.event.id, terminalBody([s2]));
    await moveRequest(app, admin.token, shipLater.id, { status: 'acknowledged' });
    const canceled = await created(app, manager.token, far.event.id, terminalBody([s4]));
    await cancelRequest(app, manager.token, canceled.id, 0);
    const confirmSoon = await created(app, manager.token, soon.event.id, standServiceBody([soon.stands[0]!.id]));
    await moveRequest(app, admin.token, confirmSoon.id, { status: 'acknowledged', quoteAmount: 30000 });
    const ackSecond = await created(app, manager.token, far.event.id, standServiceBody([s3]));
    const declined = await created(app, manager.token, far.event.id, standServiceBody([s1]));
    await moveRequest(app, admin.token, declined.id, { status: 'declined', reason: 'Complet' });
    // Asked last, but late: it must be acknowledged by its confirmation deadline, in about 42 hours.
    const lateAck = await created(app, manager.token, late.event.id, standServiceBody([late.stands[0]!.id]));
    order = { overdue: overdue.id, confirmSoon: confirmSoon.id, lateAck: lateAck.id, ackFirst: ackFirst.id, ackSecond: ackSecond.id, shipLater: shipLater.id, declined: declined.id, canceled: canceled.id };
  });

  it('sorts the most urgent first: overdue, then by what is due next; nothing due last, newest first', async () => {
    const views = await list(`clientId=${clientId}`);
    expect(views.map((view) => view.id)).toEqual([order.overdue, order.confirmSoon, order.lateAck, order.ackFirst, order.ackSecond, order.shipLater, order.declined, order.canceled]);
    expect(views.map((view) => view.due.overdue)).toEqual([true, false, false, false, false, false, false, false]);
    // The stand service of the event in 80 hours is confirmed 48 hours before it: about 32 hours from now.
    expect(Date.parse(views[1]!.due.dueAt!) - Date.now()).toBeLessThan(33 * HOUR);
  });

  it('filters by kind, by status (open: whatever still holds a stand) and by organisation', async () => {
    expect(await ids(`clientId=${clientId}&kind=terminal`)).toEqual([order.overdue, order.ackFirst, order.shipLater, order.canceled]);
    expect(await ids(`clientId=${clientId}&status=open`)).toEqual([order.overdue, order.confirmSoon, order.lateAck, order.ackFirst, order.ackSecond, order.shipLater]);
    expect(await ids(`clientId=${clientId}&kind=standManagement&status=open`)).toEqual([order.confirmSoon, order.lateAck, order.ackSecond]);
    expect(await ids(`clientId=${clientId}&status=declined`)).toEqual([order.declined]);
    expect(await ids(`clientId=${clientId}&status=acknowledged`)).toEqual([order.confirmSoon, order.shipLater]);
    const other = await createManager(app.db);
    expect(await ids(`clientId=${other.user.clientId}`)).toEqual([]);
    // Without a filter: every organisation's, ours among them.
    expect(await everyId()).toEqual(expect.arrayContaining(Object.values(order)));
  });

  it('refuses bad filters (400 VALIDATION_ERRORS) and everyone but platform admins (403 FORBIDDEN)', async () => {
    expect(await app.api('/v1/service-requests?status=lost', { token: admin.token })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['status'] } });
    expect(await app.api('/v1/service-requests?clientId=nope', { token: admin.token })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['clientId'] } });
    const manager = await createManager(app.db);
    const seller = await createSeller(app.db);
    for (const token of [manager.token, seller.token]) expect(await app.api(`/v1/service-requests?clientId=${clientId}`, { token })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect((await app.api('/v1/service-requests')).status).toBe(401);
  });
});
