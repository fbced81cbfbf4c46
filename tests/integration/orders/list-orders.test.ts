import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@/features/orders/types';
import { orders, payments } from '@/lib/db/schema';
import { addSellingStand, cardSale, cashSale, createSellingTour, refund, sold, soldByCard, type SellingTour } from '../../support/orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager, createPlatformAdmin, createSeller, createTeamMember, UNKNOWN_UUID, type Signed } from '../../support/tours';

let app: TestApp;
let tour: SellingTour;
let mezzanine: Awaited<ReturnType<typeof addSellingStand>>;
/** o1 cash at the Hall (2 M −5 €, a vinyl, fan@example.com), o2 card pending, o3 cash at the Mezzanine by the manager, o4 card approved. */
let o1: OrderView, o2: OrderView, o3: OrderView, o4: OrderView;

beforeAll(async () => {
  app = await startTestApp();
  tour = await createSellingTour(app);
  mezzanine = await addSellingStand(app, tour);
  o1 = await sold(app, tour.seller.token, {
    ...cashSale(tour, [
      { productVariantId: tour.sizes.M, quantity: 2, discount: 500 },
      { productVariantId: tour.vinylVariant, quantity: 1 },
    ]),
    customerEmail: 'fan@example.com',
  });
  o2 = await sold(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
  o3 = await sold(app, tour.manager.token, { ...cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]), standId: mezzanine.stand.id });
  o4 = await soldByCard(app, tour, [{ productVariantId: tour.vinylVariant, quantity: 1 }]);
});
afterAll(() => app.close());

const ids = (response: { body: { data: OrderView[] } }) => response.body.data.map((order) => order.id);
const list = (token: string | undefined, query = '') => app.api(`/v1/orders${query ? `?${query}` : ''}`, { token });
const countOf = (token: string | undefined, query = '') => app.api(`/v1/orders/count${query ? `?${query}` : ''}`, { token });

describe('GET /v1/orders', () => {
  it('lists the tour’s orders newest first, as full order views, a page at a time', async () => {
    const all = await list(tour.manager.token, `projectId=${tour.tour.id}`);
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual([o4.id, o3.id, o2.id, o1.id]);
    expect(all.body.meta).toEqual({ page: 1, limit: 50, total: 4 });
    expect(all.body.data[3]).toEqual(o1);
    const second = await list(tour.manager.token, `projectId=${tour.tour.id}&limit=2&page=2`);
    expect(ids(second)).toEqual([o2.id, o1.id]);
    expect(second.body.meta).toEqual({ page: 2, limit: 2, total: 4 });
    expect((await list(tour.manager.token, `projectId=${tour.tour.id}&page=9`)).body).toEqual({ data: [], meta: { page: 9, limit: 50, total: 4 } });
  });

  it('filters by status, payment method, stand, seller, channel, event', async () => {
    const with_ = async (query: string) => ids(await list(tour.manager.token, `projectId=${tour.tour.id}&${query}`));
    expect(await with_('status[]=finished')).toEqual([o4.id, o3.id, o1.id]);
    expect(await with_('status[]=inProgress&status[]=canceled')).toEqual([o2.id]);
    expect(await with_('paymentMethod=card')).toEqual([o4.id, o2.id]);
    expect(await with_(`standId=${mezzanine.stand.id}`)).toEqual([o3.id]);
    expect(await with_(`sellerUserId=${tour.manager.user.id}`)).toEqual([o3.id]);
    expect(await with_('channel=shop')).toEqual([]);
    expect(await with_(`eventId=${tour.event.id}`)).toHaveLength(4);
    expect(await with_(`eventId=${UNKNOWN_UUID}`)).toEqual([]);
    expect(await list(tour.manager.token, 'status[]=sold')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['status.0'] } });
    expect(await list(tour.manager.token, 'standId=hall')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['standId'] } });
  });

  it('searches a ticket number, a customer e-mail or a product name, wildcards taken literally', async () => {
    const search = async (q: string) => ids(await list(tour.manager.token, `projectId=${tour.tour.id}&q=${encodeURIComponent(q)}`));
    expect(await search('FAN@example')).toEqual([o1.id]);
    expect(await search('vinyle')).toEqual([o4.id, o1.id]);
    expect(await search('2')).toEqual([o2.id]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('filters on Paris days, inclusive', async () => {
    const other = await createSellingTour(app);
    const early = await sold(app, other.seller.token, cashSale(other, [{ productVariantId: other.sizes.S, quantity: 1 }]));
    // 00:30 in Paris on 14 July is still the 13th in UTC; the day is the sale's (sold_at), not its arrival's.
    await app.db.update(orders).set({ soldAt: new Date('2026-07-13T22:30:00Z') }).where(eq(orders.id, early.id));
    const days = async (query: string) => ids(await list(other.manager.token, `projectId=${other.tour.id}&${query}`));
    expect(await days('from=2026-07-14&to=2026-07-14')).toEqual([early.id]);
    expect(await days('to=2026-07-13')).toEqual([]);
    expect(await days('from=2026-07-15&to=2100-01-01')).toEqual([]);
    expect(await list(other.manager.token, 'from=2026-02-30')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['from'] } });
  });

  it('shows each one what is theirs: the team the tour, a seller their stands, another tenant nothing', async () => {
    expect(ids(await list(tour.seller.token))).toEqual([o4.id, o2.id, o1.id]);
    expect(ids(await list(tour.seller.token, `standId=${mezzanine.stand.id}`))).toEqual([]);
    expect(ids(await list(mezzanine.seller.token, `projectId=${tour.tour.id}`))).toEqual([o3.id]);
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect(ids(await list(viewer.token))).toHaveLength(4);
    const admin = await createPlatformAdmin(app.db);
    expect(ids(await list(admin.token, `projectId=${tour.tour.id}`))).toHaveLength(4);

    const stranger: Signed = await createManager(app.db);
    expect((await list(stranger.token)).body).toEqual({ data: [], meta: { page: 1, limit: 50, total: 0 } });
    expect(ids(await list(stranger.token, `eventId=${tour.event.id}`))).toEqual([]);
    expect(await list(stranger.token, `projectId=${tour.tour.id}`)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    const otherTourSeller = await createSeller(app.db);
    expect(await list(otherTourSeller.token, `projectId=${tour.tour.id}`)).toMatchObject({ status: 404 });
    expect(await list(undefined)).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
  });
});

describe('GET /v1/orders/count', () => {
  it('sums the takings of the orders whose money is in, per payment method, net of refunds', async () => {
    const other = await createSellingTour(app);
    const cash = await sold(app, other.seller.token, cashSale(other, [{ productVariantId: other.sizes.M, quantity: 2, discount: 500 }]));
    const card = await soldByCard(app, other, [{ productVariantId: other.vinylVariant, quantity: 1 }]);
    await sold(app, other.seller.token, cardSale(other, [{ productVariantId: other.sizes.S, quantity: 1 }]));
    expect((await refund(app, other.seller.token, cash.id, { items: [{ orderItemId: cash.items[0]!.id, quantity: 1 }], method: 'cash' })).status).toBe(201);
    // The card sale is given back in cash: the drawer pays it, the card takings stay.
    expect((await refund(app, other.seller.token, card.id, { items: [{ orderItemId: card.items[0]!.id, quantity: 1 }], method: 'cash' })).status).toBe(201);

    const counts = await countOf(other.manager.token, `projectId=${other.tour.id}`);
    expect(counts).toMatchObject({ status: 200 });
    expect(counts.body).toEqual({
      count: 2,
      totalInclVat: 7500,
      refundedAmount: 5250,
      netAmount: 2250,
      cash: { count: 1, amount: 4500 - 2250 - 3000 },
      card: { count: 1, amount: 3000 },
      units: 1,
    });
    expect((await countOf(other.manager.token, `projectId=${other.tour.id}&paymentMethod=card`)).body).toMatchObject({ count: 1, totalInclVat: 3000, units: 0 });
    expect((await countOf(other.manager.token, `projectId=${other.tour.id}&status[]=inProgress`)).body).toMatchObject({ count: 0, totalInclVat: 0, cash: { count: 0, amount: 0 } });
    expect((await countOf(other.manager.token, `projectId=${other.tour.id}&q=vinyle`)).body).toMatchObject({ count: 1, totalInclVat: 3000 });
  });

  it('applies the list’s filters and visibility', async () => {
    expect((await countOf(tour.manager.token, `projectId=${tour.tour.id}`)).body).toMatchObject({ count: 3, totalInclVat: 7500 + 2500 + 3000, units: 5 });
    expect((await countOf(tour.manager.token, `standId=${mezzanine.stand.id}`)).body).toMatchObject({ count: 1, totalInclVat: 2500, cash: { count: 1, amount: 2500 } });
    expect((await countOf(tour.seller.token)).body).toMatchObject({ count: 2, totalInclVat: 10_500 });
    const stranger = await createManager(app.db);
    expect((await countOf(stranger.token)).body).toMatchObject({ count: 0, totalInclVat: 0 });
    expect(await countOf(stranger.token, `projectId=${tour.tour.id}`)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect(await countOf(undefined)).toMatchObject({ status: 401 });
  });

  it('sums in 64 bits: takings past 2^31 cents are exact', async () => {
    const big = await createSellingTour(app);
    for (let index = 0; index < 2; index += 1) {
      const order = await sold(app, big.seller.token, cashSale(big, [{ productVariantId: big.sizes.S, quantity: 1 }]));
      await app.db
        .update(orders)
        .set({ totalInclVat: 2_000_000_000, totalExclVat: sql`2000000000 - ${orders.totalVat}`, amountTendered: 2_000_000_000, changeGiven: 0 })
        .where(eq(orders.id, order.id));
      // The takings per method are the succeeded payments' (split payment): the cash payment says the same.
      await app.db.update(payments).set({ amount: 2_000_000_000 }).where(eq(payments.orderId, order.id));
    }
    expect((await countOf(big.manager.token, `projectId=${big.tour.id}`)).body).toMatchObject({ count: 2, totalInclVat: 4_000_000_000, netAmount: 4_000_000_000, cash: { count: 2, amount: 4_000_000_000 } });
  });
});
