import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@/features/orders/types';
import { orders, refunds } from '@/lib/db/schema';
import { cardSale, cashSale, changeStatus, createSellingTour, refund, sell, sold } from '../../support/orders';
import { deliverStock, expectLedgerBalanced, levelOf, supply } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';

/*
 * Many requests at once on the same stand, order or key. Only PostgreSQL runs them truly in parallel (PGlite has one
 * connection and queues every transaction), so these run there only. Whatever the interleaving: nothing is sold or
 * refunded twice, every refusal is the expected code (never a 500 or a deadlock), and the ledger adds up.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type Answer = { status: number; body: any };

/** The answers that are neither `status` nor the refusal `code`: there must be none. */
const unexpected = (answers: Answer[], status: number, code: string) => answers.filter((answer) => answer.status !== status && answer.body?.errorCode !== code);

describe.skipIf(!onPostgres)('concurrent sales, refunds and cancellations', () => {
  it('500 sales at once of the last 50 units: exactly 50 go through, the rest are NOT_ENOUGH_AVAILABLE_IN_INVENTORY', { timeout: 180_000 }, async () => {
    const tour = await createSellingTour(app);
    await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: tour.sizes.M, quantity: 30 }]);
    await deliverStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 30 }]);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(50);

    const body = cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]);
    const answers: Answer[] = await Promise.all(Array.from({ length: 500 }, () => sell(app, tour.seller.token, body)));
    expect(unexpected(answers, 201, 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY')).toEqual([]);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(50);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(450);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(0);
    // A refused sale leaves no gap in the till: the tickets are 1 to 50.
    const tickets = (await app.db.select({ ticket: orders.ticketNumber }).from(orders).where(eq(orders.standId, tour.stand.id))).map((row) => row.ticket);
    expect(tickets.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('one Idempotency-Key sent 10 times at once: one order, ten identical answers', async () => {
    const tour = await createSellingTour(app);
    const key = randomUUID();
    const body = cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 2 }]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => sell(app, tour.seller.token, body, key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(await app.db.select().from(orders).where(and(eq(orders.projectId, tour.tour.id), eq(orders.idempotencyKey, key)))).toHaveLength(1);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(8);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('refunds racing on one order never give back more than was paid', async () => {
    const tour = await createSellingTour(app);
    const order = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 2, discount: 1 }]));
    const line = { orderItemId: order.items[0]!.id, quantity: 1 };
    const units: Answer[] = await Promise.all(Array.from({ length: 10 }, () => refund(app, tour.seller.token, order.id, { items: [line], method: 'cash' })));
    expect(unexpected(units, 201, 'REFUND_ORDER_ITEM_QUANTITY_TOO_HIGH')).toEqual([]);
    expect(units.filter((answer) => answer.status === 201)).toHaveLength(2);
    const [stored] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.refundedAmount).toBe(order.totalInclVat);
    const given = await app.db.select({ amount: refunds.amount }).from(refunds).where(eq(refunds.orderId, order.id));
    expect(given.reduce((sum, row) => sum + row.amount, 0)).toBe(4999);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(20);

    const whole = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.vinylVariant, quantity: 3 }]));
    const everything = { items: [{ orderItemId: whole.items[0]!.id, quantity: 3 }], method: 'cash' };
    const both: Answer[] = await Promise.all([refund(app, tour.seller.token, whole.id, everything), refund(app, tour.manager.token, whole.id, everything)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const key = randomUUID();
    const retried = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 4 }]));
    const once = { items: [{ orderItemId: retried.items[0]!.id, quantity: 1 }], method: 'cash' };
    const replays: Answer[] = await Promise.all(Array.from({ length: 10 }, () => refund(app, tour.seller.token, retried.id, once, key)));
    expect(replays.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    for (const answer of replays) expect(answer.body).toEqual(replays[0]!.body);
    expect(await app.db.select().from(refunds).where(eq(refunds.orderId, retried.id))).toHaveLength(1);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('sweeps, cancellations and the reader’s approvals racing on the same orders: each order ends paid or canceled, its units moved once', { timeout: 60_000 }, async () => {
    const tour = await createSellingTour(app);
    const pending: OrderView[] = [];
    for (let index = 0; index < 10; index += 1) pending.push(await sold(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }])));
    await app.db.update(orders).set({ createdAt: new Date(Date.now() - 30 * 60_000) }).where(inArray(orders.id, pending.map((order) => order.id)));

    const sweep = () => app.api('/v1/orders/cancel-pending', { method: 'POST', token: tour.manager.token, body: {} });
    const approve = (order: OrderView) => app.api(`/v1/payments/${order.payments[0]!.id}/sandbox-outcome`, { method: 'POST', token: tour.seller.token, body: { outcome: 'approve' } });
    const [sweeps, approvals, cancels] = await Promise.all([
      Promise.all([sweep(), sweep(), sweep()]),
      Promise.all(pending.map(approve)),
      Promise.all(pending.map((order) => changeStatus(app, tour.seller.token, order.id, 'canceled'))),
    ]);
    expect(sweeps.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(unexpected(approvals, 200, 'PAYMENT_NOT_PENDING')).toEqual([]);
    expect(unexpected(cancels, 200, 'ORDER_STATUS_NOT_ALLOWED')).toEqual([]);

    const rows = await app.db.select({ status: orders.status }).from(orders).where(inArray(orders.id, pending.map((order) => order.id)));
    const finished = rows.filter((row) => row.status === 'finished').length;
    const canceled = rows.filter((row) => row.status === 'canceled').length;
    expect(finished + canceled).toBe(10);
    expect(approvals.filter((answer) => answer.status === 200)).toHaveLength(finished);
    const canceledByCalls = sweeps.reduce((sum, answer) => sum + answer.body.canceled, 0) + cancels.filter((answer) => answer.status === 200).length;
    expect(canceledByCalls).toBe(canceled);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(20 - finished);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });
});
