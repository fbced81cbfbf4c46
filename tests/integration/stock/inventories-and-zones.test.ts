import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryView } from '@/features/stock/types';
import { inventories, projects } from '@/lib/db/schema';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createEvent, createManager, createPlatformAdmin, createSeller, createStand, createTeamMember, createTour, createTourWithEvent, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const names = (response: { body: { data: InventoryView[] } }) => response.body.data.map((inventory) => inventory.name);

async function handleZones(projectId: string) {
  await app.db.update(projects).set({ hasZones: true }).where(eq(projects.id, projectId));
}

function postZone(token: string | undefined, projectId: string, body: unknown) {
  return app.api(`/v1/projects/${projectId}/inventory-zone`, { method: 'POST', token, body });
}

function putZone(token: string | undefined, projectId: string, body: unknown) {
  return app.api(`/v1/projects/${projectId}/inventory-zone`, { method: 'PUT', token, body });
}

async function warehouseOf(projectId: string): Promise<string> {
  const [row] = await app.db
    .select({ id: inventories.id })
    .from(inventories)
    .where(and(eq(inventories.projectId, projectId), eq(inventories.kind, 'warehouse')));
  return row!.id;
}

/**
 * A tour that handles zones, with the zone "Dépôt Lyon", its event's stands Hall (with the seller) and accueil, and
 * a later event with the stand Ailleurs (another seller's).
 */
async function tourWithEverything() {
  const cast = await createTourWithEvent(app.db);
  await handleZones(cast.tour.id);
  const zone = await postZone(cast.manager.token, cast.tour.id, { name: 'Dépôt Lyon' });
  expect(zone.status).toBe(201);
  const accueil = await createStand(app.db, cast.event, { name: 'accueil' });
  const later = await createEvent(app.db, cast.tour.id, { name: 'Olympia', createdAt: new Date(Date.now() + 60_000) });
  const colleague = await createSeller(app.db, [cast.tour.id]);
  const elsewhere = await createStand(app.db, later, { name: 'Ailleurs' }, [colleague.user.id]);
  return { ...cast, zone: zone.body as InventoryView, accueil, later, colleague, elsewhere, warehouseId: await warehouseOf(cast.tour.id) };
}

describe('GET /v1/inventories?projectId=', () => {
  it('lists the warehouse, the zones, then the stands by event and name, each stand named after it with its event', async () => {
    const tour = await tourWithEverything();
    const response = await app.api(`/v1/inventories?projectId=${tour.tour.id}`, { token: tour.manager.token });
    expect(response).toMatchObject({ status: 200, body: { meta: { page: 1, limit: 50, total: 5 } } });
    expect(names(response)).toEqual(['Entrepôt', 'Dépôt Lyon', 'accueil', 'Hall', 'Ailleurs']);
    expect(response.body.data[0]).toEqual({ id: tour.warehouseId, projectId: tour.tour.id, kind: 'warehouse', name: 'Entrepôt', standId: null, eventId: null, eventName: null });
    expect(response.body.data[1]).toEqual({ id: tour.zone.id, projectId: tour.tour.id, kind: 'zone', name: 'Dépôt Lyon', standId: null, eventId: null, eventName: null });
    expect(response.body.data[4]).toEqual({ id: tour.elsewhere.inventoryId, projectId: tour.tour.id, kind: 'stand', name: 'Ailleurs', standId: tour.elsewhere.id, eventId: tour.later.id, eventName: 'Olympia' });
    const second = await app.api(`/v1/inventories?projectId=${tour.tour.id}&page=2&limit=2`, { token: tour.manager.token });
    expect(second.body.meta).toEqual({ page: 2, limit: 2, total: 5 });
    expect(names(second)).toEqual(['accueil', 'Hall']);
  });

  it('filters by kinds and by event', async () => {
    const tour = await tourWithEverything();
    const list = (query: string) => app.api(`/v1/inventories?projectId=${tour.tour.id}&${query}`, { token: tour.manager.token });
    expect(names(await list('kind[]=stand'))).toEqual(['accueil', 'Hall', 'Ailleurs']);
    expect(names(await list('kind[]=warehouse&kind[]=zone'))).toEqual(['Entrepôt', 'Dépôt Lyon']);
    expect(names(await list(`eventId=${tour.event.id}`))).toEqual(['accueil', 'Hall']);
    expect(names(await list(`eventId=${UNKNOWN_UUID}`))).toEqual([]);
  });

  it('shows a viewer of the team and a platform admin every inventory, also on an archived tour', async () => {
    const tour = await tourWithEverything();
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    const admin = await createPlatformAdmin(app.db);
    await archiveTour(app.db, tour.tour.id);
    for (const token of [viewer.token, admin.token]) expect((await app.api(`/v1/inventories?projectId=${tour.tour.id}`, { token })).body.meta.total).toBe(5);
  });

  it('shows a seller only the inventories of their stands', async () => {
    const tour = await tourWithEverything();
    expect(names(await app.api(`/v1/inventories?projectId=${tour.tour.id}`, { token: tour.seller.token }))).toEqual(['Hall']);
    expect(names(await app.api(`/v1/inventories?projectId=${tour.tour.id}`, { token: tour.colleague.token }))).toEqual(['Ailleurs']);
    expect(names(await app.api(`/v1/inventories?projectId=${tour.tour.id}&kind[]=warehouse`, { token: tour.seller.token }))).toEqual([]);
  });

  it('answers 404 NOT_FOUND for another client’s tour, a tour the seller does not work on, and an unknown one', async () => {
    const tour = await tourWithEverything();
    const outsider = await createManager(app.db);
    const stranger = await createSeller(app.db);
    for (const token of [outsider.token, stranger.token]) {
      expect(await app.api(`/v1/inventories?projectId=${tour.tour.id}`, { token })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    }
    expect(await app.api(`/v1/inventories?projectId=${UNKNOWN_UUID}`, { token: tour.manager.token })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });

  it('answers 400 VALIDATION_ERRORS without a well-formed tour id, or for an unknown kind', async () => {
    const manager = await createManager(app.db);
    expect(await app.api('/v1/inventories', { token: manager.token })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['projectId'] } });
    expect(await app.api('/v1/inventories?projectId=tour-1', { token: manager.token })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['projectId'] } });
    const kind = await app.api(`/v1/inventories?projectId=${UNKNOWN_UUID}&kind[]=truck`, { token: manager.token });
    expect(kind).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    expect(kind.body.fields[0]).toMatch(/^kind/);
  });

  it('gives a tour made before warehouses existed its warehouse on first reading', async () => {
    const manager = await createManager(app.db);
    const tour = await createTour(app.db, manager);
    await app.db.delete(inventories).where(eq(inventories.projectId, tour.id));
    const response = await app.api(`/v1/inventories?projectId=${tour.id}`, { token: manager.token });
    expect(response.body.data).toMatchObject([{ kind: 'warehouse', name: 'Entrepôt' }]);
  });
});

describe('GET /v1/inventory-zones?projectId=', () => {
  it('lists the tour’s zones by name, to the team, a viewer and a platform admin', async () => {
    const tour = await tourWithEverything();
    await postZone(tour.manager.token, tour.tour.id, { name: 'Camion' });
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    const admin = await createPlatformAdmin(app.db);
    for (const token of [tour.manager.token, viewer.token, admin.token]) {
      const response = await app.api(`/v1/inventory-zones?projectId=${tour.tour.id}`, { token });
      expect(response).toMatchObject({ status: 200, body: { meta: { total: 2 } } });
      expect(names(response)).toEqual(['Camion', 'Dépôt Lyon']);
    }
    expect(names(await app.api(`/v1/inventory-zones?projectId=${tour.tour.id}&limit=1&page=2`, { token: tour.manager.token }))).toEqual(['Dépôt Lyon']);
  });

  it('answers an empty list for a tour without zones, and to a seller', async () => {
    const tour = await tourWithEverything();
    const plain = await createTourWithEvent(app.db);
    expect(await app.api(`/v1/inventory-zones?projectId=${plain.tour.id}`, { token: plain.manager.token })).toMatchObject({ status: 200, body: { data: [], meta: { total: 0 } } });
    expect(await app.api(`/v1/inventory-zones?projectId=${tour.tour.id}`, { token: tour.seller.token })).toMatchObject({ status: 200, body: { data: [], meta: { total: 0 } } });
  });

  it('answers 404 NOT_FOUND for another client’s tour and 400 without a tour', async () => {
    const tour = await tourWithEverything();
    const outsider = await createManager(app.db);
    expect(await app.api(`/v1/inventory-zones?projectId=${tour.tour.id}`, { token: outsider.token })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect(await app.api('/v1/inventory-zones', { token: outsider.token })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['projectId'] } });
  });
});

describe('POST /v1/projects/{id}/inventory-zone', () => {
  it('creates a zone with its name trimmed, 201', async () => {
    const tour = await createTourWithEvent(app.db);
    await handleZones(tour.tour.id);
    const response = await postZone(tour.manager.token, tour.tour.id, { name: '  Camion  ' });
    expect(response).toMatchObject({ status: 201, body: { id: expect.any(String), projectId: tour.tour.id, kind: 'zone', name: 'Camion', standId: null, eventId: null, eventName: null } });
    const [row] = await app.db.select().from(inventories).where(eq(inventories.id, response.body.id));
    expect(row).toMatchObject({ projectId: tour.tour.id, kind: 'zone', name: 'Camion' });
  });

  it('answers 422 PROJECT_DOES_NOT_HANDLE_ZONES for a tour without zones', async () => {
    const tour = await createTourWithEvent(app.db);
    expect(await postZone(tour.manager.token, tour.tour.id, { name: 'Camion' })).toMatchObject({ status: 422, body: { errorCode: 'PROJECT_DOES_NOT_HANDLE_ZONES' } });
    expect((await app.db.select().from(inventories).where(eq(inventories.projectId, tour.tour.id))).map((row) => row.kind).sort()).toEqual(['stand', 'warehouse']);
  });

  it.each([
    { case: 'no name', body: {} },
    { case: 'a blank name', body: { name: '   ' } },
    { case: 'a name over 100 characters', body: { name: 'x'.repeat(101) } },
  ])('answers 400 VALIDATION_ERRORS for $case', async ({ body }) => {
    const tour = await createTourWithEvent(app.db);
    await handleZones(tour.tour.id);
    expect(await postZone(tour.manager.token, tour.tour.id, body)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['name'] } });
  });

  it('lets a project manager of the team and a platform admin create zones', async () => {
    const tour = await createTourWithEvent(app.db);
    await handleZones(tour.tour.id);
    const projectManager = await createTeamMember(app.db, tour.tour.id, 'projectManager');
    const admin = await createPlatformAdmin(app.db);
    expect((await postZone(projectManager.token, tour.tour.id, { name: 'Camion' })).status).toBe(201);
    expect((await postZone(admin.token, tour.tour.id, { name: 'Dépôt' })).status).toBe(201);
  });

  it('refuses a viewer and a seller with 403 FORBIDDEN, another client with 404 NOT_FOUND, and an archived tour', async () => {
    const tour = await createTourWithEvent(app.db);
    await handleZones(tour.tour.id);
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    const outsider = await createManager(app.db);
    for (const token of [viewer.token, tour.seller.token]) expect(await postZone(token, tour.tour.id, { name: 'Camion' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await postZone(outsider.token, tour.tour.id, { name: 'Camion' })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect(await postZone(tour.manager.token, UNKNOWN_UUID, { name: 'Camion' })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    await archiveTour(app.db, tour.tour.id);
    expect(await postZone(tour.manager.token, tour.tour.id, { name: 'Camion' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect((await app.db.select().from(inventories).where(eq(inventories.projectId, tour.tour.id))).filter((row) => row.kind === 'zone')).toEqual([]);
  });
});

describe('PUT /v1/projects/{id}/inventory-zone', () => {
  it('renames one of the tour’s zones', async () => {
    const tour = await tourWithEverything();
    expect(await putZone(tour.manager.token, tour.tour.id, { id: tour.zone.id, name: ' Dépôt Villeurbanne ' })).toMatchObject({ status: 200, body: { id: tour.zone.id, kind: 'zone', name: 'Dépôt Villeurbanne' } });
    expect(names(await app.api(`/v1/inventory-zones?projectId=${tour.tour.id}`, { token: tour.manager.token }))).toEqual(['Dépôt Villeurbanne']);
  });

  it('answers 404 INVENTORY_NOT_FOUND for the warehouse, a stand, another tour’s zone or an unknown id', async () => {
    const tour = await tourWithEverything();
    const other = await tourWithEverything();
    for (const id of [tour.warehouseId, tour.stand.inventoryId, other.zone.id, UNKNOWN_UUID]) {
      expect(await putZone(tour.manager.token, tour.tour.id, { id, name: 'Renommé' })).toMatchObject({ status: 404, body: { errorCode: 'INVENTORY_NOT_FOUND', fields: ['id'] } });
    }
    expect(names(await app.api(`/v1/inventories?projectId=${tour.tour.id}&kind[]=warehouse`, { token: tour.manager.token }))).toEqual(['Entrepôt']);
    expect(names(await app.api(`/v1/inventory-zones?projectId=${other.tour.id}`, { token: other.manager.token }))).toEqual(['Dépôt Lyon']);
  });

  it('answers 422 PROJECT_DOES_NOT_HANDLE_ZONES once the tour no longer handles zones', async () => {
    const tour = await tourWithEverything();
    await app.db.update(projects).set({ hasZones: false }).where(eq(projects.id, tour.tour.id));
    expect(await putZone(tour.manager.token, tour.tour.id, { id: tour.zone.id, name: 'Renommé' })).toMatchObject({ status: 422, body: { errorCode: 'PROJECT_DOES_NOT_HANDLE_ZONES' } });
  });

  it('answers 400 VALIDATION_ERRORS for a malformed id or a blank name', async () => {
    const tour = await tourWithEverything();
    expect(await putZone(tour.manager.token, tour.tour.id, { id: 'zone-1', name: '' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['id', 'name'] } });
  });

  it('refuses a viewer and a seller with 403 FORBIDDEN, another client with 404 NOT_FOUND, and an archived tour', async () => {
    const tour = await tourWithEverything();
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    const outsider = await createManager(app.db);
    const body = { id: tour.zone.id, name: 'Renommé' };
    for (const token of [viewer.token, tour.seller.token]) expect(await putZone(token, tour.tour.id, body)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await putZone(outsider.token, tour.tour.id, body)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    await archiveTour(app.db, tour.tour.id);
    expect(await putZone(tour.manager.token, tour.tour.id, body)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect(names(await app.api(`/v1/inventory-zones?projectId=${tour.tour.id}`, { token: tour.manager.token }))).toEqual(['Dépôt Lyon']);
  });
});
