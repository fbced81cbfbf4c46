// The journal's answer shapes, for screens that do not validate (no zod here).

export type JournalCheckSource = 'job' | 'request' | 'script';
export type JournalChainName = 'sales' | 'technical' | 'training';
export type ChainBreakReason = 'sequenceGap' | 'previousHashMismatch' | 'hashMismatch' | 'grandTotalsMismatch' | 'headMismatch';

/** One chain as a check saw it (what `journal_checks.chains` holds, one per chain). */
export interface CheckedChain {
  chain: JournalChainName;
  records: number;
  lastSequence: number;
  grandTotals: { sales: number; refunds: number };
  firstBreak: { sequence: number; recordId: string | null; reason: ChainBreakReason } | null;
}

/** `GET /v1/journal/checks`: an organisation's last check, for the platform's admins. */
export interface JournalCheckView {
  clientId: string;
  clientName: string;
  checkedAt: string;
  source: JournalCheckSource;
  intact: boolean;
  chains: CheckedChain[];
}
