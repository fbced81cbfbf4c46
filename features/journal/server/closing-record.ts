import type { journalRecords } from '@/lib/db/schema';
import type { ClosingView } from '../types';

type RecordRow = typeof journalRecords.$inferSelect;

/** The closing a `closing` record of the sales chain holds (its content's format 1: docs/journal.md "Closings"). */
export function closingOf(row: RecordRow): ClosingView {
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
