/**
 * The invoices' arithmetic, pure (docs/decisions.md, "Fees and invoices"). Integer cents in and out; a rate is
 * turned into an integer ratio first, so each product is rounded once and exactly, half away from zero (half up
 * for the positive amounts of an invoice, the mirror for a credit note's negative ones).
 */

/** The VAT on the platform's fees (France, standard rate). */
export const FEES_VAT_RATE = 20;

/** n ÷ d rounded half away from zero, for integers (d > 0). */
export function divideRounded(numerator: number, denominator: number): number {
  const magnitude = Math.floor((Math.abs(numerator) * 2 + denominator) / (denominator * 2));
  return numerator < 0 ? -magnitude : magnitude;
}

/** The commission on card takings: takings × basis points ÷ 10 000, rounded to the cent. */
export function commissionOf(takings: number, basisPoints: number): number {
  return divideRounded(takings * basisPoints, 10_000);
}

/** A VAT rate in percent (20, 5.5) as hundredths of a percent, exactly. */
function rateInBasisPoints(vatRate: number): number {
  return Math.round(vatRate * 100);
}

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
  const vatAmount = divideRounded(amountExclVat * rateInBasisPoints(line.vatRate), 10_000);
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
