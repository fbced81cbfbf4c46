import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_ITEM_REASON } from '@/features/closing/server/closing-run/run-concession-orders';
import type { ClosingPlan } from '@/features/closing/types';
import { closingRuns, eventClosings, events, orderItems, orders, stands } from '@/lib/db/schema';
import { closingData, countTransfersOf, createClosingTour, getClosingRun, postClosingRun, theatrePlan, writesOf, type ClosingTour } from '../../support/closing';
import { cashSale, sold, soldByCard } from '../../support/orders';
import { expectLedgerBalanced, ledgerOf, levelOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager, createTeamMember } from '../../support/tours';

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

/** Runs the plan to its end: 200 and the run finished, every step done. */
async function confirmed(tour: ClosingTour, plan: ClosingPlan) {
  const response = await postClosingRun(app, tour.manager.token, plan);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body).toMatchObject({ id: plan.runId, eventId: tour.event.id, status: 'finished', step: 'confirm', errorCode: null });
  expect(response.body.done).toBe(response.body.total);
  return response.body;
}

const delta = (after: Awaited<ReturnType<typeof writesOf>>, before: Awaited<ReturnType<typeof writesOf>>) => ({
  ledger: after.ledger - before.ledger,
  orders: after.orders - before.orders,
  transfers: after.transfers - before.transfers,
  cashDetails: after.cashDetails - before.cashDetails,
});

/** Makes the database refuse to finish a count at this inventory (a crash in the middle of a run), until `heal`. */
async function breakCountAt(inventoryId: string) {
  await app.db.execute(
    sql.raw(`create or replace function closing_run_test_crash() returns trigger language plpgsql as $$ begin
      if new.status = 'finished' and new.from_inventory_id = '${inventoryId}' and new.from_inventory_id = new.to_inventory_id then raise exception 'crash'; end if; return new; end $$`),
  );
  await app.db.execute(sql.raw('create trigger closing_run_test_crash before update on inventory_transfers for each row execute function closing_run_test_crash()'));
  return { heal: () => app.db.execute(sql.raw('drop trigger closing_run_test_crash on inventory_transfers')) };
}

describe('POST /v1/events/{id}/closing-runs', () => {
  it('closes a theatreFee event with two stands: fees, change fund, cash counts, counts with ledger rows of kind closing', async () => {
    const { tour, plan } = await theatreScenario();
    const before = await writesOf(app, tour);
    const run = await confirmed(tour, plan);
    await expectTheatreClosed(tour, plan);
    expect(await writesOf(app, tour)).toEqual({ ledger: before.ledger + 11, orders: before.orders, transfers: before.transfers + 2, cashDetails: before.cashDetails + 2 });
    const closingRows = (await ledgerOf(app.db, tour.tour.id)).filter((row) => row.kind === 'closing');
    expect(closingRows).toHaveLength(11);
    // What it made carries its id, not a key or a note that means it.
    expect((await countTransfersOf(app, tour.event.id)).map((transfer) => [transfer.closingRunId, transfer.note])).toEqual([
      [plan.runId, null],
      [plan.runId, null],
    ]);
    const data = await closingData(app, tour.manager.token, tour.event.id);
    expect(data.closedAt).toEqual(expect.any(String));
    expect(await getClosingRun(app, tour.manager.token, tour.event.id, plan.runId)).toMatchObject({ status: 200, body: run });
  });

  it('closes an agentFee event: the concession’s sold and free orders per stand, then its count', async () => {
    const { tour, plan } = await agentScenario();
    await confirmed(tour, plan);
    await expectAgentClosed(tour);
    expect((await app.db.select().from(orders).where(eq(orders.eventId, tour.event.id))).map((order) => order.closingRunId)).toEqual([plan.runId, plan.runId]);
  });

  it('records the concession’s orders at stands already closed, cash whatever the stand’s till takes', async () => {
    const { tour, plan } = await agentScenario();
    await app.db.update(stands).set({ status: 'closed', isCashCompatible: false }).where(eq(stands.eventId, tour.event.id));
    await confirmed(tour, plan);
    await expectAgentClosed(tour);
  });

  it('answers a finished run again as it is, and writes nothing more', async () => {
    const { tour, plan } = await theatreScenario();
    const run = await confirmed(tour, plan);
    const after = await writesOf(app, tour);
    const [closing] = await app.db.select().from(eventClosings).where(eq(eventClosings.eventId, tour.event.id));
    expect(await postClosingRun(app, tour.manager.token, plan)).toMatchObject({ status: 200, body: run });
    expect(await writesOf(app, tour)).toEqual(after);
    expect((await app.db.select().from(eventClosings).where(eq(eventClosings.eventId, tour.event.id)))[0]).toEqual(closing);
    // Another run on the closed event: refused by the close, as before.
    expect(await postClosingRun(app, tour.manager.token, { ...plan, runId: randomUUID() })).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_EVENT' } });
  });

  it('stops at a refused step with its code and where, and the same run asked again finishes', async () => {
    const { tour, plan } = await theatreScenario();
    const pending = await sold(app, tour.seller.token, { eventId: tour.event.id, standId: tour.stand.id, items: [{ productVariantId: tour.sizes.S, quantity: 1 }], payment: { method: 'card' } });
    expect(await postClosingRun(app, tour.manager.token, plan)).toMatchObject({ status: 409, body: { errorCode: 'CLOSING_ORDERS_IN_PROGRESS', fields: [pending.id] } });
    expect(await getClosingRun(app, tour.manager.token, tour.event.id, plan.runId)).toMatchObject({ status: 200, body: { status: 'failed', step: 'confirm', errorCode: 'CLOSING_ORDERS_IN_PROGRESS' } });
    await app.api(`/v1/payments/${pending.payments[0]!.id}/sandbox-outcome`, { method: 'POST', token: tour.seller.token, body: { outcome: 'decline' } });
    await confirmed(tour, plan);
    expect((await app.db.select().from(events).where(eq(events.id, tour.event.id)))[0]!.status).toBe('finished');
  });

  /**
   * Runs a scenario cleanly for its writes, then again cut off in the middle (the database refuses to finish the count
   * at `crashAt`'s inventory) and resumed with `retry`'s plan: the writes are the clean run's.
   */
  async function cutOffThenResume(scenario: typeof theatreScenario, crashAt: (tour: ClosingTour) => string, retry: (tour: ClosingTour, plan: ClosingPlan) => Promise<ClosingPlan>) {
    const clean = await scenario();
    const start = await writesOf(app, clean.tour);
    await confirmed(clean.tour, clean.plan);
    const written = delta(await writesOf(app, clean.tour), start);
    const { tour, plan } = await scenario();
    const before = await writesOf(app, tour);
    const crash = await breakCountAt(crashAt(tour));
    try {
      expect((await postClosingRun(app, tour.manager.token, plan)).status).toBe(500);
    } finally {
      await crash.heal();
    }
    expect((await getClosingRun(app, tour.manager.token, tour.event.id, plan.runId)).body).toMatchObject({ status: 'failed', step: 'completeCount', errorCode: 'UNEXPECTED_ERROR' });
    await confirmed(tour, await retry(tour, plan));
    expect(delta(await writesOf(app, tour), before)).toEqual(written);
    return { tour, plan };
  }

  it('theatreFee: resumes a run cut off in the middle from what it wrote, and does every step once', async () => {
    // The wizard rebuilds its plan from the levels the first attempt left: the run keeps the plan it was first sent.
    const rebuilt = async (tour: ClosingTour, plan: ClosingPlan) => theatrePlan(tour, await closingData(app, tour.manager.token, tour.event.id), plan.runId);
    const { tour, plan } = await cutOffThenResume(theatreScenario, (tour) => tour.mezzanine.inventoryId, rebuilt);
    await expectTheatreClosed(tour, plan);
  });

  it('agentFee: resumes a run cut off in the middle, and does every step once', async () => {
    const { tour } = await cutOffThenResume(agentScenario, (tour) => tour.stand.inventoryId, async (_tour, plan) => plan);
    await expectAgentClosed(tour);
  });

  it('leaves a run another request is at to it (202, its progress), and takes over one whose holder went silent', async () => {
    const { tour, plan } = await theatreScenario();
    await app.db.insert(closingRuns).values({ id: plan.runId, eventId: tour.event.id, plan: { ...plan }, step: 'cashDetails', done: 4, total: 11, createdBy: tour.manager.user.id });
    expect(await postClosingRun(app, tour.manager.token, plan)).toMatchObject({ status: 202, body: { id: plan.runId, status: 'running', step: 'cashDetails', done: 4 } });
    await app.db.update(closingRuns).set({ heartbeatAt: new Date(Date.now() - 5 * 60_000) }).where(eq(closingRuns.id, plan.runId));
    await confirmed(tour, plan);
    await expectTheatreClosed(tour, plan);
  });

  it('is the tour writers’: another tenant gets the event’s 404, viewers and sellers FORBIDDEN, and nothing is written', async () => {
    const { tour, plan } = await theatreScenario();
    const before = await writesOf(app, tour);
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    const stranger = await createManager(app.db);
    expect(await postClosingRun(app, stranger.token, plan)).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    expect(await postClosingRun(app, viewer.token, plan)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await postClosingRun(app, tour.seller.token, plan)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await postClosingRun(app, undefined, plan)).toMatchObject({ status: 401 });
    expect(await writesOf(app, tour)).toEqual(before);
    expect(await app.db.select().from(closingRuns).where(eq(closingRuns.id, plan.runId))).toEqual([]);
    await confirmed(tour, plan);
    expect(await getClosingRun(app, stranger.token, tour.event.id, plan.runId)).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    expect(await getClosingRun(app, tour.seller.token, tour.event.id, plan.runId)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect((await getClosingRun(app, viewer.token, tour.event.id, plan.runId)).status).toBe(200);
    expect(await getClosingRun(app, tour.manager.token, tour.event.id, randomUUID())).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });

  it('refuses a bad plan with its catalogue code, before writing anything', async () => {
    const { tour, plan } = await theatreScenario();
    const before = await writesOf(app, tour);
    expect(await postClosingRun(app, tour.manager.token, { ...plan, runId: 'not-a-uuid' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['runId'] } });
    expect(await postClosingRun(app, tour.manager.token, { ...plan, stands: [{ ...plan.stands[0]!, cashCounts: { 333: 1 } }] })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    const foreign = { ...plan, runId: randomUUID(), stands: [plan.stands[0]!, { ...plan.stands[1]!, standId: randomUUID() }] };
    expect(await postClosingRun(app, tour.manager.token, foreign)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['stands.1.standId'] } });
    expect(await writesOf(app, tour)).toEqual(before);
    expect((await app.db.select().from(events).where(eq(events.id, tour.event.id)))[0]!.theaterFeeAmount).not.toBe(12);
    // A run id of another event's run.
    const other = await createClosingTour(app, 'theatreFee');
    expect(await postClosingRun(app, other.manager.token, { ...plan, runId: foreign.runId, eventId: other.event.id, stands: [] })).toMatchObject({ status: 422, body: { errorCode: 'IDEMPOTENCY_KEY_REUSED', fields: ['runId'] } });
    // An event not in progress.
    await app.db.update(events).set({ status: 'pending' }).where(eq(events.id, other.event.id));
    expect(await postClosingRun(app, other.manager.token, { ...plan, runId: randomUUID(), eventId: other.event.id, stands: [] })).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_EVENT' } });
  });
});
