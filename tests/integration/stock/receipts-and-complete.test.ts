import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferView } from '@/features/stock/types';
import { createSuppliedTour, deliverStock, expectLedgerBalanced, ledgerOf, levelOf, putTransfer, sendStock, type StockedTour } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createManager, createPlatformAdmin, createSeller, createStand, createTeamMember, UNKNOWN_UUID } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A tour whose warehouse has sent 6 M and 4 vinyls to the stand, still in transit. */
async function inTransit() {
  const tour = await createSuppliedTour(app);
  const transfer = await sendStock(app, tour, [
    { productVariantId: tour.sizes.M, quantity: 6 },
    { productVariantId: tour.vinylVariant, quantity: 4 },
  ]);
  const [lineM, lineVinyl] = transfer.items;
  return { tour, transfer, lineM: lineM!, lineVinyl: lineVinyl! };
}

function receipts(token: string | undefined, transfer: { id: string }, list: unknown[]) {
  return putTransfer(app, token, transfer.id, 'receipts', { receipts: list });
}

function complete(token: string | undefined, transfer: { id: string }, body: unknown = {}) {
  return putTransfer(app, token, transfer.id, 'complete', body);
}

/** A second stand of the same event, with its own seller. */
async function otherStand(tour: StockedTour) {
  const colleague = await createSeller(app.db, [tour.tour.id]);
  const stand = await createStand(app.db, tour.event, { name: 'Mezzanine' }, [colleague.user.id]);
  return { colleague, stand };
}

/** Per line: its receipts as [type, units] by type, then ['pending', units]. */
const receiptsOf = (transfer: TransferView) =>
  transfer.items.map((item): [string, number][] => [
    ...item.receipts.map((receipt): [string, number] => [receipt.type, receipt.quantity]).sort(),
    ['pending', item.pending],
  ]);

describe('PUT /v1/inventory-transfers/{id}/receipts', () => {
  it('records what the stand counted per line and type; a type sent again replaces its count, 0 clears it', async () => {
    const { tour, transfer, lineM, lineVinyl } = await inTransit();
    const first = await receipts(tour.seller.token, transfer, [
      { transferItemId: lineM.id, type: 'success', quantity: 4 },
      { transferItemId: lineM.id, type: 'damaged', quantity: 1 },
      { transferItemId: lineVinyl.id, type: 'missing', quantity: 1 },
    ]);
    expect(first).toMatchObject({ status: 200, body: { id: transfer.id, status: 'inProgress' } });
    expect(receiptsOf(first.body)).toEqual([
      [
        ['damaged', 1],
        ['success', 4],
        ['pending', 1],
      ],
      [
        ['missing', 1],
        ['pending', 3],
      ],
    ]);
    const second = await receipts(tour.seller.token, transfer, [
      { transferItemId: lineM.id, type: 'success', quantity: 5 },
      { transferItemId: lineM.id, type: 'damaged', quantity: 0 },
      { transferItemId: lineVinyl.id, type: 'success', quantity: 3 },
    ]);
    expect(receiptsOf(second.body)).toEqual([
      [
        ['success', 5],
        ['pending', 1],
      ],
      [
        ['missing', 1],
        ['success', 3],
        ['pending', 0],
      ],
    ]);
    // Counting moves nothing: the units stay in transit until the transfer is completed.
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(0);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(14);
    expect((await ledgerOf(app.db, tour.tour.id)).filter((row) => row.transferId === transfer.id)).toHaveLength(2);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('keeps the last count of a line and type sent twice in one request, as if they came one after another', async () => {
    const { tour, transfer, lineM, lineVinyl } = await inTransit();
    const answer = await receipts(tour.seller.token, transfer, [
      { transferItemId: lineM.id, type: 'success', quantity: 2 },
      { transferItemId: lineM.id, type: 'damaged', quantity: 1 },
      { transferItemId: lineM.id, type: 'success', quantity: 4 },
      { transferItemId: lineM.id, type: 'damaged', quantity: 0 },
      { transferItemId: lineVinyl.id, type: 'missing', quantity: 0 },
      { transferItemId: lineVinyl.id, type: 'missing', quantity: 2 },
    ]);
    expect(answer.status).toBe(200);
    expect(receiptsOf(answer.body)).toEqual([
      [
        ['success', 4],
        ['pending', 2],
      ],
      [
        ['missing', 2],
        ['pending', 2],
      ],
    ]);
  });

  it('lets a project manager of the team and a platform admin record receipts', async () => {
    const { tour, transfer, lineM } = await inTransit();
    const projectManager = await createTeamMember(app.db, tour.tour.id, 'projectManager');
    const admin = await createPlatformAdmin(app.db);
    expect((await receipts(projectManager.token, transfer, [{ transferItemId: lineM.id, type: 'success', quantity: 2 }])).status).toBe(200);
    expect(receiptsOf((await receipts(admin.token, transfer, [{ transferItemId: lineM.id, type: 'regul', quantity: 1 }])).body)[0]).toEqual([
      ['regul', 1],
      ['success', 2],
      ['pending', 3],
    ]);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('answers 409 CANT_UPSERT_TRANSFER_RECEIPT when a line would account for more than was sent, and keeps the earlier counts', async () => {
    const { tour, transfer, lineM, lineVinyl } = await inTransit();
    expect((await receipts(tour.seller.token, transfer, [{ transferItemId: lineM.id, type: 'success', quantity: 5 }])).status).toBe(200);
    expect(await receipts(tour.seller.token, transfer, [{ transferItemId: lineVinyl.id, type: 'success', quantity: 4 }, { transferItemId: lineM.id, type: 'damaged', quantity: 2 }])).toMatchObject({
      status: 409,
      body: { errorCode: 'CANT_UPSERT_TRANSFER_RECEIPT', fields: ['receipts.1.quantity'] },
    });
    expect(await receipts(tour.seller.token, transfer, [{ transferItemId: lineVinyl.id, type: 'success', quantity: 5 }])).toMatchObject({
      status: 409,
      body: { errorCode: 'CANT_UPSERT_TRANSFER_RECEIPT', fields: ['receipts.0.quantity'] },
    });
    const stored = await app.api(`/v1/inventory-transfers/${transfer.id}`, { token: tour.seller.token });
    expect(receiptsOf(stored.body)).toEqual([[['success', 5], ['pending', 1]], [['pending', 4]]]);
  });

  it('answers 409 CANT_UPSERT_TRANSFER_RECEIPT for a line of another transfer', async () => {
    const { tour, transfer, lineM } = await inTransit();
    const another = await sendStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]);
    expect(await receipts(tour.seller.token, transfer, [{ transferItemId: lineM.id, type: 'success', quantity: 1 }, { transferItemId: another.items[0]!.id, type: 'success', quantity: 1 }, { transferItemId: UNKNOWN_UUID, type: 'success', quantity: 1 }])).toMatchObject({
      status: 409,
      body: { errorCode: 'CANT_UPSERT_TRANSFER_RECEIPT', fields: ['receipts.1.transferItemId', 'receipts.2.transferItemId'] },
    });
    expect((await app.api(`/v1/inventory-transfers/${transfer.id}`, { token: tour.seller.token })).body.items[0].receipts).toEqual([]);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('answers 409 CANT_UPSERT_TRANSFER_RECEIPT on a canceled transfer and TRANSFER_ALREADY_FINISHED on a finished one', async () => {
    const { tour, transfer, lineM } = await inTransit();
    expect((await putTransfer(app, tour.manager.token, transfer.id, 'cancel')).status).toBe(200);
    expect(await receipts(tour.seller.token, transfer, [{ transferItemId: lineM.id, type: 'success', quantity: 1 }])).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPSERT_TRANSFER_RECEIPT' } });
    const finished = await deliverStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 2 }]);
    expect(await receipts(tour.seller.token, finished, [{ transferItemId: finished.items[0]!.id, type: 'damaged', quantity: 1 }])).toMatchObject({ status: 409, body: { errorCode: 'TRANSFER_ALREADY_FINISHED' } });
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it.each([
    { case: 'no receipts', body: { receipts: [] }, fields: ['receipts'] },
    { case: 'no body', body: {}, fields: ['receipts'] },
    { case: 'an unknown type', body: { receipts: [{ transferItemId: UNKNOWN_UUID, type: 'lost', quantity: 1 }] }, fields: ['receipts.0.type'] },
    { case: 'a negative quantity', body: { receipts: [{ transferItemId: UNKNOWN_UUID, type: 'success', quantity: -1 }] }, fields: ['receipts.0.quantity'] },
    { case: 'a malformed line id', body: { receipts: [{ transferItemId: 'line-1', type: 'success', quantity: 1 }] }, fields: ['receipts.0.transferItemId'] },
  ])('answers 400 VALIDATION_ERRORS for $case', async ({ body, fields }) => {
    const { tour, transfer } = await inTransit();
    expect(await putTransfer(app, tour.seller.token, transfer.id, 'receipts', body)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
  });

  it('refuses a viewer, and the seller of the sending stand, with 403 FORBIDDEN', async () => {
    const { tour, transfer, lineM } = await inTransit();
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect(await receipts(viewer.token, transfer, [{ transferItemId: lineM.id, type: 'success', quantity: 1 }])).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect((await app.api(`/v1/inventory-transfers/${transfer.id}`, { token: viewer.token })).body.items[0].receipts).toEqual([]);
    await deliverStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 2 }]);
    const back = await sendStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 2 }], { from: tour.stand.inventoryId, to: tour.warehouseId });
    expect(await receipts(tour.seller.token, back, [{ transferItemId: back.items[0]!.id, type: 'success', quantity: 2 }])).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect((await app.api(`/v1/inventory-transfers/${back.id}`, { token: tour.seller.token })).body.items[0].receipts).toEqual([]);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('answers 404 TRANSFER_NOT_FOUND to the seller of another stand, another client, and for unknown or malformed ids', async () => {
    const { tour, transfer, lineM } = await inTransit();
    const { colleague } = await otherStand(tour);
    const outsider = await createManager(app.db);
    const body = [{ transferItemId: lineM.id, type: 'success', quantity: 1 }];
    for (const token of [colleague.token, outsider.token]) {
      expect(await receipts(token, transfer, body)).toMatchObject({ status: 404, body: { errorCode: 'TRANSFER_NOT_FOUND' } });
    }
    for (const id of [UNKNOWN_UUID, 'transfer-1']) {
      expect(await receipts(tour.manager.token, { id }, body)).toMatchObject({ status: 404, body: { errorCode: 'TRANSFER_NOT_FOUND' } });
    }
  });

  it('refuses an archived tour with 403 FORBIDDEN_ON_INACTIVE_PROJECT', async () => {
    const { tour, transfer, lineM } = await inTransit();
    await archiveTour(app.db, tour.tour.id);
    for (const token of [tour.manager.token, tour.seller.token]) {
      expect(await receipts(token, transfer, [{ transferItemId: lineM.id, type: 'success', quantity: 1 }])).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    }
  });
});

describe('PUT /v1/inventory-transfers/{id}/complete', () => {
  it('puts accepted units in the destination, writes damaged and missing ones off and sends regul ones back to the source', async () => {
    const { tour, transfer, lineM, lineVinyl } = await inTransit();
    await receipts(tour.seller.token, transfer, [
      { transferItemId: lineM.id, type: 'success', quantity: 3 },
      { transferItemId: lineM.id, type: 'damaged', quantity: 1 },
      { transferItemId: lineM.id, type: 'regul', quantity: 2 },
      { transferItemId: lineVinyl.id, type: 'success', quantity: 3 },
      { transferItemId: lineVinyl.id, type: 'missing', quantity: 1 },
    ]);
    const response = await complete(tour.seller.token, transfer);
    expect(response).toMatchObject({ status: 200, body: { id: transfer.id, status: 'finished', finishedAt: expect.any(String), canceledAt: null } });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(3);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.vinylVariant)).toBe(3);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(20 - 6 + 2);
    expect(await levelOf(app.db, tour.warehouseId, tour.vinylVariant)).toBe(8 - 4);
    const rows = (await ledgerOf(app.db, tour.tour.id)).filter((row) => row.transferId === transfer.id && row.delta >= 0);
    expect(rows.map((row) => [row.inventoryId === tour.warehouseId ? 'warehouse' : 'stand', row.kind, row.receiptType, row.delta, row.quantity, row.actorUserId === tour.seller.user.id]).sort()).toEqual(
      [
        ['stand', 'transfer', 'success', 3, 3, true],
        ['stand', 'transfer', 'damaged', 0, 1, true],
        ['warehouse', 'transfer', 'regul', 2, 2, true],
        ['stand', 'transfer', 'success', 3, 3, true],
        ['stand', 'transfer', 'missing', 0, 1, true],
      ].sort(),
    );
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('takes the units no receipt accounts for as received with remaining "success"', async () => {
    const { tour, transfer, lineM } = await inTransit();
    await receipts(tour.manager.token, transfer, [{ transferItemId: lineM.id, type: 'damaged', quantity: 1 }]);
    const response = await complete(tour.manager.token, transfer, { remaining: 'success' });
    expect(response.status).toBe(200);
    expect(receiptsOf(response.body)).toEqual([
      [
        ['damaged', 1],
        ['success', 5],
        ['pending', 0],
      ],
      [
        ['success', 4],
        ['pending', 0],
      ],
    ]);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(5);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.vinylVariant)).toBe(4);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('writes the units no receipt accounts for off with remaining "missing"', async () => {
    const { tour, transfer, lineM } = await inTransit();
    await receipts(tour.seller.token, transfer, [{ transferItemId: lineM.id, type: 'success', quantity: 2 }]);
    const response = await complete(tour.seller.token, transfer, { remaining: 'missing' });
    expect(receiptsOf(response.body)).toEqual([
      [
        ['missing', 4],
        ['success', 2],
        ['pending', 0],
      ],
      [
        ['missing', 4],
        ['pending', 0],
      ],
    ]);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(2);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.vinylVariant)).toBe(0);
    expect(await levelOf(app.db, tour.warehouseId, tour.vinylVariant)).toBe(4);
    const missing = (await ledgerOf(app.db, tour.tour.id)).filter((row) => row.receiptType === 'missing');
    expect(missing.map((row) => [row.inventoryId, row.delta, row.quantity])).toEqual([
      [tour.stand.inventoryId, 0, 4],
      [tour.stand.inventoryId, 0, 4],
    ]);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('answers 409 CANT_COMPLETE_TRANSFER with the lines not accounted for when `remaining` is not given, and changes nothing', async () => {
    const { tour, transfer, lineM, lineVinyl } = await inTransit();
    await receipts(tour.seller.token, transfer, [
      { transferItemId: lineM.id, type: 'success', quantity: 6 },
      { transferItemId: lineVinyl.id, type: 'success', quantity: 3 },
    ]);
    expect(await complete(tour.seller.token, transfer)).toMatchObject({ status: 409, body: { errorCode: 'CANT_COMPLETE_TRANSFER', fields: ['items.1'] } });
    expect((await app.api(`/v1/inventory-transfers/${transfer.id}`, { token: tour.seller.token })).body).toMatchObject({ status: 'inProgress', finishedAt: null });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(0);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('answers 409 CANT_COMPLETE_TRANSFER on a canceled transfer and TRANSFER_ALREADY_FINISHED when completed twice', async () => {
    const { tour, transfer } = await inTransit();
    const finished = await deliverStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 2 }]);
    expect(await complete(tour.seller.token, finished, { remaining: 'success' })).toMatchObject({ status: 409, body: { errorCode: 'TRANSFER_ALREADY_FINISHED' } });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(2);
    expect((await putTransfer(app, tour.manager.token, transfer.id, 'cancel')).status).toBe(200);
    expect(await complete(tour.seller.token, transfer, { remaining: 'success' })).toMatchObject({ status: 409, body: { errorCode: 'CANT_COMPLETE_TRANSFER' } });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(0);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(20);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('answers 400 VALIDATION_ERRORS for a `remaining` other than success or missing', async () => {
    const { tour, transfer } = await inTransit();
    expect(await complete(tour.seller.token, transfer, { remaining: 'damaged' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['remaining'] } });
  });

  it('lets a project manager of the team and a platform admin complete', async () => {
    const tour = await createSuppliedTour(app);
    const projectManager = await createTeamMember(app.db, tour.tour.id, 'projectManager');
    const admin = await createPlatformAdmin(app.db);
    for (const token of [projectManager.token, admin.token]) {
      const sent = await sendStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]);
      expect(await complete(token, sent, { remaining: 'success' })).toMatchObject({ status: 200, body: { status: 'finished' } });
    }
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(2);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('refuses a viewer and the seller of the sending stand with 403 FORBIDDEN, and another stand’s seller or client with 404 TRANSFER_NOT_FOUND', async () => {
    const { tour, transfer } = await inTransit();
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    const { colleague } = await otherStand(tour);
    const outsider = await createManager(app.db);
    expect(await complete(viewer.token, transfer, { remaining: 'success' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    for (const token of [colleague.token, outsider.token]) {
      expect(await complete(token, transfer, { remaining: 'success' })).toMatchObject({ status: 404, body: { errorCode: 'TRANSFER_NOT_FOUND' } });
    }
    await deliverStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 2 }]);
    const back = await sendStock(app, tour, [{ productVariantId: tour.sizes.S, quantity: 2 }], { from: tour.stand.inventoryId, to: tour.warehouseId });
    expect(await complete(tour.seller.token, back, { remaining: 'success' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await complete(tour.manager.token, { id: UNKNOWN_UUID }, { remaining: 'success' })).toMatchObject({ status: 404, body: { errorCode: 'TRANSFER_NOT_FOUND' } });
    expect(await complete(tour.manager.token, { id: 'transfer-1' }, { remaining: 'success' })).toMatchObject({ status: 404, body: { errorCode: 'TRANSFER_NOT_FOUND' } });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(0);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('refuses an archived tour with 403 FORBIDDEN_ON_INACTIVE_PROJECT', async () => {
    const { tour, transfer } = await inTransit();
    await archiveTour(app.db, tour.tour.id);
    expect(await complete(tour.seller.token, transfer, { remaining: 'success' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(0);
  });
});
