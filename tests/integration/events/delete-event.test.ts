import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPerformances, eventRooms, events, inventories, standSellers, stands } from '@/lib/db/schema';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createManager, createPlatformAdmin, createStand, createTeamMember, createTourWithEvent, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function remove(token: string | undefined, id: string) {
  return app.api(`/v1/events/${id}`, { method: 'DELETE', token });
}

async function eventExists(id: string): Promise<boolean> {
  return (await app.db.select({ id: events.id }).from(events).where(eq(events.id, id))).length === 1;
}

describe('DELETE /v1/events/{id}', () => {
  it.each(['pending', 'canceled'] as const)('deletes a %s event with its rooms, performances, stands, sellers and stand inventories', async (status) => {
    const { manager, tour, event, stand, seller } = await createTourWithEvent(app.db, { status });
    const second = await createStand(app.db, event, { name: 'Mezzanine' }, [seller.user.id]);
    const response = await remove(manager.token, event.id);
    expect(response).toMatchObject({ status: 204, body: undefined });
    expect(await eventExists(event.id)).toBe(false);
    expect(await app.db.select().from(eventRooms).where(eq(eventRooms.eventId, event.id))).toEqual([]);
    expect(await app.db.select().from(eventPerformances).where(eq(eventPerformances.eventId, event.id))).toEqual([]);
    expect(await app.db.select().from(stands).where(eq(stands.eventId, event.id))).toEqual([]);
    expect(await app.db.select().from(standSellers).where(inArray(standSellers.standId, [stand.id, second.id]))).toEqual([]);
    expect(await app.db.select().from(inventories).where(inArray(inventories.id, [stand.inventoryId, second.inventoryId]))).toEqual([]);
    // The tour's warehouse stays.
    expect(await app.db.select({ kind: inventories.kind }).from(inventories).where(eq(inventories.projectId, tour.id))).toEqual([{ kind: 'warehouse' }]);
    expect(await app.api(`/v1/events/${event.id}`, { token: manager.token })).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
  });

  it.each(['inProgress', 'finished'] as const)('refuses an event that is %s with 409 CANT_DELETE_EVENT', async (status) => {
    const { manager, event } = await createTourWithEvent(app.db, { status, funnelCompletedAt: new Date() });
    expect(await remove(manager.token, event.id)).toMatchObject({ status: 409, body: { errorCode: 'CANT_DELETE_EVENT' } });
    expect(await eventExists(event.id)).toBe(true);
  });

  it('lets a project manager of the team and a platform admin delete', async () => {
    const first = await createTourWithEvent(app.db);
    const projectManager = await createTeamMember(app.db, first.tour.id, 'projectManager');
    expect((await remove(projectManager.token, first.event.id)).status).toBe(204);
    const second = await createTourWithEvent(app.db);
    expect((await remove((await createPlatformAdmin(app.db)).token, second.event.id)).status).toBe(204);
  });

  it('refuses a viewer and the event’s own seller with 403 FORBIDDEN', async () => {
    const { tour, event, seller } = await createTourWithEvent(app.db);
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    expect(await remove(viewer.token, event.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await remove(seller.token, event.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await eventExists(event.id)).toBe(true);
  });

  it('answers 404 EVENT_NOT_FOUND for another client’s event and unknown or malformed ids', async () => {
    const { event } = await createTourWithEvent(app.db);
    const outsider = await createManager(app.db);
    for (const id of [event.id, UNKNOWN_UUID, 'not-a-uuid', '%20']) {
      expect(await remove(outsider.token, id)).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    }
    expect(await eventExists(event.id)).toBe(true);
  });

  it('refuses an archived tour with FORBIDDEN_ON_INACTIVE_PROJECT', async () => {
    const { manager, tour, event } = await createTourWithEvent(app.db);
    await archiveTour(app.db, tour.id);
    expect(await remove(manager.token, event.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect(await eventExists(event.id)).toBe(true);
  });
});
