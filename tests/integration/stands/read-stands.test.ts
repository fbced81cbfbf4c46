import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSellers, users } from '@/lib/db/schema';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createManager, createPlatformAdmin, createSeller, createStand, createTeamMember, createTour, createTourWithEvent, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const names = (response: { body: { data: Array<{ name: string }> } }) => response.body.data.map((stand) => stand.name);

describe('GET /v1/stands?eventId=', () => {
  it('lists the event’s stands by name, with their sellers, paginated', async () => {
    const { manager, event, stand, seller } = await createTourWithEvent(app.db);
    await app.db.update(users).set({ firstName: 'Léa', lastName: 'Martin' }).where(eq(users.id, seller.user.id));
    await createStand(app.db, event, { name: 'accueil' });
    await createStand(app.db, event, { name: 'Mezzanine', changeFund: 5_000 });
    await createStand(app.db, (await createTourWithEvent(app.db)).event, { name: 'Ailleurs' });
    const response = await app.api(`/v1/stands?eventId=${event.id}`, { token: manager.token });
    expect(response).toMatchObject({ status: 200, body: { meta: { page: 1, limit: 50, total: 3 } } });
    expect(names(response)).toEqual(['accueil', 'Hall', 'Mezzanine']);
    expect(response.body.data[1]).toEqual({
      id: stand.id,
      eventId: event.id,
      name: 'Hall',
      inventoryId: stand.inventoryId,
      isCashCompatible: true,
      changeFund: 0,
      cardReaderId: null,
      status: 'closed',
      sellers: [{ id: seller.user.id, firstName: 'Léa', lastName: 'Martin', email: seller.user.email }],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const second = await app.api(`/v1/stands?eventId=${event.id}&page=2&limit=2`, { token: manager.token });
    expect(second.body.meta).toEqual({ page: 2, limit: 2, total: 3 });
    expect(names(second)).toEqual(['Mezzanine']);
  });

  it('shows a viewer of the team and a platform admin every stand', async () => {
    const { tour, event } = await createTourWithEvent(app.db);
    await createStand(app.db, event, { name: 'Mezzanine' });
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    for (const token of [viewer.token, (await createPlatformAdmin(app.db)).token]) {
      expect(names(await app.api(`/v1/stands?eventId=${event.id}`, { token }))).toEqual(['Hall', 'Mezzanine']);
    }
  });

  it('shows a seller only the stands they are assigned to, and a seller working elsewhere 403 NOT_ALLOWED_ON_EVENT', async () => {
    const { tour, event, seller } = await createTourWithEvent(app.db);
    const colleague = await createSeller(app.db, [tour.id]);
    await createStand(app.db, event, { name: 'Mezzanine' }, [colleague.user.id]);
    expect(names(await app.api(`/v1/stands?eventId=${event.id}`, { token: seller.token }))).toEqual(['Hall']);
    expect(names(await app.api(`/v1/stands?eventId=${event.id}`, { token: colleague.token }))).toEqual(['Mezzanine']);
    const idle = await createSeller(app.db, [tour.id]);
    expect(await app.api(`/v1/stands?eventId=${event.id}`, { token: idle.token })).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_EVENT' } });
  });

  it('answers 404 EVENT_NOT_FOUND for another client’s event or an unknown one, and VALIDATION_ERRORS without a well-formed event id', async () => {
    const { event } = await createTourWithEvent(app.db);
    const outsider = await createManager(app.db);
    expect(await app.api(`/v1/stands?eventId=${event.id}`, { token: outsider.token })).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    expect(await app.api(`/v1/stands?eventId=${UNKNOWN_UUID}`, { token: outsider.token })).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    expect(await app.api('/v1/stands', { token: outsider.token })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['eventId'] } });
    expect(await app.api('/v1/stands?eventId=event-1', { token: outsider.token })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['eventId'] } });
  });
});

describe('GET /v1/stands/{id}', () => {
  it('gives the stand to the team, a viewer, a platform admin and the seller assigned to it, also on an archived tour', async () => {
    const { manager, tour, stand, seller } = await createTourWithEvent(app.db);
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    await archiveTour(app.db, tour.id);
    for (const token of [manager.token, viewer.token, seller.token, (await createPlatformAdmin(app.db)).token]) {
      expect(await app.api(`/v1/stands/${stand.id}`, { token })).toMatchObject({ status: 200, body: { id: stand.id, name: 'Hall', sellers: [{ id: seller.user.id }] } });
    }
  });

  it('answers a seller of the tour at another stand 403 NOT_ALLOWED_ON_STAND, and a seller of another tour 404 GET_STAND', async () => {
    const { tour, stand } = await createTourWithEvent(app.db);
    const colleague = await createSeller(app.db, [tour.id]);
    const stranger = await createSeller(app.db, [(await createTour(app.db, await createManager(app.db))).id]);
    expect(await app.api(`/v1/stands/${stand.id}`, { token: colleague.token })).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    expect(await app.api(`/v1/stands/${stand.id}`, { token: stranger.token })).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
  });

  it('forgets a seller removed from the tour: gone from the stand’s sellers, and the stand is no longer theirs to see', async () => {
    const { manager, tour, stand, seller } = await createTourWithEvent(app.db);
    await app.db.delete(projectSellers).where(and(eq(projectSellers.projectId, tour.id), eq(projectSellers.userId, seller.user.id)));
    expect(await app.api(`/v1/stands/${stand.id}`, { token: manager.token })).toMatchObject({ status: 200, body: { sellers: [] } });
    expect(await app.api(`/v1/stands/${stand.id}`, { token: seller.token })).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
  });

  it('answers 404 GET_STAND for another client’s stand and unknown or malformed ids (never a 500)', async () => {
    const { stand } = await createTourWithEvent(app.db);
    const outsider = await createManager(app.db);
    const admin = await createPlatformAdmin(app.db);
    expect(await app.api(`/v1/stands/${stand.id}`, { token: outsider.token })).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    for (const id of [UNKNOWN_UUID, 'not-a-uuid', '12345', `${stand.id}x`]) {
      expect(await app.api(`/v1/stands/${id}`, { token: admin.token })).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    }
  });
});
