import { and, eq, inArray, sql } from 'drizzle-orm';
import { isOnline, sumOf, takenOrdersOf } from '@/features/orders/server/takings-reads';
import { variantLabelColumns } from '@/features/products/server/variant-label-columns';
import type { Executor } from '@/lib/db';
import { eventPerformances, eventRooms, events, inventories, inventoryChanges, inventoryItems, orderItems, orders, productVariants, refundItems, shops, stands, users } from '@/lib/db/schema';

/** What a report reads: a tour, all of it or only some stands' sales (a seller's own, none online). */
export interface ReportScope {
  projectId: string;
  standIds?: string[];
  /** Some dates' orders only: the open ones and the closed ones not kept yet (kept-dates.ts). */
  eventIds?: string[];
}

/** What a line took once its refunds gave money back (refund_items carry each line's share). */
const lineNet = sql`${orderItems.lineTotal} - coalesce((select sum(${refundItems.amount}) from ${refundItems} where ${refundItems.orderItemId} = ${orderItems.id}), 0)`;
const lineUnits = sql`${orderItems.quantity} - ${orderItems.refundedQuantity}`;

/** The tour's dates with what their performances say: the first day, the attendance and the rooms' capacity. */
export function datesRead(db: Executor, scope: ReportScope) {
  return db
    .select({
      eventId: events.id,
      name: events.name,
      venueName: events.venueName,
      city: events.city,
      status: events.status,
      firstStartsAt: sql<Date | null>`min(${eventPerformances.startsAt})`.mapWith((value: string | Date) => new Date(value)),
      attendance: sql<number | null>`sum(${eventPerformances.attendance})::int`,
      capacity: sql<number | null>`sum(${eventRooms.capacity})::int`,
    })
    .from(events)
    .leftJoin(eventPerformances, eq(eventPerformances.eventId, events.id))
    .leftJoin(eventRooms, eq(eventRooms.id, eventPerformances.roomId))
    .where(eq(events.projectId, scope.projectId))
    .groupBy(events.id);
}

export function standsRead(db: Executor, scope: ReportScope) {
  const where = [eq(events.projectId, scope.projectId)];
  if (scope.standIds) where.push(inArray(stands.id, scope.standIds));
  return db.select({ standId: stands.id, eventId: stands.eventId, name: stands.name }).from(stands).innerJoin(events, eq(events.id, stands.eventId)).where(and(...where));
}

/**
 * Units and net takings per date, stand (null online), product, variant, seller and discount reason; custom lines as
 * one product of their own. Every breakdown of lines the report gives (dates, stands, products, sizes, the heat map,
 * the sellers' units, the comps) is summed from these rows: one pass over the tour's lines.
 */
export function linesRead(db: Executor, scope: ReportScope) {
  const isComp = sql`${orderItems.unitPrice} > 0 and ${orderItems.discount} = ${orderItems.quantity} * ${orderItems.unitPrice}`;
  return db
    .select({
      eventId: orders.eventId,
      standId: orders.standId,
      online: isOnline,
      sellerUserId: orders.sellerUserId,
      productId: orderItems.productId,
      productVariantId: orderItems.productVariantId,
      discountReason: orderItems.discountReason,
      productTitle: sql<string>`min(${orderItems.productTitle})`,
      category: sql<string>`min(${orderItems.category})`,
      units: sumOf(lineUnits),
      net: sumOf(lineNet),
      // Lines given away whole (their discount is their price): the comps, with what they would have sold for.
      compUnits: sql<number>`coalesce(sum(${orderItems.quantity}) filter (where ${isComp}), 0)::bigint`.mapWith(Number),
      compValue: sql<number>`coalesce(sum(${orderItems.quantity} * ${orderItems.unitPrice}) filter (where ${isComp}), 0)::bigint`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(takenOrdersOf(scope))
    .groupBy(orders.eventId, orders.standId, isOnline, orders.sellerUserId, orderItems.productId, orderItems.productVariantId, orderItems.discountReason);
}

/** The tour's variants as the catalogue names them now (a line keeps its title of the day; a variant has one name). */
export function variantsRead(db: Executor, scope: ReportScope) {
  return db
    .select({ productVariantId: productVariants.id, productId: productVariants.productId, ...variantLabelColumns })
    .from(productVariants)
    .innerJoin(inventoryItems, eq(inventoryItems.productVariantId, productVariants.id))
    .where(eq(inventoryItems.projectId, scope.projectId));
}

/**
 * Units that came onto the tour's stands and shops (transfers and deliveries in), per date and variant: what they
 * held to sell. Count corrections, returns to the shelf, units sent back to their source (regul) and offline
 * corrections are not receipts.
 */
export function receivedRead(db: Executor, scope: ReportScope) {
  const eventOf = sql<string>`coalesce(${stands.eventId}, ${shops.eventId})`;
  const where = [eq(inventories.projectId, scope.projectId), inArray(inventories.kind, scope.standIds ? ['stand'] : ['stand', 'shop']), inArray(inventoryChanges.kind, ['transfer', 'supply']), sql`${inventoryChanges.delta} > 0 and ${inventoryChanges.receiptType} is distinct from 'regul'`];
  if (scope.standIds) where.push(inArray(stands.id, scope.standIds));
  return db
    .select({ eventId: eventOf, productVariantId: inventoryItems.productVariantId, productId: inventoryItems.productId, received: sumOf(inventoryChanges.delta) })
    .from(inventoryChanges)
    .innerJoin(inventories, eq(inventories.id, inventoryChanges.inventoryId))
    .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryChanges.inventoryItemId))
    .leftJoin(stands, eq(stands.inventoryId, inventories.id))
    .leftJoin(shops, eq(shops.inventoryId, inventories.id))
    .where(and(...where))
    .groupBy(eventOf, inventoryItems.productVariantId, inventoryItems.productId);
}

/** The people who rang up the tour's sales, by their ids (read after the lines, which name them). */
export function sellerNamesRead(db: Executor, userIds: string[]) {
  return db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(inArray(users.id, userIds));
}

/**
 * Units written off damaged, as the ledger records them: given back damaged at a refund (kind `refund`) or checked in
 * damaged at a transfer's receipt; the row moves nothing (delta 0), its quantity says how many.
 */
export function damagedRead(db: Executor, scope: ReportScope) {
  const where = [eq(inventoryChanges.projectId, scope.projectId), eq(inventoryChanges.receiptType, 'damaged')];
  if (scope.standIds) where.push(inArray(inventoryChanges.inventoryId, db.select({ id: stands.inventoryId }).from(stands).where(inArray(stands.id, scope.standIds))));
  return db.select({ units: sumOf(inventoryChanges.quantity) }).from(inventoryChanges).where(and(...where));
}
