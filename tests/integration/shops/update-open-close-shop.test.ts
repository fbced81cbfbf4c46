import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAccounts } from '@/lib/db/schema';
import { createShop, feeRowsOf, givePaymentAccount, patchShop, putShop } from '../../support/shops';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createEvent, createManager, createStand, createTeamMember, createTourWithEvent, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A tour with an event, its stand, and the event's draft shop. */
async function shopCast(eventOverrides: Parameters<typeof createTourWithEvent>[1] = {}) {
  const cast = await createTourWithEvent(app.db, eventOverrides);
  const shop = await createShop(app, cast.manager, cast.event.id);
  return { ...cast, shop };
}

/** …collecting at its stand, its organiser able to receive payments: ready to open. */
async function openableShop() {
  const cast = await shopCast();
  expect(await patchShop(app, cast.manager.token, cast.shop.id, { collectionStandIds: [cast.stand.id] })).toMatchObject({ status: 200 });
  await givePaymentAccount(app.db, cast.manager.user.clientId!);
  return cast;
}

describe('PATCH /v1/shops/{id}', () => {
  it('sets the collection stands and times (Paris wall-clock), keeps what is absent, clears a time with null', async () => {
    const { manager, event, stand, shop } = await shopCast();
    const second = await createStand(app.db, event, { name: 'Balcon' });
    const answer = await patchShop(app, manager.token, shop.id, { collectionStandIds: [stand.id, second.id, stand.id], collectionOpensAt: '2026-07-14T18:00', collectionClosesAt: '2026-07-14T23:30' });
    expect(answer).toMatchObject({ status: 200, body: { collectionOpensAt: '2026-07-14T18:00', collectionClosesAt: '2026-07-14T23:30', status: 'draft' } });
    expect([...answer.body.collectionStandIds].sort()).toEqual([stand.id, second.id].sort());
    expect(await patchShop(app, manager.token, shop.id, { collectionOpensAt: null })).toMatchObject({ status: 200, body: { collectionOpensAt: null, collectionClosesAt: '2026-07-14T23:30', collectionStandIds: answer.body.collectionStandIds } });
    expect(await patchShop(app, manager.token, shop.id, { collectionStandIds: [] })).toMatchObject({ status: 200, body: { collectionStandIds: [] } });
  });

  it('refuses a closing time not after the opening, and malformed values, with VALIDATION_ERRORS', async () => {
    const { manager, shop } = await shopCast();
    expect(await patchShop(app, manager.token, shop.id, { collectionOpensAt: '2026-07-14T23:00', collectionClosesAt: '2026-07-14T18:00' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['collectionClosesAt'] } });
    expect(await patchShop(app, manager.token, shop.id, { collectionOpensAt: '14/07/2026 18:00' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['collectionOpensAt'] } });
    expect(await patchShop(app, manager.token, shop.id, { collectionStandIds: ['stand-1'] })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['collectionStandIds.0'] } });
  });

  it('refuses with GET_STAND a stand of another event and an unknown one, naming them, and changes nothing', async () => {
    const { manager, tour, stand, shop } = await shopCast();
    const elsewhere = await createStand(app.db, await createEvent(app.db, tour.id));
    expect(await patchShop(app, manager.token, shop.id, { collectionStandIds: [stand.id, elsewhere.id, UNKNOWN_UUID] })).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND', fields: ['collectionStandIds.1', 'collectionStandIds.2'] } });
    expect(await app.api(`/v1/shops/${shop.id}`, { token: manager.token })).toMatchObject({ body: { collectionStandIds: [] } });
  });

  it('refuses a viewer and a seller (403 / 404), another tenant (404), an archived tour, a canceled event', async () => {
    const { manager, tour, seller, stand, shop } = await shopCast();
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    const body = { collectionStandIds: [stand.id] };
    expect(await patchShop(app, viewer.token, shop.id, body)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await patchShop(app, seller.token, shop.id, body)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await patchShop(app, (await createManager(app.db)).token, shop.id, body)).toMatchObject({ status: 404, body: { errorCode: 'SHOP_NOT_FOUND' } });
    expect(await app.api(`/v1/events/${shop.eventId}/cancel`, { method: 'PUT', token: manager.token })).toMatchObject({ status: 200 });
    expect(await patchShop(app, manager.token, shop.id, body)).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_SHOP' } });
    await archiveTour(app.db, tour.id);
    expect(await patchShop(app, manager.token, shop.id, body)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
  });
});

describe('PUT /v1/shops/{id}/open and /close', () => {
  it('opens, closes and reopens; the opening is billed once to the organiser', async () => {
    const { manager, shop } = await openableShop();
    expect(await putShop(app, manager.token, shop.id, 'open')).toMatchObject({ status: 200, body: { id: shop.id, status: 'opened' } });
    expect(await putShop(app, manager.token, shop.id, 'open')).toMatchObject({ status: 200, body: { status: 'opened' } });
    expect(await putShop(app, manager.token, shop.id, 'close')).toMatchObject({ status: 200, body: { status: 'closed' } });
    expect(await putShop(app, manager.token, shop.id, 'close')).toMatchObject({ status: 200, body: { status: 'closed' } });
    expect(await putShop(app, manager.token, shop.id, 'open')).toMatchObject({ status: 200, body: { status: 'opened' } });
    const fees = await feeRowsOf(app.db, shop.id);
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({ clientId: manager.user.clientId, kind: 'shopOpening' });
  });

  it('refuses to open without a payout account (NOT_CREATED) and while it cannot receive payments (NOT_LINKED)', async () => {
    const { manager, stand, shop } = await shopCast();
    await patchShop(app, manager.token, shop.id, { collectionStandIds: [stand.id] });
    expect(await putShop(app, manager.token, shop.id, 'open')).toMatchObject({ status: 409, body: { errorCode: 'NOT_CREATED' } });
    // An account made with another provider does not count for the configured one (the sandbox here).
    await givePaymentAccount(app.db, manager.user.clientId!, 'enabled', 'stripe');
    expect(await putShop(app, manager.token, shop.id, 'open')).toMatchObject({ status: 409, body: { errorCode: 'NOT_CREATED' } });
    await givePaymentAccount(app.db, manager.user.clientId!, 'pending');
    // The sandbox stands for an onboarded account: asked again, it enables the pending one, and the shop opens.
    expect(await putShop(app, manager.token, shop.id, 'open')).toMatchObject({ status: 200, body: { status: 'opened' } });
    const [account] = await app.db.select().from(paymentAccounts).where(eq(paymentAccounts.providerAccountId, `acct_test_${manager.user.clientId!.slice(0, 8)}_sandbox`));
    expect(account).toMatchObject({ status: 'enabled' });
    expect(await feeRowsOf(app.db, shop.id)).toHaveLength(1);
  });

  it('refuses to open a shop with no collection stand (VALIDATION_ERRORS collectionStandIds), billing nothing', async () => {
    const { manager, shop } = await shopCast();
    await givePaymentAccount(app.db, manager.user.clientId!);
    expect(await putShop(app, manager.token, shop.id, 'open')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['collectionStandIds'] } });
    expect(await feeRowsOf(app.db, shop.id)).toHaveLength(0);
  });

  it('the event’s cancellation closes its shop; it cannot reopen (CANT_UPDATE_SHOP) but closing still answers', async () => {
    const { manager, shop } = await openableShop();
    await putShop(app, manager.token, shop.id, 'open');
    expect(await app.api(`/v1/events/${shop.eventId}/cancel`, { method: 'PUT', token: manager.token })).toMatchObject({ status: 200 });
    expect(await app.api(`/v1/shops/${shop.id}`, { token: manager.token })).toMatchObject({ body: { status: 'closed' } });
    expect(await putShop(app, manager.token, shop.id, 'open')).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_SHOP' } });
    expect(await putShop(app, manager.token, shop.id, 'close')).toMatchObject({ status: 200, body: { status: 'closed' } });
  });

  it('refuses a viewer, a seller, another tenant, anonymous callers and an archived tour', async () => {
    const { manager, tour, seller, shop } = await openableShop();
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    const outsider = await createManager(app.db);
    for (const action of ['open', 'close'] as const) {
      expect(await putShop(app, viewer.token, shop.id, action)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
      expect(await putShop(app, seller.token, shop.id, action)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
      expect(await putShop(app, outsider.token, shop.id, action)).toMatchObject({ status: 404, body: { errorCode: 'SHOP_NOT_FOUND' } });
      expect(await putShop(app, undefined, shop.id, action)).toMatchObject({ status: 401 });
    }
    await archiveTour(app.db, tour.id);
    expect(await putShop(app, manager.token, shop.id, 'open')).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect(await app.api(`/v1/shops/${shop.id}`, { token: manager.token })).toMatchObject({ body: { status: 'draft' } });
    expect(await feeRowsOf(app.db, shop.id)).toHaveLength(0);
  });
});
