import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CloseEventInput, ClosingData, ClosingPlan } from '@/features/closing/types';
import { cashDetails, events, inventoryChanges, inventoryTransfers, orders, stands } from '@/lib/db/schema';
import { addSellingStand, cashCount, createSellingTour, type SellingTour } from './orders';
import type { TestApp } from './test-app';

/**
 * A selling tour with two opened stands: Hall (10 S, 20 M, 8 vinyls, its seller) and Mezzanine (5 M, its own seller),
 * the event in progress under a theatre fee of 10 % (VAT 20 %).
 */
export async function createClosingTour(app: TestApp, commissionType: 'theatreFee' | 'agentFee' = 'theatreFee') {
  const tour = await createSellingTour(app);
  const second = await addSellingStand(app, tour);
  const fees = commissionType === 'theatreFee' ? { theaterFeeAmount: 10, theaterFeeVat: 20 } : { commissionAgentFeeAmount: 15, commissionAgentFeeVat: 20 };
  await app.db.update(events).set({ commissionType, ...fees }).where(eq(events.id, tour.event.id));
  return { ...tour, mezzanine: second.stand, mezzanineSeller: second.seller };
}
export type ClosingTour = Awaited<ReturnType<typeof createClosingTour>>;

export function getClosing(app: TestApp, token: string | undefined, eventId: string, runId?: string) {
  return app.api(`/v1/events/${eventId}/closing${runId ? `?runId=${runId}` : ''}`, { token });
}

export async function closingData(app: TestApp, token: string, eventId: string, runId?: string): Promise<ClosingData> {
  const response = await getClosing(app, token, eventId, runId);
  expect(response.status).toBe(200);
  return response.body as ClosingData;
}

export function putClose(app: TestApp, token: string | undefined, eventId: string, body: unknown) {
  return app.api(`/v1/events/${eventId}/close`, { method: 'PUT', token, body });
}

/** A close body with no counts: each stand found its change fund and nothing else recorded. */
export function closeBody(tour: SellingTour & { mezzanine?: { id: string } }, runId: string = randomUUID()): CloseEventInput {
  const standIds = [tour.stand.id, ...(tour.mezzanine ? [tour.mezzanine.id] : [])];
  return {
    runId,
    theaterFeePaidWith: 'transfer',
    stands: standIds.map((standId) => ({ standId, changeFundFound: 0, cardCounted: null, feesPaidWithCash: 0, cashDetailId: null, countTransferId: null })),
  };
}

/** POST /v1/events/{id}/closing-runs with a plan (its eventId is the path's). */
export function postClosingRun<Plan extends Pick<ClosingPlan, 'eventId'>>(app: TestApp, token: string | undefined, plan: Plan) {
  return app.api(`/v1/events/${plan.eventId}/closing-runs`, { method: 'POST', token, body: plan });
}

export function getClosingRun(app: TestApp, token: string | undefined, eventId: string, runId: string) {
  return app.api(`/v1/events/${eventId}/closing-runs/${runId}`, { token });
}

/** What a closing must write exactly once: the tour's ledger rows, orders, transfers and cash counts. */
export async function writesOf(app: TestApp, tour: ClosingTour) {
  const standIds = (await app.db.select({ id: stands.id }).from(stands).where(eq(stands.eventId, tour.event.id))).map((stand) => stand.id);
  const [[ledger], [orderRows], [transfers], [counts]] = await Promise.all([
    app.db.select({ value: count() }).from(inventoryChanges).where(eq(inventoryChanges.projectId, tour.tour.id)),
    app.db.select({ value: count() }).from(orders).where(eq(orders.eventId, tour.event.id)),
    app.db.select({ value: count() }).from(inventoryTransfers).where(eq(inventoryTransfers.projectId, tour.tour.id)),
    app.db.select({ value: count() }).from(cashDetails).where(inArray(cashDetails.standId, standIds)),
  ]);
  return { ledger: ledger!.value, orders: orderRows!.value, transfers: transfers!.value, cashDetails: counts!.value };
}

/** The closing count transfers of the event (from a stand to itself). */
export async function countTransfersOf(app: TestApp, eventId: string) {
  const rows = await app.db.select().from(inventoryTransfers).where(and(eq(inventoryTransfers.eventId, eventId)));
  return rows.filter((row) => row.fromInventoryId === row.toInventoryId);
}

/**
 * The theatreFee plan of a closing tour: Hall counts 9 S (one short), 17 M good + 1 damaged, and 9 vinyls (one
 * found beyond the ledger) out of what the ledger expects after the sales made in the test; Mezzanine counts its M
 * right. Cash is counted at both stands; Hall's change fund is changed.
 */
export function theatrePlan(tour: ClosingTour, data: ClosingData, runId: string = randomUUID()): ClosingPlan {
  const stand = (id: string) => data.stands.find((entry) => entry.id === id)!;
  const linesOf = (id: string, count: (variantId: string, expected: number) => { counted: number; damaged: number }) =>
    stand(id).levels.map((level) => ({ productId: level.productId, productVariantId: level.productVariantId, inventoryItemId: level.inventoryItemId, expected: level.expected, ...count(level.productVariantId, level.expected) }));
  return {
    eventId: tour.event.id,
    runId,
    commissionType: 'theatreFee',
    fees: { theaterFeeAmount: 12, theaterFeeVat: 20, commissionAgentFeeAmount: null, commissionAgentFeeVat: null },
    theaterFeePaidWith: 'cash',
    stands: [
      {
        standId: tour.stand.id,
        inventoryId: tour.stand.inventoryId,
        changeFundExpected: 0,
        newChangeFund: 15_000,
        changeFundFound: 15_000,
        cashCounts: cashCount({ 5000: 1, 2000: 2 }).counts,
        cardCounted: 3000,
        feesPaidWithCash: 1000,
        lines: linesOf(tour.stand.id, (variantId, expected) => {
          if (variantId === tour.sizes.S) return { counted: expected - 1, damaged: 0 };
          if (variantId === tour.sizes.M) return { counted: expected - 1, damaged: 1 };
          return { counted: expected + 1, damaged: 0 };
        }),
      },
      {
        standId: tour.mezzanine.id,
        inventoryId: tour.mezzanine.inventoryId,
        changeFundExpected: 0,
        newChangeFund: null,
        changeFundFound: 0,
        cashCounts: cashCount({ 1000: 1 }).counts,
        cardCounted: null,
        feesPaidWithCash: 0,
        lines: linesOf(tour.mezzanine.id, (_variantId, expected) => ({ counted: expected, damaged: 0 })),
      },
    ],
    concession: [],
  };
}
