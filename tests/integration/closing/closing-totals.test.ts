import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClosingTotals } from '@/features/closing/closing-totals';
import { events } from '@/lib/db/schema';
import { putClose } from '../../support/closing';
import { createOpenedShop, handOverCollection, paidShopOrder, scanProof } from '../../support/shop-orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTeamMember } from '../../support/tours';

// GET /v1/events/{id}/closing-totals: what the wizard's summary and confirmation show before the closing, read from
// the settlement's own computation, so that the figures confirmed are the ones the settlement then holds.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /v1/events/{id}/closing-totals', () => {
  it('answers the money the settlement then confirms: a no-show counts for nothing, a collected order is online takings', async () => {
    const shop = await createOpenedShop(app);
    await app.db.update(events).set({ status: 'inProgress', commissionType: 'theatreFee', theaterFeeAmount: 10, theaterFeeVat: 20 }).where(eq(events.id, shop.event.id));
    const collected = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.M, quantity: 2 }]);
    const absent = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.vinylVariant, quantity: 1 }]);
    expect((await handOverCollection(app, shop.seller.token, shop.stand.id, collected.id, scanProof(collected))).status).toBe(200);
    const canceled = await app.api(`/v1/orders/${absent.id}/no-show`, { method: 'POST', token: shop.manager.token, headers: { 'Idempotency-Key': randomUUID() } });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);

    const read = await app.api(`/v1/events/${shop.event.id}/closing-totals`, { token: shop.manager.token });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const totals = read.body as ClosingTotals;
    // The no-show's sale and its refund both stay in the online takings, netting it to nothing.
    const online = totals.online!.takings.online;
    expect(online.refunded).toBeGreaterThan(0);
    expect(online).toEqual({ sales: 2, gross: 5000 + online.refunded, refunded: online.refunded, net: 5000 });
    expect(totals.money.takings.total).toEqual(online);
    expect(totals.money.takings.standCash.net + totals.money.takings.standCard.net).toBe(0);
    expect(totals.stands).toEqual([{ id: shop.stand.id, money: expect.objectContaining({ takings: expect.objectContaining({ total: { sales: 0, gross: 0, refunded: 0, net: 0 } }) }) }]);
    expect(totals.unitsSold).toBe(0);

    const closed = await putClose(app, shop.manager.token, shop.event.id, { runId: randomUUID(), theaterFeePaidWith: 'transfer', stands: [{ standId: shop.stand.id, changeFundFound: null, cardCounted: null, feesPaidWithCash: 0, cashDetailId: null, countTransferId: null }] });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const settlement = await app.api(`/v1/events/${shop.event.id}/settlement`, { token: shop.manager.token });
    expect(settlement.status).toBe(200);
    expect(settlement.body.totals.money).toEqual(totals.money);
    expect(settlement.body.online).toEqual(totals.online);
    // The stand was never asked for its change fund and took no cash: it has no drawer, and none is stored as found.
    expect(settlement.body.stands[0].cash).toBeNull();
  });

  it('is read as the closing is: the tour’s team, not its sellers', async () => {
    const shop = await createOpenedShop(app);
    const viewer = await createTeamMember(app.db, shop.tour.id, 'viewer');
    expect((await app.api(`/v1/events/${shop.event.id}/closing-totals`, { token: viewer.token })).status).toBe(200);
    expect(await app.api(`/v1/events/${shop.event.id}/closing-totals`, { token: shop.seller.token })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
  });
});
