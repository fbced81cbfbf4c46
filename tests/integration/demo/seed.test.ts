import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemo } from '@/features/demo/server/seed-demo';
import { DEMO_TOUR_NAME } from '@/features/demo/server/seed-demo-tour';
import { closeDatabase, installDatabase, type Db } from '@/lib/db';
import { findLedgerMismatches } from '@/features/stock/server/ledger-check';
import { events, inventoryChanges, inventoryTransfers, orders, productVariants, products, projects, projectSellers, shopCollectionStands, shops, standSellers, stands, users } from '@/lib/db/schema';
import { openTestDatabase } from '../../support/test-app';

let db: Db;
beforeAll(async () => {
  const handle = await openTestDatabase();
  installDatabase(handle);
  db = handle.db;
});
afterAll(() => closeDatabase());

it('seeds the demo tour once: 3 dates (started, to come, finished), 2 stands each with the seller, 8 products', async () => {
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

it('seeds the demo stock once: a supply, a checked-in dispatch to both stands of today, a top-up on the road, and the past date’s own stock', async () => {
  await seedDemo(db);
  const [tour] = await db.select().from(projects).where(eq(projects.name, DEMO_TOUR_NAME));
  const transfers = await db.select().from(inventoryTransfers).where(eq(inventoryTransfers.projectId, tour!.id));
  // The last finished one stocked today's online shop.
  expect(transfers.map((transfer) => transfer.status).sort()).toEqual(['finished', 'finished', 'finished', 'finished', 'finished', 'inProgress']);
  const kinds = new Set((await db.select().from(inventoryChanges).where(eq(inventoryChanges.projectId, tour!.id))).map((change) => change.kind));
  expect(kinds).toEqual(new Set(['supply', 'transfer', 'order']));
  const damaged = await db.select().from(inventoryChanges).where(eq(inventoryChanges.receiptType, 'damaged'));
  expect(damaged.filter((change) => change.projectId === tour!.id)).toHaveLength(1);
  expect(await findLedgerMismatches(db, tour!.id)).toEqual([]);
});

it('seeds sales once, on today’s date and the finished one: cash with change, card, a discount; today’s stands stay open', async () => {
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
  expect(byEvent('finished').every((order) => order.createdAt.getTime() < Date.now() - 20 * 24 * 60 * 60 * 1000)).toBe(true);
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
