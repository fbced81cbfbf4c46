import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, min } from 'drizzle-orm';
import { assertEventNotClosed } from '@/features/events/server/closed-event-guard';
import { cardCommissionOf, commissionRateAt } from '@/features/invoices/server/commission';
import { applyStockChanges, plannedTakeOf } from '@/features/stock/server/ledger';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Tx } from '@/lib/db';
import { pipelinedTransaction, type Commit } from '@/lib/db/pipelined-transaction';
import { eventPerformances, events, orders } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { requestHashOf, requireIdempotencyKey, writeOnce } from '@/lib/http/idempotent-write';
import { journalMarkOf, saleMarksOf, type JournalMark } from '@/lib/journal/sale-mark';
import { getPaymentProvider } from '@/lib/payments';
import { cardFieldOf, earliestSoldAtOf, isSoldAtAcceptable, receiptNumberOf } from '../offline-sale';
import type { CreateEventOrderInput, OfflineSaleInput } from '../schemas';
import { orderMethodOf } from '../payment-parts';
import type { OrderView } from '../types';
import { journalSale } from './journal-records';
import { insertSale } from './insert-sale';
import type { SaleRows, WrittenOrder } from './order-rows';
import { orderItemRows } from './order-item-rows';
import { orderViewOf, toOrderViews, type OrderRow } from './order-view';
import { priceSale, variantIdsOf } from './price-sale';
import { saleContext } from './sale-context';
import { saleRecordValues } from './sale-record-step';
import { deviceOfStand, markDeviceSynced } from './stand-devices';

async function orderWithKey(executor: Tx | Awaited<ReturnType<typeof getDb>>, userId: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await executor.select().from(orders).where(and(eq(orders.createdBy, userId), eq(orders.idempotencyKey, key)));
  return row;
}

/** The sale this key made, as it was answered. */
async function replay(row: OrderRow): Promise<OrderView> {
  const [view] = await toOrderViews(await getDb(), [row]);
  return view!;
}

/**
 * POST /v1/orders-event: a sale at a stand, in one transaction: the order with its lines priced as the catalogue
 * says now, the totals, the payment, the next ticket number of the stand's till, and the units leaving the stand
 * through the ledger. The register's Idempotency-Key is stored on the order itself, in that same transaction: the
 * sale and its key commit or vanish together, so a retry after any failure either replays the sale or makes it.
 *
 * Cash is paid at once (the order is finished: the customer leaves with it). A card sale waits for the payment
 * provider (inProgress, payment pending) with its units already taken, so nobody else sells them meanwhile; a
 * declined or abandoned payment cancels the order and gives them back (`settleCardPayment` in card-payments.ts).
 * A split sale (`payments`: part cash, part card) keeps one payment per part: the cash part succeeded at once, the
 * card part pending at the terminal; the order is paid when both are in. A declined card part leaves it in progress
 * with its cash part in, for the seller to try the card again or take the rest in cash (pay-balance.ts).
 *
 * `closingRunId`: the closing run records this order (agentFee: the concession's sold or free items, docs/closing.md);
 * kept on the order, it may be at a stand the closing closed already, paid cash whatever the stand's till takes.
 */
/** A sale made offline that arrived after its date was closed, for the closing to record as an adjustment. */
export interface LateSale {
  orderId: string;
  eventId: string;
  clientId: string;
  totalInclVat: number;
  units: number;
  receiptNumber: string;
  actorUserId: string;
}

export interface SaleOptions {
  closingRunId?: string;
  /**
   * Records an offline sale whose date was closed as the date's post-closing adjustment, in the sale's transaction
   * (the closing's recordLateSale, given by the route: the closing is a domain above this one). Without it, such a
   * sale is refused with EVENT_CLOSED_LATE_SALE.
   */
  recordLateSale?: (tx: Tx, sale: LateSale) => Promise<void>;
}

export async function createEventOrder(actor: Actor, input: CreateEventOrderInput, idempotencyKey: string | null, options: SaleOptions = {}): Promise<{ order: OrderView; replayed: boolean }> {
  const key = requireIdempotencyKey(idempotencyKey);
  // Offline, cash only: a card terminal needs the network (issue #26).
  const cardField = input.offline ? cardFieldOf(input) : null;
  if (cardField) throw new AppError('OFFLINE_SALE_CASH_ONLY', { fields: [cardField] });
  const requestHash = requestHashOf(input);
  const db = await getDb();
  // Any failure may be a retry: on the key's unique index (sent twice at once, or again later), or on a refusal met
  // since (the stand closed, the last unit sold). A sale made with this key is answered again, never made twice.
  const { answer, replayed } = await writeOnce({
    requestHash,
    write: () =>
      pipelinedTransaction(db, {
        work: (tx, commit) => recordSale(tx, commit, actor, input, { idempotencyKey: key, requestHash, closingRunId: options.closingRunId ?? null, recordLateSale: options.recordLateSale ?? null }),
        afterCommit: async (executor, sale) => {
          // A record appended at the commit is read right behind it (sent before any answer is awaited), for the
          // receipt's mark.
          const marks = sale.recordedAtCommit ? saleMarksOf(executor, [sale.recordedAtCommit]) : null;
          const view = await sale.view;
          return marks ? { ...view, journal: (await marks).get(sale.recordedAtCommit!.id)! } : view;
        },
      }),
    find: () => orderWithKey(db, actor.userId, key),
    replay,
  });
  return { order: answer, replayed };
}

/**
 * The sale's writes; answers the order built from the rows written (`view`, once its insert is answered: the insert
 * travels with the COMMIT, but for a late sale). A paid sale's journal record is appended as the transaction commits
 * (`recordedAtCommit`: its order, whose record's mark is read right after the commit); a late sale's at once, after
 * the closing's adjustment records.
 */
async function recordSale(
  tx: Tx,
  commit: Commit,
  actor: Actor,
  input: CreateEventOrderInput,
  record: { idempotencyKey: string; requestHash: string; closingRunId: string | null; recordLateSale: SaleOptions['recordLateSale'] | null },
): Promise<{ view: Promise<OrderView>; recordedAtCommit: { id: string; clientId: string } | null }> {
  const { idempotencyKey, requestHash, closingRunId } = record;
  const { offline } = input;
  // Online, the access read also holds the event against a closing (FOR KEY SHARE), and reads the basket's variants:
  // two round trips less per sale.
  const context = await saleContext(tx, actor, input.standId, input.eventId, { closingOrder: closingRunId !== null, offline: offline !== undefined, holdEventOpen: !offline, variantIds: variantIdsOf(input) });
  const device = offline ? await deviceOfStand(tx, offline.deviceId, context.standId) : null;
  const late = offline !== undefined && context.eventStatus === 'finished';
  if (late && !record.recordLateSale) throw lateSale(offline, device!.number, idempotencyKey);
  if (offline) await assertSoldAtAcceptable(tx, context.eventId, new Date(offline.soldAt));
  // A late sale takes the closed event's row as a post-closing adjustment does: adjustments of a date one at a time.
  if (late) await tx.select({ id: events.id }).from(events).where(eq(events.id, context.eventId)).for('update');
  else if (offline) {
    await assertEventNotClosed(tx, context.eventId).catch((error: unknown) => {
      // The closing committed while this offline sale was on its way: the tablet sends it again, as a late sale then.
      throw error instanceof AppError && error.errorCode === 'ORDERS_ENDED_ON_EVENT' ? lateSale(offline, device!.number, idempotencyKey) : error;
    });
  }
  // The tablet's row is locked (deviceOfStand), so two sends of one receipt number meet here: the same key is
  // answered again by writeOnce, another is refused.
  if (offline && (await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.deviceId, offline.deviceId), eq(orders.deviceSequence, offline.sequence)))).length) {
    throw new AppError('OFFLINE_SEQUENCE_TAKEN', { fields: ['offline.sequence'] });
  }
  // A closing order records what the concession sold or gave away, settled in cash whatever the stand's till takes.
  const cashField = input.payment ? 'payment.method' : `payments.${input.payments!.findIndex((part) => part.method === 'cash')}.method`;
  const takesCash = input.payment ? input.payment.method === 'cash' : input.payments!.some((part) => part.method === 'cash');
  if (!closingRunId && takesCash && !context.isCashCompatible) throw new AppError('STAND_NOT_CASH_COMPATIBLE', { fields: [cashField] });
  const { lines, totals, parts } = await priceSale(tx, context.projectId, input, { stockItemsForOffline: offline !== undefined, variants: context.variants });
  const cash = parts.find((part) => part.method === 'cash') ?? null;
  const card = parts.find((part) => part.method === 'card') ?? null;
  // Paid now when no part waits for the terminal; a card part (whole or split) leaves the order in progress.
  const paidNow = card === null;
  // A card payment's commission is fixed now, on the card part only, at the organiser's plan of today (cash is never
  // commissioned). Read before any lock is taken.
  const basisPoints = card ? await commissionRateAt(tx, context.clientId) : null;
  const orderId = randomUUID();

  // The locks, from the least shared to the most: the units' levels, then the stand's row (its ticket), then the
  // organisation's journal head. Each is held until the commit, so the most shared is held for the least time. Units
  // only taken (an online sale) are taken by the order's insert itself, just before its ticket: one round trip less.
  // A custom line leaves no shelf: no ledger row. A late sale's units left the shelf before the closing counted it.
  const stockChanges = late ? [] : lines.flatMap((line) => (line.variant ? [{ inventoryId: context.inventoryId, inventoryItemId: line.variant.inventoryItemId!, kind: 'order' as const, delta: -line.quantity, reference: `order:${orderId}` }] : []));
  // Made offline, the goods are in the buyer's hands: a short shelf is corrected, never a refusal.
  const ledger = { projectId: context.projectId, actorUserId: actor.userId, eventOpenChecked: true, coverShortfall: offline ? ('offlineCorrection' as const) : undefined };
  const take = plannedTakeOf(stockChanges, ledger);
  if (!take) await applyStockChanges(tx, stockChanges, ledger);
  const now = new Date();
  if (offline) await markDeviceSynced(tx, offline.deviceId, now);
  const rows: SaleRows = {
    order: {
      id: orderId,
      projectId: context.projectId,
      clientId: context.clientId,
      eventId: context.eventId,
      standId: context.standId,
      channel: 'event',
      status: paidNow ? 'finished' : 'inProgress',
      sellerUserId: actor.userId,
      customerEmail: input.customerEmail ?? null,
      paymentMethod: orderMethodOf(parts),
      totalExclVat: totals.totalExclVat,
      totalVat: totals.totalVat,
      totalInclVat: totals.totalInclVat,
      totalDiscount: totals.totalDiscount,
      vatLines: totals.vatLines,
      amountTendered: cash?.amountTendered ?? null,
      changeGiven: cash?.changeGiven ?? null,
      receiptToken: randomBytes(24).toString('base64url'),
      idempotencyKey,
      requestHash,
      closingRunId,
      createdBy: actor.userId,
      // Online, the sale is made as it arrives: the same instant as created_at (null: the transaction's now()).
      soldAt: offline ? new Date(offline.soldAt) : null,
      deviceId: offline?.deviceId ?? null,
      deviceSequence: offline?.sequence ?? null,
      paidAt: paidNow ? now : null,
    },
    items: orderItemRows(orderId, lines, totals),
    // The cash part is in the drawer at once; the card part waits for the terminal.
    payments: parts.map((part) => ({
      id: randomUUID(),
      orderId,
      method: part.method,
      ...(part.method === 'cash'
        ? { status: 'succeeded' as const, provider: null, commissionBasisPoints: null, commission: 0 }
        : { status: 'pending' as const, provider: getPaymentProvider().name, commissionBasisPoints: basisPoints, commission: cardCommissionOf(part.amount, basisPoints!) }),
      amount: part.amount,
      providerPaymentId: null,
      redirectUrl: null,
      failureCode: null,
      providerMismatch: null,
    })),
  };
  // A paid sale's journal record is written by its insert and appended as the transaction commits: the organisation's
  // head, the one lock every sale of the organisation shares (lib/journal), is held for the commit only. A late sale's
  // is appended at once, after the closing's adjustment records.
  const atCommit = paidNow && !late;
  const journalRecord = atCommit ? saleRecordValues(rows.order, rows.items, rows.payments, device?.number ?? null) : null;
  const inserted = insertSale(tx, context.standId, rows, { take, record: journalRecord });
  const viewOf = ({ order, items, payments: paid }: WrittenOrder, journal: JournalMark | null) =>
    orderViewOf(order, { items, payments: paid, refunds: [], refundLines: new Map(), eventName: context.eventName, standName: context.standName, sellerName: context.actorName, deviceNumber: device?.number ?? null, journal });
  if (!late) {
    // Nothing follows the insert but the COMMIT, sent right behind it: the levels and the stand's row are held for
    // the time PostgreSQL takes, not for this server's round trip. A short level fails the insert itself.
    commit.withCommit(inserted);
    const view = inserted.then((written) => viewOf(written, null));
    // Its failure is the insert's, which the transaction answers.
    view.catch(() => {});
    return { view, recordedAtCommit: atCommit ? { id: orderId, clientId: context.clientId } : null };
  }
  const written = await inserted;
  const { order, items, payments: payment } = written;
  const units = lines.reduce((sum, line) => sum + (line.variant ? line.quantity : 0), 0);
  const receiptNumber = receiptNumberOf({ ticketNumber: order.ticketNumber, deviceNumber: device!.number, deviceSequence: offline.sequence });
  await record.recordLateSale!(tx, { orderId: order.id, eventId: context.eventId, clientId: context.clientId, totalInclVat: order.totalInclVat, units, receiptNumber, actorUserId: actor.userId });
  const lateRecord = paidNow ? await journalSale(tx, order, items, payment, device!.number) : null;
  return { view: Promise.resolve(viewOf(written, lateRecord ? journalMarkOf(lateRecord) : null)), recordedAtCommit: null };
}

/**
 * A sale made offline whose date was closed before it arrived: refused with a code the tablet shows and keeps the
 * sale for (details: which sale), so that a manager records it as a post-closing adjustment; never a silent change to
 * the closed settlement.
 */
function lateSale(offline: OfflineSaleInput, deviceNumber: number, idempotencyKey: string): AppError {
  return new AppError('EVENT_CLOSED_LATE_SALE', {
    details: { deviceId: offline.deviceId, sequence: offline.sequence, receiptNumber: receiptNumberOf({ ticketNumber: 0, deviceNumber, deviceSequence: offline.sequence }), soldAt: offline.soldAt, idempotencyKey },
  });
}

/** The tablet's sale time: no more than 5 minutes ahead of ours, not before the day before the event's first day. */
async function assertSoldAtAcceptable(tx: Tx, eventId: string, soldAt: Date): Promise<void> {
  const [first] = await tx.select({ at: min(eventPerformances.startsAt) }).from(eventPerformances).where(eq(eventPerformances.eventId, eventId));
  if (!isSoldAtAcceptable(soldAt, new Date(), earliestSoldAtOf(first?.at ?? null))) throw new AppError('VALIDATION_ERRORS', { fields: ['offline.soldAt'] });
}
