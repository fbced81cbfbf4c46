import { sql } from 'drizzle-orm';
import { integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';

export const roleName = pgEnum('role_name', ['client', 'seller', 'admin']);
export type RoleName = (typeof roleName.enumValues)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // '' is the factory version: the user has accepted no terms yet (spec §4).
    eventAgreementVersion: text('event_agreement_version').notNull().default(''),
    teamAgreementVersion: text('team_agreement_version').notNull().default(''),
    locale: text('locale').notNull().default('fr'),
    // Bumped to invalidate every token issued before (password reset, suspension).
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

/** A user may hold several account roles and switch between them (spec §4). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: roleName('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);

export type UserRow = typeof users.$inferSelect;
