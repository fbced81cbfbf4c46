import { and, eq, sql } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';

const { scheduledRuns } = tables;

/** A claim left without an end for this long belongs to a process that died mid-run: another may take it over. */
export const ABANDONED_RUN_AFTER = '12 hours';

/** What `scheduled_runs.outcome` holds, for the admins' screen. */
export type RunOutcome =
  | { status: 'running'; attempt: number; previousError?: string }
  | { status: 'succeeded'; attempt: number; result: Record<string, unknown> }
  | { status: 'failed'; attempt: number; error: string };

export type PeriodRun = { ran: true; outcome: RunOutcome } | { ran: false };

/**
 * Runs `work` once for `name` and `period` ("monthly-invoices", "2026-02") however many instances or workers ask at
 * the same time: inserting the `scheduled_runs` row is the claim, and only the caller whose insert (or take-over)
 * went through runs the work. The others get `{ ran: false }`.
 *
 * A run that failed keeps its row with the error, so an admin sees it, and may be claimed again by the next caller
 * (the next day's wake-up): the work must therefore be idempotent, as invoice production is (one fee invoice per
 * client and period). A run that succeeded is never repeated.
 */
export async function runOncePerPeriod(name: string, period: string, work: () => Promise<Record<string, unknown>>): Promise<PeriodRun> {
  const db = await getDb();
  const claimed = await db
    .insert(scheduledRuns)
    .values({ name, period, outcome: { status: 'running', attempt: 1 } })
    .onConflictDoUpdate({
      target: [scheduledRuns.name, scheduledRuns.period],
      set: {
        startedAt: sql`now()`,
        finishedAt: null,
        outcome: sql`jsonb_strip_nulls(jsonb_build_object(
          'status', 'running',
          'attempt', coalesce((${scheduledRuns.outcome}->>'attempt')::int, 1) + 1,
          'previousError', ${scheduledRuns.outcome}->'error'))`,
      },
      // Under concurrent callers PostgreSQL re-checks this on the row the winner just wrote ("running"): one take-over.
      setWhere: sql`${scheduledRuns.outcome}->>'status' = 'failed'
        or (${scheduledRuns.finishedAt} is null and ${scheduledRuns.startedAt} < now() - ${ABANDONED_RUN_AFTER}::interval)`,
    })
    .returning({ outcome: scheduledRuns.outcome });
  if (claimed.length === 0) return { ran: false };

  const attempt = Number((claimed[0]!.outcome as { attempt?: number } | null)?.attempt ?? 1);
  const thisRun = and(eq(scheduledRuns.name, name), eq(scheduledRuns.period, period));
  let outcome: RunOutcome;
  try {
    outcome = { status: 'succeeded', attempt, result: await work() };
  } catch (error) {
    outcome = { status: 'failed', attempt, error: error instanceof Error ? error.message : String(error) };
    await db.update(scheduledRuns).set({ finishedAt: new Date(), outcome }).where(thisRun);
    throw error;
  }
  await db.update(scheduledRuns).set({ finishedAt: new Date(), outcome }).where(thisRun);
  return { ran: true, outcome };
}
