import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SettlementView } from '@/features/closing/settlement-types';
import { seedDemo } from '@/features/demo/server/seed-demo';
import { DEMO_CLOSING_RUN_ID } from '@/features/demo/server/seed-demo-closing';
import { DEMO_PAST_EVENT, DEMO_TOUR_NAME } from '@/features/demo/server/seed-demo-tour';
import type { Db } from '@/lib/db';
import { findLedgerMismatches } from '@/features/stock/server/ledger-check';
import { cashDetails, eventClosings, events, inventoryChanges, inventoryTransfers, orders, productVariants, products, projects, projectSellers, shopCollectionStands, shops, standSellers, stands, users } from '@/lib/db/schema';
import { tokenFor } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let db: Db;
beforeAll(async () => {
  app = await startTestApp();
  db = app.db;
});
afterAll(() => app.close());

it('seeds the demo tour once: 3 dates (started, to come, closed), 2 stands each with the seller, 8 products', async () => {
  await seedDemo(db);
  await seedDemo(db);

  const tours = await db.select().from(projects).where(eq(projects.name, DEMO_TOUR_NAME));
  expect(tours).toHaveLength(1);
  const tour = tours[0]!;
  const tourEvents = await db.select().from(events).where(eq(events.projectId, tour.id));
  expect(tourEvents.map((event) => event.status).sort()).toEqual(['finished', 'inProgress', 'pending']);
  expect(tourEvents.every((event) => event.funnelCompletedAt !== null)).toBe(true);

  const tourStands = await db.select().from(stands).where(inArray(stands.eventId, tourEvents.map((event) => event.id)));
  expect(tourStands).toHaveLength(6);
  const [seller] = await db.select().from(users).where(eq(users.email, 'seller@demo.test'));
  const assignments = await db.select().from(standSellers).where(eq(standSellers.userId, seller!.id));
  expect(assignments).toHaveLength(6);
  expect(await db.select().from(projectSellers).where(eq(projectSellers.projectId, tour.id))).toHaveLength(1);

  const catalogue = await db.select().from(products).where(eq(products.projectId, tour.id));
  expect(catalogue).toHaveLength(8);
  expect(new Set(catalogue.map((product) => product.category))).toEqual(new Set(['merchandising', 'accessories', 'phonography', 'other']));
  const tshirt = catalogue.find((product) => product.reference === 'TS-LOGO')!;
  const variants = await db.select().from(productVariants).where(eq(productVariants.productId, tshirt.id));
  expect(variants).toHaveLength(8); // 2 colours × 4 sizes
  expect(tshirt.hasVariants).toBe(true);
});

it('seeds the demo stock once: a supply, a checked-in dispatch to both stands of today, a top-up on the road, and the past date’s own stock and closing counts', async () => {
  await seedDemo(db);
  const [tour] = await db.select().from(projects).where(eq(projects.name, DEMO_TOUR_NAME));
  const transfers = await db.select().from(inventoryTransfers).where(eq(inventoryTransfers.projectId, tour!.id));
  // 2 dispatched to today, 2 to the past date, 2 closing counts there, 1 to today's online shop; the top-up is on the road.
  expect(transfers.map((transfer) => transfer.status).sort()).toEqual(['finished', 'finished', 'finished', 'finished', 'finished', 'finished', 'finished', 'inProgress']);
  const counts = transfers.filter((transfer) => transfer.fromInventoryId === transfer.toInventoryId);
  expect(counts.map((transfer) => [transfer.type, transfer.closingRunId])).toEqual([
    ['event', DEMO_CLOSING_RUN_ID],
    ['event', DEMO_CLOSING_RUN_ID],
  ]);
  const kinds = new Set((await db.select().from(inventoryChanges).where(eq(inventoryChanges.projectId, tour!.id))).map((change) => change.kind));
  expect(kinds).toEqual(new Set(['supply', 'transfer', 'order', 'closing']));
  const damaged = await db.select().from(inventoryChanges).where(eq(inventoryChanges.receiptType, 'damaged'));
  // One T-shirt on today's arrival, one at the past date's count.
  expect(damaged.filter((change) => change.projectId === tour!.id).map((change) => change.kind).sort()).toEqual(['closing', 'transfer']);
  const missing = await db.select().from(inventoryChanges).where(eq(inventoryChanges.receiptType, 'missing'));
  expect(missing.filter((change) => change.projectId === tour!.id).map((change) => [change.kind, change.quantity])).toEqual([['closing', 1]]);
  expect(await findLedgerMismatches(db, tour!.id)).toEqual([]);
});

it('seeds sales once, on today’s date and the finished one: cash with change, card, a discount; the finished one’s made offline; today’s stands stay open', async () => {
  await seedDemo(db);
  const [tour] = await db.select().from(projects).where(eq(projects.name, DEMO_TOUR_NAME));
  const tourEvents = await db.select().from(events).where(eq(events.projectId, tour!.id));
  const tourOrders = await db.select().from(orders).where(and(eq(orders.projectId, tour!.id), eq(orders.channel, 'event')));
  const byEvent = (status: string) => tourOrders.filter((order) => order.eventId === tourEvents.find((event) => event.status === status)!.id);
  expect(byEvent('inProgress')).toHaveLength(5);
  expect(byEvent('finished')).toHaveLength(5);
  expect(byEvent('pending')).toHaveLength(0);
  expect(tourOrders.every((order) => order.status === 'finished')).toBe(true);
  expect(new Set(tourOrders.map((order) => order.paymentMethod))).toEqual(new Set(['cash', 'card']));
  expect(tourOrders.some((order) => order.totalDiscount > 0)).toBe(true);
  expect(tourOrders.some((order) => (order.changeGiven ?? 0) > 0)).toBe(true);
  const finishedEvent = tourEvents.find((event) => event.status === 'finished')!;
  // The finished date's tablets sold offline on its evening, in cash; their sales reached the server with the seed.
  expect(byEvent('finished').every((order) => order.soldAt.getTime() < Date.now() - 20 * 24 * 60 * 60 * 1000 && order.createdAt.getTime() > order.soldAt.getTime())).toBe(true);
  expect(byEvent('finished').map((order) => [order.paymentMethod, order.deviceSequence !== null])).toEqual(Array(5).fill(['cash', true]));
  const todayStands = await db.select().from(stands).where(eq(stands.eventId, tourEvents.find((event) => event.status === 'inProgress')!.id));
  expect(todayStands.every((stand) => stand.status === 'opened')).toBe(true);
  const pastStands = await db.select().from(stands).where(eq(stands.eventId, finishedEvent.id));
  expect(pastStands.every((stand) => stand.status === 'closed')).toBe(true);
  expect(await findLedgerMismatches(db, tour!.id)).toEqual([]);
});

it('seeds today’s online shop once: opened, stocked, collecting at the main stand, with a paid order to prepare and one ready', async () => {
  await seedDemo(db);
  const [tour] = await db.select().from(projects).where(eq(projects.name, DEMO_TOUR_NAME));
  const [today] = await db.select().from(events).where(and(eq(events.projectId, tour!.id), eq(events.status, 'inProgress')));
  const tourShops = await db.select().from(shops).where(eq(shops.projectId, tour!.id));
  expect(tourShops).toHaveLength(1);
  const shop = tourShops[0]!;
  expect(shop).toMatchObject({ eventId: today!.id, status: 'opened' });
  const [main] = await db.select().from(stands).where(eq(stands.eventId, today!.id)).orderBy(stands.createdAt).limit(1);
  expect((await db.select().from(shopCollectionStands).where(eq(shopCollectionStands.shopId, shop.id))).map((row) => row.standId)).toEqual([main!.id]);
  const shopOrders = await db.select().from(orders).where(eq(orders.shopId, shop.id)).orderBy(orders.ticketNumber);
  expect(shopOrders.map((order) => [order.ticketNumber, order.status])).toEqual([
    [1, 'paid'],
    [2, 'prepared'],
  ]);
  expect(await findLedgerMismatches(db, tour!.id)).toEqual([]);
});

it('closes the past date once, as the closing wizard would: its closing record, drawer and terminal as counted, one T-shirt missing and one damaged', async () => {
  await seedDemo(db);
  const [tour] = await db.select().from(projects).where(eq(projects.name, DEMO_TOUR_NAME));
  const [lille] = await db.select().from(events).where(and(eq(events.projectId, tour!.id), eq(events.name, DEMO_PAST_EVENT)));
  expect(lille).toMatchObject({ status: 'finished', commissionType: 'theatreFee', theaterFeeAmount: 20, theaterFeeVat: 20 });
  const closings = await db.select().from(eventClosings).where(eq(eventClosings.eventId, lille!.id));
  expect(closings).toHaveLength(1);
  const closing = closings[0]!;
  expect(closing).toMatchObject({ runId: DEMO_CLOSING_RUN_ID, theaterFeePaidWith: 'transfer' });
  // Dated on its evening, a month ago, like its sales.
  expect(closing.closedAt.getTime()).toBeLessThan(Date.now() - 20 * 24 * 60 * 60 * 1000);
  const [main, balcony] = await db.select().from(stands).where(eq(stands.eventId, lille!.id)).orderBy(stands.createdAt);
  expect(closing.stands.map((record) => record.standId).sort()).toEqual([main!.id, balcony!.id].sort());
  const mainRecord = closing.stands.find((record) => record.standId === main!.id)!;
  const balconyRecord = closing.stands.find((record) => record.standId === balcony!.id)!;
  // That evening's tablets sold offline, in cash only: both stands took cash, and no card.
  expect(mainRecord).toMatchObject({ changeFundExpected: 15_000, changeFundFound: 15_000, cardCounted: 0, feesPaidWithCash: 0, cashDetailId: expect.any(String), countTransferId: expect.any(String) });
  expect(balconyRecord).toMatchObject({ changeFundExpected: 15_000, changeFundFound: 15_000, cardCounted: 0, feesPaidWithCash: 0, cashDetailId: expect.any(String), countTransferId: expect.any(String) });
  const [drawer] = await db.select().from(cashDetails).where(eq(cashDetails.id, mainRecord.cashDetailId!));
  expect(drawer!.total).toBe(15_000 + 18_400);
  const [balconyDrawer] = await db.select().from(cashDetails).where(eq(cashDetails.id, balconyRecord.cashDetailId!));
  expect(balconyDrawer!.total).toBe(15_000 + 6400);
  expect(await findLedgerMismatches(db, tour!.id)).toEqual([]);

  const [manager] = await db.select().from(users).where(eq(users.email, 'manager@demo.test'));
  const token = await tokenFor(db, { id: manager!.id, email: manager!.email, clientId: manager!.clientId, roles: ['client'] });
  const answer = await app.api(`/v1/events/${lille!.id}/settlement`, { token });
  expect(answer.status).toBe(200);
  const settlement = answer.body as SettlementView;
  expect(settlement.event).toMatchObject({ name: DEMO_PAST_EVENT, commissionType: 'theatreFee' });
  expect(settlement.closedAt).toBe(closing.closedAt.toISOString());
  const [mainSettled, balconySettled] = [settlement.stands.find((stand) => stand.id === main!.id)!, settlement.stands.find((stand) => stand.id === balcony!.id)!];
  expect(settlement.stands.every((stand) => stand.closed)).toBe(true);
  // The sales of seed-demo-sales.ts, all in cash: three at the main stand, two at the balcony.
  const channel = (sales: number, net: number) => ({ sales, gross: net, refunded: 0, net });
  expect(mainSettled.money.takings).toEqual({ standCash: channel(3, 18_400), standCard: channel(0, 0), online: channel(0, 0), total: channel(3, 18_400) });
  expect(balconySettled.money.takings).toEqual({ standCash: channel(2, 6400), standCard: channel(0, 0), online: channel(0, 0), total: channel(2, 6400) });
  expect(settlement.online).toBeNull();
  expect(settlement.totals.money.takings).toEqual({ standCash: channel(5, 24_800), standCard: channel(0, 0), online: channel(0, 0), total: channel(5, 24_800) });
  expect(settlement.totals.money.exclVat + settlement.totals.money.vat).toBe(24_800);
  // The drawers as the sales say.
  expect(mainSettled.cash).toMatchObject({ changeFundExpected: 15_000, changeFundFound: 15_000, changeFundDifference: 0, cashSales: 18_400, expected: 33_400, counted: 33_400, difference: 0 });
  expect(balconySettled.cash).toMatchObject({ changeFundExpected: 15_000, changeFundFound: 15_000, changeFundDifference: 0, cashSales: 6400, expected: 21_400, counted: 21_400, difference: 0 });
  expect(mainSettled.card).toMatchObject({ sales: 0, difference: 0 });
  expect(balconySettled.card).toMatchObject({ sales: 0, difference: 0 });
  // Units: the main stand got 20 and sold 8, one T-shirt missing; the balcony got 10 and sold 4, one T-shirt damaged.
  expect(mainSettled.units).toMatchObject({ countIn: 20, countOut: 11, expectedSold: 9, sold: 8, free: 0, damaged: 0, missing: 1, found: 0, variance: 1 });
  expect(balconySettled.units).toMatchObject({ countIn: 10, countOut: 5, expectedSold: 5, sold: 4, free: 0, damaged: 1, missing: 0, found: 0, variance: 1 });
  for (const variant of settlement.stands.flatMap((stand) => stand.variants)) {
    expect(variant.variance).toBe(variant.missing + variant.damaged + variant.damagedAtRefund - variant.found);
  }
  expect(settlement.totals.units).toMatchObject({ countIn: 30, countOut: 16, sold: 12, damaged: 1, missing: 1, variance: 2 });
  // The venue's 20 % on the takings excluding VAT, paid by bank transfer; the rest is the organiser's.
  const venue = settlement.totals.fees.venue!;
  expect(venue).toMatchObject({ base: settlement.totals.money.exclVat, rate: 20, vatRate: 20, paidWith: 'transfer', paidInCash: 0 });
  expect(venue.amount).toBe(Math.round(venue.base * 0.2));
  expect(settlement.totals.fees.card).toBe(mainSettled.money.cardFee + balconySettled.money.cardFee);
  // Who owes whom: the venue's fee is owed by transfer, whole; the stands' card money is the payout's.
  expect(settlement.totals.owed.venue).toEqual({ total: venue.total, paidInCash: 0, owedByTransfer: venue.total });
  expect(settlement.totals.money.takings.total.net).toBe(24_800);
});
