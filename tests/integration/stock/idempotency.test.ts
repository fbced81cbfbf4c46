import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, projects } from '@/lib/db/schema';
import { createStockedTour, createSuppliedTour, expectLedgerBalanced, ledgerOf, levelOf, postTransfer, putTransfer, sendStock, supply, transfersOf, type StockedTour } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTeamMember } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const key = (value: string) => ({ 'Idempotency-Key': value });

function toStand(tour: StockedTour, quantity = 3) {
  return { fromInventoryId: tour.warehouseId, toInventoryId: tour.stand.inventoryId, type: 'stand', items: [{ productVariantId: tour.sizes.M, quantity }] };
}

async function storedKeys(userId: string) {
  return app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
}

describe('Idempotency-Key on POST /v1/inventory-transfers', () => {
  it('answers a retry with the same key with the first answer, and sends once', async () => {
    const tour = await createSuppliedTour(app);
    const attempt = randomUUID();
    const first = await postTransfer(app, tour.manager.token, toStand(tour), key(attempt));
    const retry = await postTransfer(app, tour.manager.token, toStand(tour), key(attempt));
    expect(first.status).toBe(201);
    expect(retry).toMatchObject({ status: 201, body: first.body });
    expect(await transfersOf(app.db, tour.tour.id)).toHaveLength(1);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(17);
    expect((await ledgerOf(app.db, tour.tour.id)).filter((row) => row.kind === 'transfer')).toHaveLength(1);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('replays the first answer even when the retry’s body differs: the key names the attempt', async () => {
    const tour = await createSuppliedTour(app);
    const attempt = randomUUID();
    const first = await postTransfer(app, tour.manager.token, toStand(tour, 3), key(attempt));
    expect(await postTransfer(app, tour.manager.token, toStand(tour, 5), key(attempt))).toMatchObject({ status: 201, body: { id: first.body.id, quantity: 3 } });
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(17);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('sends again with another key, or without a key', async () => {
    const tour = await createSuppliedTour(app);
    const first = await postTransfer(app, tour.manager.token, toStand(tour), key(randomUUID()));
    const second = await postTransfer(app, tour.manager.token, toStand(tour), key(randomUUID()));
    const third = await postTransfer(app, tour.manager.token, toStand(tour));
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(new Set([first.body.id, second.body.id, third.body.id]).size).toBe(3);
    expect(await transfersOf(app.db, tour.tour.id)).toHaveLength(3);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(11);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('keeps the keys of two users apart: the same key from a colleague is another request', async () => {
    const tour = await createSuppliedTour(app);
    const projectManager = await createTeamMember(app.db, tour.tour.id, 'projectManager');
    const attempt = randomUUID();
    const mine = await postTransfer(app, tour.manager.token, toStand(tour), key(attempt));
    const theirs = await postTransfer(app, projectManager.token, toStand(tour), key(attempt));
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(14);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('does not keep the key of a failed attempt: once the stock is there, the retry sends', async () => {
    const tour = await createSuppliedTour(app);
    const attempt = randomUUID();
    expect(await postTransfer(app, tour.manager.token, toStand(tour, 25), key(attempt))).toMatchObject({ status: 409, body: { errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY', fields: ['items.0.quantity'] } });
    expect(await storedKeys(tour.manager.user.id)).toEqual([]);
    expect(await transfersOf(app.db, tour.tour.id)).toEqual([]);
    await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: tour.sizes.M, quantity: 5 }]);
    const retry = await postTransfer(app, tour.manager.token, toStand(tour, 25), key(attempt));
    expect(retry).toMatchObject({ status: 201, body: { quantity: 25 } });
    expect(await postTransfer(app, tour.manager.token, toStand(tour, 25), key(attempt))).toMatchObject({ status: 201, body: { id: retry.body.id } });
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(0);
    expect(await storedKeys(tour.manager.user.id)).toMatchObject([{ key: attempt, status: 201, scope: 'POST /api/v1/inventory-transfers' }]);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('does not keep the key of a request refused before any work (validation, authorization)', async () => {
    const tour = await createSuppliedTour(app);
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    const attempt = randomUUID();
    expect(await postTransfer(app, tour.manager.token, { ...toStand(tour), type: undefined }, key(attempt))).toMatchObject({ status: 400, body: { errorCode: 'MISSING_TRANSFER_TYPE' } });
    expect(await postTransfer(app, viewer.token, toStand(tour), key(attempt))).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await storedKeys(tour.manager.user.id)).toEqual([]);
    expect(await storedKeys(viewer.user.id)).toEqual([]);
    expect((await postTransfer(app, tour.manager.token, toStand(tour), key(attempt))).status).toBe(201);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it.each([
    { case: 'an empty key', value: '' },
    { case: 'a key with a space', value: 'attempt 1' },
    { case: 'a key over 200 characters', value: 'k'.repeat(201) },
  ])('answers 400 VALIDATION_ERRORS for $case, and sends nothing', async ({ value }) => {
    const tour = await createSuppliedTour(app);
    expect(await postTransfer(app, tour.manager.token, toStand(tour), key(value))).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['Idempotency-Key'] } });
    expect(await transfersOf(app.db, tour.tour.id)).toEqual([]);
  });
});

describe('Idempotency-Key on the other stock writes', () => {
  it('supplies once per key; the same key on another route is another request', async () => {
    const tour = await createStockedTour(app);
    const attempt = randomUUID();
    const lines = [{ productVariantId: tour.sizes.M, quantity: 7 }];
    const first = await supply(app, tour.manager.token, tour.tour.id, lines, key(attempt));
    expect(await supply(app, tour.manager.token, tour.tour.id, lines, key(attempt))).toMatchObject({ status: 200, body: first.body });
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(7);
    expect((await postTransfer(app, tour.manager.token, toStand(tour), key(attempt))).status).toBe(201);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(4);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('completes once per key: the retry gets the first answer rather than TRANSFER_ALREADY_FINISHED', async () => {
    const tour = await createSuppliedTour(app);
    const sent = await sendStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 4 }]);
    const attempt = randomUUID();
    const first = await putTransfer(app, tour.seller.token, sent.id, 'complete', { remaining: 'success' }, key(attempt));
    expect(first).toMatchObject({ status: 200, body: { status: 'finished' } });
    expect(await putTransfer(app, tour.seller.token, sent.id, 'complete', { remaining: 'success' }, key(attempt))).toMatchObject({ status: 200, body: first.body });
    expect(await putTransfer(app, tour.seller.token, sent.id, 'complete', { remaining: 'success' })).toMatchObject({ status: 409, body: { errorCode: 'TRANSFER_ALREADY_FINISHED' } });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(4);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('dispatches once per key', async () => {
    const tour = await createSuppliedTour(app);
    const attempt = randomUUID();
    const body = { projectId: tour.tour.id, fromInventoryId: tour.warehouseId, transfers: [{ toInventoryId: tour.stand.inventoryId, items: [{ productVariantId: tour.sizes.S, quantity: 4 }] }] };
    const first = await app.api('/v1/project-inventory-transfers', { method: 'POST', token: tour.manager.token, body, headers: key(attempt) });
    const retry = await app.api('/v1/project-inventory-transfers', { method: 'POST', token: tour.manager.token, body, headers: key(attempt) });
    expect(first.status).toBe(201);
    expect(retry).toMatchObject({ status: 201, body: first.body });
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.S)).toBe(6);
    expect(await transfersOf(app.db, tour.tour.id)).toHaveLength(1);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('creates a zone once per key', async () => {
    const tour = await createStockedTour(app);
    await app.db.update(projects).set({ hasZones: true }).where(eq(projects.id, tour.tour.id));
    const attempt = randomUUID();
    const post = () => app.api(`/v1/projects/${tour.tour.id}/inventory-zone`, { method: 'POST', token: tour.manager.token, body: { name: 'Camion' }, headers: key(attempt) });
    const first = await post();
    expect(first.status).toBe(201);
    expect(await post()).toMatchObject({ status: 201, body: first.body });
    expect((await app.api(`/v1/inventory-zones?projectId=${tour.tour.id}`, { token: tour.manager.token })).body.meta.total).toBe(1);
  });
});
