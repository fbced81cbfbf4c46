import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/** How the venue's fee was paid (spec §3 theaterFeePayedWith): out of a stand's cash drawer, or by bank transfer. */
export const feePaidWith = pgEnum('fee_paid_with', ['cash', 'transfer']);

/** What the closing wizard counted at one stand and that no other table keeps (docs/closing.md). */
export interface ClosingStandRecord {
  standId: string;
  /** The change fund the stand was given, in cents (the closing may set the stand's own to the one found). */
  changeFundExpected: number;
  /** The change fund found in the drawer, in cents (the stand's changeFund is the one expected). */
  changeFundFound: number;
  /** The card terminal's total, in cents, against the card sales; null for a stand without a terminal count. */
  cardCounted: number | null;
  /** Cash taken out of this stand's drawer to pay the venue's fee, in cents. */
  feesPaidWithCash: number;
  /** The cash count (POST /v1/stands/{id}/cash-detail) the closing settled on. */
  cashDetailId: string | null;
  /** The stand's closing count (a transfer from the stand to itself). */
  countTransferId: string | null;
}

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
  },
  (table) => [index('event_closings_closed_at').on(table.closedAt)],
);
