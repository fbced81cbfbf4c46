import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { journalHeads, journalRecords } from '@/lib/db/schema';
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
 * One statement does it all (the head locked and read, the record written with its hash, the head moved): between
 * the lock and the commit there is one round trip, which no busy server process can stretch. The hash is still the
 * SHA-256 of the record's canonical form (record-hash.ts): this process writes that form with a mark where the head's
 * values go (previous hash, sequence, grand totals), and PostgreSQL puts them in and hashes it. `journal:verify`
 * recomputes every hash here, in JavaScript.
 */
export async function appendJournalRecord(tx: Tx, entry: JournalEntry): Promise<AppendedRecord> {
  const appended = await appendToHead(tx, entry);
  if (appended) return appended;
  // The chain's first record: its head is made first (locked until the commit), then the record follows it.
  await lockJournalHead(tx, entry.clientId, entry.chain);
  return (await appendToHead(tx, entry))!;
}

async function appendToHead(tx: Tx, entry: JournalEntry): Promise<AppendedRecord | null> {
  const recordedAt = new Date();
  // The grand totals move by the record alone (grand-totals.ts): their move is what they become from zero.
  const delta = grandTotalsAfter({ sales: 0, refunds: 0 }, entry.chain, entry.kind, entry.content);
  const marks = { previousHash: randomMark(), sequence: randomMark(), sales: randomMark(), refunds: randomMark() };
  const content = { ...wellFormedContent(entry.content), occurredAt: entry.occurredAt.toISOString(), recordedAt: recordedAt.toISOString(), grandTotals: { refunds: marks.refunds, sales: marks.sales } };
  const form = canonicalFormOf({ chain: entry.chain, sequence: marks.sequence as unknown as number, kind: entry.kind, previousHash: marks.previousHash, content });
  // The form cut at each quoted mark: its keys are sorted, so the marks come in the statement's order.
  const pieces = form.split(new RegExp(`"(${Object.values(marks).join('|')})"`));
  const order = [marks.refunds, marks.sales, marks.previousHash, marks.sequence];
  if (pieces.length !== 9 || order.some((mark, index) => pieces[2 * index + 1] !== mark)) throw new Error('journal: the canonical form holds its marks out of order');
  const [row] = await appendStatement.run(tx, {
    clientId: entry.clientId,
    chain: entry.chain,
    kind: entry.kind,
    occurredAt: entry.occurredAt.toISOString(),
    recordedAt: recordedAt.toISOString(),
    subjectId: entry.subjectId,
    content: JSON.stringify(content),
    salesDelta: delta.sales,
    refundsDelta: delta.refunds,
    ...Object.fromEntries([0, 1, 2, 3, 4].map((index) => [`piece${index}`, pieces[2 * index]])),
  });
  return row ? { sequence: Number(row.sequence), hash: row.hash } : null;
}

const value = (name: string) => sql.placeholder(name);

/**
 * The record's canonical form with the head's values in place of the marks (in the form's order: the grand totals'
 * refunds and sales, the previous hash, the sequence), hashed by PostgreSQL.
 */
const canonicalForm = sql`${value('piece0')}::text || (head.grand_total_refunds + ${value('refundsDelta')}::bigint)::text
  || ${value('piece1')}::text || (head.grand_total_sales + ${value('salesDelta')}::bigint)::text
  || ${value('piece2')}::text || '"' || head.last_hash || '"'
  || ${value('piece3')}::text || (head.last_sequence + 1)::text
  || ${value('piece4')}::text`;

const appendStatement = fixedStatement<{ sequence: number | string; hash: string }>(
  'journal_append_record',
  () => sql`with head as (
      select last_sequence, last_hash, grand_total_sales, grand_total_refunds from ${journalHeads}
      where client_id = ${value('clientId')}::uuid and chain = ${value('chain')}::journal_chain for update
    ), record as (
      insert into ${journalRecords} (client_id, chain, sequence, kind, occurred_at, recorded_at, subject_id, content, previous_hash, hash)
      select ${value('clientId')}::uuid, ${value('chain')}::journal_chain, head.last_sequence + 1, ${value('kind')}::text, ${value('occurredAt')}::timestamptz, ${value('recordedAt')}::timestamptz, ${value('subjectId')}::uuid,
        jsonb_set(${value('content')}::jsonb, '{grandTotals}', jsonb_build_object('refunds', head.grand_total_refunds + ${value('refundsDelta')}::bigint, 'sales', head.grand_total_sales + ${value('salesDelta')}::bigint)),
        head.last_hash, encode(sha256(convert_to(${canonicalForm}, 'UTF8')), 'hex')
      from head
      returning sequence, hash
    )
    update ${journalHeads} set last_sequence = record.sequence, last_hash = record.hash,
      grand_total_sales = head.grand_total_sales + ${value('salesDelta')}::bigint, grand_total_refunds = head.grand_total_refunds + ${value('refundsDelta')}::bigint, updated_at = ${value('recordedAt')}::timestamptz
    from head, record
    where ${journalHeads.clientId} = ${value('clientId')}::uuid and ${journalHeads.chain} = ${value('chain')}::journal_chain
    returning record.sequence, record.hash`,
);

/** A mark no content holds by chance (128 random bits), written as a JSON string the canonical form keeps as is. */
const randomMark = () => `m${randomBytes(16).toString('hex')}`;

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
