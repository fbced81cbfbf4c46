import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { journalHeads, journalRecords } from '@/lib/db/schema';
import { grandTotalsAfter, type GrandTotals } from './grand-totals';
import { GENESIS_HASH, recordHashOf, wellFormedContent, type JournalChain, type JournalValue } from './record-hash';

export interface JournalEntry {
  /** The organisation (the taxpayer) whose chain it joins. */
  clientId: string;
  chain: JournalChain;
  /** `sale`, `refund`, `cancellation`, `cashMovement`, `adjustment`… (docs/journal.md lists them). */
  kind: string;
  /** When it happened: a sale made offline happened before it arrived. */
  occurredAt: Date;
  /** The order, refund or movement it records: one record per subject and kind. */
  subjectId: string | null;
  content: { [key: string]: JournalValue };
}

export interface AppendedRecord {
  sequence: number;
  hash: string;
}

/**
 * Appends a record to its chain, in the caller's transaction: the chain's head is locked (made on the first record),
 * the record takes the next sequence number and follows the head's hash, and the perpetual grand totals move by what
 * the record says (grand-totals.ts). Call it last in a transaction: the head is the organisation's one lock, held
 * until the commit, so what comes before it must not wait on anything.
 */
export async function appendJournalRecord(tx: Tx, entry: JournalEntry): Promise<AppendedRecord> {
  const head = await lockJournalHead(tx, entry.clientId, entry.chain);
  const recordedAt = new Date();
  const before: GrandTotals = { sales: head.grandTotalSales, refunds: head.grandTotalRefunds };
  const grandTotals = grandTotalsAfter(before, entry.chain, entry.kind, entry.content);
  const sequence = head.lastSequence + 1;
  const content = { ...wellFormedContent(entry.content), occurredAt: entry.occurredAt.toISOString(), recordedAt: recordedAt.toISOString(), grandTotals: { ...grandTotals } };
  const hash = recordHashOf({ chain: entry.chain, sequence, kind: entry.kind, previousHash: head.lastHash, content });
  // The record and the head's move in one statement: the organisation's lock is held one round trip less per sale.
  const record = tx.$with('record').as(
    tx
      .insert(journalRecords)
      .values({ clientId: entry.clientId, chain: entry.chain, sequence, kind: entry.kind, occurredAt: entry.occurredAt, recordedAt, subjectId: entry.subjectId, content, previousHash: head.lastHash, hash })
      .returning({ sequence: journalRecords.sequence }),
  );
  await tx
    .with(record)
    .update(journalHeads)
    .set({ lastSequence: sequence, lastHash: hash, grandTotalSales: grandTotals.sales, grandTotalRefunds: grandTotals.refunds, updatedAt: recordedAt })
    .where(sql`${journalHeads.clientId} = ${entry.clientId} and ${journalHeads.chain} = ${entry.chain} and exists (select 1 from ${record})`);
  return { sequence, hash };
}

export type JournalHead = typeof journalHeads.$inferSelect;

/**
 * The chain's head, made on its first use and locked until the transaction ends (an upsert takes the row's lock): who
 * holds it is the only writer of the chain. A closing takes it first, so that the records it sums stay the chain's last.
 */
export async function lockJournalHead(tx: Tx, clientId: string, chain: JournalChain): Promise<JournalHead> {
  const [head] = await tx
    .insert(journalHeads)
    .values({ clientId, chain, lastHash: GENESIS_HASH })
    .onConflictDoUpdate({ target: [journalHeads.clientId, journalHeads.chain], set: { clientId: sql`excluded.client_id` } })
    .returning();
  return head!;
}
