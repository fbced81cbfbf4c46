import type { Tx } from '@/lib/db';
import { appendJournalRecord, type AppendedRecord } from './append-record';
import type { JournalValue } from './record-hash';

export interface TechnicalEvent {
  clientId: string;
  /** `signIn`, `roleChange`, `refund`, `cancellation`, `reprint`, `export`, `archive`, `closing`, `journalCheck`, `configurationChange` (docs/journal.md). */
  kind: string;
  /** Who did it: null for the platform's own jobs. */
  userId: string | null;
  /** What it is about (an order, a refund, an archive…); null when nothing in particular. Not unique in this chain. */
  subjectId: string | null;
  occurredAt?: Date;
  details: { [key: string]: JournalValue };
}

/**
 * Appends an event to the organisation's technical chain (the NF525 "journal des événements techniques"), in the
 * caller's transaction. Where a transaction writes both chains, the sales record goes first: every writer takes the
 * heads in the same order (sales, then technical), so two of them never wait on each other.
 */
export function journalTechnicalEvent(tx: Tx, event: TechnicalEvent): Promise<AppendedRecord> {
  return appendJournalRecord(tx, {
    clientId: event.clientId,
    chain: 'technical',
    kind: event.kind,
    occurredAt: event.occurredAt ?? new Date(),
    subjectId: null,
    content: { format: 1, userId: event.userId, subjectId: event.subjectId, ...event.details },
  });
}
