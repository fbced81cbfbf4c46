import { and, count, eq, max, sql } from 'drizzle-orm';
import { takingsReads } from '@/features/orders/server/takings-reads';
import { readTogether, type Executor } from '@/lib/db';
import { eventAdjustments, eventClosings, events, reportKeptDates } from '@/lib/db/schema';
import { linesRead } from './report-reads';

type TakingsRows = ReturnType<typeof takingsReads>;
/** The rows the report sums, for the whole tour: the takings' (payments, refunds) and the lines', per date. */
export interface ReportRows {
  taken: Awaited<TakingsRows[0]>;
  refunded: Awaited<TakingsRows[1]>;
  lines: Awaited<ReturnType<typeof linesRead>>;
}

/**
 * The tour's report rows, its closed dates' kept (issue #29): a closed date's orders change only through a
 * post-closing adjustment (a refund or a late offline sale, each an `event_adjustments` row), so its grouped rows are
 * kept with the version they were read at (the closing's instant, the adjustments' count and latest) and read again
 * only when that version moves. The open dates, and the closed ones not kept yet, are read from their orders. The
 * version is read before the orders: an adjustment committed in between makes the kept rows look stale, never fresh.
 */
export async function reportRowsOf(db: Executor, projectId: string): Promise<ReportRows> {
  const [versions, kept] = await readTogether(db, [closedVersionsRead(db, projectId), db.select().from(reportKeptDates).where(eq(reportKeptDates.projectId, projectId))]);
  const versionOf = new Map(versions.map((row) => [row.eventId, versionText(row)]));
  const fresh = kept.filter((row) => versionOf.get(row.eventId) === row.version);
  const freshIds = new Set(fresh.map((row) => row.eventId));
  const liveIds = (await db.select({ id: events.id }).from(events).where(eq(events.projectId, projectId))).map((row) => row.id).filter((id) => !freshIds.has(id));

  const live = liveIds.length ? await readLive(db, { projectId, eventIds: liveIds }) : { taken: [], refunded: [], lines: [] };
  const toKeep = versions.filter((row) => !freshIds.has(row.eventId));
  if (toKeep.length) await keep(db, projectId, toKeep, live);

  const rows: ReportRows = { taken: [...live.taken], refunded: [...live.refunded], lines: [...live.lines] };
  for (const row of fresh) {
    const keptRows = row.rows as ReportRows;
    rows.taken.push(...keptRows.taken);
    rows.refunded.push(...keptRows.refunded);
    rows.lines.push(...keptRows.lines);
  }
  return rows;
}

async function readLive(db: Executor, scope: { projectId: string; eventIds: string[] }): Promise<ReportRows> {
  const [takenRead, refundedRead] = takingsReads(db, scope);
  const [taken, refunded, lines] = await readTogether(db, [takenRead, refundedRead, linesRead(db, scope)]);
  return { taken, refunded, lines };
}

/** The closed dates of the tour with what their kept rows must have been read at. */
function closedVersionsRead(db: Executor, projectId: string) {
  return db
    .select({ eventId: events.id, closedAt: eventClosings.closedAt, adjustments: count(eventAdjustments.id), lastAdjustmentAt: max(eventAdjustments.createdAt) })
    .from(events)
    .innerJoin(eventClosings, eq(eventClosings.eventId, events.id))
    .leftJoin(eventAdjustments, eq(eventAdjustments.eventId, events.id))
    .where(and(eq(events.projectId, projectId), eq(events.status, 'finished')))
    .groupBy(events.id, eventClosings.closedAt);
}

function versionText(row: { closedAt: Date; adjustments: number; lastAdjustmentAt: Date | null }): string {
  return [new Date(row.closedAt).toISOString(), row.adjustments, row.lastAdjustmentAt ? new Date(row.lastAdjustmentAt).toISOString() : ''].join('|');
}

/** Keeps the closed dates' rows just read (a later report with the same version reads them instead of the orders). */
async function keep(db: Executor, projectId: string, closed: { eventId: string; closedAt: Date; adjustments: number; lastAdjustmentAt: Date | null }[], live: ReportRows): Promise<void> {
  const values = closed.map((row) => {
    const of = <Row extends { eventId: string }>(rows: Row[]) => rows.filter((candidate) => candidate.eventId === row.eventId);
    return { eventId: row.eventId, projectId, version: versionText(row), rows: { taken: of(live.taken), refunded: of(live.refunded), lines: of(live.lines) } };
  });
  await db
    .insert(reportKeptDates)
    .values(values)
    .onConflictDoUpdate({ target: reportKeptDates.eventId, set: { version: sql`excluded.version`, rows: sql`excluded.rows`, keptAt: sql`now()` } });
}
