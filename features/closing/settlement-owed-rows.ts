// The "who owes whom" lines as the screen, the PDF and the CSV print them: one list of sections and rows, each
// with the translation key of its label (closing.settlement.owed.*), so that the three say the same thing.
import type { SettlementOwed, SettlementPayout } from './settlement-types';

export type OwedSectionKey = 'cash' | 'platformPayout' | 'online' | 'venue' | 'agent';

export type OwedRowKey =
  | 'changeFund'
  | 'cashTakings'
  | 'cashIn'
  | 'cashOut'
  | 'paidToVenue'
  | 'cashExpected'
  | 'cashCounted'
  | 'cashDifference'
  | 'cardGross'
  | 'cardRefunded'
  | 'platformCommission'
  | 'payoutNet'
  | 'payoutDeductions'
  | 'payoutAmount'
  | 'onlineGross'
  | 'onlineRefunded'
  | 'onlineNet'
  | 'venueTotal'
  | 'venuePaidInCash'
  | 'venueOwed'
  | 'agentOwed';

export interface OwedRow {
  /** closing.settlement.owed.rows.{key} */
  key: OwedRowKey;
  /** Cents; null when not known (a drawer not counted). */
  amount: number | null;
  /** The line to act on: the sum that moves. */
  strong?: boolean;
  /** A difference: signed and toned. */
  difference?: boolean;
}

export interface OwedSection {
  key: OwedSectionKey;
  rows: OwedRow[];
  /** A sentence under the rows (closing.settlement.owed.notes.{key}) about the payout's date (YYYY-MM-DD). */
  note?: { key: 'payoutDue' | 'payoutPaid'; dueAt: string };
}

/** The sections of the owed lines, in the order a tour manager settles them, with the payout as it stands now. */
export function owedSections(owed: SettlementOwed, payout: SettlementPayout | null): OwedSection[] {
  const sections: OwedSection[] = [];
  if (owed.cash) {
    const { cash } = owed;
    sections.push({
      key: 'cash',
      rows: [
        { key: 'changeFund', amount: cash.changeFund },
        { key: 'cashTakings', amount: cash.cashTakings },
        // The movements, so that the drawer balances on paper: shown when there were any.
        ...(cash.cashIn ? [{ key: 'cashIn' as const, amount: cash.cashIn }] : []),
        ...(cash.cashOut ? [{ key: 'cashOut' as const, amount: -cash.cashOut }] : []),
        ...(cash.paidToVenue ? [{ key: 'paidToVenue' as const, amount: -cash.paidToVenue }] : []),
        { key: 'cashExpected', amount: cash.expected },
        { key: 'cashCounted', amount: cash.counted, strong: true },
        { key: 'cashDifference', amount: cash.difference, difference: true },
      ],
    });
  }
  if (owed.platformPayout) {
    const figures = owed.platformPayout;
    const rows: OwedRow[] = [
      { key: 'cardGross', amount: figures.gross },
      { key: 'cardRefunded', amount: -figures.refunded },
      { key: 'platformCommission', amount: -figures.commission },
      { key: 'payoutNet', amount: figures.net, strong: !payout?.deductions },
    ];
    if (payout?.deductions) rows.push({ key: 'payoutDeductions', amount: -payout.deductions }, { key: 'payoutAmount', amount: payout.amount, strong: true });
    sections.push({ key: 'platformPayout', rows, note: payout ? { key: payout.status === 'paid' ? 'payoutPaid' : 'payoutDue', dueAt: payout.dueAt } : undefined });
  }
  if (owed.online) {
    const figures = owed.online;
    sections.push({
      key: 'online',
      rows: [
        { key: 'onlineGross', amount: figures.gross },
        { key: 'onlineRefunded', amount: -figures.refunded },
        { key: 'platformCommission', amount: -figures.commission },
        { key: 'onlineNet', amount: figures.net, strong: true },
      ],
    });
  }
  if (owed.venue) {
    sections.push({
      key: 'venue',
      rows: [
        { key: 'venueTotal', amount: owed.venue.total },
        ...(owed.venue.paidInCash ? [{ key: 'venuePaidInCash' as const, amount: -owed.venue.paidInCash }] : []),
        { key: 'venueOwed', amount: owed.venue.owedByTransfer, strong: true },
      ],
    });
  }
  if (owed.agent) sections.push({ key: 'agent', rows: [{ key: 'agentOwed', amount: owed.agent.total, strong: true }] });
  return sections;
}
