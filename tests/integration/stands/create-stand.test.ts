import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventories, projectSellers, stands } from '@/lib/db/schema';
import { createUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createEvent, createManager, createPlatformAdmin, createSeller, createTeamMember, createTour, createTourWithEvent, refuseInserts, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function post(token: string | undefined, body: unknown) {
  return app.api('/v1/stands', { method: 'POST', token, body });
}

async function standsOf(eventId: string) {
  return app.db.select().from(stands).where(eq(stands.eventId, eventId));
}

async function standInventoriesOf(projectId: string) {
  return (await app.db.select().from(inventories).where(eq(inventories.projectId, projectId))).filter((row) => row.kind === 'stand');
}

describe('POST /v1/stands', () => {
  it('creates a stand with its own inventory and its sellers, 201', async () => {
    const manager = await createManager(app.db);
    const tour = await createTour(app.db, manager);
    const event = await createEvent(app.db, tour.id);
    const seller = await createSeller(app.db, [tour.id]);
    const response = await post(manager.token, { eventId: event.id, name: ' Hall ', isCashCompatible: false, changeFund: 20_000, status: 'opened', sellerIds: [seller.user.id, seller.user.id] });
    expect(response).toMatchObject({
      status: 201,
      body: {
        id: expect.any(String),
        eventId: event.id,
        name: 'Hall',
        inventoryId: expect.any(String),
        isCashCompatible: false,
        changeFund: 20_000,
        status: 'opened',
        sellers: [{ id: seller.user.id, email: seller.user.email, firstName: null, lastName: null }],
      },
    });
    const [inventory] = await app.db.select().from(inventories).where(eq(inventories.id, response.body.inventoryId));
    expect(inventory).toMatchObject({ kind: 'stand', projectId: tour.id, name: 'Hall' });
    expect(await app.api(`/v1/events/${event.id}`, { token: manager.token })).toMatchObject({ body: { stands: [{ id: response.body.id, name: 'Hall' }] } });
  });

  it('defaults to a cash-compatible, closed stand with no change fund and no sellers', async () => {
    const { manager, event } = await createTourWithEvent(app.db);
    expect(await post(manager.token, { eventId: event.id, name: 'Mezzanine' })).toMatchObject({ status: 201, body: { isCashCompatible: true, changeFund: 0, status: 'closed', sellers: [] } });
  });

  it('lets a project manager of the team and a platform admin create stands; an in-progress event takes new stands', async () => {
    const { tour, event } = await createTourWithEvent(app.db, { status: 'inProgress', funnelCompletedAt: new Date() });
    const projectManager = await createTeamMember(app.db, tour.id, 'projectManager');
    expect(await post(projectManager.token, { eventId: event.id, name: 'Par le tour manager' })).toMatchObject({ status: 201 });
    expect(await post((await createPlatformAdmin(app.db)).token, { eventId: event.id, name: 'Par l’administrateur' })).toMatchObject({ status: 201 });
  });

  it.each([
    { case: 'no name', body: {}, fields: ['name'] },
    { case: 'a blank name', body: { name: '   ' }, fields: ['name'] },
    { case: 'a negative change fund', body: { name: 'Hall', changeFund: -1 }, fields: ['changeFund'] },
    { case: 'a change fund with fractions of a cent', body: { name: 'Hall', changeFund: 10.5 }, fields: ['changeFund'] },
    { case: 'an unknown status', body: { name: 'Hall', status: 'open' }, fields: ['status'] },
    { case: 'a malformed seller id', body: { name: 'Hall', sellerIds: ['seller-1'] }, fields: ['sellerIds.0'] },
    { case: 'isCashCompatible as text', body: { name: 'Hall', isCashCompatible: 'yes' }, fields: ['isCashCompatible'] },
  ])('refuses $case with VALIDATION_ERRORS and creates nothing', async ({ body, fields }) => {
    const { manager, event } = await createTourWithEvent(app.db);
    expect(await post(manager.token, { eventId: event.id, ...body })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
    expect(await standsOf(event.id)).toHaveLength(1);
  });

  it('refuses a missing or malformed event id with VALIDATION_ERRORS', async () => {
    const manager = await createManager(app.db);
    expect(await post(manager.token, { name: 'Hall' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['eventId'] } });
    expect(await post(manager.token, { eventId: 'event-1', name: 'Hall' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['eventId'] } });
  });

  it('refuses with NO_SELLER_FOUND a seller of another tour and an unknown user, naming the entries', async () => {
    const { manager, tour, event, seller } = await createTourWithEvent(app.db);
    const elsewhere = await createSeller(app.db, [(await createTour(app.db, await createManager(app.db))).id]);
    const response = await post(manager.token, { eventId: event.id, name: 'Hall 2', sellerIds: [seller.user.id, elsewhere.user.id, UNKNOWN_UUID] });
    expect(response).toMatchObject({ status: 404, body: { errorCode: 'NO_SELLER_FOUND', fields: ['sellerIds.1', 'sellerIds.2'] } });
    expect(await standsOf(event.id)).toHaveLength(1);
    expect(await standInventoriesOf(tour.id)).toHaveLength(1);
  });

  it('refuses with USER_IS_NOT_SELLER a member of the tour’s sellers who no longer holds the seller role', async () => {
    const { manager, tour, event } = await createTourWithEvent(app.db);
    const managerOnly = await createUser(app.db, { roles: ['client'] });
    await app.db.insert(projectSellers).values({ projectId: tour.id, userId: managerOnly.id });
    expect(await post(manager.token, { eventId: event.id, name: 'Hall 2', sellerIds: [managerOnly.id] })).toMatchObject({ status: 422, body: { errorCode: 'USER_IS_NOT_SELLER', fields: ['sellerIds.0'] } });
    expect(await standsOf(event.id)).toHaveLength(1);
  });

  it('answers CANT_ADD_SELLER_TO_STAND when the assignment cannot be written, and creates neither stand nor inventory', async () => {
    const { manager, tour, event } = await createTourWithEvent(app.db);
    const seller = await createSeller(app.db, [tour.id]);
    const restore = await refuseInserts(app.db, 'stand_sellers', `NEW.user_id = '${seller.user.id}'`);
    const response = await post(manager.token, { eventId: event.id, name: 'Hall 2', sellerIds: [seller.user.id] });
    await restore();
    expect(response).toMatchObject({ status: 409, body: { errorCode: 'CANT_ADD_SELLER_TO_STAND' } });
    expect(await standsOf(event.id)).toHaveLength(1);
    expect(await standInventoriesOf(tour.id)).toHaveLength(1);
  });

  it.each(['canceled', 'finished'] as const)('refuses a %s event with 409 CANT_CREATE_STAND', async (status) => {
    const { manager, tour, event } = await createTourWithEvent(app.db, { status });
    expect(await post(manager.token, { eventId: event.id, name: 'Trop tard' })).toMatchObject({ status: 409, body: { errorCode: 'CANT_CREATE_STAND' } });
    expect(await standsOf(event.id)).toHaveLength(1);
    expect(await standInventoriesOf(tour.id)).toHaveLength(1);
  });

  it('refuses a viewer and a seller of the tour with 403 FORBIDDEN, and anonymous callers with 401', async () => {
    const { tour, event, seller } = await createTourWithEvent(app.db);
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    expect(await post(viewer.token, { eventId: event.id, name: 'Vu' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await post(seller.token, { eventId: event.id, name: 'Vendu' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await post(undefined, { eventId: event.id, name: 'Personne' })).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
    expect(await standsOf(event.id)).toHaveLength(1);
  });

  it('answers 404 EVENT_NOT_FOUND for another client’s event and an unknown one', async () => {
    const { event } = await createTourWithEvent(app.db);
    const outsider = await createManager(app.db);
    expect(await post(outsider.token, { eventId: event.id, name: 'Intrus' })).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    expect(await post(outsider.token, { eventId: UNKNOWN_UUID, name: 'Fantôme' })).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    expect(await standsOf(event.id)).toHaveLength(1);
  });

  it('refuses an archived tour with FORBIDDEN_ON_INACTIVE_PROJECT', async () => {
    const { manager, tour, event } = await createTourWithEvent(app.db);
    await archiveTour(app.db, tour.id);
    expect(await post(manager.token, { eventId: event.id, name: 'Archivé' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
  });
});
