import type { journalRecords } from '@/lib/db/schema';
import type { ClosingView } from '../types';

type RecordRow = typeof journalRecords.$inferSelect;

/** A closing as the service reads it back: the record's content, and where it sits in the chain. */
export type ClosingRecord = ClosingView;

/** The closing a `closing` record of the sales chain holds (its content's format 1: docs/journal.md "Closings"). */
export function closingOf(row: RecordRow): ClosingRecord {
  const content = row.content as Omit<ClosingView, 'sequence' | 'hash' | 'recordedAt'>;
  return {
    sequence: row.sequence,
    hash: row.hash,
    recordedAt: row.recordedAt.toISOString(),
    standId: content.standId,
    eventId: content.eventId,
    period: content.period,
    key: content.key,
    number: content.number,
    closedBy: content.closedBy,
    firstSequence: content.firstSequence,
    lastSequence: content.lastSequence,
    figures: content.figures,
    net: content.net,
    cumulative: content.cumulative,
  };
}
