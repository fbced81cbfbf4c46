import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, stands } from '@/lib/db/schema';
import { createClosingTour } from '../../support/closing';
import { cashSale, sell } from '../../support/orders';
import { expectLedgerBalanced, ledgerOf, levelOf, postTransfer, putTransfer } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('an event closing count (a stand to itself, type event)', () => {
  it('writes ledger rows of kind closing and adds the units found beyond the expected ones', async () => {
    const tour = await createClosingTour(app);
    const body = { fromInventoryId: tour.stand.inventoryId, toInventoryId: tour.stand.inventoryId, type: 'event', eventId: tour.event.id, items: [{ productVariantId: tour.sizes.M, quantity: 20 }, { productVariantId: tour.sizes.S, quantity: 10 }] };
    const sent = await postTransfer(app, tour.manager.token, body);
    expect(sent.status).toBe(201);
    const [m, s] = [sent.body.items.find((item: any) => item.productVariantId === tour.sizes.M), sent.body.items.find((item: any) => item.productVariantId === tour.sizes.S)];
    // 23 M found where the ledger said 20: 3 beyond what was sent; the S: 8 good, 1 damaged, 1 missing.
    const receipts = [
      { transferItemId: m.id, type: 'success', quantity: 20 },
      { transferItemId: m.id, type: 'regul', quantity: 3 },
      { transferItemId: s.id, type: 'success', quantity: 8 },
      { transferItemId: s.id, type: 'damaged', quantity: 1 },
      { transferItemId: s.id, type: 'missing', quantity: 1 },
    ];
    expect((await putTransfer(app, tour.manager.token, sent.body.id, 'receipts', { receipts })).status).toBe(200);
    // success + damaged + missing still never exceed what was sent.
    expect(await putTransfer(app, tour.manager.token, sent.body.id, 'receipts', { receipts: [{ transferItemId: s.id, type: 'success', quantity: 9 }] })).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPSERT_TRANSFER_RECEIPT', fields: ['receipts.0.quantity'] } });
    expect(await putTransfer(app, tour.manager.token, sent.body.id, 'complete', {})).toMatchObject({ status: 200, body: { status: 'finished' } });

    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(23);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(8);
    const rows = (await ledgerOf(app.db, tour.tour.id)).filter((row) => row.transferId === sent.body.id);
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['closing']));
    expect(rows.find((row) => row.receiptType === 'regul')).toMatchObject({ inventoryId: tour.stand.inventoryId, delta: 3 });
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('keeps inventory check kinds for a count that is not an event closing', async () => {
    const tour = await createClosingTour(app);
    const sent = await postTransfer(app, tour.manager.token, { fromInventoryId: tour.stand.inventoryId, toInventoryId: tour.stand.inventoryId, type: 'stand', items: [{ productVariantId: tour.sizes.S, quantity: 2 }] });
    expect((await putTransfer(app, tour.manager.token, sent.body.id, 'complete', { remaining: 'success' })).status).toBe(200);
    const kinds = (await ledgerOf(app.db, tour.tour.id)).filter((row) => row.transferId === sent.body.id).map((row) => row.kind);
    expect(kinds.sort()).toEqual(['inventoryCheckEnd', 'inventoryCheckStart']);
  });
});

describe('a sale sent as the closing once sent it (POST /v1/orders-event, origin closing)', () => {
  it('is an ordinary sale: the closing records its orders itself (closing-run.test.ts); a line keeps its discount reason', async () => {
    const tour = await createClosingTour(app, 'agentFee');
    const body = {
      ...cashSale(tour, [], 5000),
      items: [
        { productVariantId: tour.sizes.M, quantity: 2 },
        { productVariantId: tour.sizes.S, quantity: 1, discount: 2500, discountReason: 'Invitation' },
      ],
      origin: 'closing',
    };
    // The seller sells at their stand as always, with change given back: no door is opened or closed by `origin`.
    const made = await sell(app, tour.seller.token, { ...body, payment: { method: 'cash', amountTendered: 6000 } }, 'closing-key');
    expect(made).toMatchObject({ status: 201, body: { status: 'finished', totalInclVat: 5000, changeGiven: 1000, items: [{ discountReason: null }, { discountReason: 'Invitation' }] } });
    expect((await sell(app, tour.seller.token, { ...body, payment: { method: 'cash', amountTendered: 6000 } }, 'closing-key')).body.id).toBe(made.body.id);
    const lines = await app.db.select().from(orderItems).where(eq(orderItems.orderId, made.body.id));
    expect(lines.map((line) => line.discountReason).sort()).toEqual(['Invitation', null]);
    // A closed stand takes no sale, whoever sends it.
    await app.db.update(stands).set({ status: 'closed' }).where(eq(stands.id, tour.stand.id));
    expect(await sell(app, tour.manager.token, body)).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
  });
});
