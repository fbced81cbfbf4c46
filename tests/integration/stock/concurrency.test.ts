import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferView } from '@/features/stock/types';
import { inventoryChanges, inventoryItems } from '@/lib/db/schema';
import { createStockedTour, createSuppliedTour, expectLedgerBalanced, levelOf, postTransfer, putTransfer, sendStock, supply, transfersOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createStand } from '../../support/tours';

/*
 * Many requests at once on the same levels. Only PostgreSQL runs them truly in parallel (PGlite has one connection
 * and queues every transaction), so these run on PostgreSQL only. Whatever the interleaving: no unit is sent twice,
 * no level goes below zero, every refusal is NOT_ENOUGH_AVAILABLE_IN_INVENTORY (never a 500 or a deadlock) and the
 * ledger still adds up to the levels.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Answer = { status: number; body: any };

/** Each answer is a 201 or a 409 NOT_ENOUGH_AVAILABLE_IN_INVENTORY; returns the successful ones. */
function expectSentOrShort(answers: Answer[]): TransferView[] {
  const unexpected = answers.filter((answer) => answer.status !== 201 && !(answer.status === 409 && answer.body?.errorCode === 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY'));
  expect(unexpected).toEqual([]);
  return answers.filter((answer) => answer.status === 201).map((answer) => answer.body as TransferView);
}

/** The `availableAfter` of the ledger rows of one variant in one inventory. */
async function availableAfters(inventoryId: string, productVariantId: string): Promise<number[]> {
  const rows = await app.db
    .select({ availableAfter: inventoryChanges.availableAfter })
    .from(inventoryChanges)
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryChanges.inventoryItemId))
    .where(and(eq(inventoryChanges.inventoryId, inventoryId), eq(inventoryItems.productVariantId, productVariantId)));
  return rows.map((row) => row.availableAfter);
}

describe('concurrent stock writes', () => {
  it.runIf(onPostgres)('50 transfers of 1 unit at once from a warehouse holding 20: exactly 20 leave, one after the other', async () => {
    const tour = await createStockedTour(app);
    await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: tour.sizes.M, quantity: 20 }]);
    const body = { fromInventoryId: tour.warehouseId, toInventoryId: tour.stand.inventoryId, type: 'stand', items: [{ productVariantId: tour.sizes.M, quantity: 1 }] };
    const answers = await Promise.all(Array.from({ length: 50 }, () => postTransfer(app, tour.manager.token, body)));

    const sent = expectSentOrShort(answers);
    expect(sent).toHaveLength(20);
    expect(sent.reduce((sum, transfer) => sum + transfer.quantity, 0)).toBe(20);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(30);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(0);
    expect(await transfersOf(app.db, tour.tour.id)).toHaveLength(20);
    // Each unit left on its own: the level went 20 → 19 → … → 0, never twice through the same value, never below 0.
    expect((await availableAfters(tour.warehouseId, tour.sizes.M)).sort((a, b) => a - b)).toEqual([...Array.from({ length: 20 }, (_, index) => index), 20]);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it.runIf(onPostgres)('transfers of 1 to 3 units of two variants to two stands, lines in either order: nothing oversold, every refusal justified', async () => {
    const tour = await createStockedTour(app);
    const mezzanine = await createStand(app.db, tour.event, { name: 'Mezzanine' });
    const variants = [tour.sizes.S, tour.sizes.M];
    await supply(app, tour.manager.token, tour.tour.id, variants.map((productVariantId) => ({ productVariantId, quantity: 20 })));
    // A fixed mix, so that a failure can be replayed: sizes 1–3, both lines, half of them S first, half M first.
    const requests = Array.from({ length: 60 }, (_, index) => {
      const wanted = { [tour.sizes.S]: 1 + (index % 3), [tour.sizes.M]: 1 + ((index * 7 + 1) % 3) };
      const order = index % 2 ? variants : [...variants].reverse();
      return {
        wanted,
        body: {
          fromInventoryId: tour.warehouseId,
          toInventoryId: index % 4 < 2 ? tour.stand.inventoryId : mezzanine.inventoryId,
          type: 'stand',
          items: order.map((productVariantId) => ({ productVariantId, quantity: wanted[productVariantId]! })),
        },
      };
    });
    const answers = await Promise.all(requests.map((request) => postTransfer(app, tour.manager.token, request.body)));

    const sent = expectSentOrShort(answers);
    expect(sent.length).toBeGreaterThan(0);
    for (const productVariantId of variants) {
      const left = await levelOf(app.db, tour.warehouseId, productVariantId);
      const moved = sent.flatMap((transfer) => transfer.items).filter((item) => item.productVariantId === productVariantId);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(moved.reduce((sum, item) => sum + item.quantity, 0)).toBe(20 - left);
      expect(Math.min(...(await availableAfters(tour.warehouseId, productVariantId)))).toBe(left);
    }
    // Levels only went down: a request refused then is still short now, of at least one of its variants.
    const finalLevels = Object.fromEntries(await Promise.all(variants.map(async (id) => [id, await levelOf(app.db, tour.warehouseId, id)] as const)));
    answers.forEach((answer, index) => {
      if (answer.status === 201) return;
      expect(variants.some((id) => finalLevels[id]! < requests[index]!.wanted[id]!)).toBe(true);
    });
    const matrix = await app.api(`/v1/projects/${tour.tour.id}/inventory-levels-full`, { token: tour.manager.token });
    expect(matrix.body.inTransit).toBe(40 - finalLevels[tour.sizes.S]! - finalLevels[tour.sizes.M]!);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it.runIf(onPostgres)('the same Idempotency-Key sent 10 times at once sends once', async () => {
    const tour = await createSuppliedTour(app);
    const headers = { 'Idempotency-Key': randomUUID() };
    const body = { fromInventoryId: tour.warehouseId, toInventoryId: tour.stand.inventoryId, type: 'stand', items: [{ productVariantId: tour.sizes.M, quantity: 2 }] };
    const answers = await Promise.all(Array.from({ length: 10 }, () => postTransfer(app, tour.manager.token, body, headers)));
    // Attempts that arrive while the first is running are told so; the others get the first answer.
    const unexpected = answers.filter((answer) => answer.status !== 201 && !(answer.status === 409 && answer.body.errorCode === 'REQUEST_IN_PROGRESS'));
    expect(unexpected).toEqual([]);
    expect(new Set(answers.filter((answer) => answer.status === 201).map((answer) => answer.body.id)).size).toBe(1);
    expect(await transfersOf(app.db, tour.tour.id)).toHaveLength(1);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(18);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it.runIf(onPostgres)('a transfer canceled and completed at once ends one way only', async () => {
    const tour = await createSuppliedTour(app);
    const transfers = await Promise.all(Array.from({ length: 5 }, () => sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 2 }])));
    const answers = await Promise.all(
      transfers.flatMap((transfer) => [putTransfer(app, tour.manager.token, transfer.id, 'cancel'), putTransfer(app, tour.seller.token, transfer.id, 'complete', { remaining: 'success' })]),
    );
    for (const [index, transfer] of transfers.entries()) {
      const [cancel, complete] = [answers[index * 2]!, answers[index * 2 + 1]!];
      const view = (await app.api(`/v1/inventory-transfers/${transfer.id}`, { token: tour.manager.token })).body as TransferView;
      if (view.status === 'canceled') {
        expect(cancel.status).toBe(200);
        expect(complete).toMatchObject({ status: 409, body: { errorCode: 'CANT_COMPLETE_TRANSFER' } });
      } else {
        expect(view.status).toBe('finished');
        expect(complete.status).toBe(200);
        expect(cancel).toMatchObject({ status: 409, body: { errorCode: 'TRANSFER_ALREADY_FINISHED' } });
      }
    }
    const finished = (await transfersOf(app.db, tour.tour.id)).filter((transfer) => transfer.status === 'finished').length;
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(2 * finished);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(20 - 2 * finished);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it.runIf(onPostgres)('a dispatch canceled from each of its transfers at once, and each transfer alone: every unit returns once, without deadlock', async () => {
    const tour = await createSuppliedTour(app);
    const stands = [tour.stand, ...(await Promise.all(['Mezzanine', 'Terrasse', 'Balcon'].map((name) => createStand(app.db, tour.event, { name }))))];
    const dispatch = await app.api('/v1/project-inventory-transfers', {
      method: 'POST',
      token: tour.manager.token,
      body: { projectId: tour.tour.id, fromInventoryId: tour.warehouseId, transfers: stands.map((stand) => ({ toInventoryId: stand.inventoryId, items: [{ productVariantId: tour.sizes.M, quantity: 3 }, { productVariantId: tour.sizes.S, quantity: 1 }] })) },
    });
    expect(dispatch.status).toBe(201);
    const ids = (dispatch.body as TransferView[]).map((transfer) => transfer.id);
    const dispatchCancels = [...ids, ...ids].map((id) => putTransfer(app, tour.manager.token, id, 'cancel-project'));
    const singleCancels = ids.map((id) => putTransfer(app, tour.manager.token, id, 'cancel'));
    const [byDispatch, bySingle] = await Promise.all([Promise.all(dispatchCancels), Promise.all(singleCancels)]);
    expect([...byDispatch, ...bySingle].filter((answer) => answer.status !== 200)).toEqual([]);
    expect(bySingle.map((answer) => answer.body.status)).toEqual(['canceled', 'canceled', 'canceled', 'canceled']);
    // Each transfer was canceled once, by one of the two routes; its units came back once.
    expect(byDispatch.reduce((sum, answer) => sum + answer.body.canceled, 0)).toBeLessThanOrEqual(4);
    expect((await transfersOf(app.db, tour.tour.id)).map((transfer) => transfer.status)).toEqual(['canceled', 'canceled', 'canceled', 'canceled']);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(20);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.S)).toBe(10);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });
});
