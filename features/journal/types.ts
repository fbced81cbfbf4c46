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

import type { ClosingFigures, ClosingPeriod } from './closing-model';

/** A closing (Z report) as the API answers it: GET /v1/journal/closings, POST /v1/stands/{id}/closings. */
export interface ClosingView {
  /** Its place in the organisation's sales chain, and its hash. */
  sequence: number;
  hash: string;
  recordedAt: string;
  /** null: the organisation's closing (every stand and the shops). */
  standId: string | null;
  eventId: string | null;
  period: ClosingPeriod;
  key: string;
  /** The scope's closings of that period are numbered 1, 2, 3… (Z n°). */
  number: number;
  closedBy: string | null;
  /** The sales chain's records it covers (a stand's closing counts that stand's among them). */
  firstSequence: number;
  lastSequence: number;
  figures: ClosingFigures;
  /** Sales less refunds, VAT included. */
  net: number;
  /** The scope's running totals for this period, never reset. */
  cumulative: { sales: number; refunds: number; net: number };
}

/** A closing in the managers' list: its stand's name beside it (null for the organisation's, or a stand since deleted). */
export type ClosingListItem = ClosingView & { standName: string | null };

/** An archive as listed (GET /v1/journal/archives): everything but the file, which is downloaded on its own. */
export interface ArchiveView {
  id: string;
  period: 'month' | 'year';
  key: string;
  firstSequence: number;
  lastSequence: number;
  /** SHA-256 of the file, lower-case hex; `signature` is Ed25519 over this hex string, base64, by the key `keyId`. */
  hash: string;
  signature: string;
  keyId: string;
  createdAt: string;
  /** The file's size in bytes. */
  size: number;
}
