import { describe, expect, it } from 'vitest';
import { changeDue, orderTotals, refundShare } from '@/features/orders/totals';

describe('orderTotals', () => {
  it('computes VAT per line inside VAT-included prices and sums it per rate', () => {
    const totals = orderTotals([
      { quantity: 2, unitPrice: 2500, vatRate: 20, discount: 500 },
      { quantity: 1, unitPrice: 1999, vatRate: 5.5, discount: 0 },
      { quantity: 3, unitPrice: 1000, vatRate: 20, discount: 0 },
    ]);
    expect(totals.lines).toEqual([
      { lineTotal: 4500, lineVat: 750 },
      { lineTotal: 1999, lineVat: 104 },
      { lineTotal: 3000, lineVat: 500 },
    ]);
    expect(totals.vatLines).toEqual([
      { rate: 5.5, base: 1895, vat: 104 },
      { rate: 20, base: 6250, vat: 1250 },
    ]);
    expect(totals).toMatchObject({ totalInclVat: 9499, totalVat: 1354, totalExclVat: 8145, totalDiscount: 500 });
  });
});

describe('refundShare', () => {
  it('gives back a share of the line, discount included, and the last units take exactly what is left', () => {
    const line = { quantity: 3, lineTotal: 1000, refundedQuantity: 0 };
    expect(refundShare(line, 1, 0)).toBe(333);
    expect(refundShare({ ...line, refundedQuantity: 1 }, 1, 333)).toBe(333);
    expect(refundShare({ ...line, refundedQuantity: 2 }, 1, 666)).toBe(334);
  });

  it('never goes negative nor past what is left, whatever the rounding of earlier refunds', () => {
    const line = { quantity: 4, lineTotal: 2, refundedQuantity: 0 };
    expect(refundShare(line, 1, 0)).toBe(1);
    expect(refundShare({ ...line, refundedQuantity: 1 }, 1, 1)).toBe(1);
    expect(refundShare({ ...line, refundedQuantity: 2 }, 1, 2)).toBe(0);
    expect(refundShare({ ...line, refundedQuantity: 3 }, 1, 2)).toBe(0);
  });
});

describe('changeDue', () => {
  it('is the difference, or null when the amount tendered is short', () => {
    expect(changeDue(7500, 10_000)).toBe(2500);
    expect(changeDue(7500, 7500)).toBe(0);
    expect(changeDue(7500, 7499)).toBeNull();
  });
});
