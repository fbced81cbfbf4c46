import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettlementView } from '@/features/closing/settlement-types';
import type { ClosingPlan } from '@/features/closing/types';
import { seedDemo } from '@/features/demo/server/seed-demo';
import { DEMO_PAST_EVENT, DEMO_TOUR_NAME } from '@/features/demo/server/seed-demo-tour';
import type { EventTakings } from '@/features/orders/types';
import { events, payouts, projects, stands, users } from '@/lib/db/schema';
import { closingData, createClosingTour, postClosingRun, type ClosingTour } from '../../support/closing';
import { tokenFor } from '../../support/factories';
import { download, pdfToText } from '../../support/invoices';
import { cashCount, cashSale, refund, sold, soldByCard } from '../../support/orders';
import { handOverCollection, paidShopOrder, scanProof } from '../../support/shop-orders';
import { createShop, givePaymentAccount, patchShop, putShop } from '../../support/shops';
import { deliverStock, postTransfer, putTransfer, supply } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';

// One date, every document agrees (issue #24): the event page's takings before the closing, the settlement's JSON,
// its PDF text and its CSV, and the payout row, compared line by line on a date whose every figure is written here by
// hand. A figure that differs between two documents is a bug of one of them, never a tolerance of this test.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const channel = (sales: number, gross: number, refunded: number) => ({ sales, gross, refunded, net: gross - refunded });
const noChannel = channel(0, 0, 0);
/** pdftotext and the CSV keep the narrow and non-breaking spaces of French amounts; the assertions write plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function eventPage(eventId: string, token: string): Promise<EventTakings> {
  const answer = await app.api(`/v1/events/${eventId}/takings`, { token });
  expect(answer.status).toBe(200);
  return answer.body as EventTakings;
}

async function settlementOf(eventId: string, token: string): Promise<SettlementView> {
  const answer = await app.api(`/v1/events/${eventId}/settlement`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as SettlementView;
}

async function pdfTextOf(eventId: string, token: string): Promise<string> {
  const file = await download(app, `/v1/events/${eventId}/settlement.pdf`, token);
  expect(file.status).toBe(200);
  return plain(pdfToText(file.bytes));
}

/** The CSV's rows, cells with plain spaces; `amountOf(label)` is the last cell of the money row of that label. */
async function csvOf(eventId: string, token: string) {
  const file = await download(app, `/v1/events/${eventId}/settlement.csv`, token);
  expect(file.status).toBe(200);
  const text = file.bytes.toString('utf8');
  const rows = Papa.parse<string[]>(text.slice(1), { delimiter: ';' })
    .data.filter((row) => row.length > 1)
    .map((row) => row.map(plain));
  const [header, ...body] = rows;
  const amountOf = (label: string) => {
    const found = body.filter((row) => row[0] === label);
    expect(found, label).toHaveLength(1);
    return found[0]!.at(-1);
  };
  return { header: header!, body, amountOf };
}

async function payoutRow(eventId: string) {
  const [row] = await app.db.select({ cardTakings: payouts.cardTakings, commission: payouts.commission, amount: payouts.amount }).from(payouts).where(eq(payouts.eventId, eventId));
  return row;
}

/**
 * The tour date, by hand. Prices VAT included: T-shirt "Noir / S|M" 25,00 € (merchandising, 20 %), vinyl 30,00 €
 * (phonography, 20 %), programme 10,55 € (other, 5,5 %: 10,00 € excluding VAT). The platform takes the pro plan's 1 %
 * of each card payment, and gives it back with a card refund at a stand.
 *
 * Hall (cash and card; change fund 100,00 €; 10 S, 20 M, 8 vinyls, 5 programmes):
 *   H1 cash  2 S + 1 programme          60,55 €
 *   H2 card  1 M + 1 vinyl              55,00 €  (commission 0,55 €)
 *   H3 cash  1 M given away, "Invitation artiste" (100 % discount)   0,00 €
 *   H4 cash  2 M                        50,00 €, 1 M refunded in cash: −25,00 €
 *   H5 card  1 vinyl                    30,00 €, refunded by card: −30,00 € (its 0,30 € commission given back)
 *   H6 split 1 S                        25,00 €: 10,00 € in cash, 15,00 € by card (commission 0,15 €, on the card part)
 * Mezzanine (card only; 5 M):
 *   Z1 card  2 M                        50,00 €  (commission 0,50 €)
 * Online (the shop's own stock, collected at Hall):
 *   O1 1 M + 1 vinyl                    55,00 €, handed over   (commission 0,55 €)
 *   O2 1 M                              25,00 €, no-show: canceled and refunded to the card; its 0,25 € of
 *                                       commission stays with the platform (a shop order's refund does not give the
 *                                       provider's application fee back: features/orders/server/refund-order.ts)
 */
async function tourDate() {
  const tour = await createClosingTour(app, 'theatreFee');
  await app.db.update(stands).set({ changeFund: 10_000 }).where(eq(stands.id, tour.stand.id));
  await app.db.update(stands).set({ isCashCompatible: false }).where(eq(stands.id, tour.mezzanine.id));
  const programme = await stockProgramme(tour);
  const shop = await openShop(tour);

  await sold(
    app,
    tour.seller.token,
    cashSale(tour, [
      { productVariantId: tour.sizes.S, quantity: 2 },
      { productVariantId: programme, quantity: 1 },
    ]),
  );
  await soldByCard(app, tour, [
    { productVariantId: tour.sizes.M, quantity: 1 },
    { productVariantId: tour.vinylVariant, quantity: 1 },
  ]);
  await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1, discount: 2500, discountReason: 'Invitation artiste' } as never]));
  const h4 = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 2 }]));
  expect((await refund(app, tour.seller.token, h4.id, { items: [{ orderItemId: h4.items[0]!.id, quantity: 1 }], method: 'cash' })).status).toBe(201);
  const h5 = await soldByCard(app, tour, [{ productVariantId: tour.vinylVariant, quantity: 1 }]);
  const cardRefund = await refund(app, tour.seller.token, h5.id, { items: [{ orderItemId: h5.items[0]!.id, quantity: 1 }], method: 'card' });
  expect(cardRefund.status, JSON.stringify(cardRefund.body)).toBe(201);
  const h6 = await sold(app, tour.seller.token, {
    eventId: tour.event.id,
    standId: tour.stand.id,
    items: [{ productVariantId: tour.sizes.S, quantity: 1 }],
    payments: [
      { method: 'cash', amount: 1000 },
      { method: 'card', amount: 1500 },
    ],
  });
  const cardPart = h6.payments.find((payment) => payment.method === 'card')!;
  expect((await app.api(`/v1/payments/${cardPart.id}/sandbox-outcome`, { method: 'POST', token: tour.seller.token, body: { outcome: 'approve' } })).body).toMatchObject({ status: 'finished' });

  const z1 = await sold(app, tour.mezzanineSeller.token, { eventId: tour.event.id, standId: tour.mezzanine.id, items: [{ productVariantId: tour.sizes.M, quantity: 2 }], payment: { method: 'card' } });
  expect((await app.api(`/v1/payments/${z1.payments[0]!.id}/sandbox-outcome`, { method: 'POST', token: tour.mezzanineSeller.token, body: { outcome: 'approve' } })).status).toBe(200);

  const o1 = await paidShopOrder(app, shop.id, [
    { productVariantId: tour.sizes.M, quantity: 1 },
    { productVariantId: tour.vinylVariant, quantity: 1 },
  ]);
  const handedOver = await handOverCollection(app, tour.seller.token, tour.stand.id, o1.id, scanProof(o1));
  expect(handedOver.status, JSON.stringify(handedOver.body)).toBe(200);
  const o2 = await paidShopOrder(app, shop.id, [{ productVariantId: tour.sizes.M, quantity: 1 }], { name: 'Sam Absent', email: 'sam@test.local' });
  const noShow = await app.api(`/v1/orders/${o2.id}/no-show`, { method: 'POST', token: tour.manager.token, headers: { 'Idempotency-Key': randomUUID() } });
  expect(noShow).toMatchObject({ status: 200, body: { status: 'canceled', refundedAmount: 2500 } });
  return tour;
}

/** A programme at 10,55 € under the reduced VAT rate (5,5 %), category other: 5 of them on Hall's shelf. */
async function stockProgramme(tour: ClosingTour): Promise<string> {
  const made = await app.api('/v1/products', { method: 'POST', token: tour.manager.token, body: { projectId: tour.tour.id, title: 'Programme', category: 'other', price: 1055, vat: 5.5 } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const variantId = made.body.variants[0].id as string;
  expect((await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: variantId, quantity: 5 }])).status).toBe(200);
  await deliverStock(app, tour, [{ productVariantId: variantId, quantity: 5 }]);
  return variantId;
}

/** The date's click-and-collect shop: the T-shirt and the vinyl online, 2 M and 1 vinyl in its stock, collected at Hall. */
async function openShop(tour: ClosingTour) {
  for (const product of [tour.tshirt, tour.vinyl]) {
    expect((await app.api(`/v1/products/${product.id}`, { method: 'PATCH', token: tour.manager.token, body: { isOnline: true } })).status).toBe(200);
  }
  const shop = await createShop(app, tour.manager, tour.event.id);
  await patchShop(app, tour.manager.token, shop.id, { collectionStandIds: [tour.stand.id], collectionOpensAt: '2026-07-14T18:00', collectionClosesAt: '2026-07-14T23:30' });
  await givePaymentAccount(app.db, tour.manager.user.clientId!, 'enabled', 'sandbox');
  expect(await putShop(app, tour.manager.token, shop.id, 'open')).toMatchObject({ status: 200 });
  const items = [
    { productVariantId: tour.sizes.M, quantity: 2 },
    { productVariantId: tour.vinylVariant, quantity: 1 },
  ];
  expect((await supply(app, tour.manager.token, tour.tour.id, items)).status).toBe(200);
  const sent = await postTransfer(app, tour.manager.token, { fromInventoryId: tour.warehouseId, toInventoryId: shop.inventoryId, type: 'event', items });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  expect(await putTransfer(app, tour.manager.token, sent.body.id, 'complete', { remaining: 'success' })).toMatchObject({ status: 200 });
  return shop;
}

/**
 * The closing wizard's plan: the venue takes 15 % of merchandising and 10 % of music excluding VAT, plus a 50,00 €
 * fixed fee, VAT 20 % on it (the programmes fall to the date's 12 %); 50,00 € of it paid in cash from Hall's drawer.
 * Hall finds its 100,00 € change fund, counts 143,55 € of cash and 70,00 € on its terminal; one M is damaged at the count, the rest as the ledger says.
 * Mezzanine, card only, is asked no cash: its terminal says 50,00 €.
 */
async function closeTourDate(tour: ClosingTour) {
  const data = await closingData(app, tour.manager.token, tour.event.id);
  expect(data.ordersInProgress).toEqual([]);
  const linesOf = (standId: string) =>
    data.stands
      .find((stand) => stand.id === standId)!
      .levels.map((level) => ({
        productId: level.productId,
        productVariantId: level.productVariantId,
        inventoryItemId: level.inventoryItemId,
        expected: level.expected,
        counted: level.productVariantId === tour.sizes.M && standId === tour.stand.id ? level.expected - 1 : level.expected,
        damaged: level.productVariantId === tour.sizes.M && standId === tour.stand.id ? 1 : 0,
      }));
  const plan: ClosingPlan = {
    eventId: tour.event.id,
    runId: randomUUID(),
    commissionType: 'theatreFee',
    fees: { theaterFeeAmount: 12, theaterFeeVat: 20, commissionAgentFeeAmount: null, commissionAgentFeeVat: null },
    venueDeal: { categoryRates: { merchandising: 15, phonography: 10 }, basis: 'exclVat', fixedFee: 5000 },
    theaterFeePaidWith: 'cash',
    stands: [
      {
        standId: tour.stand.id,
        inventoryId: tour.stand.inventoryId,
        changeFundExpected: 10_000,
        newChangeFund: null,
        changeFundFound: 10_000,
        // 2 × 50 € + 20 € + 2 × 10 € + 2 € + 1 € + 0,50 € + 0,05 € = 143,55 €
        cashCounts: cashCount({ 5000: 2, 2000: 1, 1000: 2, 200: 1, 100: 1, 50: 1, 5: 1 }).counts,
        cardCounted: 7000,
        feesPaidWithCash: 5000,
        lines: linesOf(tour.stand.id),
      },
      {
        standId: tour.mezzanine.id,
        inventoryId: tour.mezzanine.inventoryId,
        changeFundExpected: 0,
        newChangeFund: null,
        changeFundFound: null,
        cashCounts: null,
        cardCounted: 5000,
        feesPaidWithCash: 0,
        lines: linesOf(tour.mezzanine.id),
      },
    ],
    concession: [],
  };
  const run = await postClosingRun(app, tour.manager.token, plan);
  expect(run.body, JSON.stringify(run.body)).toMatchObject({ status: 'finished' });
}

// Takings by channel, by hand. The split sale H6 is a sale of both Hall channels (its cash part in cash, its card
// part by card) and one sale in the total (docs/decisions.md, "Split payment"):
//   Hall cash:  H1 60,55 + H3 0,00 + H4 50,00 + H6 10,00 = 120,55 € in 4 sales; refunded 25,00 (H4) → 95,55 €
//   Hall card:  H2 55,00 + H5 30,00 + H6 15,00 = 100,00 € in 3 sales; refunded 30,00 (H5) → 70,00 €
//   Hall:       6 sales (H1–H6), 220,55 € taken
//   Mezzanine:  Z1 50,00 € by card
//   Online:     O1 55,00 + O2 25,00 = 80,00 € in 2 orders; refunded 25,00 (O2, the no-show) → 55,00 €
const hallTakings = { standCash: channel(4, 12_055, 2500), standCard: channel(3, 10_000, 3000), online: noChannel, total: channel(6, 22_055, 5500) };
const mezzanineTakings = { standCash: noChannel, standCard: channel(1, 5000, 0), online: noChannel, total: channel(1, 5000, 0) };
// The date: cash 120,55 − 25,00 = 95,55; card at stands 100,00 + 50,00 = 150,00 − 30,00 = 120,00; online 55,00;
// 9 sales, 350,55 € taken, 80,00 € refunded, 270,55 € net.
const dateTakings = { standCash: channel(4, 12_055, 2500), standCard: channel(4, 15_000, 3000), online: channel(2, 8000, 2500), total: channel(9, 35_055, 8000) };

describe('a hand-computed tour date: every document says the same', () => {
  let tour: ClosingTour;
  let before: EventTakings;
  let settlement: SettlementView;
  beforeAll(async () => {
    tour = await tourDate();
    before = await eventPage(tour.event.id, tour.manager.token);
    await closeTourDate(tour);
    settlement = await settlementOf(tour.event.id, tour.manager.token);
  });

  it('the event page, before the closing: each stand’s cash and card, and the date’s channels with online', () => {
    expect(before.stands.map((stand) => [stand.name, stand.takings])).toEqual([
      ['Hall', hallTakings],
      ['Mezzanine', mezzanineTakings],
    ]);
    expect(before.takings).toEqual(dateTakings);
  });

  it('the settlement’s JSON: takings, categories, VAT, the venue’s deal, and who owes whom', () => {
    const hall = settlement.stands.find((stand) => stand.name === 'Hall')!;
    const mezzanine = settlement.stands.find((stand) => stand.name === 'Mezzanine')!;
    expect(hall.money.takings).toEqual(hallTakings);
    expect(mezzanine.money.takings).toEqual(mezzanineTakings);
    expect(settlement.online!.takings).toEqual({ standCash: noChannel, standCard: noChannel, online: dateTakings.online, total: channel(2, 8000, 2500) });
    expect(settlement.totals.money.takings).toEqual(dateTakings);
    // Per category, net of refunds: merchandising H1 50 + H2 25 + H3 0 + H4 (50 − 25) + H6 25 + Z1 50 + O1 25 +
    // O2 (25 − 25) = 200,00 €; phonography H2 30 + H5 (30 − 30) + O1 30 = 60,00 €; other: H1's programme 10,55 €.
    expect(settlement.totals.money.byCategory).toEqual({ merchandising: 20_000, accessories: 0, phonography: 6000, other: 1055 });
    // Excluding VAT, each rounded once: 200,00 ÷ 1,2 = 166,667 → 166,67 €; 60,00 ÷ 1,2 = 50,00 €; 10,55 ÷ 1,055 = 10,00 €.
    expect(settlement.totals.money.byCategoryExclVat).toEqual({ merchandising: 16_667, accessories: 0, phonography: 5000, other: 1000 });
    // VAT once per rate on the date's takings: 5,5 % on 10,55 € → 10,00 € + 0,55 €; 20 % on 260,00 € → 260,00 ÷ 1,2
    // = 216,667 → 216,67 € + 43,33 €. In all 226,67 € excluding VAT, 43,88 € of VAT.
    expect(settlement.totals.money.vatLines).toEqual([
      { rate: 5.5, gross: 1055, exclVat: 1000, vat: 55 },
      { rate: 20, gross: 26_000, exclVat: 21_667, vat: 4333 },
    ]);
    expect(settlement.totals.money).toMatchObject({ exclVat: 22_667, vat: 4388 });
    // Card fees: H2 0,55 + H6 0,15 (its card part's) + Z1 0,50 at the stands (H5's given back with its refund);
    // online O1 0,55 + O2 0,25 = 0,80 (kept on the no-show's refund); 2,00 € in all.
    expect([hall.money.cardFee, mezzanine.money.cardFee, settlement.online!.cardFee, settlement.totals.fees.card]).toEqual([70, 50, 80, 200]);
    // The venue: 166,67 × 15 % = 25,0005 → 25,00 €; 50,00 × 10 % = 5,00 €; the programmes at the date's 12 %:
    // 10,00 × 12 % = 1,20 €; + 50,00 € fixed = 81,20 €; VAT 20 % = 16,24 €; 97,44 € in all.
    expect(settlement.totals.fees.venue).toEqual({
      base: 22_667,
      rate: 12,
      amount: 8120,
      vatRate: 20,
      vat: 1624,
      total: 9744,
      basis: 'exclVat',
      lines: [
        { category: 'merchandising', base: 16_667, rate: 15, amount: 2500 },
        { category: 'phonography', base: 5000, rate: 10, amount: 500 },
        { category: 'other', base: 1000, rate: 12, amount: 120 },
      ],
      fixedFee: 5000,
      paidWith: 'cash',
      paidInCash: 5000,
    });
    expect(settlement.totals.fees.agent).toBeNull();
    // Hall's drawer: 100,00 fund + 95,55 cash (H6's cash part in it) − 50,00 paid to the venue = 145,55 € expected,
    // 143,55 € counted: −2,00 €. Its terminal: 100,00 − 30,00 = 70,00 € (H6's card part in it).
    expect(hall.cash).toEqual({ changeFundExpected: 10_000, changeFundFound: 10_000, changeFundDifference: 0, cashSales: 9555, cashIn: 0, cashOut: 0, feesPaidWithCash: 5000, expected: 14_555, counted: 14_355, difference: -200 });
    expect(hall.card).toEqual({ sales: 7000, terminal: 7000, difference: 0 });
    // Card only: no drawer, and no change fund invented for it.
    expect(mezzanine.cash).toBeNull();
    expect(mezzanine.card).toEqual({ sales: 5000, terminal: 5000, difference: 0 });
    expect(settlement.totals.owed).toEqual({
      cash: { changeFund: 10_000, cashTakings: 9555, cashIn: 0, cashOut: 0, paidToVenue: 5000, expected: 14_555, counted: 14_355, difference: -200 },
      // 150,00 − 30,00 − 1,20 (0,55 + 0,15 + 0,50) = 118,80 €
      platformPayout: { gross: 15_000, refunded: 3000, commission: 120, net: 11_880 },
      // 80,00 − 25,00 − 0,80 = 54,20 €
      online: { gross: 8000, refunded: 2500, commission: 80, net: 5420 },
      // 97,44 − 50,00 = 47,44 € by transfer
      venue: { total: 9744, paidInCash: 5000, owedByTransfer: 4744 },
      agent: null,
    });
  });

  it('the settlement’s counts: every variant with its label, the comp with its reason, the damaged unit', () => {
    const units = (standName: string) =>
      settlement.stands
        .find((stand) => stand.name === standName)!
        .variants.map((variant) => [variant.productTitle, variant.variantTitle, variant.countIn, variant.countOut, variant.sold, variant.free, variant.freeReasons, variant.damaged, variant.variance, variant.gross]);
    // Hall: S 10 in, 7 left, 3 sold (H1 2, H6 1): 75,00 €. M 20 in, 16 good left (17 on the shelf, 1 damaged): 4 out, 3 through the till
    // (H2 1, H3 1 free, H4 2 − 1 refunded): variance 1, the damaged one; 25 + 0 + 25 = 50,00 €. Vinyl 8 in, 7 left,
    // 1 sold (H2; H5's came back): 30,00 €. Programme 5 in, 4 left, 1 sold: 10,55 €.
    expect(units('Hall')).toEqual([
      ['Programme', null, 5, 4, 1, 0, [], 0, 0, 1055],
      ['T-shirt Tournée', 'Noir / M', 20, 16, 3, 1, [{ reason: 'Invitation artiste', quantity: 1 }], 1, 1, 5000],
      ['T-shirt Tournée', 'Noir / S', 10, 7, 3, 0, [], 0, 0, 7500],
      ['Vinyle', null, 8, 7, 1, 0, [], 0, 0, 3000],
    ]);
    expect(units('Mezzanine')).toEqual([['T-shirt Tournée', 'Noir / M', 5, 3, 2, 0, [], 0, 0, 5000]]);
    // Online: O1's M and vinyl; O2's M came back with the no-show.
    expect(settlement.online!.items.map((item) => [item.productTitle, item.variantTitle, item.sold, item.free, item.gross])).toEqual([
      ['T-shirt Tournée', 'Noir / M', 1, 0, 2500],
      ['Vinyle', null, 1, 0, 3000],
    ]);
  });

  it('the PDF prints the same amounts', async () => {
    const text = await pdfTextOf(tour.event.id, tour.manager.token);
    const missingFrom = (part: string, lines: string[]) => lines.filter((line) => !part.includes(line));
    // The date's summary (between its heading and who owes whom, so that a stand's same line cannot stand in for it).
    const summary = text.slice(text.indexOf('Synthèse'), text.indexOf('Qui doit quoi à qui'));
    expect(summary.length).toBeGreaterThan(0);
    expect(
      missingFrom(summary, [
        'Espèces aux stands – encaissé 120,55 €',
        'Espèces aux stands – remboursé -25,00 €',
        'Espèces aux stands – net 95,55 €',
        'Carte aux stands – encaissé 150,00 €',
        'Carte aux stands – remboursé -30,00 €',
        'Carte aux stands – net 120,00 €',
        'En ligne (retrait sur place) – encaissé 80,00 €',
        'En ligne (retrait sur place) – remboursé -25,00 €',
        'En ligne (retrait sur place) – net 55,00 €',
        'Chiffre d’affaires TTC (remboursements déduits) 270,55 €',
        'Merchandising 200,00 €',
        'Accessoires 0,00 €',
        'Phonographie 60,00 €',
        'Autres 10,55 €',
        'TVA 5,50 % 0,55 €',
        'TVA 20,00 % 43,33 €',
        'Chiffre d’affaires HT 226,67 €',
        // The venue's deal.
        'Merchandising : 15,00 % de 166,67 € HT 25,00 €',
        'Phonographie : 10,00 % de 50,00 € HT 5,00 €',
        'Autres : 12,00 % de 10,00 € HT 1,20 €',
        'Forfait fixe de la salle 50,00 €',
        'Commission de la salle HT 81,20 €',
        'TVA sur la commission de la salle (20,00 %) 16,24 €',
        'Commission de la salle TTC 97,44 €',
        'Frais de paiement par carte (commission de la plateforme) 2,00 €',
      ]),
    ).toEqual([]);
    // Who owes whom (two columns side by side: each label stays next to its amount).
    expect(
      missingFrom(text, [
        'Fonds de caisse 100,00 €',
        'Ventes en espèces (nettes) 95,55 €',
        'Payé à la salle depuis les caisses -50,00 €',
        'Espèces attendues 145,55 €',
        'Espèces comptées 143,55 €',
        'Écart de caisse -2,00 €',
        'Encaissé par carte 150,00 €',
        'Remboursé par carte -30,00 €',
        'Commission de la plateforme -1,20 €',
        'Net reversé par la plateforme 118,80 €',
        'Encaissé en ligne 80,00 €',
        'Remboursé en ligne -25,00 €',
        'Commission de la plateforme -0,80 €',
        'Net reçu par l’organisateur 54,20 €',
        'Commission due à la salle 97,44 €',
        'Déjà payée en espèces depuis les caisses -50,00 €',
        'Reste à virer à la salle 47,44 €',
      ]),
    ).toEqual([]);
    // Each stand: its own money, drawer and terminal, and its variants with their sizes (the columns as in the CSV).
    expect(
      missingFrom(text, [
        'Carte aux stands – encaissé 100,00 €',
        'Carte aux stands – net 70,00 €',
        'Chiffre d’affaires TTC (remboursements déduits) 165,55 €',
        'Fonds de caisse trouvé 100,00 €',
        'Commission payée en espèces 50,00 €',
        'Ventes par carte (nettes) 70,00 €',
        'Total du terminal 70,00 €',
        'T-shirt Tournée – Noir / M 20 0 16 4 3 1 1 0 0 0 1 50,00 € Motifs : Invitation artiste (1)',
        'T-shirt Tournée – Noir / S 10 0 7 3 3 0 0 0 0 0 0 75,00 €',
        'Programme 5 0 4 1 1 0 0 0 0 0 0 10,55 €',
        'Vinyle 8 0 7 1 1 0 0 0 0 0 0 30,00 €',
        'Total 43 0 34 9 8 1 1 0 0 0 1 165,55 €',
        'Mezzanine Carte aux stands 50,00 €',
        'Chiffre d’affaires TTC (remboursements déduits) 50,00 €',
        'Stand sans espèces : pas de caisse à compter.',
        'Total du terminal 50,00 €',
        'T-shirt Tournée – Noir / M 5 0 3 2 2 0 0 0 0 0 0 50,00 €',
        'Total 5 0 3 2 2 0 0 0 0 0 0 50,00 €',
        // Online: sold, given away, money.
        'T-shirt Tournée – Noir / M 1 0 25,00 €',
        'Vinyle 1 0 30,00 €',
        'Total en ligne 55,00 €',
      ]),
    ).toEqual([]);
    // The card-only stand was asked for no change fund: the only one found is Hall's.
    expect(text.match(/Fonds de caisse trouvé/g)).toHaveLength(1);
    expect(text).not.toContain('Net dû');
  });

  it('the CSV gives the same amounts, in euros with a comma, and every variant with its full label', async () => {
    const { header, body, amountOf } = await csvOf(tour.event.id, tour.manager.token);
    expect(header).toEqual([
      'Ligne',
      'Stand',
      'Produit',
      'Variante',
      'Catégorie',
      'Stock d’ouverture',
      'Reçus pendant la date',
      'Stock compté à la fin',
      'Vendus attendus',
      'Vendus au stand',
      'Offerts',
      'Abîmés',
      'Manquants',
      'Trouvés',
      'Repris abîmés',
      'Écart',
      'Motifs',
      'Montant (€)',
    ]);
    // opening, received, count out, expected sold, sold, free, damaged, missing, found, damaged at refund, variance.
    expect(body.filter((row) => row[0] === 'Article' || row[0] === 'Total stand')).toEqual([
      ['Article', 'Hall', 'Programme', '', 'Autres', '5', '0', '4', '1', '1', '0', '0', '0', '0', '0', '0', '', '10,55'],
      ['Article', 'Hall', 'T-shirt Tournée', 'Noir / M', 'Merchandising', '20', '0', '16', '4', '3', '1', '1', '0', '0', '0', '1', 'Invitation artiste (1)', '50,00'],
      ['Article', 'Hall', 'T-shirt Tournée', 'Noir / S', 'Merchandising', '10', '0', '7', '3', '3', '0', '0', '0', '0', '0', '0', '', '75,00'],
      ['Article', 'Hall', 'Vinyle', '', 'Phonographie', '8', '0', '7', '1', '1', '0', '0', '0', '0', '0', '0', '', '30,00'],
      ['Total stand', 'Hall', '', '', '', '43', '0', '34', '9', '8', '1', '1', '0', '0', '0', '1', '', '165,55'],
      ['Article', 'Mezzanine', 'T-shirt Tournée', 'Noir / M', 'Merchandising', '5', '0', '3', '2', '2', '0', '0', '0', '0', '0', '0', '', '50,00'],
      ['Total stand', 'Mezzanine', '', '', '', '5', '0', '3', '2', '2', '0', '0', '0', '0', '0', '0', '', '50,00'],
    ]);
    const online = body.filter((row) => row[0] === 'Article vendu en ligne' || row[0] === 'Total en ligne');
    expect(online.map((row) => [row[0], row[2], row[3], row[9], row[10], row.at(-1)])).toEqual([
      ['Article vendu en ligne', 'T-shirt Tournée', 'Noir / M', '1', '0', '25,00'],
      ['Article vendu en ligne', 'Vinyle', '', '1', '0', '30,00'],
      ['Total en ligne', '', '', '2', '0', '55,00'],
    ]);
    // The date: 8 + 2 sold at the stands, 2 online; 165,55 + 50,00 + 55,00 = 270,55 €.
    const date = body.find((row) => row[0] === 'Total de la date')!;
    expect([date[9], date[10], date.at(-1)]).toEqual(['12', '1', '270,55']);
    const expected: Record<string, string> = {
      'Espèces aux stands – encaissé': '120,55',
      'Espèces aux stands – remboursé': '-25,00',
      'Espèces aux stands – net': '95,55',
      'Carte aux stands – encaissé': '150,00',
      'Carte aux stands – remboursé': '-30,00',
      'Carte aux stands – net': '120,00',
      'En ligne (retrait sur place) – encaissé': '80,00',
      'En ligne (retrait sur place) – remboursé': '-25,00',
      'En ligne (retrait sur place) – net': '55,00',
      'Chiffre d’affaires TTC (remboursements déduits)': '270,55',
      'CA TTC Merchandising': '200,00',
      'CA TTC Accessoires': '0,00',
      'CA TTC Phonographie': '60,00',
      'CA TTC Autres': '10,55',
      'Chiffre d’affaires HT': '226,67',
      'TVA 5,50 %': '0,55',
      'TVA 20,00 %': '43,33',
      'Merchandising : 15,00 % de 166,67 € HT': '25,00',
      'Phonographie : 10,00 % de 50,00 € HT': '5,00',
      'Autres : 12,00 % de 10,00 € HT': '1,20',
      'Forfait fixe de la salle': '50,00',
      'Commission de la salle HT': '81,20',
      'TVA sur la commission de la salle (20,00 %)': '16,24',
      'Commission de la salle TTC': '97,44',
      'Frais de paiement par carte (commission de la plateforme)': '2,00',
      'Espèces dans les caisses – Fonds de caisse': '100,00',
      'Espèces dans les caisses – Ventes en espèces (nettes)': '95,55',
      'Espèces dans les caisses – Payé à la salle depuis les caisses': '-50,00',
      'Espèces dans les caisses – Espèces attendues': '145,55',
      'Espèces dans les caisses – Espèces comptées': '143,55',
      'Espèces dans les caisses – Écart de caisse': '-2,00',
      'Paiements par carte aux stands – Encaissé par carte': '150,00',
      'Paiements par carte aux stands – Remboursé par carte': '-30,00',
      'Paiements par carte aux stands – Commission de la plateforme': '-1,20',
      'Paiements par carte aux stands – Net reversé par la plateforme': '118,80',
      'Commandes en ligne – Encaissé en ligne': '80,00',
      'Commandes en ligne – Remboursé en ligne': '-25,00',
      'Commandes en ligne – Commission de la plateforme': '-0,80',
      'Commandes en ligne – Net reçu par l’organisateur': '54,20',
      'Commission de la salle – Commission due à la salle': '97,44',
      'Commission de la salle – Déjà payée en espèces depuis les caisses': '-50,00',
      'Commission de la salle – Reste à virer à la salle': '47,44',
    };
    expect(Object.fromEntries(Object.keys(expected).map((label) => [label, amountOf(label)]))).toEqual(expected);
  });

  it('the payout is the settlement’s platform payout line', async () => {
    // 150,00 − 30,00 = 120,00 € of card takings at the stands (H6's card part, not its cash), 1,20 € of commission,
    // 118,80 € paid out.
    expect(await payoutRow(tour.event.id)).toEqual({ cardTakings: 12_000, commission: 120, amount: 11_880 });
    expect(settlement.payout).toMatchObject({ cardTakings: 12_000, commission: 120, deductions: 0, amount: 11_880 });
  });

  it('the event page after the closing still says what it said before', async () => {
    const after = await eventPage(tour.event.id, tour.manager.token);
    expect(after.takings).toEqual(before.takings);
    expect(after.stands.map((stand) => stand.takings)).toEqual(before.stands.map((stand) => stand.takings));
  });
});

describe('an agent-fee date', () => {
  it('owes the agent its fee, VAT included, and has no venue section anywhere', async () => {
    const tour = await createClosingTour(app, 'agentFee');
    const data = await closingData(app, tour.manager.token, tour.event.id);
    const level = (variantId: string) => data.stands[0]!.levels.find((entry) => entry.productVariantId === variantId)!;
    // The concession sold 4 S (4 × 25,00 = 100,00 €, cash) and sent everything else back.
    const plan: ClosingPlan = {
      eventId: tour.event.id,
      runId: randomUUID(),
      commissionType: 'agentFee',
      fees: { theaterFeeAmount: null, theaterFeeVat: null, commissionAgentFeeAmount: 15, commissionAgentFeeVat: 20 },
      theaterFeePaidWith: null,
      stands: [tour.stand, tour.mezzanine].map((stand) => ({ standId: stand.id, inventoryId: stand.inventoryId, changeFundExpected: 0, newChangeFund: null, changeFundFound: null, cashCounts: null, cardCounted: null, feesPaidWithCash: 0, lines: [] })),
      concession: [
        { productId: level(tour.sizes.S).productId, productVariantId: tour.sizes.S, sold: 4, free: 0, returned: 6, damaged: 0 },
        { productId: level(tour.sizes.M).productId, productVariantId: tour.sizes.M, sold: 0, free: 0, returned: 25, damaged: 0 },
        { productId: level(tour.vinylVariant).productId, productVariantId: tour.vinylVariant, sold: 0, free: 0, returned: 8, damaged: 0 },
      ],
    };
    const run = await postClosingRun(app, tour.manager.token, plan);
    expect(run.body, JSON.stringify(run.body)).toMatchObject({ status: 'finished' });
    const settlement = await settlementOf(tour.event.id, tour.manager.token);
    // 100,00 ÷ 1,2 = 83,333 → 83,33 € excluding VAT; 15 % = 12,4995 → 12,50 €; VAT 20 % = 2,50 €; 15,00 € in all.
    expect(settlement.totals.money).toMatchObject({ takings: { total: channel(1, 10_000, 0) }, exclVat: 8333 });
    expect(settlement.totals.fees).toEqual({ venue: null, agent: { base: 8333, rate: 15, amount: 1250, vatRate: 20, vat: 250, total: 1500 }, card: 0 });
    expect(settlement.totals.owed).toMatchObject({ venue: null, agent: { total: 1500 }, platformPayout: null, online: null });

    const text = await pdfTextOf(tour.event.id, tour.manager.token);
    for (const line of ['Commission de l’agent (15,00 % du CA HT) 12,50 €', 'TVA sur la commission de l’agent (20,00 %) 2,50 €', 'À virer à l’agent 15,00 €']) expect(text).toContain(line);
    expect(text).not.toContain('Commission de la salle');
    const { body, amountOf } = await csvOf(tour.event.id, tour.manager.token);
    expect(amountOf('Commission de l’agent (15,00 % du CA HT)')).toBe('12,50');
    expect(amountOf('Commission de l’agent – À virer à l’agent')).toBe('15,00');
    expect(body.filter((row) => row[0]!.includes('salle'))).toEqual([]);
  });
});

describe('the demo’s closed date', () => {
  it('says the same total on the event page, the settlement, its CSV and PDF, and pays out no card money', async () => {
    await seedDemo(app.db);
    const [tour] = await app.db.select().from(projects).where(eq(projects.name, DEMO_TOUR_NAME));
    const [date] = await app.db.select().from(events).where(and(eq(events.projectId, tour!.id), eq(events.name, DEMO_PAST_EVENT)));
    const [manager] = await app.db.select().from(users).where(eq(users.email, 'manager@demo.test'));
    const token = await tokenFor(app.db, { id: manager!.id, email: manager!.email, clientId: manager!.clientId, roles: ['client'] });

    const page = await eventPage(date!.id, token);
    const settlement = await settlementOf(date!.id, token);
    expect(settlement.totals.money.takings).toEqual(page.takings);
    expect(settlement.stands.map((stand) => [stand.id, stand.money.takings])).toEqual(page.stands.map((stand) => [stand.standId, stand.takings]));
    // seed-demo-sales.ts: the date's tablets sold offline, in cash: 184,00 € at the main stand, 64,00 € at the balcony.
    expect(page.takings.total.net).toBe(24_800);

    const { amountOf } = await csvOf(date!.id, token);
    expect(amountOf('Total de la date')).toBe('248,00');
    expect(await pdfTextOf(date!.id, token)).toContain('Chiffre d’affaires TTC (remboursements déduits) 248,00 €');

    // No card money taken: the settlement owes no platform line, and the date's payout is of nothing.
    expect(page.takings.standCard.gross).toBe(0);
    expect(settlement.totals.owed.platformPayout).toBeNull();
    expect(await payoutRow(date!.id)).toEqual({ cardTakings: 0, commission: 0, amount: 0 });
  });
});
