import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettlementView } from '@/features/closing/settlement-types';
import { orderItems } from '@/lib/db/schema';
import { exclVatInside } from '@/lib/money/vat';
import { closeBody, closingData, createClosingTour, putClose } from '../../support/closing';
import { createSellingTour, refund, sell, sold, type SellingTour } from '../../support/orders';
import { ledgerOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A vinyl (30,00 € at 20 %) and 2 custom « Affiche dédicacée » at 12,00 € and 5,5 %, paid cash. */
const saleWithCustomLine = (tour: SellingTour, custom: Record<string, unknown> = { label: 'Affiche dédicacée', unitPrice: 1200, vatRate: 5.5 }) => ({
  eventId: tour.event.id,
  standId: tour.stand.id,
  items: [
    { productVariantId: tour.vinylVariant, quantity: 1 },
    { custom, quantity: 2 },
  ],
  payment: { method: 'cash', amountTendered: 100_000 },
});

describe('a custom-amount line (Article libre)', () => {
  it('sells with its own price and VAT rate, stored with no product, variant nor stock item, and no ledger row', async () => {
    const tour = await createSellingTour(app);
    const ledgerBefore = await ledgerOf(app.db, tour.tour.id);
    const order = await sold(app, tour.seller.token, saleWithCustomLine(tour));
    expect(order).toMatchObject({ totalInclVat: 3000 + 2400 });
    // VAT inside each line at its own rate: 30,00 at 20 % is 5,00; 24,00 at 5,5 % is 1,25.
    expect(order.items.map((item) => [item.custom, item.productTitle, item.lineTotal, item.lineVat])).toEqual([
      [false, expect.any(String), 3000, 500],
      [true, 'Affiche dédicacée', 2400, 125],
    ]);
    expect(order.totalVat).toBe(625);
    const [stored] = await app.db.select().from(orderItems).where(eq(orderItems.id, order.items[1]!.id));
    expect(stored).toMatchObject({ custom: true, productId: null, productVariantId: null, inventoryItemId: null, category: 'other', vatRate: 5.5 });
    // Only the vinyl left the shelf.
    const added = (await ledgerOf(app.db, tour.tour.id)).slice(ledgerBefore.length);
    expect(added.map((row) => [row.kind, row.delta])).toEqual([['order', -1]]);
  });

  it('refuses a label too long, a price of nothing and a VAT rate the catalogue does not offer', async () => {
    const tour = await createSellingTour(app);
    for (const custom of [
      { label: 'x'.repeat(81), unitPrice: 1200, vatRate: 20 },
      { label: ' ', unitPrice: 1200, vatRate: 20 },
      { label: 'Affiche', unitPrice: 0, vatRate: 20 },
      { label: 'Affiche', unitPrice: 1200, vatRate: 7 },
    ]) {
      expect(await sell(app, tour.seller.token, saleWithCustomLine(tour, custom))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    }
  });

  it('refunds a custom line as money only: no unit goes back to a shelf', async () => {
    const tour = await createSellingTour(app);
    const order = await sold(app, tour.seller.token, saleWithCustomLine(tour));
    const ledgerBefore = await ledgerOf(app.db, tour.tour.id);
    const refunded = await refund(app, tour.seller.token, order.id, { items: [{ orderItemId: order.items[1]!.id, quantity: 1 }], method: 'cash' });
    expect(refunded).toMatchObject({ status: 201, body: { refundedAmount: 1200 } });
    expect(refunded.body.items[1]).toMatchObject({ custom: true, refundedQuantity: 1 });
    expect(await ledgerOf(app.db, tour.tour.id)).toHaveLength(ledgerBefore.length);
  });

  it('counts in the settlement’s money (category other, its VAT rate) and has its own row without stock figures; the closing’s sold per variant leaves it out', async () => {
    const tour = await createClosingTour(app);
    await sold(app, tour.seller.token, saleWithCustomLine(tour));
    const closing = await closingData(app, tour.manager.token, tour.event.id);
    expect(closing.stands[0]!.sold).toEqual([expect.objectContaining({ productVariantId: tour.vinylVariant, quantity: 1 })]);
    const closed = await putClose(app, tour.manager.token, tour.event.id, closeBody(tour));
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);

    const settlement = await app.api(`/v1/events/${tour.event.id}/settlement`, { token: tour.manager.token });
    expect(settlement.status).toBe(200);
    const stand = (settlement.body as SettlementView).stands[0]!;
    expect(stand.money.takings.total.net).toBe(5400);
    expect(stand.money.vatLines).toEqual(expect.arrayContaining([expect.objectContaining({ rate: 5.5, gross: 2400 })]));
    expect(stand.money.byCategory.other).toBe(2400);
    expect(stand.money.byCategoryExclVat.other).toBe(exclVatInside(2400, 5.5));
    expect(stand.variants.find((variant) => variant.custom)).toMatchObject({ productVariantId: null, productTitle: 'Affiche dédicacée', sold: 2, gross: 2400, countIn: 0, countOut: 0, expectedSold: 0, variance: 0 });
    expect(stand.variants.find((variant) => variant.productVariantId === tour.vinylVariant)).toMatchObject({ custom: false, sold: 1 });
  });

  it('answers another organisation 404 as before', async () => {
    const tour = await createSellingTour(app);
    const stranger = await createManager(app.db);
    expect(await sell(app, stranger.token, saleWithCustomLine(tour))).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
  });
});
