import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { journalHeads, journalRecords } from '@/lib/db/schema';
import { grandTotalsAfter, type GrandTotals } from './grand-totals';
import { GENESIS_HASH, recordHashOf, type JournalChain, type JournalValue } from './record-hash';

/** Why a chain is broken at a record (docs/journal.md). */
export type ChainBreakReason = 'sequenceGap' | 'previousHashMismatch' | 'hashMismatch' | 'grandTotalsMismatch' | 'headMismatch';

export interface ChainBreak {
  /** The first record found wrong (for headMismatch: the head's last sequence). */
  sequence: number;
  recordId: string | null;
  reason: ChainBreakReason;
}

export interface ChainCheck {
  clientId: string;
  chain: JournalChain;
  records: number;
  lastSequence: number;
  grandTotals: GrandTotals;
  firstBreak: ChainBreak | null;
}

const PAGE = 1000;

/**
 * Recomputes a chain from its first record: every sequence follows the previous one, every record follows the
 * previous hash, every hash is its canonical form's, every record's grand totals follow from the one before; then
 * the head names the last record (a record removed from the end is found too). Stops at the first break.
 */
export async function verifyChain(db: Executor, clientId: string, chain: JournalChain): Promise<ChainCheck> {
  let previousHash = GENESIS_HASH;
  let totals: GrandTotals = { sales: 0, refunds: 0 };
  let sequence = 0;
  const broken = (at: ChainBreak): ChainCheck => ({ clientId, chain, records: sequence, lastSequence: sequence, grandTotals: totals, firstBreak: at });
  for (;;) {
    const page = await db
      .select()
      .from(journalRecords)
      .where(and(eq(journalRecords.clientId, clientId), eq(journalRecords.chain, chain), gt(journalRecords.sequence, sequence)))
      .orderBy(asc(journalRecords.sequence))
      .limit(PAGE);
    for (const record of page) {
      const at = { sequence: record.sequence, recordId: record.id };
      if (record.sequence !== sequence + 1) return broken({ ...at, sequence: sequence + 1, reason: 'sequenceGap' });
      if (record.previousHash !== previousHash) return broken({ ...at, reason: 'previousHashMismatch' });
      const content = record.content as { [key: string]: JournalValue };
      if (recordHashOf({ chain, sequence: record.sequence, kind: record.kind, previousHash: record.previousHash, content }) !== record.hash) return broken({ ...at, reason: 'hashMismatch' });
      const after = grandTotalsAfter(totals, chain, record.kind, content);
      const written = content.grandTotals as Partial<GrandTotals> | undefined;
      if (written?.sales !== after.sales || written.refunds !== after.refunds) return broken({ ...at, reason: 'grandTotalsMismatch' });
      totals = after;
      previousHash = record.hash;
      sequence = record.sequence;
    }
    if (page.length < PAGE) break;
  }
  const [head] = await db.select().from(journalHeads).where(and(eq(journalHeads.clientId, clientId), eq(journalHeads.chain, chain)));
  const headAgrees = head ? head.lastSequence === sequence && head.lastHash === previousHash && head.grandTotalSales === totals.sales && head.grandTotalRefunds === totals.refunds : sequence === 0;
  if (!headAgrees) return broken({ sequence: head?.lastSequence ?? 0, recordId: null, reason: 'headMismatch' });
  return { clientId, chain, records: sequence, lastSequence: sequence, grandTotals: totals, firstBreak: null };
}

/** Every chain of every organisation (or of one), as `npm run journal:verify` and the daily job check them. */
export async function verifyChains(db: Executor, clientId?: string): Promise<ChainCheck[]> {
  const heads = await db
    .select({ clientId: journalHeads.clientId, chain: journalHeads.chain })
    .from(journalHeads)
    .where(clientId ? eq(journalHeads.clientId, clientId) : undefined)
    .orderBy(asc(journalHeads.clientId), asc(journalHeads.chain));
  const checks: ChainCheck[] = [];
  for (const head of heads) checks.push(await verifyChain(db, head.clientId, head.chain));
  return checks;
}
