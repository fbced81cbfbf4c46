import { and, asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDayOf } from '@/features/journal/business-day';
import { closeDuePeriods } from '@/features/journal/server/close-due-periods';
import type { ClosingView } from '@/features/journal/types';
import { fromParisLocal } from '@/lib/datetime/paris-time';
import { journalRecords } from '@/lib/db/schema';
import { verifyChain } from '@/lib/journal/verify-chain';
import { addTeamClient } from '../../support/catalogue';
import { addSellingStand, cashSale, createSellingTour, refund, sold, soldByCard, type SellingTour } from '../../support/orders';
import { startTestApp, type TestApp } from '../../support/test-app';

/*
 * Issue #27, the closings (Z): a stand's and the organisation's day, month and year, each a record of the sales
 * chain that sums what the chain holds, with hand-computed figures; the nightly job; who may close and read.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const clientOf = (tour: SellingTour) => tour.manager.user.clientId!;

/**
 * On the tour's stand: 2 M (25 €) with 5 € off and a vinyl (30 €) in cash, the vinyl refunded in cash; a S (25 €) by
 * card. All at 20 % VAT. Sales 75 + 25 = 100 €, refunds 30 €.
 */
async function sellAndRefund(tour: SellingTour) {
  const cash = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 2, discount: 500 }, { productVariantId: tour.vinylVariant, quantity: 1 }]));
  await soldByCard(app, tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]);
  const vinyl = cash.items.find((item) => item.productVariantId === tour.vinylVariant)!;
  expect((await refund(app, tour.seller.token, cash.id, { items: [{ orderItemId: vinyl.id, quantity: 1 }], method: 'cash', reason: 'Rayé' })).status).toBe(201);
}

const closeStand = (tour: SellingTour, token: string, standId = tour.stand.id) => app.api(`/v1/stands/${standId}/closings`, { method: 'POST', token });

describe("a stand's day", () => {
  it('sums what the stand sold and refunded, VAT per rate and money per method, as a record of the chain', async () => {
    const tour = await createSellingTour(app);
    await sellAndRefund(tour);
    const answer = await closeStand(tour, tour.seller.token);
    expect(answer.status).toBe(201);
    const closing = answer.body as ClosingView;
    expect(closing).toMatchObject({ standId: tour.stand.id, eventId: tour.event.id, period: 'day', key: businessDayOf(new Date()), number: 1, firstSequence: 1, lastSequence: 3 });
    // 2 × 25 − 5 + 30 = 75 € (base 62,50, VAT 12,50) and 25 € (base 20,83, VAT 4,17); back: the vinyl, 30 € (25 + 5).
    expect(closing.figures).toEqual({
      records: 3,
      sales: { count: 2, inclVat: 10_000, exclVat: 8333, vat: 1667, discount: 500 },
      refunds: { count: 1, amount: 3000, vat: 500 },
      cancellations: 0,
      vatByRate: [{ rate: 2000, salesBase: 8333, salesVat: 1667, refundsBase: 2500, refundsVat: 500 }],
      payments: [
        { method: 'card', sales: 2500, refunds: 0 },
        { method: 'cash', sales: 7500, refunds: 3000 },
      ],
      cashMovements: { in: 0, out: 0 },
    });
    expect(closing).toMatchObject({ net: 7000, cumulative: { sales: 10_000, refunds: 3000, net: 7000 } });
    // The closing is the chain's fourth record, its totals unchanged, the chain intact.
    expect(closing.sequence).toBe(4);
    expect(await verifyChain(app.db, clientOf(tour), 'sales')).toMatchObject({ records: 4, firstBreak: null, grandTotals: { sales: 10_000, refunds: 3000 } });
    const technical = await app.db.select().from(journalRecords).where(and(eq(journalRecords.clientId, clientOf(tour)), eq(journalRecords.chain, 'technical'))).orderBy(asc(journalRecords.sequence));
    // The technical chain logs the refund, then the closing; its events move no money.
    // (The daily check's journalCheck events of other files' runs may come between: the database is shared.)
    expect(technical.filter((record) => record.kind !== 'journalCheck').map((record) => [record.kind, record.content])).toEqual([
      ['refund', expect.objectContaining({ amount: 3000, grandTotals: { sales: 0, refunds: 0 } })],
      ['closing', expect.objectContaining({ salesSequence: 4, period: 'day', standId: tour.stand.id, userId: tour.seller.user.id })],
    ]);
  });

  it('asked again with nothing new answers the same closing; a sale after it opens the next Z, numbered on', async () => {
    const tour = await createSellingTour(app);
    await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    const first = await closeStand(tour, tour.seller.token);
    const again = await closeStand(tour, tour.manager.token);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toEqual(first.body);
    await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 2 }]));
    // Its range starts after the first Z's last record: the first Z itself (2) is in it, never counted.
    const second = await closeStand(tour, tour.seller.token);
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ number: 2, firstSequence: 2, lastSequence: 3, figures: { records: 1, sales: { count: 1, inclVat: 5000 } }, cumulative: { sales: 7500, refunds: 0, net: 7500 } });
  });

  it("counts its own stand only; the organisation's day counts every stand", async () => {
    const tour = await createSellingTour(app);
    const other = await addSellingStand(app, tour);
    await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    await sold(app, other.seller.token, { ...cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]), standId: other.stand.id });
    const mine = await closeStand(tour, tour.seller.token);
    expect(mine.body).toMatchObject({ figures: { records: 1, sales: { count: 1, inclVat: 2500 } } });
    const organisation = await app.api('/v1/journal/closings', { method: 'POST', token: tour.manager.token, body: { period: 'day' } });
    expect(organisation.status).toBe(201);
    expect(organisation.body).toMatchObject({ standId: null, figures: { records: 2, sales: { count: 2, inclVat: 5000 } } });
  });

  it('is refused to a seller of another stand, a viewer and another organisation', async () => {
    const tour = await createSellingTour(app);
    const other = await addSellingStand(app, tour);
    const viewer = await addTeamClient(app.db, tour.tour.id, 'viewer');
    const stranger = await createSellingTour(app);
    expect((await closeStand(tour, other.seller.token)).body).toMatchObject({ errorCode: 'NOT_ALLOWED_ON_STAND' });
    expect(await closeStand(tour, viewer.token)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await closeStand(tour, stranger.manager.token)).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    expect(await closeStand(tour, tour.seller.token, 'not-a-stand')).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    // The organisation's closings are its managers': a seller may not close nor read them.
    expect((await app.api('/v1/journal/closings', { method: 'POST', token: tour.seller.token, body: { period: 'day' } })).status).toBe(403);
    expect((await app.api('/v1/journal/closings', { token: tour.seller.token })).status).toBe(403);
  });
});

describe("the organisation's periods", () => {
  it('refuses a month not over yet and a malformed key', async () => {
    const tour = await createSellingTour(app);
    const thisMonth = businessDayOf(new Date()).slice(0, 7);
    expect(await app.api('/v1/journal/closings', { method: 'POST', token: tour.manager.token, body: { period: 'month', key: thisMonth } })).toMatchObject({ status: 409, body: { errorCode: 'CLOSING_PERIOD_NOT_OVER' } });
    expect(await app.api('/v1/journal/closings', { method: 'POST', token: tour.manager.token, body: { period: 'month', key: '2026-13' } })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    expect(await app.api('/v1/journal/closings', { method: 'POST', token: tour.manager.token, body: { period: 'week' } })).toMatchObject({ status: 400 });
  });

  it('the nightly job closes the days, then the month of those days, then the year of those months, each summing the one below', async () => {
    const tour = await createSellingTour(app);
    await sellAndRefund(tour);
    const today = businessDayOf(new Date());
    // The first morning of next month, then of next year (the months of this year closed by then).
    const nextMonth = `${nextMonthOf(today)}-01`;
    const firstNight = await closeDuePeriods(fromParisLocal(`${nextMonth}T07:00`)!, app.db, { clientIds: [clientOf(tour)] });
    expect(firstNight.days).toBeGreaterThanOrEqual(2);
    // (Run in December, that first morning is also next year's: its year closing is checked below.)
    const closings = (await closingsOf(tour)).filter((closing) => closing.period !== 'year');
    const stand = closings.filter((closing) => closing.standId === tour.stand.id);
    const organisation = closings.filter((closing) => closing.standId === null);
    expect(stand.map((closing) => closing.period)).toEqual(['day', 'month']);
    expect(organisation.map((closing) => closing.period)).toEqual(['day', 'month']);
    for (const scope of [stand, organisation]) {
      const [day, month] = scope as [ClosingView, ClosingView];
      expect(day.figures).toMatchObject({ records: 3, sales: { inclVat: 10_000 }, refunds: { amount: 3000 } });
      expect(month).toMatchObject({ key: today.slice(0, 7), figures: day.figures, net: 7000, firstSequence: day.firstSequence, lastSequence: day.lastSequence });
    }
    // The job's second run the same morning makes nothing new here (other files' organisations share the database).
    await closeDuePeriods(fromParisLocal(`${nextMonth}T08:00`)!, app.db, { clientIds: [clientOf(tour)] });
    expect((await closingsOf(tour)).filter((closing) => closing.period !== 'year')).toEqual(closings);
    const nextYear = `${Number(today.slice(0, 4)) + 1}-01-01`;
    await closeDuePeriods(fromParisLocal(`${nextYear}T07:00`)!, app.db, { clientIds: [clientOf(tour)] });
    const years = (await closingsOf(tour)).filter((closing) => closing.period === 'year');
    expect(years.map((closing) => [closing.standId, closing.key, closing.figures.sales.inclVat, closing.cumulative.net])).toEqual([
      [tour.stand.id, today.slice(0, 4), 10_000, 7000],
      [null, today.slice(0, 4), 10_000, 7000],
    ]);
    expect(await verifyChain(app.db, clientOf(tour), 'sales')).toMatchObject({ firstBreak: null });
  });

  it('lists and exports the Z reports for the managers, in French by default', async () => {
    const tour = await createSellingTour(app);
    await sellAndRefund(tour);
    await closeStand(tour, tour.seller.token);
    const list = await app.api('/v1/journal/closings?period=day', { token: tour.manager.token });
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(1);
    const response = await fetch(`${app.baseUrl}/api/v1/journal/closings/export`, { headers: { Authorization: `Bearer ${tour.manager.token}` } });
    expect(response.headers.get('content-type')).toContain('text/csv');
    const [header, row] = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true }).data as [string[], string[]];
    const cell = (name: string) => row[header.findIndex((heading) => heading.replace(/\s/g, ' ') === name)];
    expect([cell('Période'), cell('N° de clôture'), cell('Ventes TTC'), cell('Remboursements TTC'), cell('Net TTC'), cell('TVA 20,00 %'), cell('Encaissé net – espèces'), cell('Cumul net')]).toEqual([
      'Jour',
      '1',
      '100,00',
      '30,00',
      '70,00',
      '11,67',
      '45,00',
      '70,00',
    ]);
    // Another organisation's managers see none of them.
    const stranger = await createSellingTour(app);
    expect((await app.api('/v1/journal/closings', { token: stranger.manager.token })).body.meta.total).toBe(0);
  });
});

function nextMonthOf(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

async function closingsOf(tour: SellingTour): Promise<ClosingView[]> {
  const answer = await app.api('/v1/journal/closings?limit=200', { token: tour.manager.token });
  return (answer.body.data as ClosingView[]).reverse();
}
