import { boolean, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const clientStatus = pgEnum('client_status', ['active', 'suspended']);

/** The professional organisation (organiser, artist's company) that holds the account. */
export const clients = pgTable('clients', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  legalForm: text('legal_form'),
  siret: text('siret'),
  vatNumber: text('vat_number'),
  email: text('email'),
  phone: text('phone'),
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  postcode: text('postcode'),
  city: text('city'),
  country: text('country'),
  allowAllFeatures: boolean('allow_all_features').notNull().default(false),
  /** The last settlement number given to this organiser's closings (BIL-2026-0007 is the 7th): taken in the closing's transaction. */
  lastSettlementNumber: integer('last_settlement_number').notNull().default(0),
  status: clientStatus('status').notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ClientRow = typeof clients.$inferSelect;
