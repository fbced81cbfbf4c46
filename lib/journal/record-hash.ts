import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/** The chains of an organisation's journal (lib/db/schema/journal.ts). */
export type JournalChain = 'sales' | 'technical' | 'training';

/** What a record's content may hold: integers (cents, counts, basis points), strings (ISO times, ids), no floats. */
export type JournalValue = string | number | boolean | null | JournalValue[] | { [key: string]: JournalValue };

/** The hashed part of a record: everything an auditor needs to recompute its hash from the row (docs/journal.md). */
export interface HashedRecord {
  chain: JournalChain;
  sequence: number;
  kind: string;
  previousHash: string;
  content: { [key: string]: JournalValue };
}

/** The first record of a chain follows this hash. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * The record's canonical form: RFC 8785 (JSON Canonicalization Scheme: keys sorted, no spaces, numbers as
 * ECMAScript prints them). Floats are refused: every figure is an integer, so any implementation prints it alike.
 */
export function canonicalFormOf(record: HashedRecord): string {
  assertIntegersOnly(record.content, 'content');
  return canonicalize(record)!;
}

/** SHA-256 of the canonical form, lower-case hex. */
export function recordHashOf(record: HashedRecord): string {
  return createHash('sha256').update(canonicalFormOf(record), 'utf8').digest('hex');
}

function assertIntegersOnly(value: JournalValue, path: string): void {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) throw new Error(`journal: ${path} is not an integer (${value})`);
  if (Array.isArray(value)) value.forEach((item, index) => assertIntegersOnly(item, `${path}.${index}`));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) assertIntegersOnly(item, `${path}.${key}`);
}
