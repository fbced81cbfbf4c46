import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Executor } from '@/lib/db';
import { journalRecords } from '@/lib/db/schema';
import { ARCHIVE_FILES, ARCHIVE_FORMAT, partOf, toJsonLines, type ArchivedRecord, type ArchiveManifest } from '@/lib/journal/archive-contents';
import type { JournalValue } from '@/lib/journal/record-hash';
import { businessDayEnd, dayBefore } from '../business-day';
import { isWithin } from '../closing-model';

export type ArchivePeriod = 'month' | 'year';

type RecordRow = typeof journalRecords.$inferSelect;

export interface ArchiveSource {
  organisation: { id: string; name: string };
  period: ArchivePeriod;
  key: string;
  keyId: string;
  /** The organisation's closing of the period (standId null). */
  closing: RecordRow;
}

/**
 * The archive file of a closed period (docs/journal.md, "Archives"): a zip of
 * - sales.jsonl: the sales chain's records of the closing's range, firstSequence..lastSequence;
 * - closings.jsonl: every closing (of every stand and the organisation) whose key lies in the period, and the period's
 *   own, which comes after the range it sums;
 * - technical.jsonl: the technical chain's records made during the period's business days (its first day's 06:00 to
 *   the next period's first 06:00, Paris): consecutive periods' archives then hold the whole chain, each event once;
 * - manifest.json: what the files hold and where they sit in their chains.
 */
export async function buildArchive(db: Executor, source: ArchiveSource): Promise<{ zip: Uint8Array; manifest: ArchiveManifest }> {
  const clientId = source.organisation.id;
  const content = source.closing.content as { firstSequence: number; lastSequence: number };
  const span = businessSpanOf(source.period, source.key);
  const ofChain = (chain: 'sales' | 'technical') => and(eq(journalRecords.clientId, clientId), eq(journalRecords.chain, chain));
  const [sales, closingRows, technical] = await Promise.all([
    db
      .select()
      .from(journalRecords)
      .where(and(ofChain('sales'), gte(journalRecords.sequence, content.firstSequence), sql`${journalRecords.sequence} <= ${content.lastSequence}`))
      .orderBy(asc(journalRecords.sequence)),
    db
      .select()
      .from(journalRecords)
      .where(and(ofChain('sales'), eq(journalRecords.kind, 'closing'), sql`${journalRecords.content} ->> 'key' like ${`${source.key}%`}`))
      .orderBy(asc(journalRecords.sequence)),
    db
      .select()
      .from(journalRecords)
      .where(and(ofChain('technical'), gte(journalRecords.recordedAt, span.from), lt(journalRecords.recordedAt, span.to)))
      .orderBy(asc(journalRecords.sequence)),
  ]);
  const closings = closingRows.filter((row) => {
    const key = (row.content as { key: string }).key;
    return key === source.key || isWithin(key, source.key);
  });
  const parts = { sales: sales.map(archivedOf), closings: closings.map(archivedOf), technical: technical.map(archivedOf) };
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    organisation: source.organisation,
    period: source.period,
    key: source.key,
    keyId: source.keyId,
    closing: { sequence: source.closing.sequence, hash: source.closing.hash, firstSequence: content.firstSequence, lastSequence: content.lastSequence },
    technicalSpan: { from: span.from.toISOString(), to: span.to.toISOString() },
    parts: {
      sales: partOf(ARCHIVE_FILES.sales, parts.sales),
      closings: partOf(ARCHIVE_FILES.closings, parts.closings),
      technical: partOf(ARCHIVE_FILES.technical, parts.technical),
    },
  };
  // The entries' time is the closing's, so the same period always zips to the same bytes.
  const mtime = source.closing.recordedAt;
  const zip = zipSync(
    {
      [ARCHIVE_FILES.manifest]: strToU8(`${JSON.stringify(manifest, null, 2)}\n`),
      [ARCHIVE_FILES.sales]: strToU8(toJsonLines(parts.sales)),
      [ARCHIVE_FILES.closings]: strToU8(toJsonLines(parts.closings)),
      [ARCHIVE_FILES.technical]: strToU8(toJsonLines(parts.technical)),
    },
    { level: 6, mtime },
  );
  return { zip, manifest };
}

function archivedOf(row: RecordRow): ArchivedRecord {
  return {
    id: row.id,
    clientId: row.clientId,
    chain: row.chain,
    sequence: row.sequence,
    kind: row.kind,
    occurredAt: row.occurredAt.toISOString(),
    recordedAt: row.recordedAt.toISOString(),
    subjectId: row.subjectId,
    content: row.content as { [key: string]: JournalValue },
    previousHash: row.previousHash,
    hash: row.hash,
  };
}

/** The period's business days: from its first day's 06:00 (Paris) to the next period's first day's 06:00. */
export function businessSpanOf(period: ArchivePeriod, key: string): { from: Date; to: Date } {
  const first = period === 'month' ? `${key}-01` : `${key}-01-01`;
  const [year, month] = key.split('-').map(Number) as [number, number];
  const next = period === 'year' ? `${year + 1}-01-01` : month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from: businessDayEnd(dayBefore(first)), to: businessDayEnd(dayBefore(next)) };
}
