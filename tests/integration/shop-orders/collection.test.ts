import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '@/lib/db/schema';
import { basket, createOpenedShop, handOverCollection, manualProof, order, paidShopOrder, prepareCollection, scanAtStand, scanProof, type OpenedShop } from '../../support/shop-orders';
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
      handoverMethod: null,
      // The shop's window (18:00–23:30 in Paris, summer time): the register warns of a hand-over outside it.
      collectionWindow: { opensAt: '2026-07-14T16:00:00.000Z', closesAt: '2026-07-14T21:30:00.000Z' },
    });
    // No e-mail at the stand: the seller asks for the number or the name.
    expect(JSON.stringify(answer.body)).not.toContain('@test.local');

    expect((await list(shop.seller.token, shop.stand.id, `?q=${second.number}`)).body.data.map((row: { orderId: string }) => row.orderId)).toEqual([second.id]);
    expect((await list(shop.seller.token, shop.stand.id, `?q=${encodeURIComponent(`n° ${first.number}`)}`)).body.data.map((row: { orderId: string }) => row.orderId)).toEqual([first.id]);
    expect((await list(shop.seller.token, shop.stand.id, '?q=dupont')).body.data.map((row: { orderId: string }) => row.orderId)).toEqual([first.id]);
    expect((await list(shop.seller.token, shop.stand.id, '?q=100%25')).body.data).toEqual([]);
    expect((await list(shop.seller.token, shop.stand.id, '?state=handedOver')).body.meta.total).toBe(0);
  });

  it('prepared, then handed over on its scanned code: once, whoever tries again; the same tablet’s retry gets its answer back', async () => {
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.M, quantity: 1 }], { name: 'Inès Moreau' });
    const prepared = await prepareCollection(app, shop.seller.token, shop.stand.id, made.id);
    expect(prepared).toMatchObject({ status: 200, body: { status: 'prepared', preparedAt: expect.any(String) } });
    // Preparing again is harmless.
    expect(await prepareCollection(app, shop.seller.token, shop.stand.id, made.id)).toMatchObject({ status: 200, body: { status: 'prepared' } });

    const key = randomUUID();
    const handed = await handOverCollection(app, shop.seller.token, shop.stand.id, made.id, scanProof(made), key);
    expect(handed).toMatchObject({ status: 200, body: { status: 'exchanged', handedOverAt: expect.any(String), handedOverStandName: 'Hall', handedOverByName: expect.any(String), handoverMethod: 'scan' } });
    expect(await handOverCollection(app, shop.seller.token, shop.stand.id, made.id, scanProof(made), key)).toMatchObject({ status: 200, body: { status: 'exchanged', handedOverAt: handed.body.handedOverAt } });
    expect(await handOverCollection(app, shop.seller.token, shop.stand.id, made.id, scanProof(made))).toMatchObject({ status: 409, body: { errorCode: 'ORDER_ALREADY_HANDED_OVER' } });
    expect(await handOverCollection(app, shop.manager.token, shop.stand.id, made.id, scanProof(made), key)).toMatchObject({ status: 409, body: { errorCode: 'ORDER_ALREADY_HANDED_OVER' } });
    expect(await prepareCollection(app, shop.seller.token, shop.stand.id, made.id)).toMatchObject({ status: 409, body: { errorCode: 'ORDER_ALREADY_HANDED_OVER' } });

    // Out of the list to collect, into the handed over one; the scan still finds it, to say so.
    expect((await list(shop.seller.token, shop.stand.id)).body.data.map((row: { orderId: string }) => row.orderId)).not.toContain(made.id);
    expect((await list(shop.seller.token, shop.stand.id, '?state=handedOver')).body.data[0]).toMatchObject({ orderId: made.id, status: 'exchanged', handoverMethod: 'scan' });
    expect(await scanAtStand(app, shop.seller.token, shop.stand.id, made.collectionCode)).toMatchObject({ status: 200, body: { orderId: made.id, status: 'exchanged' } });
    // The manager sees what is still to collect on the shop.
    expect((await app.api(`/v1/shops/${shop.shop.id}`, { token: shop.manager.token })).body.collection).toMatchObject({ prepared: 0, handedOver: 1 });
    // Handing over moves no stock: the units left the shop's inventory with the order.
    await expectLedgerBalanced(app.db, shop.tour.id);
  });

  it('a paid order goes straight to handed over; the handover needs an Idempotency-Key', async () => {
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.S, quantity: 1 }]);
    expect(await handOverCollection(app, shop.seller.token, shop.stand.id, made.id, scanProof(made), null)).toMatchObject({ status: 400, body: { errorCode: 'IDEMPOTENCY_KEY_REQUIRED' } });
    expect(await handOverCollection(app, shop.seller.token, shop.stand.id, made.id, scanProof(made))).toMatchObject({ status: 200, body: { status: 'exchanged', preparedAt: null } });
  });

  it('a wholly refunded order is owed nothing: out of the list, and it cannot be handed over', async () => {
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.S, quantity: 1 }]);
    const before = await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S);
    const [line] = await app.db.select().from(orderItems).where(eq(orderItems.orderId, made.id));
    const refund = await app.api(`/v1/orders/${made.id}/refunds`, { method: 'POST', token: shop.manager.token, body: { method: 'card', items: [{ orderItemId: line!.id, quantity: 1 }] }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(before + 1);
    expect((await list(shop.seller.token, shop.stand.id)).body.data.map((row: { orderId: string }) => row.orderId)).not.toContain(made.id);
    expect(await handOverCollection(app, shop.seller.token, shop.stand.id, made.id, scanProof(made))).toMatchObject({ status: 409, body: { errorCode: 'ORDER_STATUS_NOT_ALLOWED' } });
  });

  it('answers ORDER_NOT_FOUND for an order this stand does not collect: unpaid, another shop’s, unknown, malformed', async () => {
    const unpaid = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 1 }]));
    const other = await createOpenedShop(app);
    const elsewhere = await paidShopOrder(app, other.shop.id, [{ productVariantId: other.sizes.M, quantity: 1 }]);
    for (const id of [unpaid.body.order.id, elsewhere.id, UNKNOWN_UUID, 'not-a-uuid']) {
      expect(await app.api(`/v1/stands/${shop.stand.id}/collections/${id}`, { token: shop.seller.token })).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
      expect(await handOverCollection(app, shop.seller.token, shop.stand.id, id, manualProof({ number: 1 }))).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    }
  });
});

describe('collection at the stand: who may', () => {
  it('the stand’s sellers and the tour’s writers; a viewer, a seller of another stand, another tenant may not', async () => {
    const shop = await createOpenedShop(app);
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.M, quantity: 1 }]);
    const viewer = await createTeamMember(app.db, shop.tour.id, 'viewer');
    const elsewhere = await createSeller(app.db, [shop.tour.id]);
    const bar = await createStand(app.db, shop.event, { name: 'Bar' }, [elsewhere.user.id]);
    const stranger = await createManager(app.db);

    expect((await list(shop.manager.token, shop.stand.id)).status).toBe(200);
    for (const [who, code, status] of [
      [viewer, 'NOT_ALLOWED_ON_STAND', 403],
      [elsewhere, 'NOT_ALLOWED_ON_STAND', 403],
      [stranger, 'GET_STAND', 404],
    ] as const) {
      expect(await list(who.token, shop.stand.id)).toMatchObject({ status, body: { errorCode: code } });
      expect(await app.api(`/v1/stands/${shop.stand.id}/collections/${made.id}`, { token: who.token })).toMatchObject({ status, body: { errorCode: code } });
      // A genuine proof does not open another stand's register: the seller authorization comes first.
      expect(await scanAtStand(app, who.token, shop.stand.id, made.collectionCode)).toMatchObject({ status, body: { errorCode: code } });
      expect(await handOverCollection(app, who.token, shop.stand.id, made.id, scanProof(made))).toMatchObject({ status, body: { errorCode: code } });
      expect(await handOverCollection(app, who.token, shop.stand.id, made.id, manualProof(made))).toMatchObject({ status, body: { errorCode: code } });
    }
    // The seller of another stand of the same event, scanning at their own stand (no collection point): not found.
    expect(await scanAtStand(app, elsewhere.token, bar.id, made.collectionCode)).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect(await handOverCollection(app, elsewhere.token, bar.id, made.id, scanProof(made))).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect((await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, made.id)))[0]!.status).toBe('paid');
    expect(await app.api(`/v1/stands/${shop.stand.id}/collections`)).toMatchObject({ status: 401 });
    expect(await prepareCollection(app, shop.manager.token, shop.stand.id, made.id)).toMatchObject({ status: 200 });
  });

  it('a stand that is no collection point lists nothing and says so; an archived tour hands over nothing', async () => {
    const tour = await createSuppliedTour(app);
    await createShop(app, tour.manager, tour.event.id);
    expect(await list(tour.seller.token, tour.stand.id)).toMatchObject({ status: 200, body: { data: [], meta: { total: 0 }, collectionPoint: null } });

    const shop = await createOpenedShop(app);
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.M, quantity: 1 }]);
    await archiveTour(app.db, shop.tour.id);
    expect(await handOverCollection(app, shop.manager.token, shop.stand.id, made.id, scanProof(made))).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
  });

  it('refuses a status it does not know, and bad queries, with VALIDATION_ERRORS', async () => {
    const shop = await createOpenedShop(app);
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.M, quantity: 1 }]);
    expect(await app.api(`/v1/stands/${shop.stand.id}/collections/${made.id}`, { method: 'PUT', token: shop.seller.token, body: { status: 'finished' } })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    expect(await list(shop.seller.token, shop.stand.id, '?state=lost')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
  });
});

describe('collection at the stand: the buyer’s proof', () => {
  let shop: OpenedShop;
  beforeAll(async () => {
    shop = await createOpenedShop(app, { S: 10, M: 20, vinyl: 8 });
  });
  const statusOf = async (orderId: string) => (await app.db.select({ status: orders.status, method: orders.handoverMethod }).from(orders).where(eq(orders.id, orderId)))[0]!;

  it('a bare order id hands nothing over: no proof, an unknown proof, or an empty secret is VALIDATION_ERRORS', async () => {
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.S, quantity: 1 }]);
    const put = (body: unknown) => app.api(`/v1/stands/${shop.stand.id}/collections/${made.id}`, { method: 'PUT', token: shop.seller.token, body, headers: { 'Idempotency-Key': randomUUID() } });
    expect(await put({ status: 'exchanged' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['proof'] } });
    expect(await put({ status: 'exchanged', proof: { method: 'trust-me' } })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    expect(await put({ status: 'exchanged', proof: { method: 'scan', secret: '' } })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['proof.secret'] } });
    expect(await put({ status: 'exchanged', proof: { method: 'manual', number: made.number } })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: expect.arrayContaining(['proof.name', 'proof.email']) } });
    expect(await statusOf(made.id)).toEqual({ status: 'paid', method: null });
  });

  it('a scan hands over with the order’s own secret only: another order’s, a guessed or a truncated one is COLLECTION_CODE_INVALID', async () => {
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.S, quantity: 1 }]);
    const other = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.S, quantity: 1 }]);
    expect(made.collectionCode).toMatch(new RegExp(`^merch-order:v2:${made.id}:[A-Za-z0-9_-]{24}$`));
    // Neither the id nor the number says anything of the secret.
    expect(made.collectionCode).not.toContain(String(made.number).padStart(24, '0'));
    for (const secret of [scanProof(other).secret, scanProof(made).secret.slice(0, -1), 'A'.repeat(24), made.id]) {
      expect(await handOverCollection(app, shop.seller.token, shop.stand.id, made.id, { method: 'scan', secret })).toMatchObject({ status: 422, body: { errorCode: 'COLLECTION_CODE_INVALID' } });
    }
    expect(await statusOf(made.id)).toEqual({ status: 'paid', method: null });
    expect(await handOverCollection(app, shop.seller.token, shop.stand.id, made.id, scanProof(made))).toMatchObject({ status: 200, body: { status: 'exchanged', handoverMethod: 'scan' } });
    expect(await statusOf(made.id)).toEqual({ status: 'exchanged', method: 'scan' });
  });

  it('the scan reads the order its code names, checked: outdated, forged or foreign codes are told apart', async () => {
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.vinylVariant, quantity: 1 }], { name: 'Noé Garnier' });
    expect(await scanAtStand(app, shop.seller.token, shop.stand.id, ` ${made.collectionCode}\n`)).toMatchObject({ status: 200, body: { orderId: made.id, number: made.number, customerName: 'Noé Garnier', status: 'paid' } });
    // Version 1 (the id alone) and a wrong secret: not enough to hand over.
    expect(await scanAtStand(app, shop.seller.token, shop.stand.id, `merch-order:${made.id}`)).toMatchObject({ status: 422, body: { errorCode: 'COLLECTION_CODE_INVALID' } });
    expect(await scanAtStand(app, shop.seller.token, shop.stand.id, `merch-order:v2:${made.id}:${'B'.repeat(24)}`)).toMatchObject({ status: 422, body: { errorCode: 'COLLECTION_CODE_INVALID' } });
    // Not one of our codes at all.
    expect(await scanAtStand(app, shop.seller.token, shop.stand.id, 'https://example.test/s/abc')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['code'] } });
    // An unpaid order, or an unknown one, with a well-formed code: not found.
    const unpaid = (await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 1 }]))).body.order;
    expect(await scanAtStand(app, shop.seller.token, shop.stand.id, unpaid.collectionCode)).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect(await scanAtStand(app, shop.seller.token, shop.stand.id, `merch-order:v2:${UNKNOWN_UUID}:${'C'.repeat(24)}`)).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
  });

  it('another event’s code is refused with ORDER_OF_ANOTHER_EVENT, at the scan and at the handover; with a wrong secret it is not found', async () => {
    const other = await createOpenedShop(app);
    const elsewhere = await paidShopOrder(app, other.shop.id, [{ productVariantId: other.sizes.M, quantity: 1 }]);
    expect(await scanAtStand(app, shop.seller.token, shop.stand.id, elsewhere.collectionCode)).toMatchObject({ status: 409, body: { errorCode: 'ORDER_OF_ANOTHER_EVENT' } });
    expect(await handOverCollection(app, shop.seller.token, shop.stand.id, elsewhere.id, scanProof(elsewhere))).toMatchObject({ status: 409, body: { errorCode: 'ORDER_OF_ANOTHER_EVENT' } });
    // Without its secret, another event's order is any unknown order: nothing tells it exists.
    expect(await scanAtStand(app, shop.seller.token, shop.stand.id, `merch-order:v2:${elsewhere.id}:${'D'.repeat(24)}`)).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect(await handOverCollection(app, shop.seller.token, shop.stand.id, elsewhere.id, manualProof(elsewhere))).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect(await statusOf(elsewhere.id)).toEqual({ status: 'paid', method: null });
  });

  it('by hand (a lost phone): number, name and e-mail must be the order’s; it is recorded as manual, by whom and when', async () => {
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.M, quantity: 1 }], { name: 'Léa Dupont-Martin', email: 'lea.dupont@test.local' });
    const mismatch = (typed: Parameters<typeof manualProof>[1]) => handOverCollection(app, shop.seller.token, shop.stand.id, made.id, manualProof(made, typed));
    expect(await mismatch({ name: 'Léa Dupont-Martin', email: 'someone@test.local' })).toMatchObject({ status: 422, body: { errorCode: 'COLLECTION_CUSTOMER_MISMATCH', fields: ['proof.email'] } });
    expect(await mismatch({ name: 'Léa Durand', email: 'lea.dupont@test.local' })).toMatchObject({ status: 422, body: { errorCode: 'COLLECTION_CUSTOMER_MISMATCH', fields: ['proof.name'] } });
    expect(await mismatch({ number: made.number + 1, name: 'Marc Petit', email: 'x@test.local' })).toMatchObject({ status: 422, body: { errorCode: 'COLLECTION_CUSTOMER_MISMATCH', fields: ['proof.number', 'proof.name', 'proof.email'] } });
    expect(await statusOf(made.id)).toEqual({ status: 'paid', method: null });

    // As a seller types them: case, accents, hyphens and spaces around do not matter.
    const key = randomUUID();
    const handed = await handOverCollection(app, shop.seller.token, shop.stand.id, made.id, manualProof(made, { name: '  lea dupont martin ', email: ' Lea.Dupont@TEST.local ' }), key);
    expect(handed).toMatchObject({ status: 200, body: { status: 'exchanged', handoverMethod: 'manual', handedOverStandName: 'Hall', handedOverByName: expect.any(String), handedOverAt: expect.any(String) } });
    // The same tablet's retry gets the same answer.
    expect(await handOverCollection(app, shop.seller.token, shop.stand.id, made.id, manualProof(made, { name: 'Léa Dupont-Martin', email: 'lea.dupont@test.local' }), key)).toMatchObject({ status: 200, body: { handedOverAt: handed.body.handedOverAt, handoverMethod: 'manual' } });
    const [row] = await app.db.select().from(orders).where(eq(orders.id, made.id));
    expect(row).toMatchObject({ status: 'exchanged', handoverMethod: 'manual', handedOverBy: shop.seller.user.id, handedOverStandId: shop.stand.id });
    // Shown where handovers are shown: the stand's handed-over list.
    const shown = (await list(shop.seller.token, shop.stand.id, '?state=handedOver')).body.data.find((entry: { orderId: string }) => entry.orderId === made.id);
    expect(shown).toMatchObject({ handoverMethod: 'manual', handedOverByName: handed.body.handedOverByName });
    // Still not the buyer's e-mail at the stand.
    expect(JSON.stringify(shown)).not.toContain('lea.dupont@');
  });

  it('manual tries are counted per order: after ten, the order waits (TOO_MANY_REQUESTS), even for the right details', async () => {
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.M, quantity: 1 }]);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await handOverCollection(app, shop.seller.token, shop.stand.id, made.id, manualProof(made, { email: `guess-${attempt}@test.local` }))).toMatchObject({ status: 422 });
    }
    expect(await handOverCollection(app, shop.seller.token, shop.stand.id, made.id, manualProof(made))).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS' } });
    // The scan is not counted: the spectator who finds their phone again is served.
    expect(await handOverCollection(app, shop.seller.token, shop.stand.id, made.id, scanProof(made))).toMatchObject({ status: 200, body: { handoverMethod: 'scan' } });
  });

  it('the orders’ own status route hands nothing over either: a shop order moves only at its collection stand', async () => {
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.M, quantity: 1 }]);
    for (const status of ['prepared', 'finished', 'exchanged']) {
      expect(await app.api(`/v1/orders/${made.id}`, { method: 'PATCH', token: shop.manager.token, body: { status } })).toMatchObject({ status: 409, body: { errorCode: 'ORDER_STATUS_NOT_ALLOWED' } });
    }
    expect(await statusOf(made.id)).toEqual({ status: 'paid', method: null });
  });

  it('every shop order gets its own secret with the order; a stand sale has none', async () => {
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.M, quantity: 1 }]);
    const [row] = await app.db.select({ secret: orders.collectionSecret }).from(orders).where(eq(orders.id, made.id));
    expect(made.collectionCode).toBe(`merch-order:v2:${made.id}:${row!.secret}`);
    const standSales = await app.db.select({ secret: orders.collectionSecret }).from(orders).where(eq(orders.channel, 'event'));
    expect(standSales.every((sale) => sale.secret === null)).toBe(true);
  });

  it('the migration’s backfill gives every older shop order a secret of its own, and leaves stand sales alone', async () => {
    const first = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.M, quantity: 1 }]);
    const second = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.M, quantity: 1 }]);
    await app.db.update(orders).set({ collectionSecret: null }).where(inArray(orders.id, [first.id, second.id]));
    await app.db.execute(sql.raw(backfillStatement()));
    const rows = await app.db.select({ id: orders.id, secret: orders.collectionSecret }).from(orders).where(inArray(orders.id, [first.id, second.id]));
    expect(rows.map((row) => row.secret)).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expect.stringMatching(/^[A-Za-z0-9_-]{43}$/)]);
    expect(rows[0]!.secret).not.toBe(rows[1]!.secret);
    // The backfilled secret works like a new one, read through the confirmation's answer.
    const secret = rows.find((row) => row.id === first.id)!.secret!;
    expect(await handOverCollection(app, shop.seller.token, shop.stand.id, first.id, { method: 'scan', secret })).toMatchObject({ status: 200, body: { handoverMethod: 'scan' } });
  });
});

/** The hand-written UPDATE of the migrations (whatever the file is named once regenerated at merge). */
function backfillStatement(): string {
  const folder = path.join(process.cwd(), 'lib/db/migrations');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
    const statement = readFileSync(path.join(folder, file), 'utf8')
      .split('--> statement-breakpoint')
      .map((part) => part.replace(/^\s*--.*$/gm, '').trim())
      .find((part) => part.startsWith('UPDATE "orders" SET "collection_secret"'));
    if (statement) return statement;
  }
  throw new Error('no backfill of orders.collection_secret in lib/db/migrations');
}

// Only PostgreSQL runs requests truly in parallel (PGlite has one connection).
describe.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')('collection at the stand: two tablets at once', () => {
  it('one order handed over from eight tablets at the same moment: one handover, seven ORDER_ALREADY_HANDED_OVER', async () => {
    const shop = await createOpenedShop(app);
    const made = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.M, quantity: 1 }]);
    const tablets = Array.from({ length: 8 }, (_, index) => (index % 2 ? shop.manager.token : shop.seller.token));
    const answers = await Promise.all(tablets.map((token) => handOverCollection(app, token, shop.stand.id, made.id, scanProof(made))));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409 && answer.body.errorCode === 'ORDER_ALREADY_HANDED_OVER')).toHaveLength(7);
  });
});
