import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, orders, projects, stands } from '@/lib/db/schema';
import { cashSale, createSellingTour, sell, sold } from '../../support/orders';
import { expectLedgerBalanced, ledgerOf, levelOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager, createSeller, createStand, createTeamMember } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('POST /v1/orders-event', () => {
  it('records a cash sale: prices and VAT of the moment, totals, change, ticket number, and the units leave the stand through the ledger', async () => {
    const tour = await createSellingTour(app);
    const response = await sell(app, tour.seller.token, {
      ...cashSale(tour, [
        { productVariantId: tour.sizes.M, quantity: 2, discount: 500 },
        { productVariantId: tour.vinylVariant, quantity: 1 },
      ], 10_000),
      customerEmail: 'Fan@Example.com',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'finished',
      channel: 'event',
      paymentMethod: 'cash',
      ticketNumber: 1,
      totalInclVat: 7500,
      totalDiscount: 500,
      totalVat: 1250,
      totalExclVat: 6250,
      vatLines: [{ rate: 20, base: 6250, vat: 1250 }],
      amountTendered: 10_000,
      changeGiven: 2500,
      customerEmail: 'fan@example.com',
      sellerUserId: tour.seller.user.id,
      payments: [{ method: 'cash', status: 'succeeded', amount: 7500 }],
    });
    expect(response.body.items).toMatchObject([
      { productTitle: 'T-shirt Tournée', quantity: 2, unitPrice: 2500, vatRate: 20, discount: 500, lineTotal: 4500, lineVat: 750 },
      { productTitle: 'Vinyle', variantTitle: null, quantity: 1, unitPrice: 3000, lineTotal: 3000, lineVat: 500 },
    ]);
    expect(response.body.receiptUrl).toMatch(/^\/receipts\/[0-9a-f-]{36}\?token=[\w-]{32}$/);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(18);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.vinylVariant)).toBe(7);
    const sold = (await ledgerOf(app.db, tour.tour.id)).filter((row) => row.kind === 'order');
    expect(sold.map((row) => row.delta).sort()).toEqual([-1, -2]);
    await expectLedgerBalanced(app.db, tour.tour.id);

    const second = await sell(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    expect(second.body.ticketNumber).toBe(2);
  });

  it('names the size of a T-shirt’s default variant on its line, and no variant for a product without options (issue #24)', async () => {
    const tour = await createSellingTour(app);
    const variants = tour.tshirt.variants as { id: string; isDefault: boolean; title: string }[];
    const byDefault = variants.find((variant) => variant.isDefault)!;
    expect(byDefault.title).toMatch(/^Noir \/ [SML]$/);
    const sale = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: byDefault.id, quantity: 1 }, { productVariantId: tour.vinylVariant, quantity: 1 }]));
    expect(sale.items.map((item) => [item.productTitle, item.variantTitle])).toEqual([
      ['T-shirt Tournée', byDefault.title],
      ['Vinyle', null],
    ]);
  });

  it('keeps the price of the moment when the catalogue changes later', async () => {
    const tour = await createSellingTour(app);
    const sale = await sell(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.vinylVariant, quantity: 1 }]));
    await app.api(`/v1/products/${tour.vinyl.id}`, { method: 'PATCH', token: tour.manager.token, body: { price: 9900 } });
    const [stored] = await app.db.select().from(orders).where(eq(orders.id, sale.body.id));
    expect(stored!.totalInclVat).toBe(3000);
  });

  it('replays a retried sale instead of selling twice, and refuses the key with another basket', async () => {
    const tour = await createSellingTour(app);
    const key = randomUUID();
    const body = cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 3 }]);
    const first = await sell(app, tour.seller.token, body, key);
    const again = await sell(app, tour.seller.token, body, key);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(7);
    const other = await sell(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 4 }]), key);
    expect(other).toMatchObject({ status: 422, body: { errorCode: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(await sell(app, tour.seller.token, body, null)).toMatchObject({ status: 400, body: { errorCode: 'IDEMPOTENCY_KEY_REQUIRED' } });
  });

  it('refuses what cannot be sold, each with its code, and moves nothing', async () => {
    const tour = await createSellingTour(app);
    const line = { productVariantId: tour.sizes.S, quantity: 1 };
    expect(await sell(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 11 }]))).toMatchObject({ status: 409, body: { errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY', fields: ['items.0.quantity'] } });
    expect(await sell(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.L, quantity: 1 }]))).toMatchObject({ status: 409, body: { errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY' } });
    // The order's insert takes the units first: a short second line undoes the first line's take and the ticket.
    expect(await sell(app, tour.seller.token, cashSale(tour, [line, { productVariantId: tour.sizes.L, quantity: 1 }]))).toMatchObject({ status: 409, body: { errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY', fields: ['items.1.quantity'] } });
    expect(await sell(app, tour.seller.token, cashSale(tour, [{ ...line, discount: 2501 }]))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['items.0.discount'] } });
    expect(await sell(app, tour.seller.token, cashSale(tour, [{ ...line, quantity: 0 }]))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    expect(await sell(app, tour.seller.token, cashSale(tour, [line], 2000))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['payment.amountTendered'] } });
    const otherTour = await createSellingTour(app);
    expect(await sell(app, tour.seller.token, cashSale(tour, [{ productVariantId: otherTour.sizes.S, quantity: 1 }]))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['items.0.productVariantId'] } });

    await app.db.update(stands).set({ isCashCompatible: false }).where(eq(stands.id, tour.stand.id));
    expect(await sell(app, tour.seller.token, cashSale(tour, [line]))).toMatchObject({ status: 422, body: { errorCode: 'STAND_NOT_CASH_COMPATIBLE' } });
    await app.db.update(stands).set({ isCashCompatible: true, status: 'closed' }).where(eq(stands.id, tour.stand.id));
    expect(await sell(app, tour.seller.token, cashSale(tour, [line]))).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    await app.db.update(stands).set({ status: 'opened' }).where(eq(stands.id, tour.stand.id));
    await app.db.update(events).set({ status: 'finished' }).where(eq(events.id, tour.event.id));
    expect(await sell(app, tour.seller.token, cashSale(tour, [line]))).toMatchObject({ status: 409, body: { errorCode: 'ORDERS_ENDED_ON_EVENT' } });
    await app.db.update(events).set({ status: 'inProgress' }).where(eq(events.id, tour.event.id));
    await app.db.update(projects).set({ status: 'archived' }).where(eq(projects.id, tour.tour.id));
    expect(await sell(app, tour.seller.token, cashSale(tour, [line]))).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });

    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(10);
    expect(await app.db.select().from(orders).where(eq(orders.projectId, tour.tour.id))).toHaveLength(0);
    expect((await ledgerOf(app.db, tour.tour.id)).filter((row) => row.kind === 'order')).toHaveLength(0);
    const [stand] = await app.db.select({ lastTicketNumber: stands.lastTicketNumber }).from(stands).where(eq(stands.id, tour.stand.id));
    expect(stand!.lastTicketNumber).toBe(0);
  });

  it('lets the stand’s sellers and the tour’s writers sell; refuses everyone else', async () => {
    const tour = await createSellingTour(app);
    const body = () => cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]);
    expect((await sell(app, tour.manager.token, body())).status).toBe(201);
    const projectManager = await createTeamMember(app.db, tour.tour.id, 'projectManager');
    expect((await sell(app, projectManager.token, body())).status).toBe(201);
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect(await sell(app, viewer.token, body())).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    const otherStandSeller = await createSeller(app.db, [tour.tour.id]);
    await createStand(app.db, tour.event, { name: 'Mezzanine' }, [otherStandSeller.user.id]);
    expect(await sell(app, otherStandSeller.token, body())).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    const stranger = await createManager(app.db);
    expect(await sell(app, stranger.token, body())).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    const otherTourSeller = await createSeller(app.db);
    expect(await sell(app, otherTourSeller.token, body())).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    expect(await sell(app, undefined, body())).toMatchObject({ status: 401 });
  });

  it('takes a card sale to the reader: units held while pending; approved finishes it, declined gives them back', async () => {
    const tour = await createSellingTour(app);
    const card = { eventId: tour.event.id, standId: tour.stand.id, items: [{ productVariantId: tour.sizes.M, quantity: 2 }], payment: { method: 'card' } };
    const pending = await sell(app, tour.seller.token, card);
    expect(pending.body).toMatchObject({ status: 'inProgress', payments: [{ method: 'card', status: 'pending', provider: 'sandbox', providerPaymentId: expect.stringMatching(/^sandbox_/) }] });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(18);
    const approved = await app.api(`/v1/payments/${pending.body.payments[0].id}/sandbox-outcome`, { method: 'POST', token: tour.seller.token, body: { outcome: 'approve' } });
    expect(approved.body).toMatchObject({ status: 'finished', payments: [{ status: 'succeeded' }] });
    expect(approved.body.paidAt).not.toBeNull();

    const declinedSale = await sell(app, tour.seller.token, card);
    const declined = await app.api(`/v1/payments/${declinedSale.body.payments[0].id}/sandbox-outcome`, { method: 'POST', token: tour.seller.token, body: { outcome: 'decline' } });
    expect(declined.body).toMatchObject({ status: 'canceled', payments: [{ status: 'failed', failureCode: 'sandbox_declined' }] });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(18);
    const twice = await app.api(`/v1/payments/${declinedSale.body.payments[0].id}/sandbox-outcome`, { method: 'POST', token: tour.seller.token, body: { outcome: 'approve' } });
    expect(twice).toMatchObject({ status: 409, body: { errorCode: 'PAYMENT_NOT_PENDING' } });
    const stranger = await createManager(app.db);
    expect((await app.api(`/v1/payments/${declinedSale.body.payments[0].id}/sandbox-outcome`, { method: 'POST', token: stranger.token, body: { outcome: 'approve' } })).status).toBe(404);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });
});
