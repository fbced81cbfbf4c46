import { createHash, randomUUID } from 'node:crypto';
import canonicalize from 'canonicalize';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettlementAdjustment, SettlementView } from '@/features/closing/settlement-types';
import { eventCardMoney } from '@/features/invoices/server/commission';
import type { OrderView } from '@/features/orders/types';
import { eventAdjustments, events, payouts, stands } from '@/lib/db/schema';
import { closeBody, createClosingTour, putClose, type ClosingTour } from '../../support/closing';
import { download, pdfToText } from '../../support/invoices';
import { cardSale, cashCount, cashSale, changeStatus, refund, sell, sold, soldByCard } from '../../support/orders';
import { deliverStock, levelOf, postTransfer, supply } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createEvent, createManager, createPlatformAdmin, createStand, createTeamMember, type Signed } from '../../support/tours';

/*
 * Issue #22, "a closed date is frozen": after PUT /v1/events/{id}/close nothing moves the date's money or its stands'
 * stock through the usual routes; a customer who comes back is the managers' post-closing adjustment, which the
 * settlement lists below the figures the closing confirmed, and which the payouts give back.
 */

let app: TestApp;
let admin: Signed;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createPlatformAdmin(app.db);
});
afterAll(() => app.close());

/** A date with card and cash sales at Hall, closed: the two card orders and the cash one. */
async function closedDate() {
  const tour = await createClosingTour(app);
  const vinyl = await soldByCard(app, tour, [{ productVariantId: tour.vinylVariant, quantity: 1 }]);
  const pair = await soldByCard(app, tour, [{ productVariantId: tour.sizes.S, quantity: 2 }]);
  const cash = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 2 }]));
  const closed = await putClose(app, tour.manager.token, tour.event.id, closeBody(tour));
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  return { tour, vinyl, pair, cash };
}

function settlementOf(tour: ClosingTour, token = tour.manager.token) {
  return app.api(`/v1/events/${tour.event.id}/settlement`, { token });
}

function adjust(tour: ClosingTour, token: string | undefined, body: unknown, key: string | null = randomUUID()) {
  return app.api(`/v1/events/${tour.event.id}/adjustments`, { method: 'POST', token, body, headers: key ? { 'Idempotency-Key': key } : {} });
}

const adjustment = (order: OrderView, changes: Record<string, unknown> = {}) => ({
  orderId: order.id,
  items: [{ orderItemId: order.items[0]!.id, quantity: 1 }],
  method: 'card',
  destination: 'warehouse',
  reason: 'Revenu le lendemain : taille trop petite',
  ...changes,
});

async function payoutOf(eventId: string) {
  const [row] = await app.db.select().from(payouts).where(eq(payouts.eventId, eventId));
  return row!;
}

/**
 * The invariant of issue #22, for one date: what the platform pays out for it (its payout, less what later dates'
 * payouts took back for it) is never more than its register's card takings less card refunds less the commission.
 */
async function expectPayoutsWithinKept(eventId: string) {
  const payout = await payoutOf(eventId);
  const carried = await app.db.select().from(eventAdjustments).where(eq(eventAdjustments.eventId, eventId));
  const takenBackLater = carried.filter((row) => row.carried).reduce((sum, row) => sum + row.payoutEffect, 0);
  const { register } = await eventCardMoney(app.db, eventId);
  expect(payout.amount + payout.deductions - takenBackLater).toBeLessThanOrEqual(register.takings - register.commission);
  expect(payout.amount + payout.deductions - takenBackLater).toBe(register.takings - register.commission);
}

describe('after the closing, the usual routes refuse', () => {
  let date: Awaited<ReturnType<typeof closedDate>>;
  beforeAll(async () => {
    date = await closedDate();
  });

  it('refunds by card and in cash, for the seller and the manager alike', async () => {
    const { tour, vinyl, cash } = date;
    for (const token of [tour.seller.token, tour.manager.token]) {
      expect(await refund(app, token, vinyl.id, { items: [{ orderItemId: vinyl.items[0]!.id, quantity: 1 }], method: 'card' })).toMatchObject({ status: 409, body: { errorCode: 'ORDERS_ENDED_ON_EVENT' } });
      expect(await refund(app, token, cash.id, { items: [{ orderItemId: cash.items[0]!.id, quantity: 1 }], method: 'cash' })).toMatchObject({ status: 409, body: { errorCode: 'ORDERS_ENDED_ON_EVENT' } });
    }
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(18);
  });

  it('sales, cash counts, status changes and stock sent to a closed stand', async () => {
    const { tour, cash } = date;
    expect(await sell(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]))).toMatchObject({ status: 409, body: { errorCode: 'ORDERS_ENDED_ON_EVENT' } });
    expect(await app.api(`/v1/stands/${tour.stand.id}/cash-detail`, { method: 'POST', token: tour.seller.token, body: cashCount({ 5000: 1 }) })).toMatchObject({ status: 409, body: { errorCode: 'ORDERS_ENDED_ON_EVENT' } });
    expect(await changeStatus(app, tour.manager.token, cash.id, 'exchanged')).toMatchObject({ status: 409, body: { errorCode: 'ORDERS_ENDED_ON_EVENT' } });
    expect((await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: tour.sizes.L, quantity: 3 }])).status).toBe(200);
    const toClosed = await postTransfer(app, tour.manager.token, { fromInventoryId: tour.warehouseId, toInventoryId: tour.stand.inventoryId, type: 'stand', items: [{ productVariantId: tour.sizes.L, quantity: 1 }] });
    expect(toClosed).toMatchObject({ status: 409, body: { errorCode: 'ORDERS_ENDED_ON_EVENT' } });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.L)).toBe(0);
  });

  it('but the counted leftovers may still leave the stand for the warehouse', async () => {
    const { tour } = date;
    const back = await deliverStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 8 }], { from: tour.stand.inventoryId, to: tour.warehouseId });
    expect(back.status).toBe('finished');
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(0);
  });
});

describe('the settlement the closing confirmed', () => {
  it('is stored with its hash, which the PDF prints and anyone can recompute', async () => {
    const { tour } = await closedDate();
    const answer = await settlementOf(tour);
    expect(answer.status).toBe(200);
    const { hash, adjustments, adjustmentTotals, payout, ...confirmed } = answer.body as SettlementView;
    expect(payout).toMatchObject({ status: 'scheduled' });
    expect(adjustments).toEqual([]);
    expect(adjustmentTotals).toEqual({ amount: 0, payoutEffect: 0 });
    expect(hash).toBe(createHash('sha256').update(canonicalize(confirmed)!).digest('hex'));
    const pdf = await download(app, `/v1/events/${tour.event.id}/settlement.pdf`, tour.manager.token);
    expect(pdf.status).toBe(200);
    expect((await pdfToText(pdf.bytes)).replace(/\s+/g, '')).toContain(hash!);
  });
});

describe('POST /v1/events/{id}/adjustments', () => {
  let date: Awaited<ReturnType<typeof closedDate>>;
  let before: SettlementView;
  beforeAll(async () => {
    date = await closedDate();
    before = (await settlementOf(date.tour)).body;
  });

  it('is the tour’s managers’: a seller and a viewer are refused, another organisation does not find the date', async () => {
    const { tour, vinyl } = date;
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    const outsider = await createManager(app.db);
    expect(await adjust(tour, tour.seller.token, adjustment(vinyl))).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await adjust(tour, viewer.token, adjustment(vinyl))).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await adjust(tour, outsider.token, adjustment(vinyl))).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    expect(await adjust(tour, undefined, adjustment(vinyl))).toMatchObject({ status: 401 });
  });

  it('refuses bad input with its code, and an open date (a refund at the stand is the way there)', async () => {
    const { tour, vinyl } = date;
    expect(await adjust(tour, tour.manager.token, adjustment(vinyl), null)).toMatchObject({ status: 400, body: { errorCode: 'IDEMPOTENCY_KEY_REQUIRED' } });
    expect(await adjust(tour, tour.manager.token, adjustment(vinyl, { reason: '' }))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['reason'] } });
    expect(await adjust(tour, tour.manager.token, adjustment(vinyl, { destination: 'stand' }))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['destination'] } });
    expect(await adjust(tour, tour.manager.token, adjustment(vinyl, { orderId: randomUUID() }))).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect(await adjust(tour, tour.manager.token, adjustment(vinyl, { items: [{ orderItemId: vinyl.items[0]!.id, quantity: 2 }] }))).toMatchObject({ status: 422, body: { errorCode: 'REFUND_ORDER_ITEM_QUANTITY_TOO_HIGH' } });
    const open = await createClosingTour(app);
    const openSale = await soldByCard(app, open, [{ productVariantId: open.vinylVariant, quantity: 1 }]);
    expect(await adjust(open, open.manager.token, adjustment(openSale))).toMatchObject({ status: 409, body: { errorCode: 'EVENT_NOT_CLOSED' } });
  });

  it('refunds the card, puts the unit in the warehouse, takes it from the unpaid payout, once per key', async () => {
    const { tour, vinyl } = date;
    const payoutBefore = await payoutOf(tour.event.id);
    const warehouseBefore = await levelOf(app.db, tour.warehouseId, tour.vinylVariant);
    const key = randomUUID();
    const made = await adjust(tour, tour.manager.token, adjustment(vinyl), key);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const view = made.body as SettlementAdjustment;
    expect(view).toMatchObject({ orderId: vinyl.id, method: 'card', amount: 3000, units: 1, destination: 'warehouse', payoutTreatment: 'datePayout', reason: 'Revenu le lendemain : taille trop petite' });
    expect(view.createdBy).toBeTruthy();
    expect(view.payoutEffect).toBe(3000 - view.commission);
    expect(await levelOf(app.db, tour.warehouseId, tour.vinylVariant)).toBe(warehouseBefore + 1);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.vinylVariant)).toBe(7);
    const payoutAfter = await payoutOf(tour.event.id);
    expect(payoutAfter.amount).toBe(payoutBefore.amount - view.payoutEffect);
    await expectPayoutsWithinKept(tour.event.id);

    // The same key again: the same adjustment, no second refund. Another body with it: refused.
    expect(await adjust(tour, tour.manager.token, adjustment(vinyl), key)).toMatchObject({ status: 201, body: { id: view.id } });
    expect(await app.db.select().from(eventAdjustments).where(eq(eventAdjustments.eventId, tour.event.id))).toHaveLength(1);
    expect(await adjust(tour, tour.manager.token, adjustment(vinyl, { reason: 'Autre chose' }), key)).toMatchObject({ status: 422, body: { errorCode: 'IDEMPOTENCY_KEY_REUSED' } });
  });

  it('appears below the confirmed figures, which do not move, signed and dated', async () => {
    const { tour } = date;
    const after = (await settlementOf(tour)).body as SettlementView;
    expect(after.totals).toEqual(before.totals);
    expect(after.stands).toEqual(before.stands);
    expect(after.hash).toBe(before.hash);
    expect(after.adjustments).toHaveLength(1);
    expect(after.adjustmentTotals.amount).toBe(3000);
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect((await settlementOf(tour, viewer.token)).body.adjustments).toHaveLength(1);
    const text = await pdfToText((await download(app, `/v1/events/${tour.event.id}/settlement.pdf`, tour.manager.token)).bytes);
    expect(text).toContain('Ajustements après clôture');
    expect(text).toContain('Total remboursé après clôture 30,00 €');
  });

  it('writes damaged units off, and a cash refund takes nothing from the payouts', async () => {
    const { tour, cash } = date;
    const payoutBefore = await payoutOf(tour.event.id);
    const warehouseBefore = await levelOf(app.db, tour.warehouseId, tour.sizes.M);
    const made = await adjust(tour, tour.manager.token, adjustment(cash, { method: 'cash', destination: 'writeOff' }));
    expect(made).toMatchObject({ status: 201, body: { method: 'cash', amount: 2500, payoutEffect: 0, payoutTreatment: 'none', destination: 'writeOff' } });
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(warehouseBefore);
    expect((await payoutOf(tour.event.id)).amount).toBe(payoutBefore.amount);
    await expectPayoutsWithinKept(tour.event.id);
  });

  it('once the payout is paid, is carried to the organiser’s next payout', async () => {
    const { tour, pair } = date;
    const paid = await payoutOf(tour.event.id);
    expect((await app.api(`/v1/payouts/${paid.id}/paid`, { method: 'PUT', token: admin.token })).status).toBe(200);
    const made = await adjust(tour, tour.manager.token, adjustment(pair));
    expect(made).toMatchObject({ status: 201, body: { amount: 2500, payoutTreatment: 'nextPayout' } });
    expect(await payoutOf(tour.event.id)).toMatchObject({ amount: paid.amount, status: 'paid' });
    await expectPayoutsWithinKept(tour.event.id);

    // The next date of the same organisation: its payout takes the carried refund back.
    const next = await createEvent(app.db, tour.tour.id, { status: 'inProgress' }, { performances: [{ startsAt: '2026-07-20T20:30' }] });
    const stand = await createStand(app.db, next, { name: 'Fosse', status: 'opened' }, [tour.seller.user.id]);
    expect((await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: tour.vinylVariant, quantity: 4 }])).status).toBe(200);
    await deliverStock(app, tour, [{ productVariantId: tour.vinylVariant, quantity: 4 }], { to: stand.inventoryId });
    const pending = await sold(app, tour.seller.token, { eventId: next.id, standId: stand.id, items: [{ productVariantId: tour.vinylVariant, quantity: 4 }], payment: { method: 'card' } });
    expect((await app.api(`/v1/payments/${pending.payments[0]!.id}/sandbox-outcome`, { method: 'POST', token: tour.seller.token, body: { outcome: 'approve' } })).status).toBe(200);
    const closed = await putClose(app, tour.manager.token, next.id, { runId: randomUUID(), theaterFeePaidWith: null, stands: [] });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const nextPayout = await payoutOf(next.id);
    expect(nextPayout.deductions).toBe(made.body.payoutEffect);
    expect(nextPayout.amount).toBe(nextPayout.cardTakings - nextPayout.commission - made.body.payoutEffect);
    const [carried] = await app.db.select().from(eventAdjustments).where(eq(eventAdjustments.id, made.body.id));
    expect(carried!.carriedToPayoutId).toBe(nextPayout.id);
    await expectPayoutsWithinKept(tour.event.id);
    const statement = await pdfToText((await download(app, `/v1/payouts/${nextPayout.id}/statement`, tour.manager.token)).bytes);
    expect(statement).toContain('Remboursements après clôture');
  });
});

describe('the invariant, whatever the order', () => {
  it('payouts never pass what the platform kept: refunds before closing, adjustments before and after the payout is paid', async () => {
    const tour = await createClosingTour(app);
    const orders = [];
    for (let index = 0; index < 4; index += 1) orders.push(await soldByCard(app, tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]));
    expect((await refund(app, tour.seller.token, orders[0]!.id, { items: [{ orderItemId: orders[0]!.items[0]!.id, quantity: 1 }], method: 'card' })).status).toBe(201);
    expect((await putClose(app, tour.manager.token, tour.event.id, closeBody(tour))).status).toBe(200);
    await expectPayoutsWithinKept(tour.event.id);
    expect((await adjust(tour, tour.manager.token, adjustment(orders[1]!))).status).toBe(201);
    await expectPayoutsWithinKept(tour.event.id);
    expect((await app.api(`/v1/payouts/${(await payoutOf(tour.event.id)).id}/paid`, { method: 'PUT', token: admin.token })).status).toBe(200);
    expect((await adjust(tour, tour.manager.token, adjustment(orders[2]!, { destination: 'writeOff' }))).status).toBe(201);
    await expectPayoutsWithinKept(tour.event.id);
    await app.db.update(events).set({ name: 'Vérifié' }).where(eq(events.id, tour.event.id));
    expect(await app.db.select().from(stands).where(eq(stands.eventId, tour.event.id))).toSatisfy((rows: { status: string }[]) => rows.every((row) => row.status === 'closed'));
  });
});

describe('a refund racing the closing', () => {
  it('is either in the payout or refused after it, never beside it', async () => {
    const tour = await createClosingTour(app);
    const sales = [];
    for (let index = 0; index < 8; index += 1) sales.push(await soldByCard(app, tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]));
    const answers = await Promise.all([
      putClose(app, tour.manager.token, tour.event.id, closeBody(tour)),
      ...sales.map((sale) => refund(app, tour.seller.token, sale.id, { items: [{ orderItemId: sale.items[0]!.id, quantity: 1 }], method: 'card' })),
    ]);
    expect(answers[0]!.status).toBe(200);
    for (const answer of answers.slice(1)) expect([201, 409]).toContain(answer.status);
    for (const answer of answers.slice(1).filter((entry) => entry.status === 409)) expect(answer.body).toMatchObject({ errorCode: 'ORDERS_ENDED_ON_EVENT' });
    await expectPayoutsWithinKept(tour.event.id);
    // The settlement the closing stored saw exactly the refunds the payout saw.
    const settlement = (await settlementOf(tour)).body as SettlementView;
    const payout = await payoutOf(tour.event.id);
    expect(settlement.stands.find((stand) => stand.id === tour.stand.id)!.money.takings.standCard.net).toBe(payout.cardTakings);
    expect(settlement.totals.owed.platformPayout?.commission ?? 0).toBe(payout.commission);
  });
});

