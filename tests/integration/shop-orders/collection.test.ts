import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '@/lib/db/schema';
import { changeCollection, createOpenedShop, order, basket, paidShopOrder, type OpenedShop } from '../../support/shop-orders';
import { createShop } from '../../support/shops';
import { createSuppliedTour, expectLedgerBalanced, levelOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createManager, createSeller, createStand, createTeamMember, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const list = (token: string, standId: string, query = '') => app.api(`/v1/stands/${standId}/collections${query}`, { token });

describe('collection at the stand: the shop orders the stand hands over', () => {
  let shop: OpenedShop;
  beforeAll(async () => {
    shop = await createOpenedShop(app);
  });

  it('lists the paid orders to collect, oldest number first, with the units still owed; unpaid ones stay out', async () => {
    const first = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.S, quantity: 2 }], { name: 'Léa Dupont' });
    const second = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.vinylVariant, quantity: 1 }], { name: 'Marc Petit' });
    await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 1 }], { name: 'Pas payé' }));

    const answer = await list(shop.seller.token, shop.stand.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.collectionPoint).toEqual({ shopId: shop.shop.id, status: 'opened' });
    expect(answer.body.data.map((row: { number: number }) => row.number)).toEqual([first.number, second.number]);
    expect(answer.body.data[0]).toEqual({
      orderId: first.id,
      number: first.number,
      customerName: 'Léa Dupont',
      status: 'paid',
      totalInclVat: 5000,
      items: [{ productTitle: 'T-shirt Tournée', variantTitle: first.items[0]!.variantTitle, quantity: 2 }],
      paidAt: expect.any(String),
      preparedAt: null,
      handedOverAt: null,
      handedOverStandName: null,
      handedOverByName: null,
    });
    // No e-mail at the stand: the seller asks for the number or the name.
    expect(JSON.stringify(answer.body)).not.toContain('@test.local');

    expect((await list(shop.seller.token, shop.stand.id, `?q=${second.number}`)).body.data.map((row: { orderId: string }) => row.orderId)).toEqual([second.id]);
    expect((await list(shop.seller.token, shop.stand.id, `?q=${encodeURIComponent(`n° ${first.number}`)}`)).body.data.map((row: { orderId: string }) => row.orderId)).toEqual([first.id]);
    expect((await list(shop.seller.token, shop.stand.id, '?q=dupont')).body.data.map((row: { orderId: string }) => row.orderId)).toEqual([first.id]);
    expect((await list(shop.seller.token, shop.stand.id, '?q=100%25')).body.data).toEqual([]);
    expect((await list(shop.seller.token, shop.stand.id, '?state=handedOver')).body.meta.total).toBe(0);
  });

  it('prepared, then handed over: once, whoever tries again; the same tablet’s retry gets its answer back', async () => {
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.M, quantity: 1 }], { name: 'Inès Moreau' });
    const prepared = await changeCollection(app, shop.seller.token, shop.stand.id, made.id, 'prepared');
    expect(prepared).toMatchObject({ status: 200, body: { status: 'prepared', preparedAt: expect.any(String) } });
    // Preparing again is harmless.
    expect(await changeCollection(app, shop.seller.token, shop.stand.id, made.id, 'prepared')).toMatchObject({ status: 200, body: { status: 'prepared' } });

    const key = randomUUID();
    const handed = await changeCollection(app, shop.seller.token, shop.stand.id, made.id, 'exchanged', key);
    expect(handed).toMatchObject({ status: 200, body: { status: 'exchanged', handedOverAt: expect.any(String), handedOverStandName: 'Hall', handedOverByName: expect.any(String) } });
    expect(await changeCollection(app, shop.seller.token, shop.stand.id, made.id, 'exchanged', key)).toMatchObject({ status: 200, body: { status: 'exchanged', handedOverAt: handed.body.handedOverAt } });
    expect(await changeCollection(app, shop.seller.token, shop.stand.id, made.id, 'exchanged')).toMatchObject({ status: 409, body: { errorCode: 'ORDER_ALREADY_HANDED_OVER' } });
    expect(await changeCollection(app, shop.manager.token, shop.stand.id, made.id, 'exchanged', key)).toMatchObject({ status: 409, body: { errorCode: 'ORDER_ALREADY_HANDED_OVER' } });
    expect(await changeCollection(app, shop.seller.token, shop.stand.id, made.id, 'prepared')).toMatchObject({ status: 409, body: { errorCode: 'ORDER_ALREADY_HANDED_OVER' } });

    // Out of the list to collect, into the handed over one; the scan still finds it, to say so.
    expect((await list(shop.seller.token, shop.stand.id)).body.data.map((row: { orderId: string }) => row.orderId)).not.toContain(made.id);
    expect((await list(shop.seller.token, shop.stand.id, '?state=handedOver')).body.data[0]).toMatchObject({ orderId: made.id, status: 'exchanged' });
    expect(await app.api(`/v1/stands/${shop.stand.id}/collections/${made.id}`, { token: shop.seller.token })).toMatchObject({ status: 200, body: { orderId: made.id, status: 'exchanged' } });
    // The manager sees what is still to collect on the shop.
    expect((await app.api(`/v1/shops/${shop.shop.id}`, { token: shop.manager.token })).body.collection).toMatchObject({ prepared: 0, handedOver: 1 });
    // Handing over moves no stock: the units left the shop's inventory with the order.
    await expectLedgerBalanced(app.db, shop.tour.id);
  });

  it('a paid order goes straight to handed over; the handover needs an Idempotency-Key', async () => {
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.S, quantity: 1 }]);
    expect(await changeCollection(app, shop.seller.token, shop.stand.id, made.id, 'exchanged', null)).toMatchObject({ status: 400, body: { errorCode: 'IDEMPOTENCY_KEY_REQUIRED' } });
    expect(await changeCollection(app, shop.seller.token, shop.stand.id, made.id, 'exchanged')).toMatchObject({ status: 200, body: { status: 'exchanged', preparedAt: null } });
  });

  it('a wholly refunded order is owed nothing: out of the list, and it cannot be handed over', async () => {
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.S, quantity: 1 }]);
    const before = await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S);
    const [line] = await app.db.select().from(orderItems).where(eq(orderItems.orderId, made.id));
    const refund = await app.api(`/v1/orders/${made.id}/refunds`, { method: 'POST', token: shop.manager.token, body: { method: 'card', items: [{ orderItemId: line!.id, quantity: 1 }] }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(before + 1);
    expect((await list(shop.seller.token, shop.stand.id)).body.data.map((row: { orderId: string }) => row.orderId)).not.toContain(made.id);
    expect(await changeCollection(app, shop.seller.token, shop.stand.id, made.id, 'exchanged')).toMatchObject({ status: 409, body: { errorCode: 'ORDER_STATUS_NOT_ALLOWED' } });
  });

  it('answers ORDER_NOT_FOUND for an order this stand does not collect: unpaid, another shop’s, unknown, malformed', async () => {
    const unpaid = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 1 }]));
    const other = await createOpenedShop(app);
    const elsewhere = await paidShopOrder(app, other.shop.id, [{ productVariantId: other.sizes.M, quantity: 1 }]);
    for (const id of [unpaid.body.order.id, elsewhere.id, UNKNOWN_UUID, 'not-a-uuid']) {
      expect(await app.api(`/v1/stands/${shop.stand.id}/collections/${id}`, { token: shop.seller.token })).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
      expect(await changeCollection(app, shop.seller.token, shop.stand.id, id, 'exchanged')).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    }
  });
});

describe('collection at the stand: who may', () => {
  it('the stand’s sellers and the tour’s writers; a viewer, a seller of another stand, another tenant may not', async () => {
    const shop = await createOpenedShop(app);
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.M, quantity: 1 }]);
    const viewer = await createTeamMember(app.db, shop.tour.id, 'viewer');
    const elsewhere = await createSeller(app.db, [shop.tour.id]);
    await createStand(app.db, shop.event, { name: 'Bar' }, [elsewhere.user.id]);
    const stranger = await createManager(app.db);

    expect((await list(shop.manager.token, shop.stand.id)).status).toBe(200);
    for (const [who, code, status] of [
      [viewer, 'NOT_ALLOWED_ON_STAND', 403],
      [elsewhere, 'NOT_ALLOWED_ON_STAND', 403],
      [stranger, 'GET_STAND', 404],
    ] as const) {
      expect(await list(who.token, shop.stand.id)).toMatchObject({ status, body: { errorCode: code } });
      expect(await app.api(`/v1/stands/${shop.stand.id}/collections/${made.id}`, { token: who.token })).toMatchObject({ status, body: { errorCode: code } });
      expect(await changeCollection(app, who.token, shop.stand.id, made.id, 'exchanged')).toMatchObject({ status, body: { errorCode: code } });
    }
    expect(await app.api(`/v1/stands/${shop.stand.id}/collections`)).toMatchObject({ status: 401 });
    expect(await changeCollection(app, shop.manager.token, shop.stand.id, made.id, 'prepared')).toMatchObject({ status: 200 });
  });

  it('a stand that is no collection point lists nothing and says so; an archived tour hands over nothing', async () => {
    const tour = await createSuppliedTour(app);
    await createShop(app, tour.manager, tour.event.id);
    expect(await list(tour.seller.token, tour.stand.id)).toMatchObject({ status: 200, body: { data: [], meta: { total: 0 }, collectionPoint: null } });

    const shop = await createOpenedShop(app);
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.M, quantity: 1 }]);
    await archiveTour(app.db, shop.tour.id);
    expect(await changeCollection(app, shop.manager.token, shop.stand.id, made.id, 'exchanged')).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
  });

  it('refuses a status it does not know, and bad queries, with VALIDATION_ERRORS', async () => {
    const shop = await createOpenedShop(app);
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.M, quantity: 1 }]);
    expect(await app.api(`/v1/stands/${shop.stand.id}/collections/${made.id}`, { method: 'PUT', token: shop.seller.token, body: { status: 'finished' } })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    expect(await list(shop.seller.token, shop.stand.id, '?state=lost')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
  });
});

// Only PostgreSQL runs requests truly in parallel (PGlite has one connection).
describe.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')('collection at the stand: two tablets at once', () => {
  it('one order handed over from eight tablets at the same moment: one handover, seven ORDER_ALREADY_HANDED_OVER', async () => {
    const shop = await createOpenedShop(app);
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.M, quantity: 1 }]);
    const tablets = Array.from({ length: 8 }, (_, index) => (index % 2 ? shop.manager.token : shop.seller.token));
    const answers = await Promise.all(tablets.map((token) => changeCollection(app, token, shop.stand.id, made.id, 'exchanged')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409 && answer.body.errorCode === 'ORDER_ALREADY_HANDED_OVER')).toHaveLength(7);
  });
});
