import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { events, stands } from './events';
import { users } from './users';

/** Spec §1: the two services the platform offers around an event (docs/decisions.md, "Service requests"). */
export const serviceKind = pgEnum('service_kind', ['terminal', 'standManagement']);

/**
 * One status list for both kinds; each kind walks its own path (features/services/transitions.ts):
 * - terminal: requested → acknowledged → shipped → returned;
 * - standManagement: requested → acknowledged → confirmed;
 * - either may be declined by the platform, or canceled by the organiser, before it is done.
 */
export const serviceStatus = pgEnum('service_status', ['requested', 'acknowledged', 'shipped', 'returned', 'confirmed', 'declined', 'canceled']);

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The tour owner's organisation: it is billed, and the admins' list filters on it. */
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: serviceKind('kind').notNull(),
    status: serviceStatus('status').notNull().default('requested'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    /** Where the terminals are delivered (terminal requests only). */
    deliveryAddressLine1: text('delivery_address_line1'),
    deliveryPostcode: text('delivery_postcode'),
    deliveryCity: text('delivery_city'),
    deliveryCountry: text('delivery_country'),
    note: text('note'),
    /** A stand service asked between 96 and 72 hours before the event: accepted subject to availability. */
    late: boolean('late').notNull().default(false),
    /** The platform's price for a stand service, in cents excluding VAT, set when it is acknowledged. */
    quoteAmount: integer('quote_amount'),
    /** What the organiser owes for canceling, in cents excluding VAT (docs/decisions.md). */
    cancellationFee: integer('cancellation_fee'),
    declineReason: text('decline_reason'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /**
     * When the organiser accepted the acknowledged quote (issue #25): an admin may confirm a stand service only after
     * it; a corrected price clears it, as the organiser has not accepted that one.
     */
    quoteAcceptedAt: timestamp('quote_accepted_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (table) => [index('service_requests_event').on(table.eventId), index('service_requests_status').on(table.status, table.requestedAt)],
);

/** The stands a request serves; for terminals, how many each gets and, once shipped, the reader it became. */
export const serviceRequestStands = pgTable(
  'service_request_stands',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    standId: uuid('stand_id')
      .notNull()
      .references(() => stands.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    /** The card reader's id at the payment provider, given by the admin who ships it. */
    readerId: text('reader_id'),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.standId] }), index('service_request_stands_stand').on(table.standId)],
);
