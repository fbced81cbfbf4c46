import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { journalHeads } from '@/lib/db/schema';
import { fixedStatement } from '@/lib/db/fixed-statement';
import { grandTotalsAfter } from './grand-totals';
import { canonicalFormOf, GENESIS_HASH, wellFormedContent, type JournalChain, type JournalValue } from './record-hash';

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
 * Appends a record to its chain, in the caller's transaction: the chain's head is locked, the record takes the next
 * sequence number and follows the head's hash, and the perpetual grand totals move by what the record says
 * (grand-totals.ts). Call it last in a transaction: the head is the organisation's one lock, held until the commit,
 * so what comes before it must not wait on anything.
 *
 * The database does it all in one call (`journal_append`, migration 0033): the head locked and read, the record
 * written with its hash, the head moved. The hash is still the SHA-256 of the record's canonical form
 * (record-hash.ts): this process writes that form cut where the head's values go (previous hash, sequence, grand
 * totals), and PostgreSQL puts them in and hashes it. `journal:verify` recomputes every hash here, in JavaScript.
 */
export async function appendJournalRecord(tx: Tx, entry: JournalEntry): Promise<AppendedRecord> {
  const [row] = await appendStatement.run(tx, recordValues(entry));
  return { sequence: Number(row!.sequence), hash: row!.hash };
}

/**
 * The values of a record as `journal_append` takes them: its content, its deltas, and its canonical form cut where the
 * head's values go (`pieces`). `occurredAt`: the content's text for the time, when a statement of the caller fills it
 * (a mark, see saleRecordStep in features/orders/server/sale-record-step.ts); otherwise the entry's.
 */
export function recordValues(entry: JournalEntry, occurredAt = entry.occurredAt.toISOString()) {
  const recordedAt = new Date();
  // The grand totals move by the record alone (grand-totals.ts): their move is what they become from zero.
  const delta = grandTotalsAfter({ sales: 0, refunds: 0 }, entry.chain, entry.kind, entry.content);
  const marks = { previousHash: randomMark(), sequence: randomMark(), sales: randomMark(), refunds: randomMark() };
  const content = { ...wellFormedContent(entry.content), occurredAt, recordedAt: recordedAt.toISOString(), grandTotals: { refunds: marks.refunds, sales: marks.sales } };
  const form = canonicalFormOf({ chain: entry.chain, sequence: marks.sequence as unknown as number, kind: entry.kind, previousHash: marks.previousHash, content });
  // Its keys are sorted, so the marks come in journal_append's order.
  const pieces = cutAtMarks(form, [marks.refunds, marks.sales, marks.previousHash, marks.sequence]);
  return {
    clientId: entry.clientId,
    chain: entry.chain,
    kind: entry.kind,
    occurredAt: entry.occurredAt.toISOString(),
    recordedAt: recordedAt.toISOString(),
    subjectId: entry.subjectId,
    content: JSON.stringify(content),
    salesDelta: delta.sales,
    refundsDelta: delta.refunds,
    pieces: JSON.stringify(pieces),
  };
}

/**
 * The form cut at each quoted mark, each found once and in this order. Found by position, not by a pattern: a pattern
 * made of this record's marks would be compiled anew for every record, a sale's dearest step in this process at a rush.
 */
function cutAtMarks(form: string, marks: string[]): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const mark of marks) {
    const at = form.indexOf(`"${mark}"`, from);
    if (at < 0) throw new Error('journal: the canonical form holds its marks out of order');
    pieces.push(form.slice(from, at));
    from = at + mark.length + 2;
  }
  pieces.push(form.slice(from));
  if (pieces.some((piece) => marks.some((mark) => piece.includes(mark)))) throw new Error('journal: the canonical form holds a mark twice');
  return pieces;
}

const value = (name: string) => sql.placeholder(name);
const appendArguments = sql`${value('clientId')}::uuid, ${value('chain')}::journal_chain, ${value('kind')}::text, ${value('occurredAt')}::timestamptz,
  ${value('recordedAt')}::timestamptz, ${value('subjectId')}::uuid, ${value('content')}::jsonb, ${value('salesDelta')}::bigint, ${value('refundsDelta')}::bigint,
  array(select piece from jsonb_array_elements_text(${value('pieces')}::jsonb) with ordinality as pieces (piece, position) order by position)`;

const appendStatement = fixedStatement<{ sequence: number | string; hash: string }>('journal_append_record', () => sql`select sequence, hash from journal_append(${appendArguments})`);

/**
 * A mark no content holds by chance (122 random bits), written as a JSON string the canonical form keeps as is. A
 * random UUID comes from the process's cached entropy: four calls to the system's generator per record cost more.
 */
export const randomMark = () => `m-${randomUUID()}`;

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
