import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/** running: a request holds it (until its heartbeat is old); failed: a step was refused, a retry resumes it. */
export const closingRunStatus = pgEnum('closing_run_status', ['running', 'failed', 'finished']);

/**
 * One confirmation of an event's closing (docs/closing.md, "The closing run"): its id is the wizard's run id, kept
 * on the orders, transfers and cash counts it makes, so that a retry finds what it wrote already. `plan` is the plan
 * as first sent: a retry carries on with it, whatever the wizard rebuilt since.
 */
export const closingRuns = pgTable(
  'closing_runs',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    status: closingRunStatus('status').notNull().default('running'),
    /** The ClosingRunInput the run works from (null for a run recorded by the backfill, until it is resumed). */
    plan: jsonb('plan').$type<Record<string, unknown>>(),
    /** Progress: the step under way (or where it stopped) and the steps done out of all. */
    step: text('step'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    errorCode: text('error_code'),
    errorFields: jsonb('error_fields').$type<string[]>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written with each step: a run whose heartbeat is old was cut off and may be taken over. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('closing_runs_event').on(table.eventId), index('closing_runs_running').on(table.heartbeatAt).where(sql`${table.status} = 'running'`)],
);
