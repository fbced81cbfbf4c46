import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { isOnline, sumOf, takenOrdersOf } from '@/features/orders/server/takings-reads';
import { variantLabelColumns } from '@/features/products/server/variant-label-columns';
import { variantLabelOf } from '@/features/products/variant-label';
import { readTogether, type Executor } from '@/lib/db';
import { events, inventories, inventoryItems, inventoryLevels, inventoryTransferItems, inventoryTransfers, orderItems, orders, productVariants, products, stands } from '@/lib/db/schema';
import { toParisDate } from '@/lib/datetime/paris-time';
import type { PastDate } from '../forecast';
import { datesRead } from './report-reads';

export interface ForecastDate {
  eventId: string;
  name: string;
  status: string;
  day: string | null;
  attendance: number | null;
  capacity: number | null;
}

/** What a forecast reads of a tour: its dates, its stands, what the past dates sold and what every inventory holds. */
export interface ForecastInputs {
  dates: ForecastDate[];
  stands: { standId: string; eventId: string; name: string; inventoryId: string }[];
  past: PastDate[];
  /** inventoryId → productVariantId → units it holds plus those on their way to it. */
  holdings: Map<string, Map<string, number>>;
  sourceKinds: Map<string, 'warehouse' | 'zone'>;
  variants: Map<string, { productId: string; productTitle: string; label: string | null }>;
}

/**
 * Five grouped reads: the dates, the stands, the stand units per date, stand and variant (the sales' lines, grouped),
 * the levels of the warehouse, the zones and the stands of the dates still to come, and the units on the road.
 */
export async function readForecastInputs(db: Executor, projectId: string): Promise<ForecastInputs> {
  const live = db.select({ id: events.id }).from(events).where(and(eq(events.projectId, projectId), notInArray(events.status, ['finished', 'canceled'])));
  const [dateRows, standRows, soldRows, levelRows, transitRows, variantRows] = await readTogether(db, [
    datesRead(db, { projectId }),
    db.select({ standId: stands.id, eventId: stands.eventId, name: stands.name, inventoryId: stands.inventoryId }).from(stands).innerJoin(events, eq(events.id, stands.eventId)).where(eq(events.projectId, projectId)),
    db
      .select({ eventId: orders.eventId, standId: orders.standId, productVariantId: orderItems.productVariantId, units: sumOf(sql`${orderItems.quantity} - ${orderItems.refundedQuantity}`) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(takenOrdersOf({ projectId }), sql`not ${isOnline}`, sql`${orderItems.productVariantId} is not null`))
      .groupBy(orders.eventId, orders.standId, orderItems.productVariantId),
    db
      .select({ inventoryId: inventoryLevels.inventoryId, kind: inventories.kind, productVariantId: inventoryItems.productVariantId, units: inventoryLevels.available })
      .from(inventoryLevels)
      .innerJoin(inventories, eq(inventories.id, inventoryLevels.inventoryId))
      .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryLevels.inventoryItemId))
      .leftJoin(stands, eq(stands.inventoryId, inventories.id))
      .where(and(eq(inventories.projectId, projectId), sql`${inventoryLevels.available} > 0`, sql`(${inArray(inventories.kind, ['warehouse', 'zone'])} or ${inArray(stands.eventId, live)})`)),
    db
      .select({ inventoryId: inventoryTransfers.toInventoryId, productVariantId: inventoryItems.productVariantId, units: sumOf(inventoryTransferItems.quantity) })
      .from(inventoryTransferItems)
      .innerJoin(inventoryTransfers, eq(inventoryTransfers.id, inventoryTransferItems.transferId))
      .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryTransferItems.inventoryItemId))
      .where(and(eq(inventoryTransfers.projectId, projectId), eq(inventoryTransfers.status, 'inProgress')))
      .groupBy(inventoryTransfers.toInventoryId, inventoryItems.productVariantId),
    db
      .select({ productVariantId: productVariants.id, productId: products.id, productTitle: products.title, ...variantLabelColumns })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.projectId, projectId)),
  ]);

  const dates = dateRows.map((row) => ({
    eventId: row.eventId,
    name: row.name,
    status: row.status,
    day: row.firstStartsAt ? toParisDate(row.firstStartsAt) : null,
    attendance: row.attendance,
    capacity: row.capacity,
  }));
  const standName = new Map(standRows.map((stand) => [stand.standId, stand.name]));
  const past: PastDate[] = dates
    .filter((date) => date.status === 'inProgress' || date.status === 'finished')
    .map((date) => ({
      eventId: date.eventId,
      attendance: date.attendance,
      capacity: date.capacity,
      sold: soldRows.flatMap((row) => (row.eventId === date.eventId && row.standId && row.units > 0 ? [{ standName: standName.get(row.standId) ?? '', productVariantId: row.productVariantId!, units: row.units }] : [])),
    }))
    .filter((date) => date.sold.length > 0);

  const holdings = new Map<string, Map<string, number>>();
  const sourceKinds = new Map<string, 'warehouse' | 'zone'>();
  const hold = (inventoryId: string, productVariantId: string, units: number) => {
    const held = holdings.get(inventoryId) ?? new Map<string, number>();
    held.set(productVariantId, (held.get(productVariantId) ?? 0) + units);
    holdings.set(inventoryId, held);
  };
  for (const row of levelRows) {
    hold(row.inventoryId, row.productVariantId, row.units);
    if (row.kind === 'warehouse' || row.kind === 'zone') sourceKinds.set(row.inventoryId, row.kind);
  }
  for (const row of transitRows) hold(row.inventoryId, row.productVariantId, row.units);
  const variants = new Map(variantRows.map((row) => [row.productVariantId, { productId: row.productId, productTitle: row.productTitle, label: variantLabelOf(row) }]));
  return { dates, stands: standRows, past, holdings, sourceKinds, variants };
}
