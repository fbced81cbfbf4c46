import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalRecords } from '@/lib/db/schema';
import { verifyChain } from '@/lib/journal/verify-chain';
import { cashSale, changeStatus, createSellingTour, sold, type SellingTour } from '../../support/orders';
import { createOpenedShop, paidShopOrder } from '../../support/shop-orders';
import { startTestApp, type TestApp } from '../../support/test-app';

/*
 * Issue #27: a stand's cash movements and the cancellation of a paid sale are records of the sales chain, in the
 * transaction that makes them; a cancellation moves no grand total (its money is the refund's), and an unpaid order
 * canceled was never a sale of the journal.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const recordsOf = (clientId: string, chain: 'sales' | 'technical') =>
  app.db.select().from(journalRecords).where(and(eq(journalRecords.clientId, clientId), eq(journalRecords.chain, chain))).orderBy(asc(journalRecords.sequence));

function move(tour: SellingTour, body: unknown, key = randomUUID()) {
  return app.api(`/v1/stands/${tour.stand.id}/cash-movements`, { method: 'POST', token: tour.seller.token, body, headers: { 'Idempotency-Key': key } });
}

describe('cash movements in the sales chain', () => {
  it('records each movement once, with its direction and positive cents, after the sale and without moving the totals', async () => {
    const tour = await createSellingTour(app);
    const clientId = tour.manager.user.clientId!;
    await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 2 }]));
    const key = randomUUID();
    const put = await move(tour, { direction: 'in', amount: 2000, reason: 'Monnaie de la banque' }, key);
    expect(put.status).toBe(201);
    // The same key again: the same movement, no second record.
    expect((await move(tour, { direction: 'in', amount: 2000, reason: 'Monnaie de la banque' }, key)).status).toBe(201);
    const taken = await move(tour, { direction: 'out', amount: 1500, reason: 'Dépôt à la banque' });
    expect(taken.status).toBe(201);

    const records = await recordsOf(clientId, 'sales');
    expect(records.map((record) => [record.sequence, record.kind, record.subjectId])).toEqual([
      [1, 'sale', expect.any(String)],
      [2, 'cashMovement', put.body.id],
      [3, 'cashMovement', taken.body.id],
    ]);
    expect(records[1]!.content).toMatchObject({ format: 1, movementId: put.body.id, eventId: tour.event.id, standId: tour.stand.id, deviceId: null, userId: tour.seller.user.id, direction: 'in', amount: 2000, reason: 'Monnaie de la banque', grandTotals: { sales: 5000, refunds: 0 } });
    expect(records[2]!.content).toMatchObject({ direction: 'out', amount: 1500, reason: 'Dépôt à la banque', grandTotals: { sales: 5000, refunds: 0 } });
    expect(await verifyChain(app.db, clientId, 'sales')).toMatchObject({ records: 3, firstBreak: null, grandTotals: { sales: 5000, refunds: 0 } });
  });
});

describe('cancellations in the sales chain', () => {
  it('a paid click-and-collect order never collected: refund, then cancellation, counted once in the grand totals', async () => {
    const shop = await createOpenedShop(app);
    const clientId = shop.manager.user.clientId!;
    // 2 × 25 € + 30 € = 80 €, paid by card online.
    const paid = await paidShopOrder(app, shop.shop.id, [
      { productVariantId: shop.sizes.M, quantity: 2 },
      { productVariantId: shop.vinylVariant, quantity: 1 },
    ]);
    const key = randomUUID();
    const answer = await app.api(`/v1/orders/${paid.id}/no-show`, { method: 'POST', token: shop.manager.token, headers: { 'Idempotency-Key': key } });
    expect(answer.status).toBe(200);
    expect((await app.api(`/v1/orders/${paid.id}/no-show`, { method: 'POST', token: shop.manager.token, headers: { 'Idempotency-Key': key } })).status).toBe(200);

    const sales = await recordsOf(clientId, 'sales');
    expect(sales.map((record) => record.kind)).toEqual(['sale', 'refund', 'cancellation']);
    const [, given, canceled] = sales;
    expect(given!.content).toMatchObject({ orderId: paid.id, amount: 8000, grandTotals: { sales: 8000, refunds: 8000 } });
    expect(canceled!.subjectId).toBe(paid.id);
    expect(canceled!.content).toMatchObject({
      format: 1,
      orderId: paid.id,
      ticketNumber: expect.any(Number),
      eventId: shop.event.id,
      standId: null,
      shopId: shop.shop.id,
      userId: shop.manager.user.id,
      reason: 'Commande non retirée',
      refundId: given!.subjectId,
      amountGivenBack: 8000,
      // Unchanged by the cancellation: the refund counted the 80 € already.
      grandTotals: { sales: 8000, refunds: 8000 },
    });
    expect(await verifyChain(app.db, clientId, 'sales')).toMatchObject({ records: 3, firstBreak: null, grandTotals: { sales: 8000, refunds: 8000 } });

    const technical = (await recordsOf(clientId, 'technical')).filter((record) => record.kind === 'refund' || record.kind === 'cancellation');
    expect(technical.map((record) => [record.kind, record.content])).toEqual([
      ['refund', expect.objectContaining({ userId: shop.manager.user.id, subjectId: given!.subjectId, orderId: paid.id, method: 'card', amount: 8000 })],
      ['cancellation', expect.objectContaining({ userId: shop.manager.user.id, subjectId: paid.id, amountGivenBack: 8000 })],
    ]);
    expect(await verifyChain(app.db, clientId, 'technical')).toMatchObject({ firstBreak: null });
  });

  it('an unpaid order canceled was never a sale: nothing in the sales chain', async () => {
    const tour = await createSellingTour(app);
    const pending = await sold(app, tour.seller.token, { eventId: tour.event.id, standId: tour.stand.id, items: [{ productVariantId: tour.sizes.S, quantity: 1 }], payment: { method: 'card' } });
    expect((await changeStatus(app, tour.seller.token, pending.id, 'canceled')).status).toBe(200);
    expect(await recordsOf(tour.manager.user.clientId!, 'sales')).toEqual([]);
  });
});
