import { sql } from 'drizzle-orm';
import { boolean, check, index, uniqueIndex, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { payouts } from './billing';
import { clients } from './clients';
import { events } from './events';
import { orders, paymentMethod, refunds } from './orders';
import { users } from './users';
import type { ClosingStandRecord } from '../../json-columns';

export type { ClosingStandRecord };

/** How the venue's fee was paid (spec §3 theaterFeePayedWith): out of a stand's cash drawer, or by bank transfer. */
export const feePaidWith = pgEnum('fee_paid_with', ['cash', 'transfer']);

/** One per closed event: when and by whom it was closed, and the counts the settlement needs. */
export const eventClosings = pgTable(
  'event_closings',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The wizard's confirmation run: its retries carry the same id. */
    runId: text('run_id').notNull(),
    theaterFeePaidWith: feePaidWith('theater_fee_paid_with'),
    stands: jsonb('stands').$type<ClosingStandRecord[]>().notNull(),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The settlement as confirmed at the closing (features/closing settlement view), kept as it was so that the
     * document a venue signed never changes; `settlementHash` is the SHA-256 of its canonical JSON (RFC 8785), printed
     * on the PDF. Null for a closing made before snapshots were kept: that settlement is computed on read.
     */
    settlement: jsonb('settlement').$type<Record<string, unknown>>(),
    settlementHash: text('settlement_hash'),
    /**
     * The settlement's number, sequential per organiser (`BIL-{year of the closing}-{0007}`), from
     * clients.last_settlement_number in the closing's transaction. Closings made before it were numbered by the
     * migration's backfill, in closing order; it is kept here too because their stored snapshot cannot change.
     */
    settlementNumber: text('settlement_number'),
  },
  (table) => [index('event_closings_closed_at').on(table.closedAt)],
);

/**
 * Where the units of a post-closing refund go: the tour's warehouse, or written off as damaged; `soldOffline` for a
 * late sale's units, which had left the shelf before the closing counted it.
 */
export const adjustmentDestination = pgEnum('adjustment_destination', ['warehouse', 'writeOff', 'soldOffline']);
/** A refund after the closing, or a sale made offline that arrived after it (issue #26). */
export const adjustmentKind = pgEnum('adjustment_kind', ['refund', 'lateSale']);

/**
 * A refund made after a date was closed, by a manager of its tour (docs/decisions.md, "Post-closing adjustments").
 * The settlement lists it below the closing's figures. `payoutEffect` is what it takes from the platform's payouts
 * (a card refund of a stand's sale, less the commission given back): taken from the date's own payout when it was not
 * paid yet (`payoutId`), else carried to the organiser's next payout (`carriedToPayoutId` once one took it).
 */
export const eventAdjustments = pgTable(
  'event_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: adjustmentKind('kind').notNull().default('refund'),
    /** The refund made; null for a late sale, whose money came in (its amount and units are negative: opposite to a refund's). */
    refundId: uuid('refund_id')
      .unique()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    method: paymentMethod('method').notNull(),
    amount: integer('amount').notNull(),
    commission: integer('commission').notNull(),
    units: integer('units').notNull(),
    destination: adjustmentDestination('destination').notNull(),
    payoutEffect: integer('payout_effect').notNull(),
    /** The date's payout it was taken from, when that payout was not paid yet. */
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    /** Carried: the date's payout was paid; the organiser's next payout takes it. */
    carried: boolean('carried').notNull().default(false),
    carriedToPayoutId: uuid('carried_to_payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('event_adjustments_event').on(table.eventId, table.createdAt),
    index('event_adjustments_carried').on(table.clientId).where(sql`${table.carried} and ${table.carriedToPayoutId} is null`),
    check('event_adjustments_kind', sql`(${table.kind} = 'refund') = (${table.refundId} is not null)`),
    // One late sale per order: a resend finds it.
    uniqueIndex('event_adjustments_late_sale').on(table.orderId).where(sql`${table.kind} = 'lateSale'`),
  ],
);
