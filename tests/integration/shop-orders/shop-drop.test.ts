import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLedgerMismatches } from '@/features/stock/server/ledger-check';
import { orders, shops } from '@/lib/db/schema';
import { basket, createOpenedShop, order, settleInSandbox } from '../../support/shop-orders';
import { levelOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';

/*
 * A drop: many phones order the same item at once. Only PostgreSQL runs the requests truly in parallel (PGlite has
 * one connection), so this runs there only. Every order is from this machine's one address: the abuse limit is
 * raised for the file, as a venue's spectators behind one carrier address would need.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
process.env.RATE_LIMIT_MULTIPLIER = '10';

let app: TestApp;
beforeAll(async () => {
  if (onPostgres) app = await startTestApp();
});
afterAll(() => app?.close());

type Answer = { status: number; body: any };

describe.skipIf(!onPostgres)('a shop’s drop', () => {
  it('20 units, 100 orders at once: exactly 20 accepted, 80 NOT_ENOUGH_AVAILABLE_IN_INVENTORY naming the line, nobody charged for what they do not get', { timeout: 180_000 }, async () => {
    const shop = await createOpenedShop(app, { M: 20 });
    const answers: Answer[] = await Promise.all(Array.from({ length: 100 }, (_, index) => order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 1 }], { email: `fan${index}@test.local` }))));
    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 409)).toEqual([]);
    expect(accepted).toHaveLength(20);
    expect(refused).toHaveLength(80);
    // Each refusal names the line and how many remain of it (none, or the few a refused order could still take).
    for (const answer of refused) expect(answer.body).toEqual({ errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY', fields: ['items.0.quantity'], details: { 'items.0.quantity': expect.any(Number) } });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(0);
    // Twenty orders, numbered 1 to 20 without a gap, each with one payment page; the refused ones left no order.
    const rows = await app.db.select().from(orders).where(eq(orders.shopId, shop.shop.id));
    expect(rows.map((row) => row.ticketNumber).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(new Set(accepted.map((answer) => answer.body.payment.redirectUrl)).size).toBe(20);

    // Half pay, half are declined: the declined units are on sale again.
    await Promise.all(accepted.map((answer, index) => settleInSandbox(app, answer.body.payment.id, answer.body.token, index % 2 ? 'decline' : 'approve')));
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(10);
    const settled = await app.db.select({ status: orders.status }).from(orders).where(eq(orders.shopId, shop.shop.id));
    expect(settled.filter((row) => row.status === 'paid')).toHaveLength(10);
    expect(settled.filter((row) => row.status === 'canceled')).toHaveLength(10);
    expect(await findLedgerMismatches(app.db, shop.tour.id)).toEqual([]);
  });

  it('a shop closed while an order waits for its number: SHOP_CLOSED, its units back on sale, no order', { timeout: 60_000 }, async () => {
    const shop = await createOpenedShop(app, { M: 5 });
    let answer: Promise<Answer> | undefined;
    // The closing holds the shop's row: the order, which read the shop opened before, holds its unit and then waits
    // for the row; the closing commits, and the order's number finds the shop closed.
    await app.db.transaction(async (tx) => {
      await tx.update(shops).set({ status: 'closed' }).where(eq(shops.id, shop.shop.id));
      answer = order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 1 }]));
      await expect.poll(() => waitingOnShops(), { timeout: 20_000 }).toBe(1);
    });
    expect(await answer).toMatchObject({ status: 409, body: { errorCode: 'SHOP_CLOSED' } });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(5);
    expect(await app.db.select().from(orders).where(eq(orders.shopId, shop.shop.id))).toEqual([]);
    expect(await findLedgerMismatches(app.db, shop.tour.id)).toEqual([]);
  });
});

/** Statements of this database waiting for a row lock while they update a shop. */
async function waitingOnShops(): Promise<number> {
  const result = (await app.db.execute(
    sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%update "shops"%'`,
  )) as unknown as { rows: { waiting: number }[] };
  return result.rows[0]!.waiting;
}

