import { describe, expect, it } from 'vitest';
import { addDays, invoiceNumber, lineAmounts, totalsOf } from '@/features/invoices/amounts';

describe('invoice arithmetic', () => {
  it('rounds VAT on each line and sums the lines for the totals', () => {
    const lines = [lineAmounts({ quantity: 1, unitAmountExclVat: 13, vatRate: 20 }), lineAmounts({ quantity: 3, unitAmountExclVat: 13, vatRate: 20 })];
    expect(lines).toEqual([
      { amountExclVat: 13, vatAmount: 3, amountInclVat: 16 },
      { amountExclVat: 39, vatAmount: 8, amountInclVat: 47 },
    ]);
    // A VAT on the total (52 × 20 % = 10.4 → 10) would differ by a cent from the printed lines' 11.
    expect(totalsOf(lines)).toEqual({ totalExclVat: 52, totalVat: 11, totalInclVat: 63 });
    expect(lineAmounts({ quantity: 1, unitAmountExclVat: -13, vatRate: 20 })).toEqual({ amountExclVat: -13, vatAmount: -3, amountInclVat: -16 });
    expect(lineAmounts({ quantity: 1, unitAmountExclVat: 1000, vatRate: 5.5 })).toEqual({ amountExclVat: 1000, vatAmount: 55, amountInclVat: 1055 });
  });

  it('numbers as YYYY-NNNNNN and counts calendar days across months and leap years', () => {
    expect(invoiceNumber(2026, 42)).toBe('2026-000042');
    expect(addDays('2026-11-26', 30)).toBe('2026-12-26');
    expect(addDays('2028-02-15', 15)).toBe('2028-03-01');
    expect(addDays('2026-12-20', 15)).toBe('2027-01-04');
  });
});
