import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { requireEvent } from '@/features/events/server/event-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, readTogether } from '@/lib/db';
import {
  cashDetails,
  clients,
  eventClosings,
  eventPerformances,
  inventoryChanges,
  inventoryItems,
  inventoryLevels,
  inventoryTransfers,
  orderItems,
  orders,
  productVariants,
  products,
  refundItems,
  refunds,
  stands,
} from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { feesOf, moneyOf, standCardOf, standCashOf, totalMoneyOf, unitsOf, variantsOf, type SettlementLine } from '../settlement-model';
import type { SettlementStand, SettlementView } from '../settlement-types';

/** Orders whose money is in (as the takings count them). */
const moneyIn = ['paid', 'prepared', 'finished', 'exchanged'] as const;

/**
 * GET /v1/events/{id}/settlement: the closed event's settlement, per stand and in total (docs/decisions.md, Settlement). The tour's
 * team reads it, viewers included; a seller may not (FORBIDDEN): it holds every stand's money and the fees. An event
 * not closed yet has none (EVENT_NOT_CLOSED). One batch of reads, then settlement-model.ts does the arithmetic.
 */
export async function getSettlement(actor: Actor, eventId: string): Promise<SettlementView> {
  const { event, project } = await requireEvent(actor, eventId, 'read');
  if (project.membership === 'seller') throw new AppError('FORBIDDEN');
  if (event.status !== 'finished') throw new AppError('EVENT_NOT_CLOSED');
  const db = await getDb();
  const standInventories = db.select({ id: stands.inventoryId }).from(stands).where(eq(stands.eventId, event.id));
  const eventOrders = and(eq(orders.eventId, event.id), inArray(orders.status, [...moneyIn]));
  const [[closing], standRows, [organiser], [firstPerformance], orderRows, refundRows, lineRows, ledgerRows, levelRows, countRows, cashRows] = await readTogether(db, [
    db.select().from(eventClosings).where(eq(eventClosings.eventId, event.id)),
    db.select().from(stands).where(eq(stands.eventId, event.id)).orderBy(asc(stands.name), asc(stands.id)),
    db.select({ name: clients.name }).from(clients).where(eq(clients.id, project.ownerClientId)),
    db.select({ startsAt: eventPerformances.startsAt }).from(eventPerformances).where(eq(eventPerformances.eventId, event.id)).orderBy(asc(eventPerformances.startsAt)).limit(1),
    db
      .select({ id: orders.id, standId: orders.standId, channel: orders.channel, paymentMethod: orders.paymentMethod, totalInclVat: orders.totalInclVat, vatLines: orders.vatLines })
      .from(orders)
      .where(eventOrders),
    db.select({ orderId: refunds.orderId, method: refunds.method, amount: refunds.amount }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(eventOrders),
    db
      .select({
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        productVariantId: orderItems.productVariantId,
        productTitle: orderItems.productTitle,
        variantTitle: orderItems.variantTitle,
        category: orderItems.category,
        quantity: orderItems.quantity,
        unitPrice: orderItems.unitPrice,
        vatRate: orderItems.vatRate,
        discount: orderItems.discount,
        discountReason: orderItems.discountReason,
        lineTotal: orderItems.lineTotal,
        refundedQuantity: orderItems.refundedQuantity,
        refundedAmount: sql<number>`coalesce((select sum(${refundItems.amount}) from ${refundItems} where ${refundItems.orderItemId} = ${orderItems.id}), 0)::int`.mapWith(Number),
        damagedAtRefund: sql<number>`coalesce((select sum(${refundItems.quantity}) from ${refundItems} where ${refundItems.orderItemId} = ${orderItems.id} and ${refundItems.damaged}), 0)::int`.mapWith(Number),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eventOrders)
      .orderBy(asc(orderItems.position)),
    // Order and refund rows are left out: the register's lines tell those movements, and they are most of a ledger.
    db
      .select({
        inventoryId: inventoryChanges.inventoryId,
        inventoryItemId: inventoryChanges.inventoryItemId,
        productId: inventoryItems.productId,
        productVariantId: inventoryItems.productVariantId,
        productTitle: products.title,
        variantTitle: sql<string | null>`case when ${productVariants.isDefault} then null else ${productVariants.title} end`,
        category: products.category,
        kind: inventoryChanges.kind,
        delta: inventoryChanges.delta,
        quantity: inventoryChanges.quantity,
        receiptType: inventoryChanges.receiptType,
        transferId: inventoryChanges.transferId,
        createdAt: inventoryChanges.createdAt,
      })
      .from(inventoryChanges)
      .innerJoin(inventoryItems, eq(inventoryItems.id, inventoryChanges.inventoryItemId))
      .innerJoin(products, eq(products.id, inventoryItems.productId))
      .innerJoin(productVariants, eq(productVariants.id, inventoryItems.productVariantId))
      .where(and(inArray(inventoryChanges.inventoryId, standInventories), notInArray(inventoryChanges.kind, ['order', 'refund']))),
    db.select({ inventoryId: inventoryLevels.inventoryId, inventoryItemId: inventoryLevels.inventoryItemId, available: inventoryLevels.available }).from(inventoryLevels).where(inArray(inventoryLevels.inventoryId, standInventories)),
    db
      .select({ id: inventoryTransfers.id, createdAt: inventoryTransfers.createdAt })
      .from(inventoryTransfers)
      .where(and(inArray(inventoryTransfers.fromInventoryId, standInventories), eq(inventoryTransfers.fromInventoryId, inventoryTransfers.toInventoryId), ne(inventoryTransfers.status, 'canceled'))),
    db
      .select({ id: cashDetails.id, total: cashDetails.total })
      .from(cashDetails)
      .where(inArray(cashDetails.standId, db.select({ id: stands.id }).from(stands).where(eq(stands.eventId, event.id)))),
  ]);
  if (!closing) throw new AppError('EVENT_NOT_CLOSED');

  const lines: SettlementLine[] = lineRows;
  const settledStands: SettlementStand[] = standRows.map((stand) => {
    const record = closing.stands.find((entry) => entry.standId === stand.id) ?? null;
    const standOrders = orderRows.filter((order) => order.standId === stand.id && order.channel !== 'shop');
    const standOrderIds = new Set(standOrders.map((order) => order.id));
    const money = moneyOf(standOrders, refundRows, lines);
    const countTransfer = record?.countTransferId ? countRows.find((transfer) => transfer.id === record.countTransferId) : undefined;
    const variants = variantsOf({
      ledger: ledgerRows.filter((row) => row.inventoryId === stand.inventoryId),
      levels: levelRows.filter((level) => level.inventoryId === stand.inventoryId),
      lines: lines.filter((line) => standOrderIds.has(line.orderId)),
      countTransferId: countTransfer?.id ?? null,
      countStartedAt: countTransfer?.createdAt ?? closing.closedAt,
    });
    const counted = record?.cashDetailId ? (cashRows.find((detail) => detail.id === record.cashDetailId)?.total ?? null) : null;
    return {
      id: stand.id,
      name: stand.name,
      closed: record !== null,
      money,
      cash: standCashOf(record?.changeFundExpected ?? stand.changeFund, money.cash, record, counted),
      card: standCardOf(money.card, record),
      variants,
      units: unitsOf(variants),
    };
  });

  const shopOrders = orderRows.filter((order) => order.channel === 'shop');
  const online = shopOrders.length ? moneyOf(shopOrders, refundRows, lines) : null;
  const money = totalMoneyOf(orderRows, refundRows, lines, [...settledStands.map((stand) => stand.money), ...(online ? [online] : [])]);
  const paidInCash = closing.stands.reduce((sum, entry) => sum + entry.feesPaidWithCash, 0);
  const { fees, netDue } = feesOf(event, money, closing.theaterFeePaidWith, paidInCash);
  return {
    event: {
      id: event.id,
      projectId: event.projectId,
      name: event.name,
      venueName: event.venueName,
      city: event.city,
      firstPerformanceAt: firstPerformance?.startsAt.toISOString() ?? null,
      commissionType: event.commissionType,
    },
    organiser: { name: organiser?.name ?? '' },
    closedAt: closing.closedAt.toISOString(),
    stands: settledStands,
    online,
    totals: { money, units: unitsOf(settledStands.map((stand) => stand.units)), fees, netDue },
  };
}
