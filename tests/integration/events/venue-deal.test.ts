import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettlementView } from '@/features/closing/settlement-types';
import { events } from '@/lib/db/schema';
import { closingData, createClosingTour, postClosingRun, theatrePlan } from '../../support/closing';
import { cashSale, refund, sold, soldByCard } from '../../support/orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager, createTour } from '../../support/tours';

// Deal terms as venues write them (issue #24): a rate per product category on the event, through the events API, and
// the settlement that applies them after a closing run.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const patch = (token: string, id: string, body: unknown) => app.api(`/v1/events/${id}`, { method: 'PATCH', token, body });
const deal = { categoryRates: { merchandising: 15, phonography: 7.5 }, basis: 'inclVat', fixedFee: 15_000 };

async function newEvent() {
  const manager = await createManager(app.db);
  const tour = await createTour(app.db, manager);
  const created = await app.api('/v1/events', { method: 'POST', token: manager.token, body: { projectId: tour.id, name: 'Olympia', city: 'Paris' } });
  expect(created.status).toBe(201);
  return { manager, eventId: created.body.id as string };
}

describe('PATCH /v1/events/{id}: the venue’s deal', () => {
  it('stores a rate per category, its basis and fixed fee, and reads them back', async () => {
    const { manager, eventId } = await newEvent();
    const response = await patch(manager.token, eventId, { commissionType: 'theatreFee', theaterFeeAmount: 12, theaterFeeVat: 20, venueDeal: deal });
    expect(response).toMatchObject({ status: 200, body: { commissionType: 'theatreFee', theaterFeeAmount: 12, venueDeal: deal } });
    expect((await app.api(`/v1/events/${eventId}`, { token: manager.token })).body.venueDeal).toEqual(deal);
    // A later edit of the rate alone keeps the deal; the basis and the fixed fee have their defaults.
    expect((await patch(manager.token, eventId, { theaterFeeAmount: 10 })).body).toMatchObject({ theaterFeeAmount: 10, venueDeal: deal });
    expect((await patch(manager.token, eventId, { venueDeal: { categoryRates: { other: 0 } } })).body.venueDeal).toEqual({ categoryRates: { other: 0 }, basis: 'exclVat', fixedFee: 0 });
    // Another commission type drops it; the duplicate of a date keeps it.
    await patch(manager.token, eventId, { venueDeal: deal });
    const duplicated = await app.api(`/v1/events/${eventId}/duplicate`, { method: 'POST', token: manager.token, body: {} });
    expect(duplicated).toMatchObject({ status: 201, body: { venueDeal: deal } });
    expect((await patch(manager.token, eventId, { commissionType: 'agentFee', commissionAgentFeeAmount: 10, commissionAgentFeeVat: 20 })).body.venueDeal).toBeNull();
    expect((await app.db.select().from(events).where(eq(events.id, eventId)))[0]!.venueDeal).toBeNull();
  });

  it.each([
    { case: 'a rate over 100 %', venueDeal: { categoryRates: { phonography: 100.5 } }, fields: ['venueDeal.categoryRates.phonography'] },
    { case: 'a rate with three decimals', venueDeal: { categoryRates: { merchandising: 12.345 } }, fields: ['venueDeal.categoryRates.merchandising'] },
    { case: 'a negative rate', venueDeal: { categoryRates: { accessories: -1 } }, fields: ['venueDeal.categoryRates.accessories'] },
    { case: 'a rate as text', venueDeal: { categoryRates: { other: '10' } }, fields: ['venueDeal.categoryRates.other'] },
    { case: 'an unknown category', venueDeal: { categoryRates: { vinyls: 10 } }, fields: ['venueDeal.categoryRates'] },
    { case: 'an unknown basis', venueDeal: { categoryRates: {}, basis: 'net' }, fields: ['venueDeal.basis'] },
    { case: 'a fixed fee in euros with decimals', venueDeal: { categoryRates: {}, fixedFee: 150.5 }, fields: ['venueDeal.fixedFee'] },
    { case: 'a negative fixed fee', venueDeal: { categoryRates: {}, fixedFee: -100 }, fields: ['venueDeal.fixedFee'] },
  ])('refuses $case with VALIDATION_ERRORS and the field', async ({ venueDeal, fields }) => {
    const { manager, eventId } = await newEvent();
    expect(await patch(manager.token, eventId, { commissionType: 'theatreFee', theaterFeeAmount: 12, theaterFeeVat: 20, venueDeal })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
    expect((await app.db.select().from(events).where(eq(events.id, eventId)))[0]).toMatchObject({ commissionType: 'noCommission', venueDeal: null });
  });

  it('refuses a deal on a date whose venue takes no commission', async () => {
    const { manager, eventId } = await newEvent();
    expect(await patch(manager.token, eventId, { commissionType: 'agentFee', commissionAgentFeeAmount: 10, commissionAgentFeeVat: 20, venueDeal: deal })).toMatchObject({
      status: 400,
      body: { errorCode: 'VALIDATION_ERRORS', fields: ['venueDeal'] },
    });
  });
});

describe('the settlement of a venue with category rates', () => {
  it('applies the deal the closing run confirmed: each category’s rate on its takings, the fixed fee, the VAT', async () => {
    const tour = await createClosingTour(app, 'theatreFee');
    // Hall: 2 S for cash (50,00 €), a vinyl by card (30,00 €), an M for cash refunded in cash (25,00 € − 25,00 €).
    await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 2 }]));
    await soldByCard(app, tour, [{ productVariantId: tour.vinylVariant, quantity: 1 }]);
    const refunded = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]));
    expect((await refund(app, tour.seller.token, refunded.id, { items: [{ orderItemId: refunded.items[0]!.id, quantity: 1 }], method: 'cash' })).status).toBe(201);

    // The wizard's fees step: 15 % on everything but music at 10 %, on sales excluding VAT, 20,00 € fixed, VAT 20 %.
    const venueDeal = { categoryRates: { phonography: 10 }, basis: 'exclVat' as const, fixedFee: 2000 };
    const plan = { ...theatrePlan(tour, await closingData(app, tour.manager.token, tour.event.id)), fees: { theaterFeeAmount: 15, theaterFeeVat: 20, commissionAgentFeeAmount: null, commissionAgentFeeVat: null }, venueDeal };
    const run = await postClosingRun(app, tour.manager.token, plan);
    expect(run.body, JSON.stringify(run.body)).toMatchObject({ status: 'finished' });
    expect((await app.db.select().from(events).where(eq(events.id, tour.event.id)))[0]).toMatchObject({ theaterFeeAmount: 15, venueDeal });

    const answer = await app.api(`/v1/events/${tour.event.id}/settlement`, { token: tour.manager.token });
    expect(answer.status).toBe(200);
    const { money, fees, owed } = (answer.body as SettlementView).totals;
    // 80,00 € of takings: T-shirts 50,00 € (÷ 1,2 = 41,67 € excl. VAT), music 30,00 € (25,00 €).
    expect(money).toMatchObject({ takings: { total: { net: 8000 } }, exclVat: 6667, byCategory: { merchandising: 5000, phonography: 3000 }, byCategoryExclVat: { merchandising: 4167, accessories: 0, phonography: 2500, other: 0 } });
    // 41,67 × 15 % = 6,2505 → 6,25 €; 25,00 × 10 % = 2,50 €; + 20,00 € = 28,75 €; VAT 5,75 €; 34,50 €.
    expect(fees.venue).toEqual({
      base: 6667,
      rate: 15,
      amount: 2875,
      vatRate: 20,
      vat: 575,
      total: 3450,
      basis: 'exclVat',
      lines: [
        { category: 'merchandising', base: 4167, rate: 15, amount: 625 },
        { category: 'phonography', base: 2500, rate: 10, amount: 250 },
      ],
      fixedFee: 2000,
      paidWith: 'cash',
      paidInCash: 1000,
    });
    expect(owed.venue).toEqual({ total: 3450, paidInCash: 1000, owedByTransfer: 2450 });
  });
});
