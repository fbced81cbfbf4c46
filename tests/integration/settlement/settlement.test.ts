import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettlementView } from '@/features/closing/settlement-types';
import type { TransferView } from '@/features/stock/types';
import { events, stands } from '@/lib/db/schema';
import { addSellingStand, cashCount, cashSale, createSellingTour, refund, sold, soldByCard, type SellingTour } from '../../support/orders';
import { expectLedgerBalanced, postTransfer, putTransfer } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createEvent, createManager, createTeamMember } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A closing count at a stand, through the transfers API: from the stand to itself, counted, completed. */
async function count(tour: SellingTour, inventoryId: string, lines: { productVariantId: string; expected: number; receipts: Partial<Record<'success' | 'damaged' | 'missing' | 'regul', number>> }[]) {
  const sent = await postTransfer(app, tour.manager.token, { fromInventoryId: inventoryId, toInventoryId: inventoryId, type: 'event', eventId: tour.event.id, items: lines.map((line) => ({ productVariantId: line.productVariantId, quantity: line.expected })) });
  expect(sent.status).toBe(201);
  const transfer = sent.body as TransferView;
  const receipts = lines.flatMap((line) => {
    const item = transfer.items.find((entry) => entry.productVariantId === line.productVariantId)!;
    return Object.entries(line.receipts).map(([type, quantity]) => ({ transferItemId: item.id, type, quantity }));
  });
  expect((await putTransfer(app, tour.manager.token, transfer.id, 'receipts', { receipts })).status).toBe(200);
  expect((await putTransfer(app, tour.manager.token, transfer.id, 'complete', {})).status).toBe(200);
  return transfer.id;
}

/** Raw bytes of a download, with its headers. */
async function download(path: string, token: string) {
  const response = await fetch(`${app.baseUrl}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/**
 * The night of the show: Hall (100 € change fund) sells 2 S for cash, a vinyl by card, gives an M away ("Invitation
 * artiste") and refunds a cash M; Mezzanine sells 2 M by card. The venue takes 10 % (+ 20 % VAT). The closing counts
 * Hall (M: 1 damaged, 1 missing; vinyl: 1 found) and Mezzanine, Hall's drawer is 1 € short, Mezzanine's terminal 1 € over.
 */
async function closedShow() {
  const tour = await createSellingTour(app);
  await app.db.update(events).set({ name: 'Zénith – 14 juillet', commissionType: 'theatreFee', theaterFeeAmount: 10, theaterFeeVat: 20 }).where(eq(events.id, tour.event.id));
  await app.db.update(stands).set({ changeFund: 10000 }).where(eq(stands.id, tour.stand.id));
  const mezzanine = await addSellingStand(app, tour);

  await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 2 }]));
  await soldByCard(app, tour, [{ productVariantId: tour.vinylVariant, quantity: 1 }]);
  await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1, discount: 2500, discountReason: 'Invitation artiste' } as never]));
  const refunded = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]));
  expect((await refund(app, tour.seller.token, refunded.id, { items: [{ orderItemId: refunded.items[0]!.id, quantity: 1 }], method: 'cash' })).status).toBe(201);
  const mezzanineCard = await sold(app, mezzanine.seller.token, { eventId: tour.event.id, standId: mezzanine.stand.id, items: [{ productVariantId: tour.sizes.M, quantity: 2 }], payment: { method: 'card' } });
  const approved = await app.api(`/v1/payments/${mezzanineCard.payments[0]!.id}/sandbox-outcome`, { method: 'POST', token: mezzanine.seller.token, body: { outcome: 'approve' } });
  expect(approved.status).toBe(200);

  // Hall holds 8 S, 19 M (20 − 1 free − 1 sold + 1 refunded), 7 vinyls; Mezzanine 3 M.
  const hallCount = await count(tour, tour.stand.inventoryId, [
    { productVariantId: tour.sizes.S, expected: 8, receipts: { success: 8 } },
    { productVariantId: tour.sizes.M, expected: 19, receipts: { success: 17, damaged: 1, missing: 1 } },
    { productVariantId: tour.vinylVariant, expected: 7, receipts: { success: 7, regul: 1 } },
  ]);
  const mezzanineCount = await count(tour, mezzanine.stand.inventoryId, [{ productVariantId: tour.sizes.M, expected: 3, receipts: { success: 3 } }]);
  // 100 € + 50 € of cash sales expected; 149 € in the drawer.
  const cash = await app.api(`/v1/stands/${tour.stand.id}/cash-detail`, { method: 'POST', token: tour.seller.token, body: cashCount({ 5000: 2, 2000: 2, 200: 4, 100: 1 }) });
  expect(cash).toMatchObject({ status: 201, body: { total: 14900 } });

  const closed = await app.api(`/v1/events/${tour.event.id}/close`, {
    method: 'PUT',
    token: tour.manager.token,
    body: {
      runId: randomUUID(),
      theaterFeePaidWith: 'transfer',
      stands: [
        { standId: tour.stand.id, changeFundFound: 10000, cardCounted: 3000, feesPaidWithCash: 0, cashDetailId: cash.body.id, countTransferId: hallCount },
        { standId: mezzanine.stand.id, changeFundFound: 0, cardCounted: 5100, feesPaidWithCash: 0, cashDetailId: null, countTransferId: mezzanineCount },
      ],
    },
  });
  expect(closed.status).toBe(200);
  return { tour, mezzanine };
}

describe('GET /v1/events/{id}/settlement', () => {
  let show: Awaited<ReturnType<typeof closedShow>>;
  beforeAll(async () => {
    show = await closedShow();
  });

  it('settles the money: takings by channel and category, VAT out of included prices, fees and who owes whom', async () => {
    const answer = await app.api(`/v1/events/${show.tour.event.id}/settlement`, { token: show.tour.manager.token });
    expect(answer.status).toBe(200);
    const settlement = answer.body as SettlementView;
    expect(settlement.event).toMatchObject({ name: 'Zénith – 14 juillet', commissionType: 'theatreFee' });
    expect(settlement.organiser.name).toBeTruthy();
    const [hall, mezzanine] = [settlement.stands.find((stand) => stand.name === 'Hall')!, settlement.stands.find((stand) => stand.name === 'Mezzanine')!];
    // Hall: 50 € + 0 € + 25 € − 25 € refunded in cash, 30 € by card: 80 €, of which 13,33 € VAT (80 ÷ 1,2 = 66,67).
    // The card fee is the commission fixed on each card payment: the pro plan's 1 % of 30 €.
    expect(hall.money.takings).toEqual({
      standCash: { sales: 3, gross: 7500, refunded: 2500, net: 5000 },
      standCard: { sales: 1, gross: 3000, refunded: 0, net: 3000 },
      online: { sales: 0, gross: 0, refunded: 0, net: 0 },
      total: { sales: 4, gross: 10500, refunded: 2500, net: 8000 },
    });
    expect(hall.money).toMatchObject({ exclVat: 6667, vat: 1333, cardFee: 30 });
    expect(hall.money.byCategory).toEqual({ merchandising: 5000, accessories: 0, phonography: 3000, other: 0 });
    expect(mezzanine.money).toMatchObject({ takings: { standCard: { net: 5000 }, total: { net: 5000 } }, vat: 833, cardFee: 50 });
    // The event: 130 € → 108,33 € excl. VAT, VAT 21,67 € rounded once; venue 10 % = 10,83 € + 2,17 € VAT = 13,00 €;
    // card fees 0,80 €.
    expect(settlement.totals.money).toMatchObject({ takings: { total: { net: 13000 } }, exclVat: 10833, vat: 2167, cardFee: 80 });
    expect(settlement.totals.money.vatLines).toEqual([{ rate: 20, gross: 13000, exclVat: 10833, vat: 2167 }]);
    expect(settlement.totals.fees.venue).toEqual({
      base: 10833,
      rate: 10,
      amount: 1083,
      vatRate: 20,
      vat: 217,
      total: 1300,
      basis: 'exclVat',
      lines: [{ category: null, base: 10833, rate: 10, amount: 1083 }],
      fixedFee: 0,
      paidWith: 'transfer',
      paidInCash: 0,
    });
    expect(settlement.totals.fees.agent).toBeNull();
    // Who owes whom: the drawer holds 149 € of the 150 € expected; the platform pays the 80 € of card less 0,80 €;
    // the venue is owed its 13 € by transfer.
    expect(settlement.totals.owed).toEqual({
      cash: { changeFund: 10000, cashTakings: 5000, cashIn: 0, cashOut: 0, paidToVenue: 0, expected: 15000, counted: 14900, difference: -100 },
      platformPayout: { gross: 8000, refunded: 0, commission: 80, net: 7920 },
      online: null,
      venue: { total: 1300, paidInCash: 0, owedByTransfer: 1300 },
      agent: null,
    });
    expect(settlement.payout).toMatchObject({ cardTakings: 8000, commission: 80, deductions: 0, amount: 7920, status: 'scheduled' });
  });

  it('settles each drawer and terminal', async () => {
    const settlement = (await app.api(`/v1/events/${show.tour.event.id}/settlement`, { token: show.tour.manager.token })).body as SettlementView;
    const [hall, mezzanine] = [settlement.stands.find((stand) => stand.name === 'Hall')!, settlement.stands.find((stand) => stand.name === 'Mezzanine')!];
    expect(hall.cash).toEqual({ changeFundExpected: 10000, changeFundFound: 10000, changeFundDifference: 0, cashSales: 5000, cashIn: 0, cashOut: 0, feesPaidWithCash: 0, expected: 15000, counted: 14900, difference: -100 });
    expect(hall.card).toEqual({ sales: 3000, terminal: 3000, difference: 0 });
    // The mezzanine took no cash and held no change fund: no drawer, and no figure invented for one.
    expect(mezzanine.cash).toBeNull();
    expect(mezzanine.card).toEqual({ sales: 5000, terminal: 5100, difference: 100 });
  });

  it('follows every variant from count in to count out, with free items, damaged, missing, found and the variance', async () => {
    const settlement = (await app.api(`/v1/events/${show.tour.event.id}/settlement`, { token: show.tour.manager.token })).body as SettlementView;
    const hall = settlement.stands.find((stand) => stand.name === 'Hall')!;
    const units = (variantId: string) => {
      const { countIn, countOut, expectedSold, sold, free, freeReasons, damaged, missing, found, variance, gross } = hall.variants.find((variant) => variant.productVariantId === variantId)!;
      return { countIn, countOut, expectedSold, sold, free, freeReasons, damaged, missing, found, variance, gross };
    };
    expect(units(show.tour.sizes.S)).toEqual({ countIn: 10, countOut: 8, expectedSold: 2, sold: 2, free: 0, freeReasons: [], damaged: 0, missing: 0, found: 0, variance: 0, gross: 5000 });
    // 20 in, 17 good after the count: 3 left the shelf, 1 through the till (free): the 2 others are the damaged and missing ones.
    expect(units(show.tour.sizes.M)).toEqual({ countIn: 20, countOut: 17, expectedSold: 3, sold: 1, free: 1, freeReasons: [{ reason: 'Invitation artiste', quantity: 1 }], damaged: 1, missing: 1, found: 0, variance: 2, gross: 0 });
    // One vinyl found beyond the ledger: 8 on the shelf after one sale out of 8, a variance of −1.
    expect(units(show.tour.vinylVariant)).toEqual({ countIn: 8, countOut: 8, expectedSold: 0, sold: 1, free: 0, freeReasons: [], damaged: 0, missing: 0, found: 1, variance: -1, gross: 3000 });
    expect(hall.units).toMatchObject({ countIn: 38, countOut: 33, expectedSold: 5, sold: 4, free: 1, damaged: 1, missing: 1, found: 1, variance: 1 });
    expect(settlement.totals.units).toMatchObject({ countIn: 43, countOut: 36, sold: 6, variance: 1 });
    await expectLedgerBalanced(app.db, show.tour.tour.id);
  });

  it('writes the CSV: BOM, one row per stand × variant, totals rows, amounts in euros with a decimal comma', async () => {
    const file = await download(`/v1/events/${show.tour.event.id}/settlement.csv`, show.tour.manager.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="bilan-zenith-14-juillet.csv"');
    const text = file.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(text.slice(1), { delimiter: ';' }).data.filter((row) => row.length > 1);
    const [header, ...body] = rows;
    expect(header!.slice(0, 7)).toEqual(['Ligne', 'Stand', 'Produit', 'Variante', 'Catégorie', 'Stock d’ouverture', 'Reçus pendant la date']);
    const variantRows = body.filter((row) => row[0] === 'Article');
    expect(variantRows).toHaveLength(4);
    const mRow = variantRows.find((row) => row[1] === 'Hall' && row[3]?.includes('M'))!;
    expect(mRow.slice(5, 16)).toEqual(['20', '0', '17', '3', '1', '1', '1', '1', '0', '0', '2']);
    expect(mRow[16]).toBe('Invitation artiste (1)');
    const amountOf = (label: string) => body.find((row) => row[0] === label)?.at(-1);
    expect(body.find((row) => row[0] === 'Total stand' && row[1] === 'Hall')?.at(-1)).toBe('80,00');
    expect(amountOf('Total de la date')).toBe('130,00');
    expect(amountOf('Carte aux stands – net')).toBe('80,00');
    expect(amountOf('CA TTC Phonographie')).toBe('30,00');
    expect(amountOf('TVA 20,00\u00a0%')).toBe('21,67');
    expect(amountOf('Paiements par carte aux stands – Net reversé par la plateforme')).toBe('79,20');
    expect(amountOf('Espèces dans les caisses – Écart de caisse')).toBe('-1,00');
    expect(amountOf('Commission de la salle – Reste à virer à la salle')).toBe('13,00');
    expect(body.some((row) => row[0]?.includes('Net dû'))).toBe(false);
  });

  it('renders the PDF', async () => {
    const file = await download(`/v1/events/${show.tour.event.id}/settlement.pdf?lang=en`, show.tour.manager.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="bilan-zenith-14-juillet.pdf"');
    expect(file.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('is read by the tour’s viewers and admins, refused to its sellers, and another tenant’s is not found', async () => {
    const path = `/v1/events/${show.tour.event.id}/settlement`;
    const viewer = await createTeamMember(app.db, show.tour.tour.id, 'viewer');
    expect((await app.api(path, { token: viewer.token })).status).toBe(200);
    expect(await app.api(path, { token: show.tour.seller.token })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect((await download(`${path}.csv`, show.mezzanine.seller.token)).status).toBe(403);
    const outsider = await createManager(app.db);
    expect(await app.api(path, { token: outsider.token })).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    expect((await download(`${path}.pdf`, outsider.token)).status).toBe(404);
    expect((await app.api(path)).status).toBe(401);
  });
});

describe('an event not closed yet', () => {
  it('has no settlement: EVENT_NOT_CLOSED, on the JSON and the downloads alike', async () => {
    const tour = await createSellingTour(app);
    const later = await createEvent(app.db, tour.tour.id, { status: 'finished' });
    for (const eventId of [tour.event.id, later.id]) {
      for (const suffix of ['', '.csv', '.pdf']) {
        const answer = await app.api(`/v1/events/${eventId}/settlement${suffix}`, { token: tour.manager.token });
        expect(answer, `${eventId}${suffix}`).toMatchObject({ status: 409, body: { errorCode: 'EVENT_NOT_CLOSED' } });
      }
    }
  });
});
