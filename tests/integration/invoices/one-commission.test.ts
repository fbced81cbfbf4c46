import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettlementView } from '@/features/closing/settlement-types';
import { computeClientFees } from '@/features/invoices/server/compute-client-fees';
import { toParisDate } from '@/lib/datetime/paris-time';
import { events, orderItems, orders, payments, payouts, planFees, stands } from '@/lib/db/schema';
import { centsToInput } from '@/lib/money/euro-input';
import { download, holdPlan, pdfToText } from '../../support/invoices';
import { refund, sold } from '../../support/orders';
import { createOpenedShop, paidShopOrder, type OpenedShop } from '../../support/shop-orders';
import { deliverStock, supply } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';

/*
 * Issue #22, "one commission everywhere": on one date with card sales at the stand, a card refund and online orders,
 * the settlement (screen, CSV, PDF), the payout and its statement, the fee invoice and the application fee sent to the
 * provider all read the commission fixed on the card payments, and agree to the cent.
 */

let app: TestApp;
let date: OpenedShop;
let settlement: SettlementView;
let shopCommission: number;
let shopApplicationFees: number[];

/** Card sales of odd amounts, so that a commission taken on totals would round differently from the payments'. */
async function cardSaleAtHall(quantity: number, discount = 0) {
  const pending = await sold(app, date.manager.token, { eventId: date.event.id, standId: date.stand.id, items: [{ productVariantId: date.sizes.S, quantity, discount }], payment: { method: 'card' } });
  const approved = await app.api(`/v1/payments/${pending.payments[0]!.id}/sandbox-outcome`, { method: 'POST', token: date.manager.token, body: { outcome: 'approve' } });
  expect(approved.status).toBe(200);
  return pending;
}

beforeAll(async () => {
  app = await startTestApp();
  date = await createOpenedShop(app);
  // Advanced: 1.50 % of card takings, so that half-cents appear.
  await holdPlan(app.db, date.manager.user.clientId!, 'advanced');
  const [advanced] = await app.db.select().from(planFees).where(eq(planFees.plan, 'advanced'));
  expect(advanced!.cardCommissionBasisPoints).toBe(150);
  await app.db.update(events).set({ status: 'inProgress' }).where(eq(events.id, date.event.id));
  await app.db.update(stands).set({ status: 'opened' }).where(eq(stands.id, date.stand.id));
  expect((await supply(app, date.manager.token, date.tour.id, [{ productVariantId: date.sizes.S, quantity: 6 }])).status).toBe(200);
  await deliverStock(app, date, [{ productVariantId: date.sizes.S, quantity: 6 }]);

  // Hall: 25 € − 0.99 €, 2 × 25 € − 0.37 €, 25 € (refunded by card before the closing).
  await cardSaleAtHall(1, 99);
  await cardSaleAtHall(2, 37);
  const refunded = await cardSaleAtHall(1);
  expect((await refund(app, date.manager.token, refunded.id, { items: [{ orderItemId: refunded.items[0]!.id, quantity: 1 }], method: 'card' })).status).toBe(201);
  // Online: two orders, handed over at the stand before the closing.
  const online = [await paidShopOrder(app, date.shop.id, [{ productVariantId: date.sizes.M, quantity: 1 }]), await paidShopOrder(app, date.shop.id, [{ productVariantId: date.vinylVariant, quantity: 1 }])];
  await app.db.update(orders).set({ status: 'exchanged' }).where(inArray(orders.id, online.map((entry) => entry.id)));
  const shopPayments = await app.db.select().from(payments).where(inArray(payments.orderId, online.map((entry) => entry.id)));
  shopApplicationFees = shopPayments.map((payment) => payment.commission);
  shopCommission = shopApplicationFees.reduce((sum, fee) => sum + fee, 0);

  const closed = await app.api(`/v1/events/${date.event.id}/close`, {
    method: 'PUT',
    token: date.manager.token,
    body: { runId: randomUUID(), theaterFeePaidWith: null, stands: [{ standId: date.stand.id, changeFundFound: 0, cardCounted: null, feesPaidWithCash: 0, cashDetailId: null, countTransferId: null }] },
  });
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  settlement = (await app.api(`/v1/events/${date.event.id}/settlement`, { token: date.manager.token })).body;
});
afterAll(() => app.close());

describe('one commission on one date', () => {
  it('the shop’s application fees are the commission of the plan, fixed on each payment', async () => {
    // 25 € and 30 € at 1.50 %: 0.375 € → 0.38 € and 0.45 €.
    expect(shopApplicationFees.sort()).toEqual([38, 45]);
    expect(settlement.online?.cardFee).toBe(shopCommission);
  });

  it('the settlement’s card fee is the payout’s commission plus the shop’s application fees', async () => {
    const [payout] = await app.db.select().from(payouts).where(eq(payouts.eventId, date.event.id));
    // Hall: 24.01 € → 0.36015 € → 0.36 €; 49.63 € → 0.74445 € → 0.74 €; the refunded 25 € gives its 0.38 € back.
    expect(payout).toMatchObject({ cardTakings: 2401 + 4963, commission: 36 + 74 });
    expect(settlement.stands[0]!.money.cardFee).toBe(payout!.commission);
    expect(settlement.totals.fees.card).toBe(payout!.commission + shopCommission);
  });

  it('the CSV, the PDF and the payout statement print the same figures', async () => {
    const csv = await download(app, `/v1/events/${date.event.id}/settlement.csv`, date.manager.token);
    const rows = Papa.parse<string[]>(csv.bytes.toString('utf8').slice(1), { delimiter: ';' }).data;
    expect(rows.find((row) => row[0] === 'Frais de paiement par carte (commission de la plateforme)')?.at(-1)).toBe(centsToInput(settlement.totals.fees.card));
    const pdf = await pdfToText((await download(app, `/v1/events/${date.event.id}/settlement.pdf`, date.manager.token)).bytes);
    expect(pdf).toContain(`Frais de paiement par carte (commission de la plateforme) ${(settlement.totals.fees.card / 100).toFixed(2).replace('.', ',')} €`);
    const [payout] = await app.db.select().from(payouts).where(eq(payouts.eventId, date.event.id));
    const statement = await pdfToText((await download(app, `/v1/payouts/${payout!.id}/statement`, date.manager.token)).bytes);
    expect(statement).toContain(`Commission de la plateforme -${(payout!.commission / 100).toFixed(2).replace('.', ',')} €`);
  });

  it('the fee invoice bills that same commission', async () => {
    const today = toParisDate(new Date());
    const lines = await computeClientFees(app.db, date.manager.user.clientId!, { start: today, end: today });
    const commission = lines.filter((line) => line.eventId === date.event.id && line.label.startsWith('Commission'));
    expect(commission).toHaveLength(1);
    expect(commission[0]!.unitAmountExclVat).toBe(settlement.totals.fees.card);
  });

  it('keeps the shop’s commission on an online refund, as the provider keeps the application fee', async () => {
    const [shopOrder] = await app.db.select().from(orders).where(and(eq(orders.eventId, date.event.id), eq(orders.channel, 'shop')));
    const [item] = await app.db.select().from(orderItems).where(eq(orderItems.orderId, shopOrder!.id));
    const adjusted = await app.api(`/v1/events/${date.event.id}/adjustments`, {
      method: 'POST',
      token: date.manager.token,
      headers: { 'Idempotency-Key': randomUUID() },
      body: { orderId: shopOrder!.id, items: [{ orderItemId: item!.id, quantity: 1 }], method: 'card', destination: 'warehouse', reason: 'Commande jamais retirée' },
    });
    expect(adjusted).toMatchObject({ status: 201, body: { commission: 0, payoutEffect: 0, payoutTreatment: 'none' } });
    const today = toParisDate(new Date());
    const lines = await computeClientFees(app.db, date.manager.user.clientId!, { start: today, end: today });
    expect(lines.find((line) => line.eventId === date.event.id && line.label.startsWith('Commission'))?.unitAmountExclVat).toBe(settlement.totals.fees.card);
  });
});
