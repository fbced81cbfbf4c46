import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASE_EXPIRED_HOLDS_JOB, releaseExpiredHoldsJob, SWEEP_GRACE_MS } from '@/features/shops/server/release-expired-holds';
import { orders } from '@/lib/db/schema';
import { startQueue, stopQueue } from '@/lib/jobs/job-queue';
import { FREQUENT_JOB } from '@/lib/jobs/process-jobs';
import { scheduleCron } from '@/lib/jobs/schedule-daily';
import { consumeLimit, limits } from '@/lib/rate-limit';
import { basket, createOpenedShop, order, settleInSandbox } from '../../support/shop-orders';
import { patchShop } from '../../support/shops';
import { expectLedgerBalanced, levelOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager, createTeamMember } from '../../support/tours';

/*
 * Issue #22 §4: one anonymous order must not empty a shop. What one order may hold is capped per variant and per
 * order (the shop's settings, 5 and 10 by default); a buyer who gives up on the payment page releases the hold at
 * once; holds that ran out are swept by the job queue, on this engine too.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const abandon = (orderId: string, token: unknown) => app.api(`/v1/shop-orders/${orderId}/abandon`, { method: 'POST', body: { token } });

describe('what one order may hold', () => {
  it('a new shop allows 5 units of a variant and 10 in all; its manager and its public page say so', async () => {
    const shop = await createOpenedShop(app);
    expect(shop.shop.orderLimits).toEqual({ perLine: 5, perOrder: 10 });
    expect((await app.api(`/v1/shop-pages/${shop.shop.slug}`)).body.orderLimits).toEqual({ perLine: 5, perOrder: 10 });
  });

  it('an order asking for the whole shop is refused with SHOP_ORDER_LIMIT_EXCEEDED naming its lines, and nothing is held', async () => {
    // 23 units on sale: S 5, M 10, vinyl 8.
    const shop = await createOpenedShop(app);
    const everything = basket([
      { productVariantId: shop.sizes.S, quantity: 5 },
      { productVariantId: shop.sizes.M, quantity: 10 },
      { productVariantId: shop.vinylVariant, quantity: 5 },
    ]);
    expect(await order(app, shop.shop.id, everything)).toMatchObject({
      status: 422,
      body: { errorCode: 'SHOP_ORDER_LIMIT_EXCEEDED', fields: ['items.0.quantity', 'items.1.quantity', 'items.2.quantity'], details: { perLine: 5, perOrder: 10 } },
    });
    // One variant past its cap, split over two lines or not.
    expect(await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 6 }]))).toMatchObject({ status: 422, body: { fields: ['items.0.quantity'] } });
    const split = basket([{ productVariantId: shop.sizes.S, quantity: 1 }, { productVariantId: shop.sizes.M, quantity: 3 }, { productVariantId: shop.sizes.M, quantity: 3 }]);
    expect(await order(app, shop.shop.id, split)).toMatchObject({ status: 422, body: { errorCode: 'SHOP_ORDER_LIMIT_EXCEEDED', fields: ['items.1.quantity', 'items.2.quantity'] } });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(10);
    // At the caps exactly, it goes through: 5 + 5 = 10.
    expect(await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 5 }, { productVariantId: shop.sizes.M, quantity: 5 }]))).toMatchObject({ status: 201 });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(5);
  });

  it('the organiser sets them (per variant at most per order, 1 to 100); a viewer and another tenant cannot', async () => {
    const shop = await createOpenedShop(app);
    const patch = (body: unknown, token = shop.manager.token) => patchShop(app, token, shop.shop.id, body);
    expect(await patch({ orderLimits: { perLine: 12, perOrder: 8 } })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['orderLimits.perLine'] } });
    expect(await patch({ orderLimits: { perLine: 0, perOrder: 8 } })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['orderLimits.perLine'] } });
    expect(await patch({ orderLimits: { perLine: 5, perOrder: 101 } })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['orderLimits.perOrder'] } });
    expect(await patch({ orderLimits: { perLine: 5.5, perOrder: 8 } })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    const viewer = await createTeamMember(app.db, shop.tour.id, 'viewer');
    expect(await patch({ orderLimits: { perLine: 8, perOrder: 20 } }, viewer.token)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    const stranger = await createManager(app.db);
    expect((await patch({ orderLimits: { perLine: 8, perOrder: 20 } }, stranger.token)).status).toBe(404);
    expect(await patch({ orderLimits: { perLine: 8, perOrder: 20 } })).toMatchObject({ status: 200, body: { orderLimits: { perLine: 8, perOrder: 20 } } });
    // Other settings sent alone keep the limits.
    expect(await patch({ collectionOpensAt: null })).toMatchObject({ status: 200, body: { orderLimits: { perLine: 8, perOrder: 20 } } });
    expect(await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 8 }]))).toMatchObject({ status: 201 });
  });
});

describe('orders from one address', () => {
  it('counts the orders that may hold units, not the refusals for stock: past 100 in 10 minutes to one shop, 429 with Retry-After', async () => {
    const shop = await createOpenedShop(app, { S: 1, vinyl: 5 });
    // The test server sees this suite at 127.0.0.1: its count for the shop stands at one order short of the limit.
    const key = `127.0.0.1|${shop.shop.id}`;
    for (let used = 1; used < limits.shopOrderPerAddress.points; used++) await consumeLimit('shopOrderPerAddress', key);

    expect((await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }]))).status).toBe(201);
    for (let tries = 0; tries < 3; tries++) {
      const soldOut = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }]));
      expect(soldOut).toMatchObject({ status: 409, body: { errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY' } });
    }
    const past = await app.api(`/v1/shops/${shop.shop.id}/orders`, { method: 'POST', body: basket([{ productVariantId: shop.vinylVariant, quantity: 1 }]), headers: { 'Idempotency-Key': randomUUID() } });
    expect(past).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS' } });
    expect(Number(past.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.vinylVariant)).toBe(5);
  });
});

describe('a buyer who gives up on the payment page', () => {
  it('releases the hold at once (POST …/abandon with the order’s token), and again changes nothing', async () => {
    const shop = await createOpenedShop(app);
    const { body } = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 4 }]));
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(6);
    expect(await abandon(body.order.id, 'wrong-token')).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect(await abandon(body.order.id, undefined)).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect(await abandon('not-an-id', body.token)).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(6);

    const released = await abandon(body.order.id, body.token);
    expect(released).toMatchObject({ status: 200, body: { order: { status: 'canceled' }, payment: { status: 'failed', redirectUrl: null } } });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(10);
    expect(await abandon(body.order.id, body.token)).toMatchObject({ status: 200, body: { order: { status: 'canceled' } } });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(10);
    // The sandbox's page cannot settle it afterwards.
    expect(await settleInSandbox(app, body.payment.id, body.token, 'approve')).toMatchObject({ status: 409, body: { errorCode: 'PAYMENT_NOT_PENDING' } });
    await expectLedgerBalanced(app.db, shop.tour.id);
  });

  it('a paid order is answered as it is: abandoning cannot undo a payment', async () => {
    const shop = await createOpenedShop(app);
    const { body } = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }]));
    expect(await settleInSandbox(app, body.payment.id, body.token, 'approve')).toMatchObject({ status: 200 });
    expect(await abandon(body.order.id, body.token)).toMatchObject({ status: 200, body: { order: { status: 'paid' }, payment: { status: 'succeeded' } } });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(4);
  });

  it('the order page opens with the flag the payment page’s way back carries (abandoned=1)', async () => {
    // Stripe's cancel_url (stripe-shop-orders.test.ts checks it); the page calls …/abandon from the browser.
    const shop = await createOpenedShop(app);
    const { body } = await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 1 }]));
    const page = await fetch(`${app.baseUrl}/shop/orders/${body.order.id}?token=${encodeURIComponent(body.token)}&abandoned=1`);
    expect(page.status).toBe(200);
  });
});

describe('holds that ran out, swept by the job queue', () => {
  let boss: PgBoss;
  beforeAll(async () => {
    // This engine's database, a queue of its own (as an app instance would start it), the app's sweep registered on it.
    boss = await startQueue(app.handle, 'pgboss_hold_sweep_test');
    await scheduleCron(boss, releaseExpiredHoldsJob, { ...FREQUENT_JOB, pollingIntervalSeconds: 1 });
  });
  afterAll(() => stopQueue(boss));

  it('is scheduled every minute', async () => {
    expect(await boss.getSchedules()).toEqual(expect.arrayContaining([expect.objectContaining({ name: RELEASE_EXPIRED_HOLDS_JOB, cron: '* * * * *' })]));
  });

  it('cancels the orders whose hold ended and puts their units back on sale; a hold still running is kept', async () => {
    const shop = await createOpenedShop(app);
    const expired = (await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.M, quantity: 5 }]))).body;
    const running = (await order(app, shop.shop.id, basket([{ productVariantId: shop.sizes.S, quantity: 2 }]))).body;
    // Ended longer ago than the sweep's grace (holds that just ended are the provider's to expire first).
    await app.db.update(orders).set({ holdExpiresAt: new Date(Date.now() - SWEEP_GRACE_MS - 60_000) }).where(eq(orders.id, expired.order.id));
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(5);

    const id = await boss.send(RELEASE_EXPIRED_HOLDS_JOB, {});
    for (const deadline = Date.now() + 25_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
      const job = await boss.getJobById(RELEASE_EXPIRED_HOLDS_JOB, id!);
      if (job?.state === 'completed' || job?.state === 'failed') break;
    }
    expect((await boss.getJobById(RELEASE_EXPIRED_HOLDS_JOB, id!))?.state).toBe('completed');
    const [swept] = await app.db.select().from(orders).where(eq(orders.id, expired.order.id));
    const [kept] = await app.db.select().from(orders).where(eq(orders.id, running.order.id));
    expect(swept).toMatchObject({ status: 'canceled' });
    expect(kept).toMatchObject({ status: 'inProgress' });
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.M)).toBe(10);
    expect(await levelOf(app.db, shop.shop.inventoryId, shop.sizes.S)).toBe(3);
    await expectLedgerBalanced(app.db, shop.tour.id);
  });
});
