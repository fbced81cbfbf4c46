import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, stands } from '@/lib/db/schema';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createEvent, createManager, createPlatformAdmin, createTeamMember, createTour, createTourWithEvent, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Action = 'complete-funnel' | 'start' | 'cancel';

function put(token: string | undefined, id: string, action: Action) {
  return app.api(`/v1/events/${id}/${action}`, { method: 'PUT', token });
}

async function storedEvent(id: string) {
  const [row] = await app.db.select().from(events).where(eq(events.id, id));
  return row!;
}

describe('PUT /v1/events/{id}/complete-funnel', () => {
  it('names everything the event still lacks, with VALIDATION_ERRORS, and marks nothing', async () => {
    const manager = await createManager(app.db);
    const tour = await createTour(app.db, manager);
    const event = await createEvent(app.db, tour.id, { city: null, commissionType: 'theatreFee', theaterFeeVat: 20 });
    expect(await put(manager.token, event.id, 'complete-funnel')).toMatchObject({
      status: 400,
      body: { errorCode: 'VALIDATION_ERRORS', fields: ['city', 'performances', 'stands', 'theaterFeeAmount'] },
    });
    expect((await storedEvent(event.id)).funnelCompletedAt).toBeNull();
  });

  it('asks for the agent fees with the agent commission', async () => {
    const { manager, event } = await createTourWithEvent(app.db, { commissionType: 'agentFee' });
    expect(await put(manager.token, event.id, 'complete-funnel')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['commissionAgentFeeAmount', 'commissionAgentFeeVat'] } });
  });

  it('marks a complete event’s funnel completed, and keeps the first time when repeated', async () => {
    const { manager, event } = await createTourWithEvent(app.db, { commissionType: 'theatreFee', theaterFeeAmount: 10, theaterFeeVat: 20 });
    const first = await put(manager.token, event.id, 'complete-funnel');
    expect(first).toMatchObject({ status: 200, body: { id: event.id, status: 'pending', funnelCompletedAt: expect.any(String) } });
    const again = await put(manager.token, event.id, 'complete-funnel');
    expect(again).toMatchObject({ status: 200, body: { funnelCompletedAt: first.body.funnelCompletedAt } });
    expect((await storedEvent(event.id)).funnelCompletedAt?.toISOString()).toBe(first.body.funnelCompletedAt);
  });

  it.each(['canceled', 'finished'] as const)('refuses a %s event with 409 CANT_UPDATE_EVENT', async (status) => {
    const { manager, event } = await createTourWithEvent(app.db, { status });
    expect(await put(manager.token, event.id, 'complete-funnel')).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_EVENT' } });
    expect((await storedEvent(event.id)).funnelCompletedAt).toBeNull();
  });
});

describe('PUT /v1/events/{id}/start', () => {
  it('refuses a pending event whose funnel is not completed with 409 CANT_UPDATE_EVENT', async () => {
    const { manager, event } = await createTourWithEvent(app.db);
    expect(await put(manager.token, event.id, 'start')).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_EVENT' } });
    expect((await storedEvent(event.id)).status).toBe('pending');
  });

  it('starts a pending event once its funnel is completed', async () => {
    const { manager, event } = await createTourWithEvent(app.db);
    expect(await put(manager.token, event.id, 'complete-funnel')).toMatchObject({ status: 200 });
    expect(await put(manager.token, event.id, 'start')).toMatchObject({ status: 200, body: { id: event.id, status: 'inProgress' } });
    expect((await storedEvent(event.id)).status).toBe('inProgress');
  });

  it.each(['inProgress', 'canceled', 'finished'] as const)('refuses to start an event that is %s with 409 CANT_UPDATE_EVENT', async (status) => {
    const { manager, event } = await createTourWithEvent(app.db, { status, funnelCompletedAt: new Date() });
    expect(await put(manager.token, event.id, 'start')).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_EVENT' } });
    expect((await storedEvent(event.id)).status).toBe(status);
  });

  it('starts an event only once when two starts arrive together', async () => {
    const { manager, event } = await createTourWithEvent(app.db, { funnelCompletedAt: new Date() });
    const answers = await Promise.all([put(manager.token, event.id, 'start'), put(manager.token, event.id, 'start')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});

describe('PUT /v1/events/{id}/cancel', () => {
  it.each(['pending', 'inProgress'] as const)('cancels an event that is %s, and closes its stands', async (status) => {
    const { manager, event, stand } = await createTourWithEvent(app.db, { status, funnelCompletedAt: new Date() });
    await app.db.update(stands).set({ status: 'opened' }).where(eq(stands.id, stand.id));
    expect(await put(manager.token, event.id, 'cancel')).toMatchObject({ status: 200, body: { id: event.id, status: 'canceled' } });
    const [row] = await app.db.select().from(stands).where(eq(stands.id, stand.id));
    expect(row!.status).toBe('closed');
  });

  it.each(['canceled', 'finished'] as const)('refuses to cancel a %s event with 409 CANT_UPDATE_EVENT', async (status) => {
    const { manager, event } = await createTourWithEvent(app.db, { status });
    expect(await put(manager.token, event.id, 'cancel')).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_EVENT' } });
    expect((await storedEvent(event.id)).status).toBe(status);
  });

  it('refuses to start a canceled event again', async () => {
    const { manager, event } = await createTourWithEvent(app.db, { funnelCompletedAt: new Date() });
    expect(await put(manager.token, event.id, 'cancel')).toMatchObject({ status: 200 });
    expect(await put(manager.token, event.id, 'start')).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_EVENT' } });
  });
});

describe.each<Action>(['complete-funnel', 'start', 'cancel'])('PUT /v1/events/{id}/%s: who may', (action) => {
  it('lets a project manager of the team and a platform admin act', async () => {
    const { tour, event } = await createTourWithEvent(app.db, { funnelCompletedAt: new Date() });
    const projectManager = await createTeamMember(app.db, tour.id, 'projectManager');
    expect((await put(projectManager.token, event.id, action)).status).toBe(200);
    const other = await createTourWithEvent(app.db, { funnelCompletedAt: new Date() });
    expect((await put((await createPlatformAdmin(app.db)).token, other.event.id, action)).status).toBe(200);
  });

  it('refuses a viewer and the event’s own seller with 403 FORBIDDEN, and changes nothing', async () => {
    const { tour, event, seller } = await createTourWithEvent(app.db, { funnelCompletedAt: null });
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    expect(await put(viewer.token, event.id, action)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await put(seller.token, event.id, action)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await storedEvent(event.id)).toMatchObject({ status: 'pending', funnelCompletedAt: null });
  });

  it('answers 404 EVENT_NOT_FOUND for another client’s event and unknown or malformed ids', async () => {
    const { event } = await createTourWithEvent(app.db, { funnelCompletedAt: new Date() });
    const outsider = await createManager(app.db);
    for (const id of [event.id, UNKNOWN_UUID, 'not-a-uuid']) {
      expect(await put(outsider.token, id, action)).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    }
    expect((await storedEvent(event.id)).status).toBe('pending');
  });

  it('refuses an archived tour with FORBIDDEN_ON_INACTIVE_PROJECT, and anonymous callers with 401', async () => {
    const { manager, tour, event } = await createTourWithEvent(app.db, { funnelCompletedAt: new Date() });
    await archiveTour(app.db, tour.id);
    expect(await put(manager.token, event.id, action)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect(await put(undefined, event.id, action)).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
  });

  it('answers 405 to another method', async () => {
    const { manager, event } = await createTourWithEvent(app.db);
    const response = await app.api(`/v1/events/${event.id}/${action}`, { method: 'POST', token: manager.token });
    expect(response).toMatchObject({ status: 405, body: { errorCode: 'METHOD_NOT_ALLOWED' } });
    expect(response.headers.get('allow')).toBe('PUT');
  });
});
