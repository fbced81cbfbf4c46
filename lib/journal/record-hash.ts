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

/** A lone UTF-16 surrogate, which JCS refuses and the database stores as U+FFFD. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The content as the record keeps it: every string well-formed (a lone surrogate typed into a refund's reason becomes
 * U+FFFD, as the database would store it), so that the hashed form and the stored one are the same text.
 */
export function wellFormedContent<T extends JournalValue>(value: T): T {
  if (typeof value === 'string') return value.replace(loneSurrogate, '\uFFFD') as T;
  if (Array.isArray(value)) return value.map((item) => wellFormedContent(item)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [wellFormedContent(key), wellFormedContent(item)])) as T;
  return value;
}

function assertIntegersOnly(value: JournalValue, path: string): void {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) throw new Error(`journal: ${path} is not an integer (${value})`);
  if (Array.isArray(value)) value.forEach((item, index) => assertIntegersOnly(item, `${path}.${index}`));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) assertIntegersOnly(item, `${path}.${key}`);
}
