import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { VenueDealRecord } from '../../json-columns';
import { projects } from './projects';
import { users } from './users';

export const eventStatus = pgEnum('event_status', ['pending', 'inProgress', 'canceled', 'finished']);
export const commissionType = pgEnum('commission_type', ['theatreFee', 'agentFee', 'noCommission']);
export const standStatus = pgEnum('stand_status', ['opened', 'closed']);
export const inventoryKind = pgEnum('inventory_kind', ['warehouse', 'zone', 'stand', 'shop']);

/** Spec §3 Event: rooms, dates and performances, a status, and the fees the closing settles. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    venueName: text('venue_name'),
    addressLine1: text('address_line1'),
    postcode: text('postcode'),
    city: text('city'),
    country: text('country').notNull().default('FR'),
    status: eventStatus('status').notNull().default('pending'),
    /** Set when the creation funnel (details → dates → stands → fees) is completed. */
    funnelCompletedAt: timestamp('funnel_completed_at', { withTimezone: true }),
    commissionType: commissionType('commission_type').notNull().default('noCommission'),
    // Fees are percentages of the takings (docs/decisions.md), VAT rates percentages; both with 2 decimals.
    theaterFeeAmount: numeric('theater_fee_amount', { precision: 5, scale: 2, mode: 'number' }),
    theaterFeeVat: numeric('theater_fee_vat', { precision: 5, scale: 2, mode: 'number' }),
    commissionAgentFeeAmount: numeric('commission_agent_fee_amount', { precision: 5, scale: 2, mode: 'number' }),
    commissionAgentFeeVat: numeric('commission_agent_fee_vat', { precision: 5, scale: 2, mode: 'number' }),
    /**
     * theatreFee only: the venue's deal beyond the single rate (its rate per product category, the basis, a fixed fee).
     * Null is the spec's theatre fee: theaterFeeAmount on every category, on the takings excluding VAT.
     */
    venueDeal: jsonb('venue_deal').$type<VenueDealRecord>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('events_project').on(table.projectId)],
);

export const eventRooms = pgTable('event_rooms', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventId: uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  capacity: integer('capacity'),
});

/** A performance is a show in a room at a time; the event's dates are its performances' dates. */
export const eventPerformances = pgTable(
  'event_performances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id').references(() => eventRooms.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** How many people came, as the manager entered it after the show: the tour report's "per head" (issue #29). */
    attendance: integer('attendance'),
  },
  (table) => [index('event_performances_event').on(table.eventId, table.startsAt), check('event_performances_attendance', sql`${table.attendance} is null or ${table.attendance} >= 0`)],
);

/** Where stock lives: the tour's warehouse, its zones, each stand, each shop (the stock issue fills them). */
export const inventories = pgTable(
  'inventories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: inventoryKind('kind').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inventories_project').on(table.projectId)],
);

export const stands = pgTable(
  'stands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isCashCompatible: boolean('is_cash_compatible').notNull().default(true),
    /** The cash float given to the stand, in cents. */
    changeFund: integer('change_fund').notNull().default(0),
    status: standStatus('status').notNull().default('closed'),
    /** The last ticket number of this stand's till: each sale takes the next one in its own transaction. */
    lastTicketNumber: integer('last_ticket_number').notNull().default(0),
    /** The card reader the platform shipped to this stand (a terminal request), used by its register. */
    cardReaderId: text('card_reader_id'),
    inventoryId: uuid('inventory_id')
      .notNull()
      .references(() => inventories.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stands_event').on(table.eventId), uniqueIndex('stands_inventory').on(table.inventoryId)],
);

export const standSellers = pgTable(
  'stand_sellers',
  {
    standId: uuid('stand_id')
      .notNull()
      .references(() => stands.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.standId, table.userId] }), index('stand_sellers_user').on(table.userId)],
);

/**
 * A tablet of a stand's register, registered while online so that it may sell offline (issue #26): its id is made by
 * the tablet, its small number (1, 2, 3… per stand, given once under the stand's lock) prefixes the receipt numbers
 * it gives offline ("2-17"). What it last said of its outbox (pending, oldest) and its last sync are the manager's view.
 */
export const standDevices = pgTable(
  'stand_devices',
  {
    id: uuid('id').primaryKey(),
    standId: uuid('stand_id')
      .notNull()
      .references(() => stands.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    label: text('label'),
    /** Who registered it: the seller the manager sees beside it. */
    registeredBy: uuid('registered_by').references(() => users.id, { onDelete: 'set null' }),
    /** Server time of the last offline sale or cash movement that arrived from it, or of its last report of an empty outbox. */
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    /** What the tablet last reported of its outbox: sales not sent yet, and when the oldest was made. */
    pending: integer('pending').notNull().default(0),
    oldestPendingAt: timestamp('oldest_pending_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('stand_devices_number').on(table.standId, table.number), check('stand_devices_pending', sql`${table.pending} >= 0 and ${table.number} >= 1`)],
);

