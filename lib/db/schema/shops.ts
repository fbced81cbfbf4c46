import { check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clients } from './clients';
import { events, inventories, stands } from './events';
import { projects } from './projects';
import { users } from './users';

/** draft: being prepared, never opened; opened: takes orders; closed: takes none (docs/decisions.md, Shops). */
export const shopStatus = pgEnum('shop_status', ['draft', 'opened', 'closed']);

/** Spec §1 click-and-collect: one online shop per event, selling the tour's `isOnline` products from its own stock. */
export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The organiser paid for the shop's orders (the tour's owner when the shop was made): whose payout account counts. */
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The short public address of the shop's page (/s/{slug}, later): random, url-safe. */
    slug: text('slug').notNull(),
    status: shopStatus('status').notNull().default('draft'),
    inventoryId: uuid('inventory_id')
      .notNull()
      .references(() => inventories.id),
    /** When spectators may collect their orders at the collection stands; both optional until the shop opens. */
    collectionOpensAt: timestamp('collection_opens_at', { withTimezone: true }),
    collectionClosesAt: timestamp('collection_closes_at', { withTimezone: true }),
    /** The number of the shop's last order: its orders are numbered 1, 2, 3… as a stand's tickets are. */
    lastOrderNumber: integer('last_order_number').notNull().default(0),
    /**
     * What one order may hold while it is paid (issue #22): units of one variant, and units in all. Set by the organiser;
     * the defaults are DEFAULT_SHOP_ORDER_LIMITS in features/shops/types.ts (docs/decisions.md, "What one order may hold").
     */
    maxUnitsPerLine: integer('max_units_per_line').notNull().default(5),
    maxUnitsPerOrder: integer('max_units_per_order').notNull().default(10),
    /**
     * The organiser's conditions of sale, as plain text, that the checkout's "J'accepte les conditions de vente"
     * links to (issue #25). Null: the platform's default text, written with the organiser's name.
     */
    conditionsOfSale: text('conditions_of_sale'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shops_event').on(table.eventId),
    uniqueIndex('shops_slug').on(table.slug),
    uniqueIndex('shops_inventory').on(table.inventoryId),
    index('shops_project').on(table.projectId),
    check('shops_order_limits', sql`${table.maxUnitsPerLine} >= 1 and ${table.maxUnitsPerLine} <= ${table.maxUnitsPerOrder}`),
  ],
);

/** The stands of the shop's event where spectators collect their orders. */
export const shopCollectionStands = pgTable(
  'shop_collection_stands',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    standId: uuid('stand_id')
      .notNull()
      .references(() => stands.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.standId] }), index('shop_collection_stands_stand').on(table.standId)],
);

/** What the platform bills besides plans (spec §9: a fixed fee per event created and per shop opening). */
export const billableEventKind = pgEnum('billable_event_kind', ['shopOpening', 'eventCreation']);

export const billableEvents = pgTable(
  'billable_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: billableEventKind('kind').notNull(),
    /** Kept when the shop goes (its event deleted): the fee was incurred all the same. */
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    /** Kept when the event goes: its creation was billed all the same. */
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A shop's opening is billed once, however often it is closed and reopened.
  (table) => [
    uniqueIndex('billable_events_shop_kind').on(table.shopId, table.kind),
    uniqueIndex('billable_events_event_kind').on(table.eventId, table.kind),
    index('billable_events_client').on(table.clientId, table.occurredAt),
  ],
);

export const paymentAccountStatus = pgEnum('payment_account_status', ['pending', 'enabled']);

/** The organiser's payout account at the payment provider (Stripe Connect Express, or the sandbox's stand-in). */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** 'sandbox' or 'stripe': an account belongs to the provider that made it. */
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    /** enabled: the provider says it can receive payments (Stripe: charges_enabled). */
    status: paymentAccountStatus('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_accounts_client_provider').on(table.clientId, table.provider), uniqueIndex('payment_accounts_provider_account').on(table.provider, table.providerAccountId)],
);
