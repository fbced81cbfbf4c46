import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createEvent, createManager, createPlatformAdmin, createSeller, createStand, createTeamMember, createTour, type Signed } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function list(token: string, query = '') {
  return app.api(`/v1/events${query}`, { token });
}

const names = (response: { body: { data: Array<{ name: string }> } }) => response.body.data.map((event) => event.name);

/** A manager with two tours: July dates in the first, a December date and an undated event in the second. */
async function managerWithEvents(): Promise<{ manager: Signed; summer: string; winter: string }> {
  const manager = await createManager(app.db);
  const summer = await createTour(app.db, manager);
  const winter = await createTour(app.db, manager);
  await createEvent(app.db, summer.id, { name: 'Arènes de Nîmes', city: 'Nîmes', venueName: 'Arènes' }, { performances: [{ startsAt: '2026-07-20T21:00' }] });
  await createEvent(app.db, summer.id, { name: 'Olympia', city: 'Paris', venueName: 'Olympia', status: 'inProgress' }, { performances: [{ startsAt: '2026-07-14T00:30' }, { startsAt: '2026-07-15T20:00' }] });
  await createEvent(app.db, winter.id, { name: 'Réveillon', city: 'Lyon', venueName: 'Halle Tony Garnier', status: 'canceled' }, { performances: [{ startsAt: '2026-12-31T22:00' }] });
  await createEvent(app.db, winter.id, { name: 'Date à fixer', city: null, venueName: null });
  return { manager, summer: summer.id, winter: winter.id };
}

describe('GET /v1/events', () => {
  it('lists the events of the client’s tours only, soonest performance first and undated last, paginated', async () => {
    const { manager } = await managerWithEvents();
    await managerWithEvents();
    const response = await list(manager.token);
    expect(response).toMatchObject({ status: 200, body: { meta: { page: 1, limit: 50, total: 4 } } });
    expect(names(response)).toEqual(['Olympia', 'Arènes de Nîmes', 'Réveillon', 'Date à fixer']);
    expect(response.body.data[0]).toMatchObject({ dates: ['2026-07-14', '2026-07-15'], commissionType: 'noCommission', stands: [] });

    const second = await list(manager.token, '?page=2&limit=3');
    expect(second.body).toMatchObject({ meta: { page: 2, limit: 3, total: 4 } });
    expect(names(second)).toEqual(['Date à fixer']);
  });

  it('filters by tour, by statuses and by text (name, venue, city, case and accents as typed)', async () => {
    const { manager, summer, winter } = await managerWithEvents();
    expect(names(await list(manager.token, `?projectId=${summer}`))).toEqual(['Olympia', 'Arènes de Nîmes']);
    expect(names(await list(manager.token, '?status[]=inProgress&status[]=canceled'))).toEqual(['Olympia', 'Réveillon']);
    expect(names(await list(manager.token, `?projectId=${winter}&status[]=pending`))).toEqual(['Date à fixer']);
    expect(names(await list(manager.token, '?q=tony'))).toEqual(['Réveillon']);
    expect(names(await list(manager.token, '?q=NÎMES'))).toEqual(['Arènes de Nîmes']);
    expect(names(await list(manager.token, `?q=${encodeURIComponent('100%')}`))).toEqual([]);
  });

  it('filters by Paris dates of performances, both ends included', async () => {
    const { manager } = await managerWithEvents();
    // 00:30 in Paris on 14 July is still 13 July in UTC: the Paris date decides.
    expect(names(await list(manager.token, '?from=2026-07-14&to=2026-07-14'))).toEqual(['Olympia']);
    expect(names(await list(manager.token, '?to=2026-07-13'))).toEqual([]);
    expect(names(await list(manager.token, '?from=2026-07-16&to=2026-07-20'))).toEqual(['Arènes de Nîmes']);
    expect(names(await list(manager.token, '?from=2026-07-21'))).toEqual(['Réveillon']);
  });

  it.each([
    { case: 'from after to', query: '?from=2026-08-01&to=2026-07-01', fields: ['to'] },
    { case: 'a date that does not exist', query: '?from=2026-02-30', fields: ['from'] },
    { case: 'an unknown status', query: '?status[]=archived', fields: ['status.0'] },
    { case: 'a malformed tour id', query: '?projectId=tour-1', fields: ['projectId'] },
    { case: 'a limit over 200', query: '?limit=500', fields: ['limit'] },
  ])('refuses $case with VALIDATION_ERRORS', async ({ query, fields }) => {
    const manager = await createManager(app.db);
    expect(await list(manager.token, query)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
  });

  it('shows nothing of another client’s tour, even when asked for it by id', async () => {
    const { summer } = await managerWithEvents();
    const outsider = await createManager(app.db);
    expect(await list(outsider.token, `?projectId=${summer}`)).toMatchObject({ status: 200, body: { data: [], meta: { total: 0 } } });
  });

  it('shows a viewer of the team the tour’s events, and a platform admin any tour’s', async () => {
    const { summer } = await managerWithEvents();
    const viewer = await createTeamMember(app.db, summer, 'viewer');
    const admin = await createPlatformAdmin(app.db);
    expect(names(await list(viewer.token))).toEqual(['Olympia', 'Arènes de Nîmes']);
    expect(names(await list(admin.token, `?projectId=${summer}`))).toEqual(['Olympia', 'Arènes de Nîmes']);
  });

  it('shows a seller only the events where they hold a stand, reduced, with only their stands', async () => {
    const manager = await createManager(app.db);
    const tour = await createTour(app.db, manager);
    const seller = await createSeller(app.db, [tour.id]);
    const colleague = await createSeller(app.db, [tour.id]);
    const worked = await createEvent(app.db, tour.id, { name: 'Où je vends', commissionType: 'theatreFee', theaterFeeAmount: 10, theaterFeeVat: 20 }, { performances: [{ startsAt: '2026-09-01T20:00' }] });
    const elsewhere = await createEvent(app.db, tour.id, { name: 'Où je ne vends pas' }, { performances: [{ startsAt: '2026-09-02T20:00' }] });
    const mine = await createStand(app.db, worked, { name: 'Mon stand' }, [seller.user.id]);
    await createStand(app.db, worked, { name: 'Stand voisin' }, [colleague.user.id]);
    await createStand(app.db, elsewhere, { name: 'Ailleurs' }, [colleague.user.id]);

    const response = await list(seller.token);
    expect(response).toMatchObject({ status: 200, body: { meta: { total: 1 }, data: [{ id: worked.id, stands: [{ id: mine.id, name: 'Mon stand' }] }] } });
    expect(response.body.data[0]).not.toHaveProperty('theaterFeeAmount');
    expect(response.body.data[0]).not.toHaveProperty('commissionType');
    expect(names(await list(colleague.token))).toEqual(['Où je vends', 'Où je ne vends pas']);
  });

  it('shows nothing to a seller removed from the tour, even where they were assigned', async () => {
    const manager = await createManager(app.db);
    const tour = await createTour(app.db, manager);
    const former = await createSeller(app.db, []);
    const event = await createEvent(app.db, tour.id);
    await createStand(app.db, event, {}, [former.user.id]);
    expect(await list(former.token)).toMatchObject({ status: 200, body: { data: [], meta: { total: 0 } } });
  });
});
