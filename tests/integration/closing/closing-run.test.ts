import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClosingRunError, confirmClosing, FREE_ITEM_REASON } from '@/features/closing/confirm-closing';
import type { ClosingPlan } from '@/features/closing/types';
import { eventClosings, events, orderItems, orders, stands } from '@/lib/db/schema';
import { breakingApi, closingApiOf, closingData, countTransfersOf, createClosingTour, theatrePlan, writesOf, type ClosingTour } from '../../support/closing';
import { cashSale, sold, soldByCard } from '../../support/orders';
import { expectLedgerBalanced, ledgerOf, levelOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Hall sold 1 M cash and 1 vinyl by card; the plan counts S one short, M one damaged one short, a vinyl found. */
async function theatreScenario() {
  const tour = await createClosingTour(app, 'theatreFee');
  await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]));
  await soldByCard(app, tour, [{ productVariantId: tour.vinylVariant, quantity: 1 }]);
  const plan = theatrePlan(tour, await closingData(app, tour.manager.token, tour.event.id));
  return { tour, plan };
}

/** No sale; the concession sold 10 M, 3 S and the 8 vinyls, gave 2 M away, got back 10 M and 7 S, 1 M damaged. */
async function agentScenario() {
  const tour = await createClosingTour(app, 'agentFee');
  const data = await closingData(app, tour.manager.token, tour.event.id);
  const idsOf = (variantId: string) => data.stands[0]!.levels.find((level) => level.productVariantId === variantId)!;
  const plan: ClosingPlan = {
    eventId: tour.event.id,
    runId: randomUUID(),
    commissionType: 'agentFee',
    fees: { theaterFeeAmount: null, theaterFeeVat: null, commissionAgentFeeAmount: 15, commissionAgentFeeVat: 20 },
    theaterFeePaidWith: null,
    stands: [tour.stand, tour.mezzanine].map((stand) => ({ standId: stand.id, inventoryId: stand.inventoryId, changeFundExpected: 0, newChangeFund: null, changeFundFound: 0, cashCounts: null, cardCounted: null, feesPaidWithCash: 0, lines: [] })),
    concession: [
      { productId: idsOf(tour.sizes.M).productId, productVariantId: tour.sizes.M, sold: 10, free: 2, returned: 10, damaged: 1 },
      { productId: idsOf(tour.sizes.S).productId, productVariantId: tour.sizes.S, sold: 3, free: 0, returned: 7, damaged: 0 },
      { productId: idsOf(tour.vinylVariant).productId, productVariantId: tour.vinylVariant, sold: 8, free: 0, returned: 0, damaged: 0 },
    ],
  };
  return { tour, plan };
}

async function expectTheatreClosed(tour: ClosingTour, plan: ClosingPlan) {
  expect((await app.db.select().from(events).where(eq(events.id, tour.event.id)))[0]).toMatchObject({ status: 'finished', theaterFeeAmount: 12 });
  expect((await app.db.select().from(stands).where(eq(stands.id, tour.stand.id)))[0]).toMatchObject({ changeFund: 15_000, status: 'closed' });
  expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(9);
  expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(18);
  expect(await levelOf(app.db, tour.stand.inventoryId, tour.vinylVariant)).toBe(8);
  expect(await levelOf(app.db, tour.mezzanine.inventoryId, tour.sizes.M)).toBe(5);
  const [closing] = await app.db.select().from(eventClosings).where(eq(eventClosings.eventId, tour.event.id));
  const counts = await countTransfersOf(app, tour.event.id);
  expect(counts.map((transfer) => transfer.status)).toEqual(['finished', 'finished']);
  expect(closing).toMatchObject({ runId: plan.runId, theaterFeePaidWith: 'cash' });
  for (const record of closing!.stands) {
    expect(record.cashDetailId).toEqual(expect.any(String));
    expect(counts.map((transfer) => transfer.id)).toContain(record.countTransferId);
  }
  expect(closing!.stands[0]).toMatchObject({ standId: tour.stand.id, changeFundFound: 15_000, cardCounted: 3000, feesPaidWithCash: 1000 });
  await expectLedgerBalanced(app.db, tour.tour.id);
}

async function expectAgentClosed(tour: ClosingTour) {
  expect((await app.db.select().from(events).where(eq(events.id, tour.event.id)))[0]!.status).toBe('finished');
  expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(8);
  expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(7);
  expect(await levelOf(app.db, tour.stand.inventoryId, tour.vinylVariant)).toBe(0);
  expect(await levelOf(app.db, tour.mezzanine.inventoryId, tour.sizes.M)).toBe(2);
  const made = await app.db.select().from(orders).where(eq(orders.eventId, tour.event.id));
  expect(made.map((order) => [order.standId, order.totalInclVat, order.paymentMethod]).sort()).toEqual(
    [
      [tour.stand.id, 10 * 2500 + 3 * 2500 + 8 * 3000, 'cash'],
      [tour.stand.id, 0, 'cash'],
    ].sort(),
  );
  const free = made.find((order) => order.totalInclVat === 0)!;
  expect(await app.db.select({ quantity: orderItems.quantity, reason: orderItems.discountReason }).from(orderItems).where(eq(orderItems.orderId, free.id))).toEqual([{ quantity: 2, reason: FREE_ITEM_REASON }]);
  await expectLedgerBalanced(app.db, tour.tour.id);
}

describe('confirmClosing', () => {
  it('closes a theatreFee event with two stands: fees, change fund, cash counts, counts with ledger rows of kind closing', async () => {
    const { tour, plan } = await theatreScenario();
    const before = await writesOf(app, tour);
    const steps: string[] = [];
    await confirmClosing(plan, closingApiOf(app, tour.manager.token), (progress) => steps.push(progress.step));
    await expectTheatreClosed(tour, plan);
    expect(await writesOf(app, tour)).toEqual({ ledger: before.ledger + 11, orders: before.orders, transfers: before.transfers + 2, cashDetails: before.cashDetails + 2 });
    expect([...new Set(steps)]).toEqual(['readClosing', 'updateEvent', 'updateStands', 'cashDetails', 'countTransfer', 'countReceipts', 'completeCount', 'confirm']);
    const closingRows = (await ledgerOf(app.db, tour.tour.id)).filter((row) => row.kind === 'closing');
    expect(closingRows).toHaveLength(11);
    const data = await closingData(app, tour.manager.token, tour.event.id);
    expect(data.closedAt).toEqual(expect.any(String));
  });

  it('closes an agentFee event: the concession’s sold and free orders per stand, then its count', async () => {
    const { tour, plan } = await agentScenario();
    await confirmClosing(plan, closingApiOf(app, tour.manager.token));
    await expectAgentClosed(tour);
  });

  it('stops at a refused step with its code, and a retry with the same run finishes', async () => {
    const { tour, plan } = await theatreScenario();
    await sold(app, tour.seller.token, { eventId: tour.event.id, standId: tour.stand.id, items: [{ productVariantId: tour.sizes.S, quantity: 1 }], payment: { method: 'card' } }).then(async (pending) => {
      await expect(confirmClosing(plan, closingApiOf(app, tour.manager.token))).rejects.toMatchObject({ step: 'confirm', status: 409, errorCode: 'CLOSING_ORDERS_IN_PROGRESS' });
      await app.api(`/v1/payments/${pending.payments[0]!.id}/sandbox-outcome`, { method: 'POST', token: tour.seller.token, body: { outcome: 'decline' } });
    });
    await confirmClosing(plan, closingApiOf(app, tour.manager.token));
    expect((await app.db.select().from(events).where(eq(events.id, tour.event.id)))[0]!.status).toBe('finished');
  });

  /** Breaks the run at every call in turn, then runs it again: the end state and the writes are a clean run's. */
  async function breakEveryStep(scenario: typeof theatreScenario, mode: 'before' | 'after' | 'refused', check: (tour: ClosingTour, plan: ClosingPlan) => Promise<void>) {
    const reference = await scenario();
    const start = await writesOf(app, reference.tour);
    const counter = breakingApi(closingApiOf(app, reference.tour.manager.token), 0, 'before');
    await confirmClosing(reference.plan, counter.api);
    const end = await writesOf(app, reference.tour);
    const written = { ledger: end.ledger - start.ledger, orders: end.orders - start.orders, transfers: end.transfers - start.transfers, cashDetails: end.cashDetails - start.cashDetails };
    for (let failAt = 1; failAt <= counter.state.calls; failAt += 1) {
      const { tour, plan } = await scenario();
      const before = await writesOf(app, tour);
      const broken = breakingApi(closingApiOf(app, tour.manager.token), failAt, mode);
      const failure = await confirmClosing(plan, broken.api).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure, `call ${failAt}`).toBeInstanceOf(ClosingRunError);
      await confirmClosing(plan, closingApiOf(app, tour.manager.token));
      const after = await writesOf(app, tour);
      expect({ ledger: after.ledger - before.ledger, orders: after.orders - before.orders, transfers: after.transfers - before.transfers, cashDetails: after.cashDetails - before.cashDetails }, `call ${failAt}`).toEqual(written);
      await check(tour, plan);
    }
  }

  it('theatreFee: a run broken before any call is sent, then retried, does every step once', () => breakEveryStep(theatreScenario, 'before', expectTheatreClosed), 240_000);
  it('theatreFee: a run whose answer is lost after any call, then retried, does every step once', () => breakEveryStep(theatreScenario, 'after', expectTheatreClosed), 240_000);
  it('agentFee: a run whose answer is lost after any call, then retried, does every step once', () => breakEveryStep(agentScenario, 'after', (tour) => expectAgentClosed(tour)), 240_000);
  it('agentFee: a run answered 500 at any call, then retried, does every step once', () => breakEveryStep(agentScenario, 'refused', (tour) => expectAgentClosed(tour)), 240_000);
});
