import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { closingRuns } from './closing-runs';
import { clients } from './clients';
import { productVariants, products } from './catalogue';
import { events, standDevices, stands } from './events';
import { projects } from './projects';
import { shops } from './shops';
import { inventoryItems } from './stock';
import { users } from './users';
import type { VatLine } from '../../json-columns';

export type { VatLine };

/** Spec §4 and the state machine of docs/decisions.md ("Orders"). */
export const orderStatus = pgEnum('order_status', ['creating', 'inProgress', 'canceled', 'paid', 'prepared', 'exchanged', 'finished']);
/** Spec §9 sales channels: a sale at a stand is `event`; `shop` is click-and-collect. */
export const salesChannel = pgEnum('sales_channel', ['shop', 'physicalSeller', 'event']);
export const paymentMethod = pgEnum('payment_method', ['cash', 'card']);
/** Spec §4. */
export const paymentStatus = pgEnum('payment_status', ['pending', 'failed', 'succeeded']);
/** How a shop order was handed over: its QR code scanned (the secret checked), or by hand (number, name, e-mail checked). */
export const handoverMethod = pgEnum('handover_method', ['scan', 'manual']);

/**
 * A sale. Amounts are integer cents, prices VAT included as the catalogue gives them; every figure the receipt
 * prints is stored as it was at the time of the sale, so a later price change never rewrites a ticket.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The organiser whose company the receipt names: the tour's owner at the time of the sale. */
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    standId: uuid('stand_id').references(() => stands.id),
    /** Click-and-collect: the shop it was ordered from (its inventory gave the units); null at a stand. */
    shopId: uuid('shop_id').references(() => shops.id),
    channel: salesChannel('channel').notNull(),
    status: orderStatus('status').notNull(),
    /** Sequential per stand (its till): the ticket number of the receipt. */
    ticketNumber: integer('ticket_number').notNull(),
    sellerUserId: uuid('seller_user_id').references(() => users.id),
    customerEmail: text('customer_email'),
    /** Click-and-collect: the name the spectator gave, to hand the order over at the collection stand. */
    customerName: text('customer_name'),
    /** Click-and-collect: the language the spectator ordered in (`fr`, `en`), their confirmation e-mail's; null at a stand. */
    customerLocale: text('customer_locale'),
    paymentMethod: paymentMethod('payment_method').notNull(),
    totalExclVat: integer('total_excl_vat').notNull(),
    totalVat: integer('total_vat').notNull(),
    totalInclVat: integer('total_incl_vat').notNull(),
    totalDiscount: integer('total_discount').notNull().default(0),
    vatLines: jsonb('vat_lines').$type<VatLine[]>().notNull(),
    /** Cash only: what the customer handed over, and the change given back. */
    amountTendered: integer('amount_tendered'),
    changeGiven: integer('change_given'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** The capability in the receipt link and QR code (GET /v1/orders/{id}/receipt?token=). */
    receiptToken: text('receipt_token').notNull(),
    /** How many times the receipt was printed or sent again: each such copy says « Duplicata n° {count} » (issue #27). */
    receiptDuplicates: integer('receipt_duplicates').notNull().default(0),
    /** The register's Idempotency-Key and a hash of the request it came with, written in the sale's transaction. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** The closing run that recorded this order (agentFee: the concession's sold or free items), else null. */
    closingRunId: uuid('closing_run_id').references(() => closingRuns.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id),
    /** When the sale was made: its arrival for an online sale, the tablet's time for one made offline (issue #26); every report reads it. */
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sale made offline: the tablet that made it and its place in that tablet's sequence (receipt "{number}-{sequence}"). */
    deviceId: uuid('device_id').references(() => standDevices.id, { onDelete: 'restrict' }),
    deviceSequence: integer('device_sequence'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Click-and-collect: until when its units are held for the online payment; cancel-pending sweeps it after. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Click-and-collect: when the bag was made up at the collection stand (status prepared). */
    preparedAt: timestamp('prepared_at', { withTimezone: true }),
    /** Click-and-collect: when, where and by whom the order was handed over (status exchanged). */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    handedOverStandId: uuid('handed_over_stand_id').references(() => stands.id, { onDelete: 'set null' }),
    handedOverBy: uuid('handed_over_by').references(() => users.id),
    /** The handing tablet's Idempotency-Key: its retry answers the handover again, another tablet's is refused. */
    handoverKey: text('handover_key'),
    /** How the buyer proved the order theirs at the handover; null for handovers made before it was recorded. */
    handoverMethod: handoverMethod('handover_method'),
    /**
     * Click-and-collect: the secret in the order's QR code (features/shops/collection-code.ts), made with the order,
     * base64url of at least 128 random bits. Kept readable, as the receipt token is: the confirmation page and the
     * e-mail show it again; compared in constant time. Null for a stand sale.
     */
    collectionSecret: text('collection_secret'),
  },
  (table) => [
    // The order lists' order (newest first, the id breaking ties): a page deep in a tour's 100,000 orders is read
    // from this index alone, then its 50 rows (list-orders.ts).
    index('orders_project_sold').on(table.projectId, table.soldAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('orders_event').on(table.eventId),
    index('orders_closing_run').on(table.closingRunId).where(sql`${table.closingRunId} is not null`),
    index('orders_stand_sold').on(table.standId, table.soldAt),
    index('orders_status_created').on(table.status, table.createdAt),
    index('orders_shop_status').on(table.shopId, table.status).where(sql`${table.shopId} is not null`),
    // The holds still running: what the every-minute sweep (release-expired-holds) reads, whatever the table's size.
    index('orders_open_holds').on(table.holdExpiresAt).where(sql`${table.holdExpiresAt} is not null and ${table.status} in ('creating', 'inProgress')`),
    uniqueIndex('orders_stand_ticket').on(table.standId, table.ticketNumber),
    uniqueIndex('orders_receipt_token').on(table.receiptToken),
    // One receipt number per tablet and sequence: a resend under another key is refused, never a second sale.
    uniqueIndex('orders_device_sequence').on(table.deviceId, table.deviceSequence).where(sql`${table.deviceId} is not null`),
    check('orders_device', sql`(${table.deviceId} is null) = (${table.deviceSequence} is null) and (${table.deviceSequence} is null or ${table.deviceSequence} >= 1)`),
    uniqueIndex('orders_idempotency').on(table.createdBy, table.idempotencyKey).where(sql`${table.idempotencyKey} is not null`),
    // Spectators have no account: a shop order's key is unique within its shop.
    uniqueIndex('orders_shop_idempotency').on(table.shopId, table.idempotencyKey).where(sql`${table.shopId} is not null and ${table.idempotencyKey} is not null`),
    check('orders_totals', sql`${table.totalInclVat} = ${table.totalExclVat} + ${table.totalVat} and ${table.totalInclVat} >= 0`),
    check('orders_refunded', sql`${table.refundedAmount} between 0 and ${table.totalInclVat}`),
  ],
);

/** A line of a sale, with the price and VAT rate of the moment and what has been refunded of it. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null on a custom line (an article outside the catalogue, `custom`): no product, variant nor stock item. */
    productId: uuid('product_id').references(() => products.id),
    productVariantId: uuid('product_variant_id').references(() => productVariants.id),
    inventoryItemId: uuid('inventory_item_id').references(() => inventoryItems.id),
    /** A custom-amount line ("Article libre"): its label in productTitle, its own price and VAT rate, no stock. */
    custom: boolean('custom').notNull().default(false),
    productTitle: text('product_title').notNull(),
    variantTitle: text('variant_title'),
    category: text('category').notNull(),
    quantity: integer('quantity').notNull(),
    /** VAT included, cents. */
    unitPrice: integer('unit_price').notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** Taken off the whole line, cents. */
    discount: integer('discount').notNull().default(0),
    /** Why a line was discounted (a free item: "invitation artiste"), as the settlement lists it. */
    discountReason: text('discount_reason'),
    /** quantity × unitPrice − discount, VAT included. */
    lineTotal: integer('line_total').notNull(),
    lineVat: integer('line_vat').notNull(),
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('order_items_order').on(table.orderId),
    index('order_items_variant').on(table.productVariantId),
    index('order_items_product').on(table.productId),
    check('order_items_quantity', sql`${table.quantity} > 0 and ${table.refundedQuantity} between 0 and ${table.quantity}`),
    check('order_items_discount', sql`${table.discount} between 0 and ${table.quantity} * ${table.unitPrice}`),
    check(
      'order_items_custom',
      sql`(${table.custom} and ${table.productId} is null and ${table.productVariantId} is null and ${table.inventoryItemId} is null) or (not ${table.custom} and ${table.productId} is not null and ${table.productVariantId} is not null and ${table.inventoryItemId} is not null)`,
    ),
  ],
);

/** How an order was (or is being) paid. A card payment goes through the provider; cash is succeeded at once. */
/** What the provider said it took, when it differs from our payment: cents and ISO currency, as the provider sent them. */
export interface ProviderMismatch {
  eventId: string;
  amount: number | null;
  currency: string | null;
  receivedAt: string;
}

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: paymentMethod('method').notNull(),
    status: paymentStatus('status').notNull(),
    amount: integer('amount').notNull(),
    /** `sandbox` or `stripe` for card payments; null for cash. */
    provider: text('provider'),
    providerPaymentId: text('provider_payment_id'),
    /** Online payments: the provider's page where the customer pays (Stripe Checkout), or the sandbox's own. */
    redirectUrl: text('redirect_url'),
    failureCode: text('failure_code'),
    /**
     * The platform's commission on a card payment, fixed when the payment is made (docs/decisions.md, "One
     * commission"): the basis points of the plan the organiser held then, and the cents they give. Null and 0 for cash.
     */
    commissionBasisPoints: integer('commission_basis_points'),
    commission: integer('commission').notNull().default(0),
    /**
     * Set when the provider reported a success for another amount or currency than ours: the payment stays pending
     * (the order unpaid) for a platform admin to look into; the event is also reported (docs/decisions.md).
     */
    providerMismatch: jsonb('provider_mismatch').$type<ProviderMismatch>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_order').on(table.orderId),
    uniqueIndex('payments_provider_id').on(table.provider, table.providerPaymentId).where(sql`${table.providerPaymentId} is not null`),
    // The admins' list of payments to look into stays small and quick to find.
    index('payments_provider_mismatch').on(table.createdAt).where(sql`${table.providerMismatch} is not null`),
  ],
);

/** Money given back, whole or in part, with the units it concerns. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: paymentMethod('method').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason'),
    /** The commission the platform gives back with a card refund, at the rate of the payment refunded; 0 for cash. */
    commission: integer('commission').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refunds_order').on(table.orderId), uniqueIndex('refunds_idempotency').on(table.createdBy, table.idempotencyKey).where(sql`${table.idempotencyKey} is not null`), check('refunds_amount', sql`${table.amount} > 0`)],
);

export const refundItems = pgTable(
  'refund_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Damaged units are written off instead of going back on the stand's shelf. */
    damaged: boolean('damaged').notNull().default(false),
    amount: integer('amount').notNull(),
  },
  (table) => [
    index('refund_items_refund').on(table.refundId),
    // A line's refunds, summed by the tour's report for what each line took (issue #29).
    index('refund_items_order_item').on(table.orderItemId),
    check('refund_items_quantity', sql`${table.quantity} > 0`),
  ],
);

/** A count of a stand's cash drawer by denomination (POST /v1/stands/{id}/cash-detail); the closing reads the last. */
export const cashDetails = pgTable(
  'cash_details',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    standId: uuid('stand_id')
      .notNull()
      .references(() => stands.id, { onDelete: 'cascade' }),
    /** Denomination in cents → how many: { "5000": 2, "200": 7 }. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    total: integer('total').notNull(),
    countedBy: uuid('counted_by').references(() => users.id),
    /** The closing run that counted this drawer, else null. */
    closingRunId: uuid('closing_run_id').references(() => closingRuns.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cash_details_stand').on(table.standId, table.createdAt), index('cash_details_closing_run').on(table.closingRunId).where(sql`${table.closingRunId} is not null`)],
);

/** Which way cash crossed the drawer outside a sale: put in (more change) or taken out (a drop to the safe, a purchase). */
export const cashMovementDirection = pgEnum('cash_movement_direction', ['in', 'out']);

/**
 * Cash put in or taken out of a stand's drawer with its reason (issue #26), so that the expected cash
 * (features/orders/drawer.ts) still balances. A movement is never edited: a mistake is corrected by the opposite one.
 */
export const cashMovements = pgTable(
  'cash_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    standId: uuid('stand_id')
      .notNull()
      .references(() => stands.id, { onDelete: 'cascade' }),
    direction: cashMovementDirection('direction').notNull(),
    /** Cents, always positive: the direction gives the sign. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    /** The registered tablet that recorded it (its outbox sends it, offline or not), or null from a browser. */
    deviceId: uuid('device_id').references(() => standDevices.id),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** When the cash crossed the drawer: the tablet's time for a movement it queued offline, else the arrival. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it arrived. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cash_movements_stand').on(table.standId, table.occurredAt),
    uniqueIndex('cash_movements_idempotency').on(table.createdBy, table.idempotencyKey),
    check('cash_movements_amount', sql`${table.amount} > 0`),
    check('cash_movements_reason', sql`char_length(${table.reason}) between 1 and 200`),
  ],
);
