import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { journalRecords } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { appendJournalRecord, lockJournalHead } from '@/lib/journal/append-record';
import type { JournalValue } from '@/lib/journal/record-hash';
import { journalTechnicalEvent } from '@/lib/journal/technical-event';
import { addFigures, childPeriodOf, emptyFigures, isWithin, netOf, type ClosingFigures, type ClosingPeriod } from '../closing-model';
import type { ClosingView } from '../types';
import { closingOf } from './closing-record';
import { figuresOfRecords } from './closing-figures';

export interface ClosingRequest {
  /** The organisation whose sales chain it closes (the tour's owner for a stand). */
  clientId: string;
  /** A stand's closing, or null for the organisation's (every stand and the shops). */
  standId: string | null;
  eventId: string | null;
  period: ClosingPeriod;
  /** `2026-11-28`, `2026-11` or `2026`. */
  key: string;
  /** Who closes: null for the nightly job. */
  userId: string | null;
  /**
   * A day closed by the job covers the records made before its business day ended (the next day's 06:00), not those
   * that came after; a day closed by hand covers everything up to now.
   */
  recordedBefore?: Date;
}

const closingsOf = (clientId: string, standId: string | null, period: ClosingPeriod) =>
  and(
    eq(journalRecords.clientId, clientId),
    eq(journalRecords.chain, 'sales'),
    eq(journalRecords.kind, 'closing'),
    sql`${journalRecords.content} ->> 'period' = ${period}`,
    standId ? sql`${journalRecords.content} ->> 'standId' = ${standId}` : sql`${journalRecords.content} ->> 'standId' is null`,
  );

/**
 * Closes a period (the "Z"), in the caller's transaction: a record of the sales chain that sums what the chain holds
 * since the scope's last closing of that period (a day), or the closings it is made of (a month of days, a year of
 * months), with the scope's running totals. The chain's head is locked first, so nothing is appended between the sum
 * and the closing. A day with nothing new since its closing answers that closing again; a month or a year is closed
 * once. A technical `closing` event follows it.
 */
export async function closePeriod(tx: Tx, request: ClosingRequest): Promise<{ closing: ClosingView; created: boolean }> {
  const head = await lockJournalHead(tx, request.clientId, 'sales');
  const [last] = await tx
    .select()
    .from(journalRecords)
    .where(closingsOf(request.clientId, request.standId, request.period))
    .orderBy(desc(journalRecords.sequence))
    .limit(1);
  const previous = last ? closingOf(last) : null;

  let figures: ClosingFigures;
  let firstSequence: number;
  let lastSequence: number;
  if (request.period === 'day') {
    firstSequence = (previous?.lastSequence ?? 0) + 1;
    lastSequence = request.recordedBefore ? await lastSequenceBefore(tx, request.clientId, request.recordedBefore, head.lastSequence) : head.lastSequence;
    figures = await figuresOfRecords(tx, { clientId: request.clientId, scope: { standId: request.standId }, afterSequence: firstSequence - 1, toSequence: lastSequence });
    if (previous && previous.key === request.key && figures.records === 0) return { closing: previous, created: false };
  } else {
    const done = await tx
      .select()
      .from(journalRecords)
      .where(and(closingsOf(request.clientId, request.standId, request.period), sql`${journalRecords.content} ->> 'key' = ${request.key}`));
    if (done[0]) return { closing: closingOf(done[0]), created: false };
    if (previous && previous.key > request.key) throw new AppError('CLOSING_PERIOD_PASSED');
    const children = (await tx.select().from(journalRecords).where(closingsOf(request.clientId, request.standId, childPeriodOf[request.period])))
      .map(closingOf)
      .filter((child) => isWithin(child.key, request.key));
    figures = children.reduce((sum, child) => addFigures(sum, child.figures), emptyFigures());
    firstSequence = children.length ? Math.min(...children.map((child) => child.firstSequence)) : (previous?.lastSequence ?? 0) + 1;
    lastSequence = children.length ? Math.max(...children.map((child) => child.lastSequence)) : firstSequence - 1;
  }

  const cumulative = {
    sales: (previous?.cumulative.sales ?? 0) + figures.sales.inclVat,
    refunds: (previous?.cumulative.refunds ?? 0) + figures.refunds.amount,
  };
  const content = {
    format: 1,
    standId: request.standId,
    eventId: request.eventId,
    period: request.period,
    key: request.key,
    number: (previous?.number ?? 0) + 1,
    closedBy: request.userId,
    firstSequence,
    lastSequence,
    figures: figures as unknown as JournalValue,
    net: netOf(figures),
    cumulative: { ...cumulative, net: cumulative.sales - cumulative.refunds },
  };
  const appended = await appendJournalRecord(tx, { clientId: request.clientId, chain: 'sales', kind: 'closing', occurredAt: new Date(), subjectId: null, content });
  await journalTechnicalEvent(tx, {
    clientId: request.clientId,
    kind: 'closing',
    userId: request.userId,
    subjectId: request.standId,
    details: { salesSequence: appended.sequence, period: request.period, key: request.key, standId: request.standId },
  });
  const [row] = await tx.select().from(journalRecords).where(and(eq(journalRecords.clientId, request.clientId), eq(journalRecords.chain, 'sales'), eq(journalRecords.sequence, appended.sequence)));
  return { closing: closingOf(row!), created: true };
}

/** The last record of the chain made before a moment (a business day's end), at most the head's. */
async function lastSequenceBefore(tx: Tx, clientId: string, before: Date, headSequence: number): Promise<number> {
  const [row] = await tx
    .select({ sequence: sql<number | null>`max(${journalRecords.sequence})`.mapWith(Number) })
    .from(journalRecords)
    .where(and(eq(journalRecords.clientId, clientId), eq(journalRecords.chain, 'sales'), sql`${journalRecords.recordedAt} < ${before.toISOString()}`));
  return Math.min(row?.sequence ?? 0, headSequence);
}
