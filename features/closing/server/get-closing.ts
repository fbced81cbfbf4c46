import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { requireEvent, type EventRow } from '@/features/events/server/event-access';
import { moneyInOrdersOf, sumOf, takingsByStand, takingsReads } from '@/features/orders/server/takings-reads';
import { movementTotals } from '@/features/orders/drawer';
import { variantLabelOf } from '@/features/products/variant-label';
import { variantLabelColumns } from '@/features/products/server/variant-label-columns';
import type { Actor } from '@/lib/auth/actor';
import { getDb, readTogether, type Executor } from '@/lib/db';
import { cashDetails, cashMovements, eventClosings, inventoryItems, inventoryLevels, inventoryTransferItems, inventoryTransferReceipts, inventoryTransfers, orderItems, orders, payments, productVariants, products, refunds, stands, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import type { ClosingData, ClosingOrder, ClosingStand } from '../types';
import { ordersInProgressRead } from './orders-in-progress';

/**
 * GET /v1/events/{id}/closing: everything the closing wizard pre-fills, for the tour's team (viewers read too).
 * Closing figures are the team's business: a seller of the event gets FORBIDDEN, anyone else the event's 404.
 */
export async function getClosingData(actor: Actor, eventId: string, runId?: string): Promise<ClosingData> {
  const { event, project } = await requireEvent(actor, eventId, 'read');
  if (project.membership === 'seller') throw new AppError('FORBIDDEN');
  return readClosingData(await getDb(), event, runId);
}

/**
 * The units a closing run took from each stand inventory per variant: its closing orders' and its counts' (both found
 * by their closing_run_id): all the counts' units while in progress, the units not put back (good and regul) once
 * finished. Two reads, merged.
 */
async function readRunTaken(db: Executor, eventId: string, runId: string): Promise<{ inventoryId: string; productVariantId: string; quantity: number }[]> {
  const [ordered, counted] = await readTogether(db, [
    db
      // A custom line (Article libre) is no stock: the closing counts only the catalogue's variants.
      .select({ inventoryId: stands.inventoryId, productVariantId: sql<string>`${orderItems.productVariantId}`, quantity: sumOf(orderItems.quantity) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(stands, eq(stands.id, orders.standId))
      .where(and(eq(orders.closingRunId, runId), eq(orders.eventId, eventId), ne(orders.status, 'canceled'), eq(orderItems.custom, false)))
      .groupBy(stands.inventoryId, orderItems.productVariantId),
    db
      .select({
        inventoryId: inventoryTransfers.toInventoryId,
        productVariantId: inventoryTransferItems.productVariantId,
        quantity: sumOf(
          sql`${inventoryTransferItems.quantity} - case when ${inventoryTransfers.status} = 'finished' then coalesce((select sum(${inventoryTransferReceipts.quantity}) from ${inventoryTransferReceipts} where ${inventoryTransferReceipts.transferItemId} = ${inventoryTransferItems.id} and ${inventoryTransferReceipts.type} in ('success', 'regul')), 0) else 0 end`,
        ),
      })
      .from(inventoryTransfers)
      .innerJoin(inventoryTransferItems, eq(inventoryTransferItems.transferId, inventoryTransfers.id))
      .where(and(eq(inventoryTransfers.closingRunId, runId), eq(inventoryTransfers.eventId, eventId), ne(inventoryTransfers.status, 'canceled'), eq(inventoryTransfers.fromInventoryId, inventoryTransfers.toInventoryId)))
      .groupBy(inventoryTransfers.toInventoryId, inventoryTransferItems.productVariantId),
  ]);
  const merged = new Map<string, { inventoryId: string; productVariantId: string; quantity: number }>();
  for (const row of [...ordered, ...counted]) {
    const id = `${row.inventoryId}|${row.productVariantId}`;
    const entry = merged.get(id) ?? { inventoryId: row.inventoryId, productVariantId: row.productVariantId, quantity: 0 };
    entry.quantity += row.quantity;
    merged.set(id, entry);
  }
  return [...merged.values()];
}

/** One round of reads (readTogether), whatever the number of stands. */
export async function readClosingData(db: Executor, event: EventRow, runId?: string): Promise<ClosingData> {
  const eventStands = db.select({ id: stands.id }).from(stands).where(eq(stands.eventId, event.id));
  const standInventories = db.select({ id: stands.inventoryId }).from(stands).where(eq(stands.eventId, event.id));
  const [salesRead, refundsRead] = takingsReads(db, { eventId: event.id });
  const remaining = sql`${orderItems.quantity} - ${orderItems.refundedQuantity}`;
  const [standRows, pending, sales, refunded, sold, lastCounts, levels, inTransit, closings, runTaken, movedRows] = await readTogether(db, [
    db
      .select({ id: stands.id, name: stands.name, inventoryId: stands.inventoryId, isCashCompatible: stands.isCashCompatible, status: stands.status, changeFund: stands.changeFund })
      .from(stands)
      .where(eq(stands.eventId, event.id))
      .orderBy(asc(stands.name), asc(stands.id)),
    ordersInProgressRead(db, event.id),
    salesRead,
    refundsRead,
    db
      .select({
        standId: orders.standId,
        // Sold per variant: a custom line (Article libre) has none and is left out of the counts.
        productVariantId: sql<string>`${orderItems.productVariantId}`,
        quantity: sumOf(remaining),
        // Given away: a line whose discount is its whole price (a free line of a 0-price product is not a gift).
        free: sumOf(sql`case when ${orderItems.unitPrice} > 0 and ${orderItems.discount} >= ${orderItems.quantity} * ${orderItems.unitPrice} then ${remaining} else 0 end`),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(moneyInOrdersOf(event.id), inArray(orders.standId, eventStands), eq(orderItems.custom, false)))
      .groupBy(orders.standId, orderItems.productVariantId),
    db
      .selectDistinctOn([cashDetails.standId], {
        id: cashDetails.id,
        standId: cashDetails.standId,
        counts: cashDetails.counts,
        total: cashDetails.total,
        createdAt: cashDetails.createdAt,
        countedBy: sql<string | null>`coalesce(nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), ''), ${users.email})`,
        // No cash in or out of the drawer after the count: a cash payment, a cash refund or a movement, each at the
        // time the cash moved (a sale made offline, at its soldAt: it may arrive after a count that included it).
        current: sql<boolean>`not exists (select 1 from ${payments} join ${orders} on ${orders.id} = ${payments.orderId} where ${orders.standId} = ${cashDetails.standId} and ${payments.method} = 'cash' and ${payments.status} = 'succeeded' and (case when ${orders.deviceId} is not null then ${orders.soldAt} else ${payments.updatedAt} end) > ${cashDetails.createdAt})
          and not exists (select 1 from ${refunds} join ${orders} on ${orders.id} = ${refunds.orderId} where ${orders.standId} = ${cashDetails.standId} and ${refunds.method} = 'cash' and ${refunds.createdAt} > ${cashDetails.createdAt})
          and not exists (select 1 from ${cashMovements} where ${cashMovements.standId} = ${cashDetails.standId} and ${cashMovements.occurredAt} > ${cashDetails.createdAt})`.mapWith(Boolean),
      })
      .from(cashDetails)
      .leftJoin(users, eq(users.id, cashDetails.countedBy))
      .where(inArray(cashDetails.standId, eventStands))
      .orderBy(cashDetails.standId, desc(cashDetails.createdAt), desc(cashDetails.id)),
    db
      .select({
        inventoryId: inventoryLevels.inventoryId,
        inventoryItemId: inventoryLevels.inventoryItemId,
        expected: inventoryLevels.available,
        productId: products.id,
        productVariantId: productVariants.id,
        productTitle: products.title,
        ...variantLabelColumns,
        category: products.category,
        price: sql<number>`coalesce(${productVariants.price}, ${products.price})`.mapWith(Number),
      })
      .from(inventoryLevels)
      .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryLevels.inventoryItemId))
      .innerJoin(productVariants, eq(productVariants.id, inventoryItems.productVariantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(inventoryLevels.inventoryId, standInventories))
      .orderBy(asc(products.title), asc(productVariants.position), asc(productVariants.id)),
    db
      .select({ inventoryId: inventoryTransfers.toInventoryId, units: sumOf(inventoryTransferItems.quantity) })
      .from(inventoryTransfers)
      .innerJoin(inventoryTransferItems, eq(inventoryTransferItems.transferId, inventoryTransfers.id))
      // A count in progress (a transfer to itself) is the closing's own, not stock on its way.
      .where(and(inArray(inventoryTransfers.toInventoryId, standInventories), eq(inventoryTransfers.status, 'inProgress'), ne(inventoryTransfers.fromInventoryId, inventoryTransfers.toInventoryId)))
      .groupBy(inventoryTransfers.toInventoryId),
    db.select({ closedAt: eventClosings.closedAt }).from(eventClosings).where(eq(eventClosings.eventId, event.id)),
    // A run id that is no closing run's (not even a UUID) took nothing.
    () => (runId && isUuid(runId) ? readRunTaken(db, event.id, runId) : Promise.resolve([])),
    db
      .select({ standId: cashMovements.standId, direction: cashMovements.direction, amount: sumOf(cashMovements.amount) })
      .from(cashMovements)
      .where(inArray(cashMovements.standId, eventStands))
      .groupBy(cashMovements.standId, cashMovements.direction),
  ]);

  const byStand = takingsByStand(sales, refunded);
  const closingStands: ClosingStand[] = standRows.map((stand) => {
    const { standCash, standCard, total } = byStand.ofStand(stand.id);
    const count = lastCounts.find((row) => row.standId === stand.id);
    return {
      id: stand.id,
      name: stand.name,
      inventoryId: stand.inventoryId,
      isCashCompatible: stand.isCashCompatible,
      status: stand.status,
      changeFund: stand.changeFund,
      takings: { cash: standCash.net, card: standCard.net, total: total.net, sales: total.sales },
      drawer: { cashSales: standCash.gross, cashRefunds: standCash.refunded, ...movementTotals(movedRows.filter((row) => row.standId === stand.id)) },
      lastCashDetail: count
        ? { id: count.id, counts: count.counts, total: count.total, createdAt: count.createdAt.toISOString(), countedBy: count.countedBy, current: count.current }
        : null,
      sold: sold
        .filter((row) => row.standId === stand.id && row.quantity > 0)
        .map((row) => ({ productVariantId: row.productVariantId, quantity: row.quantity, free: row.free })),
      levels: levels
        .filter((row) => row.inventoryId === stand.inventoryId)
        .map((row) => ({
          productId: row.productId,
          productVariantId: row.productVariantId,
          inventoryItemId: row.inventoryItemId,
          productTitle: row.productTitle,
          variantTitle: variantLabelOf(row),
          category: row.category,
          price: row.price,
          expected: row.expected,
        })),
      inTransit: inTransit.find((row) => row.inventoryId === stand.inventoryId)?.units ?? 0,
      runTaken: runTaken.filter((row) => row.inventoryId === stand.inventoryId && row.quantity !== 0).map((row) => ({ productVariantId: row.productVariantId, quantity: row.quantity })),
    };
  });
  return {
    event: {
      id: event.id,
      projectId: event.projectId,
      name: event.name,
      status: event.status,
      commissionType: event.commissionType,
      theaterFeeAmount: event.theaterFeeAmount,
      theaterFeeVat: event.theaterFeeVat,
      commissionAgentFeeAmount: event.commissionAgentFeeAmount,
      commissionAgentFeeVat: event.commissionAgentFeeVat,
      venueDeal: event.venueDeal,
    },
    ordersInProgress: pending.map(
      (row): ClosingOrder => ({
        id: row.id,
        ticketNumber: row.ticketNumber,
        channel: row.channel,
        status: row.status as ClosingOrder['status'],
        standId: row.standId,
        standName: row.standName,
        collectionStandId: row.collectionStandId,
        customerName: row.customerName,
        totalInclVat: row.totalInclVat,
        createdAt: row.createdAt.toISOString(),
      }),
    ),
    stands: closingStands,
    takings: byStand.all(),
    closedAt: closings[0]?.closedAt.toISOString() ?? null,
  };
}
