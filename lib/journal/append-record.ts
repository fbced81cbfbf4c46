import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { journalHeads, journalRecords } from '@/lib/db/schema';
import { selectRows } from '@/lib/db/select-rows';
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
  const headValue: Record<string, SQL> = {
    [marks.previousHash]: sql`'"' || head.last_hash || '"'`,
    [marks.sequence]: sql`(head.last_sequence + 1)::text`,
    [marks.sales]: sql`(head.grand_total_sales + ${delta.sales}::bigint)::text`,
    [marks.refunds]: sql`(head.grand_total_refunds + ${delta.refunds}::bigint)::text`,
  };
  // The form cut at each quoted mark, the head's value in its place.
  const pieces = form.split(new RegExp(`"(${Object.values(marks).join('|')})"`)).map((piece, index) => (index % 2 ? headValue[piece]! : sql`${piece}::text`));
  const canonicalForm = sql.join(pieces, sql` || `);
  const rows = await selectRows<{ sequence: number | string; hash: string }>(
    tx,
    sql`with head as (
      select last_sequence, last_hash, grand_total_sales, grand_total_refunds from ${journalHeads}
      where client_id = ${entry.clientId} and chain = ${entry.chain} for update
    ), record as (
      insert into ${journalRecords} (client_id, chain, sequence, kind, occurred_at, recorded_at, subject_id, content, previous_hash, hash)
      select ${entry.clientId}, ${entry.chain}, head.last_sequence + 1, ${entry.kind}, ${entry.occurredAt}, ${recordedAt}, ${entry.subjectId},
        jsonb_set(${JSON.stringify(content)}::jsonb, '{grandTotals}', jsonb_build_object('refunds', head.grand_total_refunds + ${delta.refunds}::bigint, 'sales', head.grand_total_sales + ${delta.sales}::bigint)),
        head.last_hash, encode(sha256(convert_to(${canonicalForm}, 'UTF8')), 'hex')
      from head
      returning sequence, hash
    )
    update ${journalHeads} set last_sequence = record.sequence, last_hash = record.hash,
      grand_total_sales = head.grand_total_sales + ${delta.sales}::bigint, grand_total_refunds = head.grand_total_refunds + ${delta.refunds}::bigint, updated_at = ${recordedAt}
    from head, record
    where ${journalHeads.clientId} = ${entry.clientId} and ${journalHeads.chain} = ${entry.chain}
    returning record.sequence, record.hash`,
  );
  const [row] = rows;
  return row ? { sequence: Number(row.sequence), hash: row.hash } : null;
}

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
