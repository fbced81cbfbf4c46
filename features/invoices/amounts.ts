/**
 * The invoices' arithmetic, pure (docs/decisions.md, "Fees and invoices"). Integer cents in and out; the VAT is
 * lib/money's, rounded once per line, half away from zero (half up for the positive amounts of an invoice, the mirror
 * for a credit note's negative ones).
 */
import { vatOnTop } from '@/lib/money/vat';

/** The VAT on the platform's fees (France, standard rate). */
export const FEES_VAT_RATE = 20;

export interface LineInput {
  label: string;
  quantity: number;
  /** Excluding VAT, cents; negative on a credit note. */
  unitAmountExclVat: number;
  vatRate: number;
  eventId?: string | null;
}

export interface LineAmounts {
  amountExclVat: number;
  vatAmount: number;
  amountInclVat: number;
}

/** One line's amounts: excl. VAT = quantity × unit; its VAT rounded on the line; incl. VAT their sum. */
export function lineAmounts(line: Pick<LineInput, 'quantity' | 'unitAmountExclVat' | 'vatRate'>): LineAmounts {
  const amountExclVat = line.quantity * line.unitAmountExclVat;
  const vatAmount = vatOnTop(amountExclVat, line.vatRate);
  return { amountExclVat, vatAmount, amountInclVat: amountExclVat + vatAmount };
}

export interface Totals {
  totalExclVat: number;
  totalVat: number;
  totalInclVat: number;
}

/** The invoice's totals: the sums of its lines' own amounts (never a VAT recomputed on the total). */
export function totalsOf(lines: LineAmounts[]): Totals {
  return lines.reduce(
    (totals, line) => ({
      totalExclVat: totals.totalExclVat + line.amountExclVat,
      totalVat: totals.totalVat + line.vatAmount,
      totalInclVat: totals.totalInclVat + line.amountInclVat,
    }),
    { totalExclVat: 0, totalVat: 0, totalInclVat: 0 },
  );
}

/** "2026-000042": the year and the gapless sequence of that year. */
export function invoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/** "2026-07-14" plus a number of calendar days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}
