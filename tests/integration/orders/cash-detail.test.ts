import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashCount } from '../../support/orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createManager, createPlatformAdmin, createSeller, createStand, createTeamMember, createTourWithEvent, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const post = (token: string | undefined, standId: string, body: unknown) => app.api(`/v1/stands/${standId}/cash-detail`, { method: 'POST', token, body });
const latest = (token: string | undefined, standId: string) => app.api(`/v1/stands/${standId}/cash-detail`, { token });

describe('/v1/stands/{id}/cash-detail', () => {
  it('keeps each count with its total; GET answers the latest, 204 before the first', async () => {
    const cast = await createTourWithEvent(app.db);
    expect(await latest(cast.seller.token, cast.stand.id)).toMatchObject({ status: 204, body: undefined });

    const first = await post(cast.seller.token, cast.stand.id, cashCount({ 5000: 2, 200: 7, 1: 3 }));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      standId: cast.stand.id,
      counts: expect.objectContaining({ '5000': 2, '200': 7, '1': 3, '50000': 0 }),
      total: 2 * 5000 + 7 * 200 + 3,
      countedBy: cast.seller.user.id,
      createdAt: expect.any(String),
    });
    expect(await latest(cast.manager.token, cast.stand.id)).toMatchObject({ status: 200, body: first.body });
    const recount = await post(cast.manager.token, cast.stand.id, cashCount({ 2000: 1 }));
    expect(recount.body.total).toBe(2000);
    expect(await latest(cast.seller.token, cast.stand.id)).toMatchObject({ status: 200, body: { id: recount.body.id, total: 2000 } });
  });

  it('takes every denomination as a whole count, and no drawer beyond what a 32-bit total holds', async () => {
    const cast = await createTourWithEvent(app.db);
    const full = cashCount({});
    const missing: Record<string, number> = { ...full.counts };
    delete missing['5000'];
    expect(await post(cast.manager.token, cast.stand.id, { counts: missing })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['counts.5000'] } });
    expect(await post(cast.manager.token, cast.stand.id, { counts: { ...full.counts, '7': 1 } })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    expect(await post(cast.manager.token, cast.stand.id, cashCount({ 100: -1 }))).toMatchObject({ status: 400, body: { fields: ['counts.100'] } });
    expect(await post(cast.manager.token, cast.stand.id, cashCount({ 100: 1.5 }))).toMatchObject({ status: 400, body: { fields: ['counts.100'] } });
    expect(await post(cast.manager.token, cast.stand.id, cashCount({ 50000: 100_000 }))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['counts'] } });
    expect((await latest(cast.manager.token, cast.stand.id)).status).toBe(204);
  });

  it('lets the stand’s sellers and the tour’s writers count, the team read; refuses the rest', async () => {
    const cast = await createTourWithEvent(app.db);
    const body = cashCount({ 1000: 1 });
    const viewer = await createTeamMember(app.db, cast.tour.id, 'viewer');
    expect(await post(viewer.token, cast.stand.id, body)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect((await post(cast.manager.token, cast.stand.id, body)).status).toBe(201);
    expect((await latest(viewer.token, cast.stand.id)).status).toBe(200);
    expect((await latest((await createPlatformAdmin(app.db)).token, cast.stand.id)).status).toBe(200);

    const otherStandSeller = await createSeller(app.db, [cast.tour.id]);
    await createStand(app.db, cast.event, { name: 'Mezzanine' }, [otherStandSeller.user.id]);
    expect(await post(otherStandSeller.token, cast.stand.id, body)).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    expect(await latest(otherStandSeller.token, cast.stand.id)).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    const stranger = await createManager(app.db);
    expect(await post(stranger.token, cast.stand.id, body)).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    expect(await latest(stranger.token, cast.stand.id)).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    expect(await latest(cast.manager.token, UNKNOWN_UUID)).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    expect(await post(undefined, cast.stand.id, body)).toMatchObject({ status: 401 });

    await archiveTour(app.db, cast.tour.id);
    expect(await post(cast.seller.token, cast.stand.id, body)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect(await post(cast.manager.token, cast.stand.id, body)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect((await latest(cast.seller.token, cast.stand.id)).status).toBe(200);
  });
});
