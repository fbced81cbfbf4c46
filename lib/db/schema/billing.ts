import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { events } from './events';
import { users } from './users';

/** Spec §1 and §9: the plans sold. Their features and quotas are data, in features/entitlements/plans.ts. */
export const planType = pgEnum('plan_type', ['starter', 'smart', 'advanced', 'pro']);

/**
 * A subscription's life, after Stripe Billing's statuses (docs/decisions.md, "Plans"):
 * - trialing: the free trial every new organisation starts with; grants its plan until `currentPeriodEnd`;
 * - incomplete: a checkout was started and is not paid yet; grants nothing;
 * - active, past_due: paid, or a renewal failed and the provider is still retrying; both grant the plan;
 * - canceled: stopped (at the end of a period, or by the provider after failed retries); grants nothing;
 * - expired: a trial that ended, or a checkout never paid; grants nothing.
 */
export const subscriptionStatus = pgEnum('subscription_status', ['trialing', 'incomplete', 'active', 'past_due', 'canceled', 'expired']);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    plan: planType('plan').notNull(),
    status: subscriptionStatus('status').notNull(),
    /** 'sandbox', 'stripe', or 'platform' (a trial, or a pro plan an admin granted on a quote). */
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** The provider's checkout page while `incomplete`. */
    checkoutUrl: text('checkout_url'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** The provider's event time of the last change applied: an older event arriving late changes nothing. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_client').on(table.clientId, table.createdAt),
    uniqueIndex('subscriptions_provider_id').on(table.provider, table.providerSubscriptionId),
    // One paid subscription running per organisation (SUBSCRIPTION_ALREADY_RUNNING), even under concurrent checkouts.
    uniqueIndex('subscriptions_one_running').on(table.clientId).where(sql`${table.status} in ('active', 'past_due')`),
    uniqueIndex('subscriptions_one_trial').on(table.clientId).where(sql`${table.provider} = 'platform' and ${table.status} = 'trialing'`),
  ],
);

/** A provider's webhook event, kept by its id so that a replay is handled once. */
export const providerEvents = pgTable('provider_events', {
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [primaryKey({ columns: [table.provider, table.eventId] })]);

/** Spec §9 "Commercial terms": the amounts the admins set per plan (the spec gives none). Cents, basis points. */
export const planFees = pgTable('plan_fees', {
  plan: planType('plan').primaryKey(),
  eventCreationFee: integer('event_creation_fee').notNull(),
  shopOpeningFee: integer('shop_opening_fee').notNull(),
  /** Commission on card takings, in hundredths of a percent (150 = 1.50 %). */
  cardCommissionBasisPoints: integer('card_commission_basis_points').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const invoiceStatus = pgEnum('invoice_status', ['draft', 'issued', 'paid']);
export const invoiceKind = pgEnum('invoice_kind', ['fees', 'subscription', 'creditNote']);

/** The platform's and the client's identities as printed on an invoice: copied when it is issued, never read again. */
export interface InvoiceParty {
  name: string;
  legalForm: string | null;
  siret: string | null;
  vatNumber: string | null;
  addressLines: string[];
  email: string | null;
}

/**
 * An invoice as French law wants it (docs/decisions.md, "Invoices"): a draft has no number; issuing gives it the
 * next gapless number of its year and freezes it. An issued invoice is never edited: a credit note corrects it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    kind: invoiceKind('kind').notNull(),
    status: invoiceStatus('status').notNull().default('draft'),
    /** "2026-000042": the year and the gapless sequence, set when issued. */
    number: text('number').unique(),
    year: integer('year'),
    sequence: integer('sequence'),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    dueAt: date('due_at'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    totalExclVat: integer('total_excl_vat').notNull().default(0),
    totalVat: integer('total_vat').notNull().default(0),
    totalInclVat: integer('total_incl_vat').notNull().default(0),
    seller: jsonb('seller').$type<InvoiceParty>(),
    buyer: jsonb('buyer').$type<InvoiceParty>(),
    /** A credit note's invoice. */
    creditedInvoiceId: uuid('credited_invoice_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invoices_client').on(table.clientId, table.periodStart),
    uniqueIndex('invoices_year_sequence').on(table.year, table.sequence),
    // One fee invoice per client and period, whoever asks for it and however often.
    uniqueIndex('invoices_fees_period').on(table.clientId, table.periodStart, table.periodEnd).where(sql`${table.kind} = 'fees'`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    quantity: integer('quantity').notNull(),
    unitAmountExclVat: integer('unit_amount_excl_vat').notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    amountExclVat: integer('amount_excl_vat').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    amountInclVat: integer('amount_incl_vat').notNull(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
  },
  (table) => [index('invoice_lines_invoice').on(table.invoiceId, table.position)],
);

/** The last number given per year: issuing locks its row, so numbers never skip nor repeat. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

export const payoutStatus = pgEnum('payout_status', ['scheduled', 'paid']);

/** Spec §9: within 15 days after each event, the organiser's takings minus the commission, with a statement. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    eventId: uuid('event_id')
      .notNull()
      .unique()
      .references(() => events.id, { onDelete: 'restrict' }),
    status: payoutStatus('status').notNull().default('scheduled'),
    /** Card takings the platform collected for the organiser, cents. */
    cardTakings: integer('card_takings').notNull(),
    commission: integer('commission').notNull(),
    /** Post-closing refunds of earlier dates, already paid out, taken back from this payout (event_adjustments). */
    deductions: integer('deductions').notNull().default(0),
    amount: integer('amount').notNull(),
    dueAt: date('due_at').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    providerPayoutId: text('provider_payout_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payouts_client').on(table.clientId, table.dueAt)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * A scheduled job's run for one period ("monthly-invoices", "2026-11"): inserting the row is the claim, so a run
 * happens once however many app instances or workers wake up for it.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    name: text('name').notNull(),
    period: text('period').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** What the run did, for the admins' screen (how many invoices, or the error that stopped it). */
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
  },
  (table) => [primaryKey({ columns: [table.name, table.period] })],
);
