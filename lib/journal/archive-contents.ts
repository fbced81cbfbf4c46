import type { JournalChain, JournalValue } from './record-hash';

/** Bumped when the files of an archive change shape; the auditor refuses a format it does not know. */
export const ARCHIVE_FORMAT = 1;

/** A journal record as an archive keeps it: every column of journal_records, times ISO 8601, content as stored. */
export interface ArchivedRecord {
  id: string;
  clientId: string;
  chain: JournalChain;
  sequence: number;
  kind: string;
  occurredAt: string;
  recordedAt: string;
  subjectId: string | null;
  content: { [key: string]: JournalValue };
  previousHash: string;
  hash: string;
}

/** One file of records: where it sits in its chain, so the auditor checks it links and nothing is missing at the ends. */
export interface ArchivePart {
  file: string;
  count: number;
  firstSequence: number | null;
  lastSequence: number | null;
  /** The first record's previousHash (what the part follows) and hash, the last record's hash; null when empty. */
  previousHash: string | null;
  firstHash: string | null;
  lastHash: string | null;
}

export interface ArchiveManifest {
  format: number;
  organisation: { id: string; name: string };
  period: 'month' | 'year';
  key: string;
  /** The platform key that signs the archive's hash (docs/journal-signing-keys.md). */
  keyId: string;
  /** The organisation's closing of the period: its sales chain range is the `sales` part's. */
  closing: { sequence: number; hash: string; firstSequence: number; lastSequence: number };
  /** The technical part's span: the period's business days, [from, to). */
  technicalSpan: { from: string; to: string };
  parts: { sales: ArchivePart; closings: ArchivePart; technical: ArchivePart };
}

export const ARCHIVE_FILES = { sales: 'sales.jsonl', closings: 'closings.jsonl', technical: 'technical.jsonl', manifest: 'manifest.json' } as const;

export const toJsonLines = (records: ArchivedRecord[]): string => records.map((record) => `${JSON.stringify(record)}\n`).join('');

export const fromJsonLines = (text: string): ArchivedRecord[] =>
  text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as ArchivedRecord);

/** The manifest's summary of a part, from its records in sequence order. */
export function partOf(file: string, records: ArchivedRecord[]): ArchivePart {
  const first = records[0];
  const last = records.at(-1);
  return {
    file,
    count: records.length,
    firstSequence: first?.sequence ?? null,
    lastSequence: last?.sequence ?? null,
    previousHash: first?.previousHash ?? null,
    firstHash: first?.hash ?? null,
    lastHash: last?.hash ?? null,
  };
}
