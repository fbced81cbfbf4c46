import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { closingRuns } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import type { ClosingRunInput } from '../../schemas';
import type { ClosingRunStep, ClosingRunView } from '../../types';

type ClosingRunRow = typeof closingRuns.$inferSelect;

/** A run whose heartbeat is older than this was cut off (a crash, a lost request): a retry takes it over. */
const SILENT_AFTER = sql`now() - interval '60 seconds'`;

export function closingRunViewOf(row: ClosingRunRow): ClosingRunView {
  return {
    id: row.id,
    eventId: row.eventId,
    status: row.status,
    step: row.step as ClosingRunStep | null,
    done: row.done,
    total: row.total,
    errorCode: row.errorCode,
    fields: row.errorFields,
  };
}

/**
 * Takes the run for this request: made now, or resumed when it failed or its holder went silent, with the plan it
 * was first asked with (a run the backfill recorded gets this one). `claimed` false: another request is at it, or it
 * finished; the row says which. A run id of another event is IDEMPOTENCY_KEY_REUSED.
 */
export async function claimClosingRun(db: Executor, run: { input: ClosingRunInput; eventId: string; userId: string }): Promise<{ row: ClosingRunRow; claimed: boolean }> {
  const id = run.input.runId;
  const [made] = await db.insert(closingRuns).values({ id, eventId: run.eventId, plan: run.input, createdBy: run.userId }).onConflictDoNothing().returning();
  if (made) return { row: made, claimed: true };
  const [taken] = await db
    .update(closingRuns)
    .set({ status: 'running', heartbeatAt: sql`now()`, errorCode: null, errorFields: null, plan: sql`coalesce(${closingRuns.plan}, ${JSON.stringify(run.input)}::jsonb)` })
    .where(and(eq(closingRuns.id, id), eq(closingRuns.eventId, run.eventId), or(eq(closingRuns.status, 'failed'), and(eq(closingRuns.status, 'running'), lt(closingRuns.heartbeatAt, SILENT_AFTER)))))
    .returning();
  if (taken) return { row: taken, claimed: true };
  const [row] = await db.select().from(closingRuns).where(eq(closingRuns.id, id));
  if (!row || row.eventId !== run.eventId) throw new AppError('IDEMPOTENCY_KEY_REUSED', { fields: ['runId'] });
  return { row, claimed: false };
}

/** The step under way and how many are done; also the run's heartbeat. */
export async function recordProgress(db: Executor, id: string, progress: { step: ClosingRunStep; done: number; total: number }): Promise<void> {
  await db.update(closingRuns).set({ ...progress, heartbeatAt: sql`now()` }).where(eq(closingRuns.id, id));
}

/** Where the run stopped and why: a refusal keeps its code and fields, anything else is UNEXPECTED_ERROR. */
export async function recordFailure(db: Executor, id: string, error: unknown, step: ClosingRunStep | null): Promise<void> {
  const refusal = error instanceof AppError ? error : null;
  await db
    .update(closingRuns)
    .set({ status: 'failed', step, errorCode: refusal?.errorCode ?? 'UNEXPECTED_ERROR', errorFields: refusal?.fields ?? null })
    .where(eq(closingRuns.id, id));
}

export async function finishClosingRun(db: Executor, id: string): Promise<ClosingRunRow> {
  const [row] = await db.update(closingRuns).set({ status: 'finished', done: sql`${closingRuns.total}`, heartbeatAt: sql`now()` }).where(eq(closingRuns.id, id)).returning();
  return row!;
}

/** The run of this event with this id; none: null. */
export async function findClosingRun(db: Executor, eventId: string, id: string): Promise<ClosingRunRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(closingRuns)
    .where(and(eq(closingRuns.id, id), eq(closingRuns.eventId, eventId)));
  return row ?? null;
}
