import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const announcementType = pgEnum('announcement_type', ['banner', 'modal']);
export const announcementStatus = pgEnum('announcement_status', ['draft', 'published']);
export const announcementInterval = pgEnum('announcement_interval', ['hours', 'days', 'weeks']);
/** Who reads it, by the roles they hold: everyone, the sellers (role seller) or the managers (role client). */
export const announcementReaders = pgEnum('announcement_readers', ['everyone', 'sellers', 'managers']);

/** Spec §3 Announcement. `content` is stored sanitized: what is saved is what users get. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: announcementType('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    displayedFor: text('displayed_for').array().notNull(),
    readers: announcementReaders('readers').notNull().default('everyone'),
    interval: announcementInterval('interval').notNull().default('hours'),
    numberOfIntervals: integer('number_of_intervals'),
    status: announcementStatus('status').notNull().default('draft'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('announcements_status_published').on(table.status, table.publishedAt)],
);

/** Dismissals are kept per user on the server, so a closed announcement stays closed on every device. */
export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.announcementId, table.userId] })],
);
