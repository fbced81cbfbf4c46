import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { and, asc, eq, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import { requireEvent, type EventRow } from '@/features/events/server/event-access';
import { variantLabelOf } from '@/features/products/variant-label';
import { eventCardMoney } from '@/features/invoices/server/commission';
import { variantLabelColumns } from '@/features/products/server/variant-label-columns';
import type { Actor } from '@/lib/auth/actor';
import { getDb, readTogether, type Executor } from '@/lib/db';
import {
  cashDetails,
  cashMovements,
  clients,
  eventClosings,
  eventPerformances,
  inventoryChanges,
  inventoryItems,
  inventoryLevels,
  inventoryTransfers,
  orderItems,
  orders,
  payments,
  payouts,
  productVariants,
  products,
  refundItems,
  refunds,
  stands,
} from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { moneyInOrdersOf } from '@/features/orders/server/takings-reads';
import { movementTotals } from '@/features/orders/drawer';
import type { PaidPart } from '@/features/orders/takings';
import { feesOf, moneyOf, onlineItemsOf, standCardOf, standCashOf, totalMoneyOf, unitsOf, variantsOf, type SettlementLine } from '../settlement-model';
import { owedOf } from '../settlement-owed';
import { SETTLEMENT_VERSION, type ConfirmedSettlement, type SettlementPayout, type SettlementStand, type SettlementView } from '../settlement-types';
import { readAdjustments } from './adjustments-view';
import { readSettlementParties } from './settlement-parties';

type EventClosingRow = typeof eventClosings.$inferSelect;

/**
 * GET /v1/events/{id}/settlement: the closed event's settlement, per stand and in total (docs/decisions.md, Settlement). The tour's
 * team reads it, viewers included; a seller may not (FORBIDDEN): it holds every stand's money and the fees. An event
 * not closed yet has none (EVENT_NOT_CLOSED). The figures are the ones the closing confirmed and stored (never
 * recomputed, so the document a venue signed never changes), with the post-closing adjustments below them.
 */
export async function getSettlement(actor: Actor, eventId: string): Promise<SettlementView> {
  const { event, project } = await requireEvent(actor, eventId, 'read');
  if (project.membership === 'seller') throw new AppError('FORBIDDEN');
  if (event.status !== 'finished') throw new AppError('EVENT_NOT_CLOSED');
  const db = await getDb();
  const [closing] = await db.select().from(eventClosings).where(eq(eventClosings.eventId, event.id));
  if (!closing) throw new AppError('EVENT_NOT_CLOSED');
  // A closing made before settlements were kept, or kept in an earlier form: computed from what the closing saw
  // (refunds before it only; the date is frozen since), its stored hash still the one of what was signed then.
  const stored = closing.settlement as ConfirmedSettlement | null;
  const confirmed = stored?.version === SETTLEMENT_VERSION ? stored : await computeSettlement(db, event, project.ownerClientId, closing);
  const [adjustments, payout] = await Promise.all([readAdjustments(db, event.id), readPayout(db, event.id)]);
  return {
    ...confirmed,
    payout,
    hash: closing.settlementHash,
    adjustments,
    adjustmentTotals: { amount: adjustments.reduce((sum, row) => sum + row.amount, 0), payoutEffect: adjustments.reduce((sum, row) => sum + row.payoutEffect, 0) },
  };
}

/** The date's payout as it stands now: scheduled by the closing, its deductions, paid or not. */
async function readPayout(db: Executor, eventId: string): Promise<SettlementPayout | null> {
  const [row] = await db
    .select({ cardTakings: payouts.cardTakings, commission: payouts.commission, deductions: payouts.deductions, amount: payouts.amount, dueAt: payouts.dueAt, status: payouts.status })
    .from(payouts)
    .where(eq(payouts.eventId, eventId));
  return row ?? null;
}

/** The settlement's hash: SHA-256 over its canonical JSON (RFC 8785: sorted keys, no spaces), hex. */
export function settlementHashOf(settlement: ConfirmedSettlement): string {
  return createHash('sha256').update(canonicalize(settlement)!).digest('hex');
}

/**
 * An order's succeeded payments as JSON ({ method, amount }[]), for a select from `orders`. Kept a nested SQL: drizzle
 * writes the columns of a single-table select's own fields without their table, which would make this subquery
 * compare the payments' columns with themselves; nested, they keep it.
 */
const succeededPaymentsOfOrder = sql`(select json_agg(json_build_object('method', ${payments.method}, 'amount', ${payments.amount}) order by ${payments.createdAt}) from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} = 'succeeded')`;

/**
 * The settlement of a closed event from its rows, in one batch of reads (inside the closing's transaction when it
 * is confirmed); settlement-model.ts does the arithmetic. Refunds given after the closing (post-closing adjustments)
 * are left out: they are shown below the confirmed figures.
 */
export async function computeSettlement(db: Executor, event: EventRow, ownerClientId: string, closing: EventClosingRow): Promise<ConfirmedSettlement> {
  // The closing's instant, to the millisecond it is kept at: refunds before the next one were there when it closed.
  const refundedBefore = new Date(closing.closedAt.getTime() + 1);
  const asClosed = lt(refunds.createdAt, refundedBefore);
  const standInventories = db.select({ id: stands.inventoryId }).from(stands).where(eq(stands.eventId, event.id));
  const eventOrders = moneyInOrdersOf(event.id);
  const [standRows, [organiser], [firstPerformance], orderRows, refundRows, lineRows, ledgerRows, levelRows, countRows, cashRows, movedRows] = await readTogether(db, [
    db.select().from(stands).where(eq(stands.eventId, event.id)).orderBy(asc(stands.name), asc(stands.id)),
    db.select({ name: clients.name }).from(clients).where(eq(clients.id, ownerClientId)),
    db.select({ startsAt: eventPerformances.startsAt }).from(eventPerformances).where(eq(eventPerformances.eventId, event.id)).orderBy(asc(eventPerformances.startsAt)).limit(1),
    db
      .select({
        id: orders.id,
        standId: orders.standId,
        online: sql<boolean>`(${orders.channel} = 'shop' or ${orders.standId} is null)`.mapWith(Boolean),
        paymentMethod: orders.paymentMethod,
        totalInclVat: orders.totalInclVat,
        // Its succeeded payments: a split order's cash part is the stand's cash, its card part the stand's card.
        paid: sql<PaidPart[]>`coalesce(${succeededPaymentsOfOrder}, '[]'::json)`,
        vatLines: orders.vatLines,
        // When it was sold (an offline sale: on the tablet, before it arrived), which dates the stand's first sale.
        soldAt: orders.soldAt,
      })
      .from(orders)
      .where(eventOrders),
    db.select({ orderId: refunds.orderId, method: refunds.method, amount: refunds.amount }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(and(eventOrders, asClosed)),
    db
      .select({
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        productVariantId: orderItems.productVariantId,
        custom: orderItems.custom,
        productTitle: orderItems.productTitle,
        variantTitle: orderItems.variantTitle,
        category: orderItems.category,
        quantity: orderItems.quantity,
        unitPrice: orderItems.unitPrice,
        vatRate: orderItems.vatRate,
        discount: orderItems.discount,
        discountReason: orderItems.discountReason,
        lineTotal: orderItems.lineTotal,
        refundedQuantity: sql<number>`coalesce((select sum(${refundItems.quantity}) from ${refundItems} join ${refunds} on ${refunds.id} = ${refundItems.refundId} where ${refundItems.orderItemId} = ${orderItems.id} and ${asClosed}), 0)::int`.mapWith(Number),
        refundedAmount: sql<number>`coalesce((select sum(${refundItems.amount}) from ${refundItems} join ${refunds} on ${refunds.id} = ${refundItems.refundId} where ${refundItems.orderItemId} = ${orderItems.id} and ${asClosed}), 0)::int`.mapWith(Number),
        damagedAtRefund: sql<number>`coalesce((select sum(${refundItems.quantity}) from ${refundItems} join ${refunds} on ${refunds.id} = ${refundItems.refundId} where ${refundItems.orderItemId} = ${orderItems.id} and ${refundItems.damaged} and ${asClosed}), 0)::int`.mapWith(Number),
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
        ...variantLabelColumns,
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
    // The drawers' movements, each way: all were made before the closing (a closed date takes none).
    db
      .select({ standId: cashMovements.standId, direction: cashMovements.direction, amount: sql<number>`sum(${cashMovements.amount})::int`.mapWith(Number) })
      .from(cashMovements)
      .where(inArray(cashMovements.standId, db.select({ id: stands.id }).from(stands).where(eq(stands.eventId, event.id))))
      .groupBy(cashMovements.standId, cashMovements.direction),
  ]);
  const cardMoney = await eventCardMoney(db, event.id, { refundedBefore });
  const parties = await readSettlementParties(db, event, ownerClientId, closing);

  const lines: SettlementLine[] = lineRows;
  // Each movement names its variant as the count and the receipts do (its size kept, the bare product's left out).
  const ledger = ledgerRows.map(({ isDefault, color, size, material, style, ...row }) => ({ ...row, variantTitle: variantLabelOf({ isDefault, variantTitle: row.variantTitle, color, size, material, style }) }));
  const settledStands: SettlementStand[] = standRows.map((stand) => {
    const record = closing.stands.find((entry) => entry.standId === stand.id) ?? null;
    const standOrders = orderRows.filter((order) => order.standId === stand.id && !order.online);
    const standOrderIds = new Set(standOrders.map((order) => order.id));
    const firstSaleAt = standOrders.reduce<Date | null>((first, order) => (first && first <= order.soldAt ? first : order.soldAt), null);
    const money = moneyOf(standOrders, refundRows, lines, cardMoney.byStand(stand.id).commission);
    const countTransfer = record?.countTransferId ? countRows.find((transfer) => transfer.id === record.countTransferId) : undefined;
    const variants = variantsOf({
      ledger: ledger.filter((row) => row.inventoryId === stand.inventoryId),
      levels: levelRows.filter((level) => level.inventoryId === stand.inventoryId),
      lines: lines.filter((line) => standOrderIds.has(line.orderId)),
      countTransferId: countTransfer?.id ?? null,
      countStartedAt: countTransfer?.createdAt ?? closing.closedAt,
      firstSaleAt,
    });
    // A drawer only where there was cash: a change fund, cash sales or a count. A card-only stand, or one that took
    // no cash and held no fund, has none, and the settlement invents no figure for it.
    const changeFund = record?.changeFundExpected ?? stand.changeFund;
    const moved = movementTotals(movedRows.filter((row) => row.standId === stand.id));
    const handlesCash = changeFund > 0 || money.takings.standCash.sales > 0 || Boolean(record?.cashDetailId) || moved.cashIn + moved.cashOut > 0;
    const counted = record?.cashDetailId ? (cashRows.find((detail) => detail.id === record.cashDetailId)?.total ?? null) : null;
    return {
      id: stand.id,
      name: stand.name,
      closed: record !== null,
      money,
      cash: handlesCash ? standCashOf(changeFund, money.takings.standCash, moved, record, counted) : null,
      card: standCardOf(money.takings.standCard.net, record),
      variants,
      units: unitsOf(variants),
    };
  });

  const shopOrders = orderRows.filter((order) => order.online);
  const shopOrderIds = new Set(shopOrders.map((order) => order.id));
  const online = shopOrders.length
    ? { ...moneyOf(shopOrders, refundRows, lines, cardMoney.shop.commission), items: onlineItemsOf(lines.filter((line) => shopOrderIds.has(line.orderId))) }
    : null;
  const money = totalMoneyOf(orderRows, refundRows, lines, [...settledStands.map((stand) => stand.money), ...(online ? [online] : [])]);
  const paidInCash = closing.stands.reduce((sum, entry) => sum + entry.feesPaidWithCash, 0);
  const fees = feesOf(event, money, closing.theaterFeePaidWith, paidInCash);
  return {
    version: SETTLEMENT_VERSION,
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
    ...(closing.settlementNumber ? { number: closing.settlementNumber } : {}),
    parties,
    closedAt: closing.closedAt.toISOString(),
    stands: settledStands,
    online,
    totals: { money, units: unitsOf(settledStands.map((stand) => stand.units)), fees, owed: owedOf(settledStands, online, fees) },
  };
}
