import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventories, shops } from '@/lib/db/schema';
import { createShop, postShop } from '../../support/shops';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createEvent, createManager, createPlatformAdmin, createTeamMember, createTourWithEvent, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function shopsOf(eventId: string) {
  return app.db.select().from(shops).where(eq(shops.eventId, eventId));
}

describe('POST /v1/shops', () => {
  it('makes the event’s shop, a draft with its own inventory, paid to the tour’s owner: 201', async () => {
    const { manager, tour, event } = await createTourWithEvent(app.db);
    const answer = await postShop(app, manager.token, event.id);
    expect(answer).toMatchObject({
      status: 201,
      body: { id: expect.any(String), projectId: tour.id, eventId: event.id, clientId: manager.user.clientId, status: 'draft', slug: expect.stringMatching(/^[a-z2-9]{10}$/), collectionStandIds: [], collectionOpensAt: null, collectionClosesAt: null },
    });
    const [inventory] = await app.db.select().from(inventories).where(eq(inventories.id, answer.body.inventoryId));
    expect(inventory).toMatchObject({ kind: 'shop', projectId: tour.id });
    expect(await app.api(`/v1/shops/${answer.body.id}`, { token: manager.token })).toMatchObject({ status: 200, body: answer.body });
  });

  it('answers the existing shop with 200 when asked again: one shop per event, one inventory', async () => {
    const { manager, tour, event } = await createTourWithEvent(app.db);
    const first = await createShop(app, manager, event.id);
    const projectManager = await createTeamMember(app.db, tour.id, 'projectManager');
    expect(await postShop(app, projectManager.token, event.id)).toMatchObject({ status: 200, body: { id: first.id, inventoryId: first.inventoryId, clientId: manager.user.clientId } });
    expect(await shopsOf(event.id)).toHaveLength(1);
    const shopInventories = (await app.db.select().from(inventories).where(eq(inventories.projectId, tour.id))).filter((row) => row.kind === 'shop');
    expect(shopInventories).toHaveLength(1);
  });

  it('gives each shop its own public address', async () => {
    const { manager, tour } = await createTourWithEvent(app.db);
    const slugs = new Set<string>();
    for (let index = 0; index < 5; index += 1) slugs.add((await createShop(app, manager, (await createEvent(app.db, tour.id)).id)).slug);
    expect(slugs.size).toBe(5);
  });

  it('concurrent creations of one event’s shop all answer it, never a 500, and make one', async () => {
    const { manager, event } = await createTourWithEvent(app.db);
    const answers = await Promise.all(Array.from({ length: 6 }, () => postShop(app, manager.token, event.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await shopsOf(event.id)).toHaveLength(1);
  });

  it.each(['canceled', 'finished'] as const)('refuses a %s event with 409 CANT_CREATE_SHOP', async (status) => {
    const { manager, event } = await createTourWithEvent(app.db, { status });
    expect(await postShop(app, manager.token, event.id)).toMatchObject({ status: 409, body: { errorCode: 'CANT_CREATE_SHOP' } });
    expect(await shopsOf(event.id)).toHaveLength(0);
  });

  it('refuses a missing or malformed event id with VALIDATION_ERRORS', async () => {
    const manager = await createManager(app.db);
    expect(await app.api('/v1/shops', { method: 'POST', token: manager.token, body: {} })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['eventId'] } });
    expect(await postShop(app, manager.token, 'event-1')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['eventId'] } });
  });

  it('refuses a viewer (403), a seller (403), anonymous callers (401), another tenant and unknown events (404), an archived tour', async () => {
    const { manager, tour, event, seller } = await createTourWithEvent(app.db);
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    expect(await postShop(app, viewer.token, event.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await postShop(app, seller.token, event.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await postShop(app, undefined, event.id)).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
    const outsider = await createManager(app.db);
    expect(await postShop(app, outsider.token, event.id)).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    expect(await postShop(app, outsider.token, UNKNOWN_UUID)).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    await archiveTour(app.db, tour.id);
    expect(await postShop(app, manager.token, event.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect(await shopsOf(event.id)).toHaveLength(0);
  });
});

describe('GET /v1/shops/{id} and GET /v1/shops', () => {
  it('shows the shop to the tour’s team and platform admins; sellers, another tenant and bad ids get 404 SHOP_NOT_FOUND', async () => {
    const { manager, tour, event, seller } = await createTourWithEvent(app.db);
    const shop = await createShop(app, manager, event.id);
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    const admin = await createPlatformAdmin(app.db);
    for (const reader of [viewer, admin]) expect(await app.api(`/v1/shops/${shop.id}`, { token: reader.token })).toMatchObject({ status: 200, body: { id: shop.id } });
    const outsider = await createManager(app.db);
    for (const [token, id] of [[seller.token, shop.id], [outsider.token, shop.id], [manager.token, UNKNOWN_UUID], [manager.token, 'shop-1']]) {
      expect(await app.api(`/v1/shops/${id}`, { token })).toMatchObject({ status: 404, body: { errorCode: 'SHOP_NOT_FOUND' } });
    }
    expect(await app.api(`/v1/shops/${shop.id}`)).toMatchObject({ status: 401 });
  });

  it('lists a tour’s shops, or an event’s, paginated', async () => {
    const { manager, tour, event } = await createTourWithEvent(app.db);
    const other = await createEvent(app.db, tour.id);
    const first = await createShop(app, manager, event.id);
    const second = await createShop(app, manager, other.id);
    expect(await app.api(`/v1/shops?projectId=${tour.id}`, { token: manager.token })).toMatchObject({ status: 200, body: { data: [{ id: first.id }, { id: second.id }], meta: { page: 1, limit: 50, total: 2 } } });
    expect(await app.api(`/v1/shops?eventId=${other.id}`, { token: manager.token })).toMatchObject({ status: 200, body: { data: [{ id: second.id }], meta: { total: 1 } } });
    expect(await app.api(`/v1/shops?projectId=${tour.id}&limit=1&page=2`, { token: manager.token })).toMatchObject({ body: { data: [{ id: second.id }], meta: { total: 2 } } });
  });

  it('refuses a list without a tour or an event, and hides the tour’s shops from sellers and another tenant', async () => {
    const { manager, tour, event, seller } = await createTourWithEvent(app.db);
    await createShop(app, manager, event.id);
    expect(await app.api('/v1/shops', { token: manager.token })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['projectId'] } });
    const outsider = await createManager(app.db);
    expect(await app.api(`/v1/shops?projectId=${tour.id}`, { token: outsider.token })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect(await app.api(`/v1/shops?eventId=${event.id}`, { token: outsider.token })).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    expect(await app.api(`/v1/shops?projectId=${tour.id}`, { token: seller.token })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect(await app.api(`/v1/shops?eventId=${event.id}`, { token: seller.token })).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
  });
});
