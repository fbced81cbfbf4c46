import { bigint, index, integer, pgEnum, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { users } from './users';

// set_password: the first password of an account created for someone else (a seller added by their manager).
export const emailTokenPurpose = pgEnum('email_token_purpose', ['verify_email', 'reset_password', 'set_password']);

/** Single-use links sent by e-mail. Only the SHA-256 of the token is kept, so a database leak opens no account. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_tokens_user_purpose').on(table.userId, table.purpose)],
);

/** Uploaded images (logos now, product pictures later); the bytes live in the storage module. */
export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One branding per client: logo and colours shown on its shop pages and documents. */
export const clientBrandings = pgTable('client_brandings', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id')
    .notNull()
    .unique()
    .references(() => clients.id, { onDelete: 'cascade' }),
  logoImageId: uuid('logo_image_id').references(() => images.id, { onDelete: 'set null' }),
  primaryColor: text('primary_color').notNull().default('#4338ca'),
  secondaryColor: text('secondary_color').notNull().default('#0f172a'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The store of rate-limiter-flexible (its own layout), so abuse limits hold across app instances. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
