import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportKeptDates } from '@/lib/db/schema';
import { closeBody, createClosingTour, putClose } from '../../support/closing';
import { offlineSale, registeredDevice } from '../../support/offline';
import { cashSale, sell, sold } from '../../support/orders';
import { startTestApp, type TestApp } from '../../support/test-app';

/*
 * Issue #29, the report at 100,000 orders: a closed date's rows are kept, and read again only when a post-closing
 * adjustment (the one way a closed date's orders change) moves their version.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function closedDate() {
  const tour = await createClosingTour(app);
  const sale = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 2 }]));
  const closed = await putClose(app, tour.manager.token, tour.event.id, closeBody(tour));
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  return { tour, sale };
}

const report = (token: string, projectId: string) => app.api(`/v1/projects/${projectId}/report`, { token });
const keptOf = async (eventId: string) => (await app.db.select().from(reportKeptDates).where(eq(reportKeptDates.eventId, eventId)))[0];

describe('a closed date’s report rows', () => {
  let date: Awaited<ReturnType<typeof closedDate>>;
  beforeAll(async () => {
    date = await closedDate();
  });

  it('are kept at the first report, and read from there while nothing moves them', async () => {
    const { tour } = date;
    const first = await report(tour.manager.token, tour.tour.id);
    expect(first.status).toBe(200);
    expect(first.body.takings.total).toEqual({ sales: 1, gross: 5000, refunded: 0, net: 5000 });
    const kept = await keptOf(tour.event.id);
    expect(kept).toMatchObject({ projectId: tour.tour.id, version: expect.stringMatching(/\|0\|$/) });

    // Proof that the second report reads the kept rows, not the orders: rows changed by hand show through.
    const rows = kept!.rows as { taken: { amount: number }[] };
    await app.db.update(reportKeptDates).set({ rows: { ...rows, taken: rows.taken.map((row) => ({ ...row, amount: row.amount + 1 })) } }).where(eq(reportKeptDates.eventId, tour.event.id));
    expect((await report(tour.manager.token, tour.tour.id)).body.takings.total.gross).toBe(5001);
  });

  it('are read again from the orders once an adjustment changes the date', async () => {
    const { tour, sale } = date;
    const adjusted = await app.api(`/v1/events/${tour.event.id}/adjustments`, {
      method: 'POST',
      token: tour.manager.token,
      headers: { 'Idempotency-Key': randomUUID() },
      body: { orderId: sale.id, items: [{ orderItemId: sale.items[0]!.id, quantity: 1 }], method: 'cash', destination: 'warehouse', reason: 'Revenu le lendemain' },
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(201);
    const after = await report(tour.manager.token, tour.tour.id);
    // The orders' figures again (the hand-made cent is gone), with the refund.
    expect(after.body.takings.total).toEqual({ sales: 1, gross: 5000, refunded: 2500, net: 2500 });
    expect(after.body.units).toBe(1);
    expect((await keptOf(tour.event.id))!.version).toMatch(/\|1\|/);
  });

  it('give the closed date’s VAT and fees as its settlement confirmed them, the same figures as the document', async () => {
    const { tour } = date;
    const { body } = await report(tour.manager.token, tour.tour.id);
    const settlement = (await app.api(`/v1/events/${tour.event.id}/settlement`, { token: tour.manager.token })).body;
    expect(body.vatAndFees.dates).toEqual([
      {
        eventId: tour.event.id,
        settlementNumber: settlement.number,
        exclVat: settlement.totals.money.exclVat,
        vat: settlement.totals.money.vat,
        vatLines: settlement.totals.money.vatLines,
        venueFee: settlement.totals.fees.venue.total,
        agentFee: null,
        cardFee: settlement.totals.fees.card,
      },
    ]);
    // 2 M at 25 € with 20 % VAT: 41,67 € excl. VAT, 8,33 € of VAT; the closing was before the adjustment's refund.
    expect(body.vatAndFees.totals).toMatchObject({ exclVat: 4167, vat: 833, venueFee: settlement.totals.fees.venue.total, agentFee: 0, cardFee: 0 });
    expect(body.vatAndFees.vatLines).toEqual([{ rate: 20, gross: 5000, exclVat: 4167, vat: 833 }]);
    expect(body.vatAndFees.datesWithout).toBe(0);
  });

  it('give a seller their own stands only, as the orders do', async () => {
    const { tour } = date;
    const own = await report(tour.mezzanineSeller.token, tour.tour.id);
    expect(own.body).toMatchObject({ scope: 'ownStands', units: 0, takings: { total: { net: 0 } }, vatAndFees: null });
    const hall = await report(tour.seller.token, tour.tour.id);
    expect(hall.body).toMatchObject({ scope: 'ownStands', units: 1, takings: { total: { net: 2500 } } });
  });
});

describe('a sale made offline that arrives after the closing', () => {
  it('is in the next report: the kept rows of its date are read again', async () => {
    const tour = await createClosingTour(app);
    const device = await registeredDevice(app, tour);
    expect((await sell(app, tour.seller.token, offlineSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }], { deviceId: device.deviceId, sequence: 1, minutesAgo: 30 }))).status).toBe(201);
    expect((await putClose(app, tour.manager.token, tour.event.id, closeBody(tour))).status).toBe(200);
    const kept = await report(tour.manager.token, tour.tour.id);
    expect(kept.body).toMatchObject({ units: 1, takings: { total: { sales: 1, net: 2500 } } });
    expect(await keptOf(tour.event.id)).toBeDefined();

    const late = offlineSale(tour, [{ productVariantId: tour.sizes.S, quantity: 2 }], { deviceId: device.deviceId, sequence: 2, minutesAgo: 20 });
    expect((await sell(app, tour.seller.token, late)).status).toBe(201);
    const after = await report(tour.manager.token, tour.tour.id);
    expect(after.body).toMatchObject({ units: 3, takings: { total: { sales: 2, net: 7500 } } });
  });
});
