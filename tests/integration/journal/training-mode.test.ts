import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClosingView } from '@/features/journal/types';
import type { TrainingSaleView } from '@/features/orders/types';
import { toParisDate } from '@/lib/datetime/paris-time';
import { journalRecords, orders, stands } from '@/lib/db/schema';
import { verifyChain } from '@/lib/journal/verify-chain';
import { cashSale, createSellingTour, sold, type SellingTour } from '../../support/orders';
import { levelOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';

/*
 * Issue #27, the training mode: a training sale is priced and checked as a sale is, and its only trace is a record of
 * the organisation's `training` chain. Every total, the stock, the stand's report and Z, the FEC and the sales chain
 * read the same before and after it.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const clientOf = (tour: SellingTour) => tour.manager.user.clientId!;

function train(tour: SellingTour, body: unknown, options: { token?: string; key?: string | null; standId?: string } = {}) {
  const key = options.key === undefined ? randomUUID() : options.key;
  return app.api(`/v1/stands/${options.standId ?? tour.stand.id}/training-sales`, { method: 'POST', token: options.token ?? tour.seller.token, body, headers: key ? { 'Idempotency-Key': key } : {} });
}

const basket = (tour: SellingTour) => ({
  items: [
    { productVariantId: tour.sizes.M, quantity: 2, discount: 500 },
    { productVariantId: tour.vinylVariant, quantity: 1 },
  ],
  payment: { method: 'cash', amountTendered: 10_000 },
});

/** An answer without the time it was read at, which is all that differs between two reads of the same figures. */
const withoutReadAt = (body: unknown) => ({ ...(body as object), readAt: undefined });

/** Everything a training sale must leave as it was: each read as the manager sees it. */
async function figures(tour: SellingTour) {
  const token = tour.manager.token;
  const [takings, report, list] = await Promise.all([
    app.api(`/v1/events/${tour.event.id}/takings`, { token }),
    app.api(`/v1/stands/${tour.stand.id}/shift-report`, { token }),
    app.api(`/v1/orders?eventId=${tour.event.id}`, { token }),
  ]);
  const fec = await fetch(`${app.baseUrl}/api/v1/journal/fec?from=${toParisDate(new Date())}&to=${toParisDate(new Date())}`, { headers: { Authorization: `Bearer ${token}` } });
  const [stand] = await app.db.select({ lastTicketNumber: stands.lastTicketNumber }).from(stands).where(eq(stands.id, tour.stand.id));
  return {
    takings: withoutReadAt(takings.body),
    report: withoutReadAt(report.body),
    orders: (list.body as { meta: { total: number } }).meta.total,
    fec: await fec.text(),
    ticket: stand!.lastTicketNumber,
    stock: [await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M), await levelOf(app.db, tour.stand.inventoryId, tour.vinylVariant)],
    sales: await verifyChain(app.db, clientOf(tour), 'sales'),
  };
}

describe('POST /v1/stands/{id}/training-sales', () => {
  it('answers a receipt priced as the till would, kept only in the training chain', async () => {
    const tour = await createSellingTour(app);
    await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    const before = await figures(tour);
    // The figures are the real sale's: one order, its FEC lines, its units gone.
    expect(before).toMatchObject({ orders: 1, ticket: 1, stock: [20, 8], sales: { records: 1, grandTotals: { sales: 2500 } } });
    expect(before.fec).toContain('Ventes');

    const answer = await train(tour, basket(tour));
    expect(answer.status).toBe(201);
    const sale = answer.body as TrainingSaleView;
    // 2 × 25 € − 5 € + 30 € = 75 €; 100 € handed over, 25 € back. VAT 20 % inside: 12,50 €.
    expect(sale).toMatchObject({ training: true, standId: tour.stand.id, totalInclVat: 7500, totalVat: 1250, totalDiscount: 500, paymentMethod: 'cash', amountTendered: 10_000, changeGiven: 2500 });
    expect(sale.items.map((item) => [item.quantity, item.lineTotal])).toEqual([
      [2, 4500],
      [1, 3000],
    ]);
    expect(sale.journal).toEqual({ sequence: 1, shortHash: expect.stringMatching(/^[0-9A-F]{8}$/) });

    expect(await figures(tour)).toEqual(before);
    expect(await app.db.select().from(orders).where(eq(orders.standId, tour.stand.id))).toHaveLength(1);
    const training = await app.db.select().from(journalRecords).where(and(eq(journalRecords.clientId, clientOf(tour)), eq(journalRecords.chain, 'training')));
    expect(training.map((record) => [record.kind, record.subjectId])).toEqual([['sale', sale.id]]);
    expect(training[0]!.content).toMatchObject({ training: true, standId: tour.stand.id, sellerUserId: tour.seller.user.id, totals: { inclVat: 7500 } });
  });

  it("leaves the stand's Z as it was, and the training chain verifies with its own totals", async () => {
    const tour = await createSellingTour(app);
    await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    expect((await train(tour, basket(tour))).status).toBe(201);
    expect((await train(tour, { items: [{ productVariantId: tour.sizes.S, quantity: 1 }], payments: [{ method: 'cash', amount: 1000 }, { method: 'card', amount: 1500 }] })).status).toBe(201);

    const closing = await app.api(`/v1/stands/${tour.stand.id}/closings`, { method: 'POST', token: tour.seller.token });
    expect(closing.status).toBe(201);
    expect((closing.body as ClosingView).figures).toMatchObject({ records: 1, sales: { count: 1, inclVat: 2500 } });
    expect(await verifyChain(app.db, clientOf(tour), 'training')).toMatchObject({ records: 2, firstBreak: null, grandTotals: { sales: 10_000, refunds: 0 } });
    expect(await verifyChain(app.db, clientOf(tour), 'sales')).toMatchObject({ firstBreak: null, grandTotals: { sales: 2500, refunds: 0 } });
    // The organisation's check reads the training chain too.
    const check = await app.api('/v1/journal/verification', { token: tour.manager.token });
    expect(check.status).toBe(200);
    expect(JSON.stringify(check.body)).toContain('"training"');
  });

  it('answers the same receipt to the same key, and refuses the key with another basket', async () => {
    const tour = await createSellingTour(app);
    const key = randomUUID();
    const first = await train(tour, basket(tour), { key });
    const again = await train(tour, basket(tour), { key });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    const other = await train(tour, { ...basket(tour), items: [{ productVariantId: tour.sizes.S, quantity: 1 }] }, { key });
    expect(other).toMatchObject({ status: 422, body: { errorCode: 'IDEMPOTENCY_KEY_REUSED' } });
    const records = await app.db.select().from(journalRecords).where(and(eq(journalRecords.clientId, clientOf(tour)), eq(journalRecords.chain, 'training'))).orderBy(asc(journalRecords.sequence));
    expect(records).toHaveLength(1);
    expect((await train(tour, basket(tour), { key: null })).body).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REQUIRED' });
  });

  it('refuses what the till refuses: short cash, an unknown variant, a closed stand, a stranger', async () => {
    const tour = await createSellingTour(app);
    expect(await train(tour, { ...basket(tour), payment: { method: 'cash', amountTendered: 1000 } })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['payment.amountTendered'] } });
    expect(await train(tour, { ...basket(tour), items: [{ productVariantId: randomUUID(), quantity: 1 }] })).toMatchObject({ status: 400, body: { fields: ['items.0.productVariantId'] } });
    expect(await train(tour, { items: [], payment: { method: 'card' } })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    const stranger = await createSellingTour(app);
    expect((await train(tour, basket(tour), { token: stranger.manager.token })).status).toBe(404);
    expect((await train(tour, basket(tour), { standId: randomUUID() })).status).toBe(404);
    await app.db.update(stands).set({ status: 'closed' }).where(eq(stands.id, tour.stand.id));
    expect((await train(tour, basket(tour))).status).toBe(403);
    expect(await app.db.select().from(journalRecords).where(and(eq(journalRecords.clientId, clientOf(tour)), eq(journalRecords.chain, 'training')))).toHaveLength(0);
  });
});
