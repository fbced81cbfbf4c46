import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '@/lib/db/schema';
import { cashSale, createSellingTour, sell, sold, type SellingTour } from '../../support/orders';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** 2 M T-shirts (2 × 25,00 €) and a vinyl (30,00 €): 80,00 € before any discount. */
const basket = (tour: SellingTour, extra: Record<string, unknown> = {}, tshirtLine: Record<string, unknown> = {}) => ({
  ...cashSale(tour, [
    { productVariantId: tour.sizes.M, quantity: 2, ...tshirtLine },
    { productVariantId: tour.vinylVariant, quantity: 1 },
  ]),
  ...extra,
});

describe('discounts at the register', () => {
  it('spreads a basket percentage over the lines in proportion: the total exact, each line’s VAT on its own total', async () => {
    const tour = await createSellingTour(app);
    const order = await sold(app, tour.seller.token, basket(tour, { basketDiscount: { percent: 12.5 } }));
    // 12,5 % of 80,00 = 10,00 €: 6,25 on the T-shirts (50/80), 3,75 on the vinyl (30/80).
    expect(order).toMatchObject({ totalInclVat: 7000, totalDiscount: 1000 });
    expect(order.items.map((item) => [item.discount, item.lineTotal, item.lineVat])).toEqual([
      [625, 4375, 729],
      [375, 2625, 438],
    ]);
    expect(order.totalVat).toBe(order.items.reduce((sum, item) => sum + item.lineVat, 0));
  });

  it('takes a basket amount after the lines’ own discounts, the odd cent to the largest remainder', async () => {
    const tour = await createSellingTour(app);
    // The T-shirts' own 5,00 €, then 10,00 € off the 75,00 € left: 45/75 and 30/75 of it.
    const order = await sold(app, tour.seller.token, basket(tour, { basketDiscount: { amount: 1000 } }, { discount: 500 }));
    expect(order.items.map((item) => [item.discount, item.lineTotal])).toEqual([
      [500 + 600, 3900],
      [400, 2600],
    ]);
    expect(order).toMatchObject({ totalInclVat: 6500, totalDiscount: 1500 });
    // 1 cent over two equal lines: the earlier one takes it, the total still exact.
    const odd = await sold(app, tour.seller.token, { ...cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }, { productVariantId: tour.sizes.M, quantity: 1 }]), basketDiscount: { amount: 1 } });
    expect(odd.items.map((item) => item.discount)).toEqual([1, 0]);
    expect(odd.totalInclVat).toBe(4999);
  });

  it('asks why a line or a basket is given away, and keeps the reason on each line for the settlement’s comps', async () => {
    const tour = await createSellingTour(app);
    expect(await sell(app, tour.seller.token, basket(tour, {}, { discount: 5000 }))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['items.0.discountReason'] } });
    expect(await sell(app, tour.seller.token, basket(tour, { basketDiscount: { percent: 100 } }))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['basketDiscountReason'] } });

    const comp = await sold(app, tour.seller.token, basket(tour, {}, { discount: 5000, discountReason: 'Invitation' }));
    expect(comp.items.map((item) => [item.discountReason, item.lineTotal])).toEqual([
      ['Invitation', 0],
      [null, 3000],
    ]);
    const band = await sold(app, tour.seller.token, basket(tour, { basketDiscount: { percent: 100 }, basketDiscountReason: 'Groupe' }));
    expect(band).toMatchObject({ totalInclVat: 0, totalDiscount: 8000 });
    const stored = await app.db.select({ reason: orderItems.discountReason, discount: orderItems.discount }).from(orderItems).where(eq(orderItems.orderId, band.id));
    expect(stored.map((row) => [row.reason, row.discount]).sort()).toEqual([
      ['Groupe', 3000],
      ['Groupe', 5000],
    ]);
  });

  it('refuses a basket discount of nothing or over 100 %', async () => {
    const tour = await createSellingTour(app);
    for (const basketDiscount of [{ percent: 0 }, { percent: 100.5 }, { amount: 0 }, { percent: 10.001 }]) {
      expect(await sell(app, tour.seller.token, basket(tour, { basketDiscount }))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    }
  });
});
