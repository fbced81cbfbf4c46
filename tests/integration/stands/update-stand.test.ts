import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventories, projectSellers, standSellers, stands } from '@/lib/db/schema';
import { createUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createManager, createPlatformAdmin, createSeller, createStand, createTeamMember, createTourWithEvent, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function patch(token: string | undefined, id: string, body: unknown) {
  return app.api(`/v1/stands/${id}`, { method: 'PATCH', token, body });
}

async function storedStand(id: string) {
  const [row] = await app.db.select().from(stands).where(eq(stands.id, id));
  return row!;
}

async function sellerIdsOf(standId: string) {
  return (await app.db.select({ userId: standSellers.userId }).from(standSellers).where(eq(standSellers.standId, standId))).map((row) => row.userId).sort();
}

describe('PATCH /v1/stands/{id} by the tour’s managers', () => {
  it('changes name (and its inventory’s), cash settings and status, leaving the rest', async () => {
    const { manager, stand, seller } = await createTourWithEvent(app.db);
    const response = await patch(manager.token, stand.id, { name: ' Grand hall ', isCashCompatible: false, changeFund: 12_345, status: 'opened' });
    expect(response).toMatchObject({ status: 200, body: { id: stand.id, name: 'Grand hall', isCashCompatible: false, changeFund: 12_345, status: 'opened', inventoryId: stand.inventoryId, sellers: [{ id: seller.user.id }] } });
    const [inventory] = await app.db.select().from(inventories).where(eq(inventories.id, stand.inventoryId));
    expect(inventory!.name).toBe('Grand hall');
  });

  it('replaces the sellers with the list sent, and empties it with []', async () => {
    const { manager, tour, stand, seller } = await createTourWithEvent(app.db);
    const first = await createSeller(app.db, [tour.id]);
    const second = await createSeller(app.db, [tour.id]);
    expect(await patch(manager.token, stand.id, { sellerIds: [first.user.id, second.user.id] })).toMatchObject({ status: 200 });
    expect(await sellerIdsOf(stand.id)).toEqual([first.user.id, second.user.id].sort());
    expect(await sellerIdsOf(stand.id)).not.toContain(seller.user.id);
    expect(await patch(manager.token, stand.id, { sellerIds: [] })).toMatchObject({ status: 200, body: { sellers: [] } });
  });

  it('refuses sellers outside the tour with NO_SELLER_FOUND and users without the seller role with USER_IS_NOT_SELLER, keeping the list', async () => {
    const { manager, tour, stand, seller } = await createTourWithEvent(app.db);
    const elsewhere = await createSeller(app.db, []);
    const managerOnly = await createUser(app.db, { roles: ['client'] });
    await app.db.insert(projectSellers).values({ projectId: tour.id, userId: managerOnly.id });
    expect(await patch(manager.token, stand.id, { sellerIds: [elsewhere.user.id] })).toMatchObject({ status: 404, body: { errorCode: 'NO_SELLER_FOUND', fields: ['sellerIds.0'] } });
    expect(await patch(manager.token, stand.id, { sellerIds: [seller.user.id, managerOnly.id], name: 'Jamais' })).toMatchObject({ status: 422, body: { errorCode: 'USER_IS_NOT_SELLER', fields: ['sellerIds.1'] } });
    expect(await sellerIdsOf(stand.id)).toEqual([seller.user.id]);
    expect((await storedStand(stand.id)).name).toBe('Hall');
  });

  it.each([
    { case: 'a blank name', body: { name: '' }, fields: ['name'] },
    { case: 'a negative change fund', body: { changeFund: -100 }, fields: ['changeFund'] },
    { case: 'a change fund in euros with cents', body: { changeFund: 150.25 }, fields: ['changeFund'] },
    { case: 'an unknown status', body: { status: 'paused' }, fields: ['status'] },
    { case: 'sellerIds that is no list', body: { sellerIds: 'everyone' }, fields: ['sellerIds'] },
  ])('refuses $case with VALIDATION_ERRORS', async ({ body, fields }) => {
    const { manager, stand } = await createTourWithEvent(app.db);
    expect(await patch(manager.token, stand.id, body)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
    expect(await storedStand(stand.id)).toMatchObject({ name: 'Hall', changeFund: 0, status: 'closed' });
  });

  it.each(['canceled', 'finished'] as const)('refuses any change to a stand of a %s event with 409 CANT_UPDATE_STAND', async (status) => {
    const { manager, stand } = await createTourWithEvent(app.db, { status });
    expect(await patch(manager.token, stand.id, { name: 'Trop tard' })).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_STAND' } });
    expect((await storedStand(stand.id)).name).toBe('Hall');
  });

  it('lets a project manager of the team and a platform admin change a stand', async () => {
    const { tour, stand } = await createTourWithEvent(app.db);
    const projectManager = await createTeamMember(app.db, tour.id, 'projectManager');
    expect(await patch(projectManager.token, stand.id, { changeFund: 100 })).toMatchObject({ status: 200, body: { changeFund: 100 } });
    expect(await patch((await createPlatformAdmin(app.db)).token, stand.id, { changeFund: 200 })).toMatchObject({ status: 200, body: { changeFund: 200 } });
  });

  it('refuses a viewer with 403 FORBIDDEN, even for the status', async () => {
    const { tour, stand } = await createTourWithEvent(app.db);
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    expect(await patch(viewer.token, stand.id, { status: 'opened' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect((await storedStand(stand.id)).status).toBe('closed');
  });

  it('answers 404 GET_STAND for another client’s stand and unknown or malformed ids', async () => {
    const { stand } = await createTourWithEvent(app.db);
    const outsider = await createManager(app.db);
    for (const id of [stand.id, UNKNOWN_UUID, 'not-a-uuid']) {
      expect(await patch(outsider.token, id, { name: 'Intrus' })).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    }
    expect((await storedStand(stand.id)).name).toBe('Hall');
  });

  it('refuses an archived tour with FORBIDDEN_ON_INACTIVE_PROJECT', async () => {
    const { manager, tour, stand } = await createTourWithEvent(app.db);
    await archiveTour(app.db, tour.id);
    expect(await patch(manager.token, stand.id, { name: 'Archivé' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
  });
});

describe('PATCH /v1/stands/{id} by a seller', () => {
  it('opens and closes their own stand', async () => {
    const { stand, seller } = await createTourWithEvent(app.db, { status: 'inProgress', funnelCompletedAt: new Date() });
    expect(await patch(seller.token, stand.id, { status: 'opened' })).toMatchObject({ status: 200, body: { id: stand.id, status: 'opened' } });
    expect((await storedStand(stand.id)).status).toBe('opened');
    expect(await patch(seller.token, stand.id, { status: 'closed' })).toMatchObject({ status: 200, body: { status: 'closed' } });
  });

  it('refuses anything but the status on their own stand with 403 FORBIDDEN, and changes nothing', async () => {
    const { tour, stand, seller } = await createTourWithEvent(app.db);
    const colleague = await createSeller(app.db, [tour.id]);
    for (const body of [{ status: 'opened', name: 'Mon stand' }, { changeFund: 0 }, { sellerIds: [seller.user.id, colleague.user.id] }, { isCashCompatible: false }]) {
      expect(await patch(seller.token, stand.id, body)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    }
    expect(await storedStand(stand.id)).toMatchObject({ name: 'Hall', status: 'closed', isCashCompatible: true });
    expect(await sellerIdsOf(stand.id)).toEqual([seller.user.id]);
  });

  it('refuses another stand of the tour with 403 NOT_ALLOWED_ON_STAND, and a stand of another tour with 404 GET_STAND', async () => {
    const { tour, event, seller } = await createTourWithEvent(app.db);
    const colleaguesStand = await createStand(app.db, event, { name: 'Mezzanine' }, [(await createSeller(app.db, [tour.id])).user.id]);
    const elsewhere = await createTourWithEvent(app.db);
    expect(await patch(seller.token, colleaguesStand.id, { status: 'opened' })).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    expect(await patch(seller.token, elsewhere.stand.id, { status: 'opened' })).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    expect((await storedStand(colleaguesStand.id)).status).toBe('closed');
    expect((await storedStand(elsewhere.stand.id)).status).toBe('closed');
  });

  it('refuses to open a stand on an archived tour (FORBIDDEN_ON_INACTIVE_PROJECT) or of a canceled or finished event (CANT_UPDATE_STAND)', async () => {
    const archived = await createTourWithEvent(app.db);
    await archiveTour(app.db, archived.tour.id);
    expect(await patch(archived.seller.token, archived.stand.id, { status: 'opened' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    for (const status of ['canceled', 'finished'] as const) {
      const { stand, seller } = await createTourWithEvent(app.db, { status });
      expect(await patch(seller.token, stand.id, { status: 'opened' })).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_STAND' } });
      expect((await storedStand(stand.id)).status).toBe('closed');
    }
  });

  it('stops a seller removed from the tour: 404 GET_STAND', async () => {
    const { stand, seller } = await createTourWithEvent(app.db);
    await app.db.delete(projectSellers).where(eq(projectSellers.userId, seller.user.id));
    expect(await patch(seller.token, stand.id, { status: 'opened' })).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
  });
});
