import type { Db } from '@/lib/db';
import { journalChecks } from '@/lib/db/schema';
import { journalTechnicalEvent } from '@/lib/journal/technical-event';
import { verifyChains, type ChainCheck } from '@/lib/journal/verify-chain';
import { reportError } from '@/lib/monitoring/report-error';
import type { CheckedChain, JournalCheckSource } from '../types';

export interface RecordedJournalCheck {
  clientId: string;
  intact: boolean;
  chains: CheckedChain[];
}

const summaryOf = (check: ChainCheck): CheckedChain => ({ chain: check.chain, records: check.records, lastSequence: check.lastSequence, grandTotals: check.grandTotals, firstBreak: check.firstBreak });

/** The chains of each organisation checked, in the order verifyChains gives them; `clientId` asked: that one, even without a chain yet. */
function byOrganisation(checks: ChainCheck[], clientId?: string): Map<string, CheckedChain[]> {
  const organisations = new Map<string, CheckedChain[]>(clientId ? [[clientId, []]] : []);
  for (const check of checks) organisations.set(check.clientId, [...(organisations.get(check.clientId) ?? []), summaryOf(check)]);
  return organisations;
}

/**
 * Checks the chains (every organisation's, or one's) and keeps what was found: one `journal_checks` row per
 * organisation, which the admins' screen shows, and a `journalCheck` event on its technical chain, which the law
 * asks for. A broken chain is reported to Sentry (with the log) too: nobody may wait for an admin to look.
 * Each organisation's row and event are one transaction, so a check is never kept without its event.
 */
export async function checkAndRecordJournal(db: Db, source: JournalCheckSource, clientId?: string, userId: string | null = null): Promise<RecordedJournalCheck[]> {
  const recorded: RecordedJournalCheck[] = [];
  for (const [organisation, chains] of byOrganisation(await verifyChains(db, clientId), clientId)) {
    const intact = chains.every((chain) => chain.firstBreak === null);
    const breaks = chains.flatMap((chain) => (chain.firstBreak ? [{ chain: chain.chain, ...chain.firstBreak }] : []));
    await db.transaction(async (tx) => {
      await tx.insert(journalChecks).values({ clientId: organisation, source, intact, chains });
      await journalTechnicalEvent(tx, { clientId: organisation, kind: 'journalCheck', userId, subjectId: null, details: { source, intact, chains: chains.map((chain) => ({ chain: chain.chain, records: chain.records })), breaks } });
    });
    for (const broken of breaks) await reportError(new Error(`journal chain broken: ${broken.chain} at record ${broken.sequence} (${broken.reason})`), { clientId: organisation, source, ...broken });
    recorded.push({ clientId: organisation, intact, chains });
  }
  return recorded;
}
