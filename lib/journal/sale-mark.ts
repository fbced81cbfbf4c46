import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { journalRecords } from '@/lib/db/schema';
import { shortHashOf } from './short-hash';

/** What a receipt prints of its sale's record (« Journal n° 128 · 3F9A0C1B »). */
export interface JournalMark {
  sequence: number;
  /** The hash's first 8 hex characters, upper case. */
  shortHash: string;
}


/** What a receipt prints of the sale's record: its sequence number and short hash. */
export function journalMarkOf(record: { sequence: number; hash: string }): JournalMark {
  return { sequence: record.sequence, shortHash: shortHashOf(record.hash) };
}

/**
 * The sale records of these orders, by order id (one per sale: the record's subject is the order). An order that was
 * never a paid sale has none, and its receipt prints no mark.
 */
export async function saleMarksOf(db: Executor, orders: { id: string; clientId: string }[]): Promise<Map<string, JournalMark>> {
  if (!orders.length) return new Map();
  const clientIds = [...new Set(orders.map((order) => order.clientId))];
  const rows = await db
    .select({ subjectId: journalRecords.subjectId, sequence: journalRecords.sequence, hash: journalRecords.hash })
    .from(journalRecords)
    .where(and(inArray(journalRecords.clientId, clientIds), eq(journalRecords.chain, 'sales'), eq(journalRecords.kind, 'sale'), inArray(journalRecords.subjectId, orders.map((order) => order.id))));
  return new Map(rows.map((row) => [row.subjectId!, journalMarkOf(row)]));
}
