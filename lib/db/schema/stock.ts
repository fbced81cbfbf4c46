import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalogue';
import { closingRuns } from './closing-runs';
import { events, inventories } from './events';
import { projects } from './projects';
import { users } from './users';

/** Spec §9: what made a level change. */
export const inventoryChangeKind = pgEnum('inventory_change_kind', ['inventoryCheckStart', 'inventoryCheckEnd', 'productCreation', 'transfer', 'closing', 'order', 'refund', 'supply', 'offlineCorrection']);
/** Spec §4. */
export const transferType = pgEnum('transfer_type', ['project', 'tour', 'zone', 'stand', 'event', 'others']);
export const transferStatus = pgEnum('transfer_status', ['inProgress', 'canceled', 'finished']);
/** Spec §9: success is "accepted"; regul sends units back to the source (docs/decisions.md). */
export const receiptType = pgEnum('receipt_type', ['success', 'damaged', 'missing', 'regul']);

/** The stock-keeping identity of a variant: one per variant, whatever the inventory (spec §3 inventoryItemId). */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productVariantId: uuid('product_variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('inventory_items_variant').on(table.productVariantId), index('inventory_items_project').on(table.projectId)],
);

/** How many units of an item an inventory holds and may hand out. Never negative; the ledger tells how it got there. */
export const inventoryLevels = pgTable(
  'inventory_levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inventoryId: uuid('inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    inventoryItemId: uuid('inventory_item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    available: integer('available').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('inventory_levels_inventory_item').on(table.inventoryId, table.inventoryItemId), index('inventory_levels_item').on(table.inventoryItemId), check('inventory_levels_available_not_negative', sql`${table.available} >= 0`)],
);

/** A stock movement between two inventories (they may be the same one: the closing count). */
export const inventoryTransfers = pgTable(
  'inventory_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fromInventoryId: uuid('from_inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    toInventoryId: uuid('to_inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    type: transferType('type').notNull(),
    status: transferStatus('status').notNull().default('inProgress'),
    /** The event the transfer serves, when there is one (a dispatch to its stands, a closing count). */
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** Transfers made together by one project dispatch (POST /v1/project-inventory-transfers). */
    dispatchId: uuid('dispatch_id'),
    note: text('note'),
    /** The closing run whose count this is (a transfer from a stand to itself), else null. */
    closingRunId: uuid('closing_run_id').references(() => closingRuns.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (table) => [
    index('inventory_transfers_project').on(table.projectId, table.createdAt),
    index('inventory_transfers_from').on(table.fromInventoryId),
    index('inventory_transfers_to').on(table.toInventoryId),
    index('inventory_transfers_dispatch').on(table.dispatchId),
    index('inventory_transfers_closing_run').on(table.closingRunId).where(sql`${table.closingRunId} is not null`),
  ],
);

/** One line of a transfer: how many units of one variant were sent. */
export const inventoryTransferItems = pgTable(
  'inventory_transfer_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => inventoryTransfers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productVariantId: uuid('product_variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    inventoryItemId: uuid('inventory_item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('inventory_transfer_items_line').on(table.transferId, table.inventoryItemId), check('inventory_transfer_items_quantity_positive', sql`${table.quantity} > 0`)],
);

/** What the receiving end counted for a line, per receipt type; a later count of the same type replaces it. */
export const inventoryTransferReceipts = pgTable(
  'inventory_transfer_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transferItemId: uuid('transfer_item_id')
      .notNull()
      .references(() => inventoryTransferItems.id, { onDelete: 'cascade' }),
    type: receiptType('type').notNull(),
    quantity: integer('quantity').notNull(),
    receivedBy: uuid('received_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('inventory_transfer_receipts_line_type').on(table.transferItemId, table.type), check('inventory_transfer_receipts_quantity', sql`${table.quantity} >= 0`)],
);

/**
 * The change ledger: one row per movement of one item in one inventory, written in the same transaction as the
 * level. `delta` is what the level gained or lost; units written off (damaged, missing) are rows with a delta of 0
 * and their count in `quantity`. The sum of the deltas of an (inventory, item) is its level.
 */
export const inventoryChanges = pgTable(
  'inventory_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    inventoryId: uuid('inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    inventoryItemId: uuid('inventory_item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    kind: inventoryChangeKind('kind').notNull(),
    delta: integer('delta').notNull(),
    /** The units the row is about: |delta| for a movement, the units written off for a damaged or missing count. */
    quantity: integer('quantity').notNull(),
    /** The level right after this change. */
    availableAfter: integer('available_after').notNull(),
    /** Why units were written off or sent back: a receipt type of the transfer. */
    receiptType: receiptType('receipt_type'),
    transferId: uuid('transfer_id').references(() => inventoryTransfers.id, { onDelete: 'set null' }),
    /** A free reference: the supplier's delivery note, an order number. */
    reference: text('reference'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inventory_changes_project_time').on(table.projectId, table.createdAt),
    index('inventory_changes_level').on(table.inventoryId, table.inventoryItemId),
    index('inventory_changes_transfer').on(table.transferId),
  ],
);

/** Answers already given to a retried write (the `Idempotency-Key` header, docs/api.md), kept 24 hours. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Method and path: the same key on another route is another request. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Null while the first request runs. */
    status: integer('status'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('idempotency_keys_request').on(table.userId, table.scope, table.key), index('idempotency_keys_created').on(table.createdAt)],
);
