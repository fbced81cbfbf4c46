import { describe, expect, it } from 'vitest';
import { feesOf, moneyOf, venueFeeOf, type FeeTerms, type SettlementLine, type SettlementOrder } from '@/features/closing/settlement-model';

// Deal terms as venues write them, computed by hand. The date: a cash order of two T-shirts (25,00 € each, 20 %), one
// refunded in cash; a card order of a vinyl (30,00 €, 20 %); a card order of a tour book (10,55 €, 5,5 %).
const tshirt = { productId: 'p-tee', productVariantId: 'v-tee', custom: false, productTitle: 'T-shirt', variantTitle: 'Noir / M', category: 'merchandising' };
const vinyl = { productId: 'p-vinyl', productVariantId: 'v-vinyl', custom: false, productTitle: 'Vinyle', variantTitle: null, category: 'phonography' };
const book = { productId: 'p-book', productVariantId: 'v-book', custom: false, productTitle: 'Livre de la tournée', variantTitle: null, category: 'other' };

function line(orderId: string, product: typeof tshirt | typeof vinyl | typeof book, quantity: number, unitPrice: number, vatRate: number, refunded = { quantity: 0, amount: 0 }): SettlementLine {
  return { orderId, ...product, quantity, unitPrice, vatRate, discount: 0, discountReason: null, lineTotal: quantity * unitPrice, refundedQuantity: refunded.quantity, refundedAmount: refunded.amount, damagedAtRefund: 0 };
}

const orders: SettlementOrder[] = [
  { id: 'a', online: false, paymentMethod: 'cash', totalInclVat: 5000, vatLines: [{ rate: 20, base: 4167, vat: 833 }] },
  { id: 'b', online: false, paymentMethod: 'card', totalInclVat: 3000, vatLines: [{ rate: 20, base: 2500, vat: 500 }] },
  { id: 'c', online: false, paymentMethod: 'card', totalInclVat: 1055, vatLines: [{ rate: 5.5, base: 1000, vat: 55 }] },
];
const lines = [line('a', tshirt, 2, 2500, 20, { quantity: 1, amount: 2500 }), line('b', vinyl, 1, 3000, 20), line('c', book, 1, 1055, 5.5)];
// The platform's commission on the card takings, as fixed on the payments: 1,00 €.
const money = moneyOf(orders, [{ orderId: 'a', method: 'cash', amount: 2500 }], lines, 100);

const venueTerms = (venueDeal: FeeTerms['venueDeal'], theaterFeeAmount = 15): FeeTerms => ({
  commissionType: 'theatreFee',
  theaterFeeAmount,
  theaterFeeVat: 20,
  commissionAgentFeeAmount: null,
  commissionAgentFeeVat: null,
  venueDeal,
});

describe('takings per category excluding VAT', () => {
  it('takes each category’s VAT out once per rate, net of refunds', () => {
    // Gross 65,55 €: cash 50,00 − 25,00 refunded = 25,00 €; card 30,00 + 10,55 = 40,55 €.
    expect(money.takings).toMatchObject({ standCash: { net: 2500 }, standCard: { net: 4055 }, total: { gross: 9055, refunded: 2500, net: 6555 } });
    expect(money.exclVat).toBe(5583);
    expect(money.byCategory).toEqual({ merchandising: 2500, accessories: 0, phonography: 3000, other: 1055 });
    // 25,00 ÷ 1,2 = 20,8333 → 20,83 €; 30,00 ÷ 1,2 = 25,00 €; 10,55 ÷ 1,055 = 10,00 €.
    expect(money.byCategoryExclVat).toEqual({ merchandising: 2083, accessories: 0, phonography: 2500, other: 1000 });
  });

  it('rounds on the category’s total at a rate, not line by line', () => {
    // Two 9,99 € T-shirts: 8,325 € each would round to 8,33 + 8,33 = 16,66 €; 19,98 ÷ 1,2 = 16,65 €.
    const twoTickets = [line('x', tshirt, 1, 999, 20), line('y', tshirt, 1, 999, 20)];
    const pair = moneyOf([{ id: 'x', online: false, paymentMethod: 'cash', totalInclVat: 999, vatLines: [] }, { id: 'y', online: false, paymentMethod: 'cash', totalInclVat: 999, vatLines: [] }], [], twoTickets, 0);
    expect(pair.byCategoryExclVat.merchandising).toBe(1665);
  });
});

describe('the venue’s commission per category', () => {
  it('applies each category’s rate to its takings excluding VAT, adds the fixed fee, then the VAT on the whole', () => {
    // 15 % on everything but music at 10 %, and 10,00 € fixed:
    // merchandising 20,83 × 15 % = 3,1245 → 3,12 €; music 25,00 × 10 % = 2,50 €; other 10,00 × 15 % = 1,50 €;
    // accessories sold nothing, so no line. 3,12 + 2,50 + 1,50 + 10,00 = 17,12 €; VAT 20 % = 3,424 → 3,42 €; 20,54 €.
    const fees = feesOf(venueTerms({ categoryRates: { phonography: 10 }, basis: 'exclVat', fixedFee: 1000 }), money, 'transfer', 0);
    expect(fees.venue).toEqual({
      base: 5583,
      rate: 15,
      amount: 1712,
      vatRate: 20,
      vat: 342,
      total: 2054,
      basis: 'exclVat',
      lines: [
        { category: 'merchandising', base: 2083, rate: 15, amount: 312 },
        { category: 'phonography', base: 2500, rate: 10, amount: 250 },
        { category: 'other', base: 1000, rate: 15, amount: 150 },
      ],
      fixedFee: 1000,
      paidWith: 'transfer',
      paidInCash: 0,
    });
    // 65,55 − 20,54 − 1,00 of card fee = 44,01 €.
  });

  it('applies the rates to the takings including VAT when the deal says so', () => {
    // merchandising 25,00 × 15 % = 3,75 €; music 30,00 × 10 % = 3,00 €; other 10,55 × 15 % = 1,5825 → 1,58 €;
    // 8,33 €, VAT 20 % = 1,666 → 1,67 €; 10,00 €.
    const venue = venueFeeOf(venueTerms({ categoryRates: { phonography: 10 }, basis: 'inclVat', fixedFee: 0 }), money);
    expect(venue).toMatchObject({ base: 6555, amount: 833, vat: 167, total: 1000, basis: 'inclVat', fixedFee: 0 });
    expect(venue.lines).toEqual([
      { category: 'merchandising', base: 2500, rate: 15, amount: 375 },
      { category: 'phonography', base: 3000, rate: 10, amount: 300 },
      { category: 'other', base: 1055, rate: 15, amount: 158 },
    ]);
  });

  it('gives a category with its own rate of 0 a line with nothing to pay', () => {
    // Music free of commission: 3,12 + 0 + 1,50 = 4,62 €, VAT 0,924 → 0,92 €.
    const venue = venueFeeOf(venueTerms({ categoryRates: { phonography: 0 }, basis: 'exclVat', fixedFee: 0 }), money);
    expect(venue.lines).toContainEqual({ category: 'phonography', base: 2500, rate: 0, amount: 0 });
    expect(venue).toMatchObject({ amount: 462, vat: 92, total: 554 });
  });

  it('leaves out a category whose sales were all refunded', () => {
    const refundedVinyl = [lines[0]!, line('b', vinyl, 1, 3000, 20, { quantity: 1, amount: 3000 }), lines[2]!];
    const refundedMoney = moneyOf(orders, [{ orderId: 'a', method: 'cash', amount: 2500 }, { orderId: 'b', method: 'card', amount: 3000 }], refundedVinyl, 100);
    const venue = venueFeeOf(venueTerms({ categoryRates: { phonography: 10 }, basis: 'exclVat', fixedFee: 0 }), refundedMoney);
    expect(venue.lines!.map((entry) => entry.category)).toEqual(['merchandising', 'other']);
    // 3,12 + 1,50 = 4,62 €.
    expect(venue.amount).toBe(462);
  });

  it('is one line on all takings when every category has the same rate: the spec’s theatre fee, rounded once', () => {
    // 55,83 × 15 % = 8,3745 → 8,37 €, with or without the categories written out at 15 %, plus the 5,00 € fixed fee.
    const written = venueFeeOf(venueTerms({ categoryRates: { merchandising: 15, phonography: 15 }, basis: 'exclVat', fixedFee: 500 }), money);
    expect(written.lines).toEqual([{ category: null, base: 5583, rate: 15, amount: 837 }]);
    expect(written).toMatchObject({ amount: 1337, vat: 267, total: 1604 });
    // Without a deal: the single rate on the takings excluding VAT, no fixed fee (what every event had before).
    expect(venueFeeOf(venueTerms(null), money)).toMatchObject({ base: 5583, amount: 837, vat: 167, total: 1004, basis: 'exclVat', fixedFee: 0, lines: [{ category: null, base: 5583, rate: 15, amount: 837 }] });
    // Every category at 10 % by its own rate, whatever the default: one line at 10 %.
    const allTen = venueFeeOf(venueTerms({ categoryRates: { merchandising: 10, accessories: 10, phonography: 10, other: 10 }, basis: 'inclVat', fixedFee: 0 }), money);
    expect(allTen.lines).toEqual([{ category: null, base: 6555, rate: 10, amount: 656 }]);
  });
});
