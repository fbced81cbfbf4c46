import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { cardCommissionOf, commissionRateAt } from '@/features/invoices/server/commission';
import { insertNumberedOrder, type Numbering } from '@/features/orders/server/insert-sale';
import { orderItemRows } from '@/features/orders/server/order-item-rows';
import type { OrderRow } from '@/features/orders/server/order-view';
import { orderTotals } from '@/features/orders/totals';
import { applyStockChanges } from '@/features/stock/server/ledger';
import { getDb, readTogether, type Db, type Tx } from '@/lib/db';
import { isNotNullViolation, isUniqueViolation } from '@/lib/db/errors';
import { preparedOnce } from '@/lib/db/prepared';
import { events, inventoryItems, inventoryLevels, orders, productVariants, products, projects, shops } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { requestHashOf, requireIdempotencyKey, writeOnce } from '@/lib/http/idempotent-write';
import { getPaymentProvider } from '@/lib/payments';
import { consumeLimit } from '@/lib/rate-limit';
import { isUuid } from '@/lib/validation/uuid';
import type { CreateShopOrderInput } from '../schemas';
import { MAX_PHONOGRAPHY_PER_PRODUCT, type ShopOrderAnswer } from '../types';
import { SHOP_PAYMENT_HOLD_MINUTES } from './online-payment-terms';
import { newCollectionSecret } from './collection-secret';
import { assertCanReceivePayments } from './payout-account';
import { catalogueColumns, catalogueVariantOf, isSoldOnline, shopCatalogue, type ShopCatalogueVariant } from './shop-catalogue';
import { startShopPayment, type JustMade } from './start-shop-payment';

export interface ShopOrderRequest {
  /** The caller's address as every per-address limit counts it (`limitedAddress(req)`). */
  ip: string;
  /** Our public origin: the payment pages' addresses. */
  origin: string;
}

async function orderWithKey(db: Db, shopId: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.shopId, shopId), eq(orders.idempotencyKey, key)));
  return row;
}

/**
 * In one read built once: the shop, its event's and tour's state, the order this key already made in it (if any), and
 * the basket's variants as its catalogue sells them, with the shop's units (a row each; the shop's columns on every
 * row, and on one row with no variant when none is on sale). A drop's refusal reads nothing else.
 */
const shopOrderContextQuery = preparedOnce((db) =>
  db
    .select({ shop: shops, eventName: events.name, eventStatus: events.status, projectStatus: projects.status, earlier: orders, variant: catalogueColumns })
    .from(shops)
    .leftJoin(events, eq(events.id, shops.eventId))
    .leftJoin(projects, eq(projects.id, events.projectId))
    .leftJoin(orders, and(eq(orders.shopId, shops.id), eq(orders.idempotencyKey, sql.placeholder('key'))))
    .leftJoin(productVariants, sql`${productVariants.id} = any(${sql.placeholder('variantIds')}::uuid[])`)
    .leftJoin(products, and(eq(products.id, productVariants.productId), eq(products.projectId, shops.projectId), isSoldOnline))
    .leftJoin(inventoryItems, and(eq(inventoryItems.productVariantId, productVariants.id), isNotNull(products.id)))
    .leftJoin(inventoryLevels, and(eq(inventoryLevels.inventoryItemId, inventoryItems.id), eq(inventoryLevels.inventoryId, shops.inventoryId)))
    .where(eq(shops.id, sql.placeholder('shopId')))
    .prepare('shop_order_context'),
);

async function shopOrderContext(db: Db, shopId: string, key: string, input: CreateShopOrderInput) {
  const variantIds = [...new Set(input.items.map((item) => item.productVariantId))];
  const rows = await shopOrderContextQuery(db).execute({ shopId, key, variantIds });
  if (!rows.length) return undefined;
  const { shop, eventName, eventStatus, projectStatus, earlier } = rows[0]!;
  // A variant of another tour, or not sold online, joined no product: it is not on sale here. One that joined its
  // product has every column the catalogue's inner join gives (the left join only made them nullable).
  const variants = rows.flatMap(({ variant }) => (variant.productId === null ? [] : [catalogueVariantOf(variant as Parameters<typeof catalogueVariantOf>[0])]));
  return { shop, eventName, eventStatus, projectStatus, earlier, variants };
}

/**
 * POST /v1/shops/{id}/orders, without credentials: a spectator's click-and-collect order. One transaction makes the
 * order (channel `shop`, inProgress, its number in the shop), its lines priced as the catalogue says now, its
 * pending card payment, and takes its units out of the SHOP's inventory through the ledger: they are held for the
 * spectator while they pay. Then the provider opens the payment page (outside the transaction: a network call never
 * holds locks). Paid: the webhook (or the sandbox's page) settles it; unpaid when the hold ends: cancel-pending or
 * the provider's expiry cancels it and the units go back on sale.
 *
 * The Idempotency-Key is stored on the order in that same transaction, unique within the shop (spectators have no
 * account to scope it by), so a retried request replays the order rather than holding the stock twice.
 *
 * Everything the checks need is read before the transaction (docs/decisions.md, "Stock is held at once"): a basket
 * whose stock is visibly gone is refused without one, so in a drop only the orders that may succeed open one.
 */
export async function createShopOrder(shopId: string, input: CreateShopOrderInput, idempotencyKey: string | null, request: ShopOrderRequest): Promise<ShopOrderAnswer> {
  const key = requireIdempotencyKey(idempotencyKey);
  const db = await getDb();
  const found = isUuid(shopId) ? await shopOrderContext(db, shopId, key, input) : undefined;
  if (!found || found.shop.status === 'draft') throw new AppError('SHOP_NOT_FOUND');
  const requestHash = requestHashOf(input);
  const { answer: placed } = await writeOnce<OrderRow, Placed>({
    requestHash,
    earlier: found.earlier,
    write: () => placeShopOrder(db, found, input, key, requestHash, request),
    // The same key sent twice at once: the second waited on the unique index, then lost. It replays the first.
    find: () => orderWithKey(db, found.shop.id, key),
    replay: async (order) => ({ order }),
    mayBeRetry: isUniqueViolation,
  });
  // The payment page, outside the write; a replay answers the first one's, started now if its attempt stopped short.
  return startShopPayment(db, placed.order, request.origin, placed.justMade);
}

interface Placed {
  order: OrderRow;
  /** What the order's transaction wrote, when this request made it. */
  justMade?: JustMade;
}

/** The checks, then the order and its hold. */
async function placeShopOrder(db: Db, found: NonNullable<Awaited<ReturnType<typeof shopOrderContext>>>, input: CreateShopOrderInput, key: string, requestHash: string, request: ShopOrderRequest): Promise<Placed> {
  const { shop } = found;
  if (shop.status !== 'opened') throw new AppError('SHOP_CLOSED');
  const { eventName, eventStatus, projectStatus, variants } = found;
  if (!eventStatus || projectStatus !== 'active' || eventStatus === 'canceled' || eventStatus === 'finished') throw new AppError('SHOP_CLOSED');
  const lines = orderLines(input, variants);
  assertOrderLimits(lines, shop);
  // A shortcut, not the authority: a level read as enough may be gone by the hold, which then refuses under the
  // level's lock. What is visibly missing now is refused without a transaction, the lines named as the hold would.
  const short = shortLines(lines);
  if (short.length) throw new AppError('NOT_ENOUGH_AVAILABLE_IN_INVENTORY', { fields: short, details: remainingOf(lines, short) });
  // The per-address limit stops one client from holding a shop's stock: it counts the orders that may hold some, not
  // the refusals above (in a drop, nine requests in ten), which hold nothing and cost a read.
  await consumeLimit('shopOrderPerAddress', `${request.ip}|${shop.id}`);
  // Read by an order that may succeed only, and before any lock: NOT_CREATED or NOT_LINKED when the organiser cannot
  // be paid (it may ask the provider), and the platform's commission, fixed now at the organiser's plan of today (it
  // is the provider's application fee).
  const [account, basisPoints] = await readTogether(db, [() => assertCanReceivePayments(db, shop.clientId), () => commissionRateAt(db, shop.clientId)]);
  try {
    const recorded = await db.transaction((tx) => recordShopOrder(tx, shop, input, lines, { idempotencyKey: key, requestHash, basisPoints }));
    return { order: recorded.order, justMade: { ...recorded, account, eventName: eventName ?? '' } };
  } catch (error) {
    if (!(error instanceof AppError && error.errorCode === 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY' && error.fields)) throw error;
    // Gone between the read and the hold: the levels read again say what is left now.
    const fresh = orderLines(input, await shopCatalogue(db, shop, input.items.map((item) => item.productVariantId)));
    throw new AppError('NOT_ENOUGH_AVAILABLE_IN_INVENTORY', { fields: error.fields, details: remainingOf(fresh, error.fields) });
  }
}

/**
 * What each short line's variant has left, keyed by the line's field (`items.0.quantity`: 2), so the spectator is told
 * how many remain (issue #25) rather than only that there are not enough.
 */
function remainingOf(lines: ShopLine[], fields: string[]): Record<string, number> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const line = lines[Number(field.split('.')[1])];
      return line ? [[field, line.variant.inventoryItemId ? Math.max(0, line.variant.available) : 0]] : [];
    }),
  );
}

interface ShopLine {
  productVariantId: string;
  quantity: number;
  variant: ShopCatalogueVariant;
}

/** The basket's lines as the catalogue describes them: VALIDATION_ERRORS names a line not on sale, then the phonography cap. */
function orderLines(input: CreateShopOrderInput, variants: ShopCatalogueVariant[]): ShopLine[] {
  const catalogue = new Map(variants.map((variant) => [variant.productVariantId, variant]));
  const unknown = input.items.flatMap((item, index) => (catalogue.has(item.productVariantId) ? [] : [`items.${index}.productVariantId`]));
  if (unknown.length) throw new AppError('VALIDATION_ERRORS', { fields: unknown });
  const lines: ShopLine[] = input.items.map((item) => ({ ...item, variant: catalogue.get(item.productVariantId)! }));
  assertPhonographyCap(lines);
  return lines;
}

/** Spec §5: at most 5 phonography units per product, however its variants are split over the lines. */
function assertPhonographyCap(lines: ShopLine[]): void {
  const units = new Map<string, number>();
  for (const line of lines) if (line.variant.category === 'phonography') units.set(line.variant.productId, (units.get(line.variant.productId) ?? 0) + line.quantity);
  const over = lines.flatMap((line, index) => ((units.get(line.variant.productId) ?? 0) > MAX_PHONOGRAPHY_PER_PRODUCT ? [`items.${index}.quantity`] : []));
  if (over.length) throw new AppError('PHONOGRAPHY_LIMIT_EXCEEDED', { fields: over });
}

/**
 * What one order may hold while it is paid (issue #22; docs/decisions.md, "What one order may hold"): at most the
 * shop's `maxUnitsPerLine` units of one variant, however the lines split it, and `maxUnitsPerOrder` in all. Without it
 * one anonymous order took every unit of a shop off sale for the length of the hold. SHOP_ORDER_LIMIT_EXCEEDED names
 * the lines past the first limit, every line past the second, and says both limits.
 */
function assertOrderLimits(lines: ShopLine[], shop: { maxUnitsPerLine: number; maxUnitsPerOrder: number }): void {
  const perVariant = new Map<string, number>();
  for (const line of lines) perVariant.set(line.productVariantId, (perVariant.get(line.productVariantId) ?? 0) + line.quantity);
  const total = lines.reduce((sum, line) => sum + line.quantity, 0);
  const over = lines.flatMap((line, index) => (total > shop.maxUnitsPerOrder || perVariant.get(line.productVariantId)! > shop.maxUnitsPerLine ? [`items.${index}.quantity`] : []));
  if (over.length) throw new AppError('SHOP_ORDER_LIMIT_EXCEEDED', { fields: over, details: { perLine: shop.maxUnitsPerLine, perOrder: shop.maxUnitsPerOrder } });
}

/**
 * The lines the shop's levels, as read, cannot serve, named as the hold (applyStockChanges) names them from the same
 * levels: a variant never stocked, or a line asking more than its item has left after the lines before it. Sorted
 * as the hold sorts them when some are short; empty when everything is there.
 */
function shortLines(lines: ShopLine[]): string[] {
  const left = new Map<string, number>();
  const short: string[] = [];
  const unstocked: string[] = [];
  lines.forEach((line, index) => {
    const item = line.variant.inventoryItemId;
    if (!item) return void unstocked.push(`items.${index}.quantity`);
    const available = left.get(item) ?? line.variant.available;
    if (line.quantity > available) short.push(`items.${index}.quantity`);
    else left.set(item, available - line.quantity);
  });
  return short.length ? [...short, ...unstocked].sort() : unstocked;
}

/** The order's units out of the shop's stock (ledger kind `order`); NOT_ENOUGH_AVAILABLE_IN_INVENTORY names every short line. */
async function holdUnits(tx: Tx, shop: { projectId: string; inventoryId: string }, orderId: string, lines: ShopLine[]): Promise<void> {
  // Every line has its stock item: shortLines() refused the others.
  await applyStockChanges(
    tx,
    lines.map((line) => ({ inventoryId: shop.inventoryId, inventoryItemId: line.variant.inventoryItemId!, kind: 'order' as const, delta: -line.quantity, reference: `order:${orderId}` })),
    { projectId: shop.projectId, actorUserId: null },
  );
}

type Recorded = Pick<JustMade, 'payment' | 'items'> & { order: OrderRow };

/**
 * The order, its lines and its payment, its units held, from the lines read before the transaction: under READ
 * COMMITTED a read inside it locked nothing either, and was only as fresh as one just before BEGIN. What must be true
 * at commit is checked under locks: the level rows (their conditional UPDATE refuses what is gone) and the shop's
 * row (still opened). The units are held first, then one statement takes the shop's row for the next number and writes
 * the order, its lines and its payment: in a drop, the shop's row is held for that statement and the commit, the
 * order's commission read before the transaction. Levels, then the shop: no other transaction locks the shop's row
 * and then levels, so the two never deadlock.
 */
async function recordShopOrder(
  tx: Tx,
  shop: typeof shops.$inferSelect,
  input: CreateShopOrderInput,
  lines: ShopLine[],
  record: { idempotencyKey: string; requestHash: string; basisPoints: number },
): Promise<Recorded> {
  const orderId = randomUUID();
  await holdUnits(tx, shop, orderId, lines);
  // Online, the catalogue's price: no discount.
  const sold = lines.map((line) => ({ ...line, unitPrice: line.variant.unitPrice, vatRate: line.variant.vatRate, discount: 0 }));
  const totals = orderTotals(sold);
  // The next order number; the shop's row lock also checks, under it, that the shop still takes orders (closing it,
  // or canceling its event, updates that row). A shop closed meanwhile numbers nothing: the order's insert then has
  // no number, and is refused below.
  const written = await insertNumberedOrder(
    tx,
    {
      order: {
        id: orderId,
        projectId: shop.projectId,
        clientId: shop.clientId,
        eventId: shop.eventId,
        shopId: shop.id,
        channel: 'shop',
        status: 'inProgress',
        customerName: input.name,
        customerEmail: input.email,
        customerLocale: input.locale,
        paymentMethod: 'card',
        totalExclVat: totals.totalExclVat,
        totalVat: totals.totalVat,
        totalInclVat: totals.totalInclVat,
        totalDiscount: 0,
        vatLines: totals.vatLines,
        receiptToken: randomBytes(24).toString('base64url'),
        collectionSecret: newCollectionSecret(),
        idempotencyKey: record.idempotencyKey,
        requestHash: record.requestHash,
        holdExpiresAt: new Date(Date.now() + SHOP_PAYMENT_HOLD_MINUTES * 60_000),
      },
      items: orderItemRows(orderId, sold, totals),
      payments: [
        {
          id: randomUUID(),
          orderId,
          method: 'card',
          status: 'pending',
          amount: totals.totalInclVat,
          provider: getPaymentProvider().name,
          commissionBasisPoints: record.basisPoints,
          commission: cardCommissionOf(totals.totalInclVat, record.basisPoints),
          providerPaymentId: null,
          redirectUrl: null,
          failureCode: null,
          providerMismatch: null,
        },
      ],
    },
    shopOrderNumber,
    shop.id,
  ).catch((error: unknown) => {
    throw isNotNullViolation(error, 'ticket_number') ? new AppError('SHOP_CLOSED') : error;
  });
  return { order: written.order, items: written.items, payment: written.payments[0]! };
}

/** A shop's next order number, taken only while it still takes orders. */
const shopOrderNumber: Numbering = {
  name: 'shop_order',
  take: sql`update ${shops} set last_order_number = last_order_number + 1 where id = ${sql.placeholder('numberedBy')}::uuid and status = 'opened' returning last_order_number as number`,
};
