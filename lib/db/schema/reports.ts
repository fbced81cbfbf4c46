import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { projects } from './projects';

/**
 * A closed date's report rows, kept (issue #29): the grouped takings and lines its orders gave once the closing
 * froze them, so that the tour's report reads the open dates' orders only. `version` says what they were kept from
 * (the closing and the date's post-closing adjustments, the only writes that reach a closed date's orders): a
 * report that finds another version reads the date again and keeps it anew. A cache: deleting it loses nothing.
 */
export const reportKeptDates = pgTable(
  'report_kept_dates',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    rows: jsonb('rows').notNull(),
    keptAt: timestamp('kept_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('report_kept_dates_project').on(table.projectId)],
);
