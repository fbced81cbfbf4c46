import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, inventories, standSellers, stands } from '@/lib/db/schema';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createManager, createPlatformAdmin, createStand, createTeamMember, createTourWithEvent, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function remove(token: string | undefined, id: string) {
  return app.api(`/v1/stands/${id}`, { method: 'DELETE', token });
}

async function standExists(id: string): Promise<boolean> {
  return (await app.db.select({ id: stands.id }).from(stands).where(eq(stands.id, id))).length === 1;
}

describe('DELETE /v1/stands/{id}', () => {
  it('removes the stand with its inventory and its sellers’ assignments, 204', async () => {
    const { manager, event, stand } = await createTourWithEvent(app.db);
    const kept = await createStand(app.db, event, { name: 'Mezzanine' });
    expect(await remove(manager.token, stand.id)).toMatchObject({ status: 204, body: undefined });
    expect(await standExists(stand.id)).toBe(false);
    expect(await app.db.select().from(inventories).where(eq(inventories.id, stand.inventoryId))).toEqual([]);
    expect(await app.db.select().from(standSellers).where(eq(standSellers.standId, stand.id))).toEqual([]);
    expect(await standExists(kept.id)).toBe(true);
    expect(await app.api(`/v1/stands/${stand.id}`, { token: manager.token })).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
  });

  it('sends a pending event whose funnel was completed back to the funnel when its last stand goes', async () => {
    const { manager, event, stand } = await createTourWithEvent(app.db, { funnelCompletedAt: new Date() });
    expect((await remove(manager.token, stand.id)).status).toBe(204);
    const [row] = await app.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.funnelCompletedAt).toBeNull();
  });

  it('keeps the last stand of a started event (VALIDATION_ERRORS stands), but lets the others go', async () => {
    const { manager, event, stand } = await createTourWithEvent(app.db, { status: 'inProgress', funnelCompletedAt: new Date() });
    const other = await createStand(app.db, event, { name: 'Mezzanine' });
    expect((await remove(manager.token, other.id)).status).toBe(204);
    expect(await remove(manager.token, stand.id)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['stands'] } });
    expect(await standExists(stand.id)).toBe(true);
    expect(await app.db.select().from(inventories).where(eq(inventories.id, stand.inventoryId))).toHaveLength(1);
  });

  it.each(['canceled', 'finished'] as const)('refuses a stand of a %s event with 409 CANT_UPDATE_STAND', async (status) => {
    const { manager, stand } = await createTourWithEvent(app.db, { status });
    expect(await remove(manager.token, stand.id)).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_STAND' } });
    expect(await standExists(stand.id)).toBe(true);
  });

  it('lets a project manager of the team and a platform admin delete', async () => {
    const { tour, event, stand } = await createTourWithEvent(app.db);
    const other = await createStand(app.db, event);
    const projectManager = await createTeamMember(app.db, tour.id, 'projectManager');
    expect((await remove(projectManager.token, stand.id)).status).toBe(204);
    expect((await remove((await createPlatformAdmin(app.db)).token, other.id)).status).toBe(204);
  });

  it('refuses a viewer and the stand’s own seller with 403 FORBIDDEN', async () => {
    const { tour, stand, seller } = await createTourWithEvent(app.db);
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    expect(await remove(viewer.token, stand.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await remove(seller.token, stand.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await standExists(stand.id)).toBe(true);
  });

  it('answers 404 GET_STAND for another client’s stand and unknown or malformed ids', async () => {
    const { stand } = await createTourWithEvent(app.db);
    const outsider = await createManager(app.db);
    for (const id of [stand.id, UNKNOWN_UUID, 'not-a-uuid']) {
      expect(await remove(outsider.token, id)).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    }
    expect(await standExists(stand.id)).toBe(true);
  });

  it('refuses an archived tour with FORBIDDEN_ON_INACTIVE_PROJECT', async () => {
    const { manager, tour, stand } = await createTourWithEvent(app.db);
    await archiveTour(app.db, tour.id);
    expect(await remove(manager.token, stand.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect(await standExists(stand.id)).toBe(true);
  });
});
