import { describe, expect, it } from 'vitest';
import { discountCents, isFreeLine, spreadDiscount } from '@/features/orders/discounts';
import { orderTotals } from '@/features/orders/totals';

describe('discountCents', () => {
  it('takes a percentage rounded once to the cent, half away from zero, or an amount, never more than the gross', () => {
    expect(discountCents(2500, { percent: 10 })).toBe(250);
    expect(discountCents(1055, { percent: 15 })).toBe(158); // 158,25
    expect(discountCents(1050, { percent: 5 })).toBe(53); // 52,5 → 53
    expect(discountCents(2500, { percent: 100 })).toBe(2500);
    expect(discountCents(2500, { amount: 300 })).toBe(300);
    expect(discountCents(2500, { amount: 9000 })).toBe(2500);
  });
});

describe('spreadDiscount', () => {
  it('gives each line its share in proportion, the cents left to the largest remainders, the earlier on a tie', () => {
    // 10,00 € over 30, 30 and 40: 3,00 / 3,00 / 4,00 exactly.
    expect(spreadDiscount(1000, [3000, 3000, 4000])).toEqual([300, 300, 400]);
    // 1,00 € over three equal lines: 33 each and the cent left to the first.
    expect(spreadDiscount(100, [1000, 1000, 1000])).toEqual([34, 33, 33]);
    // 7 cents over 25,00 and 10,55: exact shares 4,92 and 2,08 → 4 and 2, the cent left to the larger remainder (0,92).
    expect(spreadDiscount(7, [2500, 1055])).toEqual([5, 2]);
  });

  it('always adds up to the discount, never more than a line, and the whole basket at 100 %', () => {
    const lines = [2500, 1055, 1, 3000, 999];
    for (const discount of [1, 2, 3, 99, 500, 1234, 7554, 7555]) {
      const shares = spreadDiscount(discount, lines);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
      shares.forEach((share, index) => expect(share).toBeLessThanOrEqual(lines[index]!));
    }
    expect(spreadDiscount(7555, lines)).toEqual(lines);
    expect(spreadDiscount(0, lines)).toEqual([0, 0, 0, 0, 0]);
  });

  it('keeps the total exact and each line’s VAT on what it sells for, across VAT rates', () => {
    const lines = [
      { quantity: 2, unitPrice: 2500, vatRate: 20, discount: 0 },
      { quantity: 1, unitPrice: 1055, vatRate: 5.5, discount: 0 },
    ];
    const gross = 6055;
    const discount = discountCents(gross, { percent: 10 }); // 605,5 → 606
    const shares = spreadDiscount(discount, lines.map((line) => line.quantity * line.unitPrice));
    expect(shares).toEqual([500, 106]);
    const totals = orderTotals(lines.map((line, index) => ({ ...line, discount: shares[index]! })));
    expect(totals.totalInclVat).toBe(gross - 606);
    // 45,00 at 20 % → 7,50 of VAT; 9,49 at 5,5 % → 0,49.
    expect(totals.lines).toEqual([
      { lineTotal: 4500, lineVat: 750 },
      { lineTotal: 949, lineVat: 49 },
    ]);
  });
});

describe('isFreeLine', () => {
  it('is a priced line discounted by its whole price', () => {
    expect(isFreeLine({ quantity: 2, unitPrice: 2500, discount: 5000 })).toBe(true);
    expect(isFreeLine({ quantity: 2, unitPrice: 2500, discount: 4999 })).toBe(false);
    expect(isFreeLine({ quantity: 1, unitPrice: 0, discount: 0 })).toBe(false);
  });
});
