import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { requestHashOf } from '@/features/orders/server/create-event-order';
import { orderItemRows } from '@/features/orders/server/order-item-rows';
import type { OrderRow } from '@/features/orders/server/order-view';
import { orderTotals } from '@/features/orders/totals';
import { applyStockChanges } from '@/features/stock/server/ledger';
import { getDb, type Db, type Tx } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { events, orderItems, orders, payments, projects, shops } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { getPaymentProvider } from '@/lib/payments';
import { consumeLimit } from '@/lib/rate-limit';
import { isUuid } from '@/lib/validation/uuid';
import type { CreateShopOrderInput } from '../schemas';
import { MAX_PHONOGRAPHY_PER_PRODUCT, type ShopOrderAnswer } from '../types';
import { SHOP_PAYMENT_HOLD_MINUTES } from './online-payment-terms';
import { assertCanReceivePayments } from './payout-account';
import { shopCatalogue, type ShopCatalogueVariant } from './shop-catalogue';
import { startShopPayment } from './start-shop-payment';

export interface ShopOrderRequest {
  /** The caller's address, for the abuse limit. */
  ip: string;
  /** Our public origin: the payment pages' addresses. */
  origin: string;
}

async function orderWithKey(db: Db | Tx, shopId: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.shopId, shopId), eq(orders.idempotencyKey, key)));
  return row;
}

/** The first answer to this key (its payment started if the first attempt stopped short), or IDEMPOTENCY_KEY_REUSED. */
async function replay(db: Db, row: OrderRow, requestHash: string, request: ShopOrderRequest): Promise<ShopOrderAnswer> {
  if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return startShopPayment(db, row, request.origin);
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
 */
export async function createShopOrder(shopId: string, input: CreateShopOrderInput, idempotencyKey: string | null, request: ShopOrderRequest): Promise<ShopOrderAnswer> {
  if (!idempotencyKey) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  const db = await getDb();
  const [shop] = isUuid(shopId) ? await db.select().from(shops).where(eq(shops.id, shopId)) : [];
  if (!shop || shop.status === 'draft') throw new AppError('SHOP_NOT_FOUND');
  const requestHash = requestHashOf(input);
  const earlier = await orderWithKey(db, shop.id, idempotencyKey);
  if (earlier) return replay(db, earlier, requestHash, request);
  await consumeLimit('shopOrderPerAddress', `${request.ip}|${shop.id}`);
  if (shop.status !== 'opened') throw new AppError('SHOP_CLOSED');
  // NOT_CREATED or NOT_LINKED when the organiser cannot be paid (asks the provider: outside any transaction).
  await assertCanReceivePayments(db, shop.clientId);
  let order: OrderRow;
  try {
    order = await db.transaction((tx) => recordShopOrder(tx, shop, input, idempotencyKey, requestHash));
  } catch (error) {
    // The same key sent twice at once: the second waited on the unique index, then lost. It replays the first.
    if (!isUniqueViolation(error)) throw error;
    const winner = await orderWithKey(db, shop.id, idempotencyKey);
    if (!winner) throw error;
    return replay(db, winner, requestHash, request);
  }
  return startShopPayment(db, order, request.origin);
}

interface ShopLine {
  productVariantId: string;
  quantity: number;
  variant: ShopCatalogueVariant;
}

/** Spec §5: at most 5 phonography units per product, however its variants are split over the lines. */
function assertPhonographyCap(lines: ShopLine[]): void {
  const units = new Map<string, number>();
  for (const line of lines) if (line.variant.category === 'phonography') units.set(line.variant.productId, (units.get(line.variant.productId) ?? 0) + line.quantity);
  const over = lines.flatMap((line, index) => ((units.get(line.variant.productId) ?? 0) > MAX_PHONOGRAPHY_PER_PRODUCT ? [`items.${index}.quantity`] : []));
  if (over.length) throw new AppError('PHONOGRAPHY_LIMIT_EXCEEDED', { fields: over });
}

/** The order's units out of the shop's stock (ledger kind `order`); NOT_ENOUGH_AVAILABLE_IN_INVENTORY names every short line. */
async function holdUnits(tx: Tx, shop: { projectId: string; inventoryId: string }, orderId: string, lines: ShopLine[]): Promise<void> {
  const unstocked = lines.flatMap((line, index) => (line.variant.inventoryItemId ? [] : [`items.${index}.quantity`]));
  const stocked = lines.flatMap((line, index) => (line.variant.inventoryItemId ? [{ line, index }] : []));
  try {
    await applyStockChanges(
      tx,
      stocked.map(({ line }) => ({ inventoryId: shop.inventoryId, inventoryItemId: line.variant.inventoryItemId!, kind: 'order' as const, delta: -line.quantity, reference: `order:${orderId}` })),
      { projectId: shop.projectId, actorUserId: null, fieldOf: (index) => `items.${stocked[index]!.index}.quantity` },
    );
  } catch (error) {
    if (!(error instanceof AppError && error.errorCode === 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY') || !unstocked.length) throw error;
    throw new AppError('NOT_ENOUGH_AVAILABLE_IN_INVENTORY', { fields: [...(error.fields ?? []), ...unstocked].sort() });
  }
  if (unstocked.length) throw new AppError('NOT_ENOUGH_AVAILABLE_IN_INVENTORY', { fields: unstocked });
}

/**
 * The order, its lines and its payment, its units held. The units are held before the shop's row is locked: in a
 * drop, every order queued on the shop's row while it held it (the catalogue read and the stock moves included), and
 * a refused one as long as an accepted one. Now only the level rows of what is ordered are locked first, and a
 * refusal once the stock is gone waits for nobody; the shop's row is locked last, for the number and the inserts.
 * Levels, then the shop: no other transaction locks the shop's row and then levels, so the two never deadlock.
 */
async function recordShopOrder(tx: Tx, shop: typeof shops.$inferSelect, input: CreateShopOrderInput, idempotencyKey: string, requestHash: string): Promise<OrderRow> {
  const [context] = await tx
    .select({ eventStatus: events.status, projectStatus: projects.status })
    .from(events)
    .innerJoin(projects, eq(projects.id, events.projectId))
    .where(eq(events.id, shop.eventId));
  if (!context || context.projectStatus !== 'active' || context.eventStatus === 'canceled' || context.eventStatus === 'finished') throw new AppError('SHOP_CLOSED');

  const catalogue = new Map((await shopCatalogue(tx, shop, input.items.map((item) => item.productVariantId))).map((variant) => [variant.productVariantId, variant]));
  const unknown = input.items.flatMap((item, index) => (catalogue.has(item.productVariantId) ? [] : [`items.${index}.productVariantId`]));
  if (unknown.length) throw new AppError('VALIDATION_ERRORS', { fields: unknown });
  const lines: ShopLine[] = input.items.map((item) => ({ ...item, variant: catalogue.get(item.productVariantId)! }));
  assertPhonographyCap(lines);
  // The units leave the shop's stock first, so that a refusal names every short line (never stocked ones included).
  const orderId = randomUUID();
  await holdUnits(tx, shop, orderId, lines);
  // The next order number; the shop's row lock also checks, under it, that the shop still takes orders (closing it,
  // or canceling its event, updates that row).
  const [numbered] = await tx
    .update(shops)
    .set({ lastOrderNumber: sql`${shops.lastOrderNumber} + 1` })
    .where(and(eq(shops.id, shop.id), eq(shops.status, 'opened')))
    .returning({ lastOrderNumber: shops.lastOrderNumber });
  if (!numbered) throw new AppError('SHOP_CLOSED');

  // Online, the catalogue's price: no discount.
  const sold = lines.map((line) => ({ ...line, unitPrice: line.variant.unitPrice, vatRate: line.variant.vatRate, discount: 0 }));
  const totals = orderTotals(sold);
  const [order] = await tx
    .insert(orders)
    .values({
      id: orderId,
      projectId: shop.projectId,
      clientId: shop.clientId,
      eventId: shop.eventId,
      shopId: shop.id,
      channel: 'shop',
      status: 'inProgress',
      ticketNumber: numbered.lastOrderNumber,
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
      idempotencyKey,
      requestHash,
      holdExpiresAt: new Date(Date.now() + SHOP_PAYMENT_HOLD_MINUTES * 60_000),
    })
    .returning();
  await tx.insert(orderItems).values(orderItemRows(order!.id, sold, totals));
  await tx.insert(payments).values({ orderId: order!.id, method: 'card', status: 'pending', amount: totals.totalInclVat, provider: getPaymentProvider().name });
  return order!;
}
