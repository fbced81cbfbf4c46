import { CASH_ACCOUNT, paymentAccount, salesAccount, TRANSIT_ACCOUNT, vatCollectedAccount, type FecAccount } from './fec-accounts';

/** A sales chain record as the export reads it (journal_records, docs/journal.md for the content of each kind). */
export interface FecSourceRecord {
  sequence: number;
  kind: string;
  occurredAt: Date;
  recordedAt: Date;
  content: unknown;
}

export interface FecEntryLine {
  account: FecAccount;
  /** Cents, one of the two zero. */
  debit: number;
  credit: number;
}

/** One accounting entry (one EcritureNum): a sale, a refund or a cash movement, balanced. */
export interface FecEntry {
  journal: { code: string; label: string };
  occurredAt: Date;
  validatedAt: Date;
  pieceRef: string;
  label: string;
  lines: FecEntryLine[];
}

interface RateFigures {
  rate: number;
  base: number;
  vat: number;
}
interface SaleContent {
  receiptNumber: string;
  channel: string;
  totals: { vatByRate: RateFigures[] };
  payments: { method: string; amount: number }[];
}
interface RefundContent {
  refundId: string;
  ticketNumber: number | null;
  method: string;
  vatByRate: RateFigures[];
}
interface CashMovementContent {
  movementId: string;
  direction: 'in' | 'out';
  amount: number;
  reason: string | null;
}

const SALES_JOURNAL = { code: 'VE', label: 'Ventes' };
const CASH_JOURNAL = { code: 'CA', label: 'Caisse' };

const debit = (account: FecAccount, amount: number): FecEntryLine => ({ account, debit: amount, credit: 0 });
const credit = (account: FecAccount, amount: number): FecEntryLine => ({ account, debit: 0, credit: amount });

/**
 * The sales of each rate (excl. VAT) and the VAT collected on them, on the credit side for a sale; lowest rate first,
 * as the refunds' records list them, so that a sale and its refund read alike whatever order a record kept.
 */
function vatLines(byRate: RateFigures[], side: typeof debit): FecEntryLine[] {
  return [...byRate].sort((a, b) => a.rate - b.rate).flatMap((figures) => [side(salesAccount(figures.rate), figures.base), side(vatCollectedAccount(figures.rate), figures.vat)]);
}

function saleEntry(content: SaleContent) {
  // The till's discounts are already off the lines' totals (the receipt's net price): the entry books the net sale.
  const lines = [...content.payments.map((payment) => debit(paymentAccount(payment.method), payment.amount)), ...vatLines(content.totals.vatByRate, credit)];
  const label = `${content.channel === 'shop' ? 'Vente boutique' : 'Vente'} ticket ${content.receiptNumber}`;
  return { journal: SALES_JOURNAL, pieceRef: content.receiptNumber, label, lines };
}

function refundEntry(content: RefundContent) {
  const amount = content.vatByRate.reduce((sum, figures) => sum + figures.base + figures.vat, 0);
  const lines = [...vatLines(content.vatByRate, debit), credit(paymentAccount(content.method), amount)];
  const label = content.ticketNumber === null ? 'Remboursement' : `Remboursement ticket ${content.ticketNumber}`;
  return { journal: SALES_JOURNAL, pieceRef: content.refundId, label, lines };
}

function cashMovementEntry(content: CashMovementContent) {
  // Cash put in comes from elsewhere in the business (the bank, the safe), cash taken out goes there: the transit
  // account holds it until the accountant books the other side (the bank's deposit slip).
  const lines = content.direction === 'in' ? [debit(CASH_ACCOUNT, content.amount), credit(TRANSIT_ACCOUNT, content.amount)] : [debit(TRANSIT_ACCOUNT, content.amount), credit(CASH_ACCOUNT, content.amount)];
  const label = `${content.direction === 'in' ? 'Apport en caisse' : 'Retrait de caisse'}${content.reason ? ` : ${content.reason}` : ''}`;
  return { journal: CASH_JOURNAL, pieceRef: content.movementId, label, lines };
}

/**
 * The entry a record stands for, or null for a kind that moves no money in the books (a cancellation of an unpaid
 * order, a kind a newer release writes: docs/journal.md lists them). Zero lines (a 0 % rate's VAT, a free sale) are
 * left out, and an entry that does not balance stops the export: it would be a record the chain got wrong.
 */
export function entryOf(record: FecSourceRecord): FecEntry | null {
  const made =
    record.kind === 'sale' ? saleEntry(record.content as SaleContent)
    : record.kind === 'refund' ? refundEntry(record.content as RefundContent)
    : record.kind === 'cashMovement' ? cashMovementEntry(record.content as CashMovementContent)
    : null;
  if (!made) return null;
  const lines = made.lines.filter((line) => line.debit !== 0 || line.credit !== 0);
  if (!lines.length) return null;
  const debits = lines.reduce((sum, line) => sum + line.debit, 0);
  const credits = lines.reduce((sum, line) => sum + line.credit, 0);
  if (debits !== credits || lines.some((line) => line.debit < 0 || line.credit < 0)) throw new Error(`FEC: the ${record.kind} of sales record ${record.sequence} does not balance`);
  return { ...made, occurredAt: record.occurredAt, validatedAt: record.recordedAt, lines };
}
