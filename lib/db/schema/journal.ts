import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';

/**
 * The organisation's chains (issue #27, docs/journal.md): `sales` (what the tills took and gave back, the law's
 * "données d'encaissement"), `technical` (sign-ins, exports, checks, closings…) and `training` (the sales of the
 * training mode, in no total).
 */
export const journalChain = pgEnum('journal_chain', ['sales', 'technical', 'training']);

/**
 * One record of an organisation's append-only journal. Never updated nor deleted (a trigger refuses it, migration
 * 0026): a correction is a new record. `content` holds what was recorded with integers and ISO strings only, so that
 * its canonical form (RFC 8785) is the same read back from jsonb; `hash` is SHA-256 over the canonical form of
 * { chain, sequence, kind, previousHash, content } (lib/journal/record-hash.ts). No foreign key to the stands, events
 * or users it names: the journal outlives them (kept six years).
 */
export const journalRecords = pgTable(
  'journal_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    chain: journalChain('chain').notNull(),
    /** 1, 2, 3… per organisation and chain, with no gap. */
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    /** When it happened (a sale's soldAt: offline, before it arrived). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    /** What the record is about (an order, a refund, a cash movement…), to find its record again. */
    subjectId: uuid('subject_id'),
    content: jsonb('content').notNull(),
    /** The previous record's hash; '0' × 64 for the first record of a chain. */
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    uniqueIndex('journal_records_sequence').on(table.clientId, table.chain, table.sequence),
    uniqueIndex('journal_records_subject').on(table.clientId, table.chain, table.kind, table.subjectId),
    check('journal_records_sequence_positive', sql`${table.sequence} > 0`),
  ],
);

/**
 * The end of each chain: its last sequence and hash, and the perpetual grand totals (never reset). Locked FOR
 * UPDATE by whoever appends, last in their transaction, so that concurrent sales make one unbroken chain.
 */
export const journalHeads = pgTable(
  'journal_heads',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    chain: journalChain('chain').notNull(),
    lastSequence: bigint('last_sequence', { mode: 'number' }).notNull().default(0),
    lastHash: text('last_hash').notNull(),
    /** Cents, VAT included, since the first record: what the sales took, and what refunds gave back. */
    grandTotalSales: bigint('grand_total_sales', { mode: 'number' }).notNull().default(0),
    grandTotalRefunds: bigint('grand_total_refunds', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.chain] })],
);

/** Who asked for a check of the chains: the daily job, a manager (GET /v1/journal/verification), the script. */
export const journalCheckSource = pgEnum('journal_check_source', ['job', 'request', 'script']);

/**
 * One check of an organisation's chains (lib/journal/verify-chain.ts), kept so the platform's admins see the last
 * check of each organisation and when a chain broke. `chains` holds each chain's records, grand totals and first break.
 */
export const journalChecks = pgTable(
  'journal_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    source: journalCheckSource('source').notNull(),
    /** Every chain unbroken, its head agreeing. */
    intact: boolean('intact').notNull(),
    chains: jsonb('chains').notNull(),
  },
  (table) => [index('journal_checks_client_checked').on(table.clientId, table.checkedAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A closed period's archive (issue #27, docs/journal.md): its records of every chain, its closings and the technical
 * events, as one file with its SHA-256 and the platform's Ed25519 signature of that hash. Kept six years, never
 * changed (the append-only trigger, migration 0028): the organisation downloads it for an auditor.
 */
export const journalArchives = pgTable(
  'journal_archives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    /** `month` or `year`, and its key (`2026-11`, `2026`). */
    period: text('period').notNull(),
    periodKey: text('period_key').notNull(),
    /** The sales chain's records it holds, first and last sequence. */
    firstSequence: bigint('first_sequence', { mode: 'number' }).notNull(),
    lastSequence: bigint('last_sequence', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The archive file (a zip) and its SHA-256, lower-case hex. */
    file: bytea('file').notNull(),
    hash: text('hash').notNull(),
    /** Ed25519 over the hash's bytes, base64; `keyId` names the platform key that signed (its public part in docs/). */
    signature: text('signature').notNull(),
    keyId: text('key_id').notNull(),
  },
  (table) => [uniqueIndex('journal_archives_period').on(table.clientId, table.period, table.periodKey)],
);
