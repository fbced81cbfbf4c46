import { describe, expect, it } from 'vitest';
import {
  feeOf,
  feesOf,
  moneyOf,
  standCardOf,
  standCashOf,
  totalMoneyOf,
  variantsOf,
  vatLinesOf,
  type SettlementLedgerRow,
  type SettlementLine,
  type SettlementOrder,
} from '@/features/closing/settlement-model';

const tshirt = { productId: 'p-tee', productVariantId: 'v-tee-m', custom: false, productTitle: 'T-shirt', variantTitle: 'Noir / M', category: 'merchandising' };
const vinyl = { productId: 'p-vinyl', productVariantId: 'v-vinyl', custom: false, productTitle: 'Vinyle', variantTitle: null, category: 'phonography' };

function line(overrides: Partial<SettlementLine> & Pick<SettlementLine, 'orderId'>): SettlementLine {
  const base = { ...tshirt, quantity: 1, unitPrice: 2500, vatRate: 20, discount: 0, discountReason: null, refundedQuantity: 0, refundedAmount: 0, damagedAtRefund: 0 };
  const merged = { ...base, ...overrides };
  return { lineTotal: merged.quantity * merged.unitPrice - merged.discount, ...merged };
}

const order = (id: string, paymentMethod: 'cash' | 'card', totalInclVat: number, vatLines: SettlementOrder['vatLines'] = []): SettlementOrder => ({ id, online: false, paymentMethod, totalInclVat, vatLines });

describe('VAT taken out of prices that include it', () => {
  it('is gross − gross ÷ (1 + rate), not gross × rate', () => {
    // 120,00 € at 20 % holds 20,00 € of VAT (120 × 20 % would say 24,00 €); 10,55 € at 5,5 % holds 0,55 €.
    expect(vatLinesOf([order('a', 'cash', 12000, [{ rate: 20, base: 10000, vat: 2000 }])], [])).toEqual([{ rate: 20, gross: 12000, exclVat: 10000, vat: 2000 }]);
    expect(vatLinesOf([order('a', 'cash', 1055, [{ rate: 5.5, base: 1000, vat: 55 }])], [])).toEqual([{ rate: 5.5, gross: 1055, exclVat: 1000, vat: 55 }]);
    // 9,99 € ÷ 1,2 = 8,325 € → 8,33 € excl. VAT, so 1,66 € of VAT.
    expect(vatLinesOf([order('a', 'cash', 999, [{ rate: 20, base: 833, vat: 166 }])], [])).toEqual([{ rate: 20, gross: 999, exclVat: 833, vat: 166 }]);
  });

  it('rounds once per rate on the group total, from the stored VAT lines', () => {
    // Each 9,99 € ticket printed 1,66 € of VAT (3,32 € in all); 19,98 € ÷ 1,2 = 16,65 €, so 3,33 €.
    const orders = [order('a', 'cash', 999, [{ rate: 20, base: 833, vat: 166 }]), order('b', 'card', 999, [{ rate: 20, base: 833, vat: 166 }])];
    expect(vatLinesOf(orders, [])).toEqual([{ rate: 20, gross: 1998, exclVat: 1665, vat: 333 }]);
  });

  it('takes refunds off their rate and reads orders without stored lines from their lines', () => {
    const orders = [order('a', 'card', 3000, [{ rate: 20, base: 2500, vat: 500 }]), order('b', 'cash', 1055)];
    const lines = [line({ orderId: 'a', quantity: 1, unitPrice: 3000, refundedQuantity: 0, refundedAmount: 1000 }), line({ orderId: 'b', ...vinyl, unitPrice: 1055, vatRate: 5.5 })];
    // 20 %: 30,00 − 10,00 = 20,00 € → 16,67 € excl. VAT, 3,33 € of VAT. 5,5 %: 10,55 € → 0,55 €.
    expect(vatLinesOf(orders, lines)).toEqual([
      { rate: 5.5, gross: 1055, exclVat: 1000, vat: 55 },
      { rate: 20, gross: 2000, exclVat: 1667, vat: 333 },
    ]);
  });
});

describe('money of a group of orders', () => {
  it('sums takings by channel and category, net of refunds, with the card fee', () => {
    // a: cash, 2 T-shirts (50 €) with one refunded in cash (25 €); b: card, a vinyl (30 €).
    const orders = [order('a', 'cash', 5000, [{ rate: 20, base: 4167, vat: 833 }]), order('b', 'card', 3000, [{ rate: 20, base: 2500, vat: 500 }])];
    const lines = [line({ orderId: 'a', quantity: 2, refundedQuantity: 1, refundedAmount: 2500 }), line({ orderId: 'b', ...vinyl, unitPrice: 3000 })];
    // The card fee is the commission fixed on the group's card payments (features/invoices/server/commission.ts).
    const money = moneyOf(orders, [{ orderId: 'a', method: 'cash', amount: 2500 }], lines, 75);
    expect(money.takings).toEqual({
      standCash: { sales: 1, gross: 5000, refunded: 2500, net: 2500 },
      standCard: { sales: 1, gross: 3000, refunded: 0, net: 3000 },
      online: { sales: 0, gross: 0, refunded: 0, net: 0 },
      total: { sales: 2, gross: 8000, refunded: 2500, net: 5500 },
    });
    expect(money.byCategory).toEqual({ merchandising: 2500, accessories: 0, phonography: 3000, other: 0 });
    // 55 € at 20 %: 45,83 € excl. VAT, 9,17 € of VAT.
    expect(money).toMatchObject({ exclVat: 4583, vat: 917, cardFee: 75 });
  });

  it('gives the event its own VAT per rate and the sum of the groups’ card fees', () => {
    const orders = [order('a', 'card', 999, [{ rate: 20, base: 833, vat: 166 }]), order('b', 'card', 999, [{ rate: 20, base: 833, vat: 166 }])];
    const groups = [moneyOf([orders[0]!], [], [], 25), moneyOf([orders[1]!], [], [], 25)];
    // 2,5 % of 9,99 € is 0,24975 € → 0,25 € per stand: 0,50 € in all, where 2,5 % of 19,98 € would be 0,50 € too.
    const total = totalMoneyOf(orders, [], [], groups);
    expect(total).toMatchObject({ takings: { total: { net: 1998 } }, vat: 333, cardFee: 50 });
    // Each stand rounds its own 9,99 € (1,66 € of VAT): the stands' sum is a cent under the event's 3,33 €.
    expect(groups[0]!.vat + groups[1]!.vat).toBe(332);
  });
});

describe('a shop’s orders', () => {
  it('are the online channel whatever their method, and their card refunds come off it', () => {
    const orders: SettlementOrder[] = [order('a', 'cash', 2000), { ...order('s', 'card', 4500), online: true }];
    const money = moneyOf(orders, [{ orderId: 's', method: 'card', amount: 1500 }], [], 0);
    expect(money.takings.online).toEqual({ sales: 1, gross: 4500, refunded: 1500, net: 3000 });
    expect(money.takings.standCard).toEqual({ sales: 0, gross: 0, refunded: 0, net: 0 });
    expect(money.takings.total.net).toBe(5000);
  });
});

describe('fees', () => {
  it('takes the venue fee on takings excluding VAT, with its own VAT', () => {
    // 1 200,00 € incl. VAT = 1 000,00 € excl. VAT; venue 12,5 % → 125,00 € + 20 % VAT 25,00 € = 150,00 €.
    const money = moneyOf([order('a', 'cash', 80000, [{ rate: 20, base: 66667, vat: 13333 }]), order('b', 'card', 40000, [{ rate: 20, base: 33333, vat: 6667 }])], [], [], 2000);
    expect(money).toMatchObject({ takings: { standCash: { net: 80000 }, standCard: { net: 40000 }, total: { net: 120000 } }, exclVat: 100000, cardFee: 2000 });
    const fees = feesOf({ commissionType: 'theatreFee', theaterFeeAmount: 12.5, theaterFeeVat: 20, commissionAgentFeeAmount: null, commissionAgentFeeVat: null, venueDeal: null }, money, 'cash', 15000);
    expect(fees.venue).toEqual({
      base: 100000,
      rate: 12.5,
      amount: 12500,
      vatRate: 20,
      vat: 2500,
      total: 15000,
      basis: 'exclVat',
      lines: [{ category: null, base: 100000, rate: 12.5, amount: 12500 }],
      fixedFee: 0,
      paidWith: 'cash',
      paidInCash: 15000,
    });
    expect(fees.agent).toBeNull();
  });

  it('takes the agent’s commission instead under agentFee, and nothing under noCommission', () => {
    // 7,5 % of 333,33 € = 25,00 € (24,99975), VAT 20 % = 5,00 €.
    expect(feeOf(33333, 7.5, 20)).toEqual({ base: 33333, rate: 7.5, amount: 2500, vatRate: 20, vat: 500, total: 3000 });
    const money = moneyOf([order('a', 'cash', 12000, [{ rate: 20, base: 10000, vat: 2000 }])], [], [], 0);
    const agent = feesOf({ commissionType: 'agentFee', theaterFeeAmount: null, theaterFeeVat: null, commissionAgentFeeAmount: 10, commissionAgentFeeVat: 20, venueDeal: null }, money, null, 0);
    expect(agent).toMatchObject({ venue: null, agent: { amount: 1000, vat: 200, total: 1200 }, card: 0 });
    expect(feesOf({ commissionType: 'noCommission', theaterFeeAmount: null, theaterFeeVat: null, commissionAgentFeeAmount: null, commissionAgentFeeVat: null, venueDeal: null }, money, null, 0)).toEqual({ venue: null, agent: null, card: 0 });
  });
});

describe('a stand’s drawer and terminal', () => {
  const record = { standId: 's', changeFundExpected: 20000, changeFundFound: 19000, cardCounted: 40100, feesPaidWithCash: 5000, cashDetailId: 'c', countTransferId: null };

  it('expects the change fund found + cash sales − refunds ± movements − fees paid in cash, and tells the differences', () => {
    // 10 € missing from the 200 € fund: 190 € found + 360 € cash sales − 10 € refunded + 30 € put in − 30 € taken
    // out − 50 € fee = 490 € expected; 495 € counted: 5 € over. The fund's own shortfall is its difference, not the
    // drawer's as well.
    expect(standCashOf(20000, { gross: 36000, refunded: 1000 }, { cashIn: 3000, cashOut: 3000 }, record, 49500)).toEqual({
      changeFundExpected: 20000,
      changeFundFound: 19000,
      changeFundDifference: -1000,
      cashSales: 35000,
      cashIn: 3000,
      cashOut: 3000,
      feesPaidWithCash: 5000,
      expected: 49000,
      counted: 49500,
      difference: 500,
    });
    // 400 € of card sales, the terminal says 401 €: 1 € over.
    expect(standCardOf(40000, record)).toEqual({ sales: 40000, terminal: 40100, difference: 100 });
  });

  it('has no differences where nothing was counted', () => {
    expect(standCashOf(20000, { gross: 1000, refunded: 0 }, { cashIn: 500, cashOut: 0 }, null, null)).toMatchObject({ changeFundFound: null, changeFundDifference: null, expected: 21500, counted: null, difference: null });
    expect(standCardOf(500, null)).toEqual({ sales: 500, terminal: null, difference: null });
  });
});

describe('variants: count in, count out and variance', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 6, 14, 20, minute));
  const row = (overrides: Partial<SettlementLedgerRow>): SettlementLedgerRow => ({ inventoryItemId: 'i-tee-m', ...tshirt, kind: 'transfer', delta: 0, quantity: 0, receiptType: null, transferId: null, createdAt: at(0), ...overrides });

  it('follows the ledger, the register and the closing count, and the variance is missing + damaged − found', () => {
    const ledger = [
      row({ delta: 20, quantity: 20, transferId: 't-in', receiptType: 'success', createdAt: at(1) }),
      row({ delta: 5, quantity: 5, transferId: 't-in2', receiptType: 'success', createdAt: at(2) }),
      row({ delta: -3, quantity: 3, transferId: 't-out', createdAt: at(3) }),
      // The closing count: 7 expected; 4 good, 1 damaged, 2 missing, and 1 found beyond the ledger.
      row({ kind: 'closing', delta: -7, quantity: 7, transferId: 'count', createdAt: at(40) }),
      row({ kind: 'closing', delta: 4, quantity: 4, transferId: 'count', receiptType: 'success', createdAt: at(41) }),
      row({ kind: 'closing', delta: 0, quantity: 1, transferId: 'count', receiptType: 'damaged', createdAt: at(41) }),
      row({ kind: 'closing', delta: 0, quantity: 2, transferId: 'count', receiptType: 'missing', createdAt: at(41) }),
      row({ kind: 'closing', delta: 1, quantity: 1, transferId: 'count', receiptType: 'regul', createdAt: at(41) }),
      // Leftovers sent back to the warehouse after the closing.
      row({ delta: -5, quantity: 5, transferId: 't-back', createdAt: at(50) }),
    ];
    const lines = [
      // 13 sold, one refunded and written off as damaged; 2 given away to the crew.
      line({ orderId: 'a', quantity: 13, refundedQuantity: 1, refundedAmount: 2500, damagedAtRefund: 1 }),
      line({ orderId: 'b', quantity: 2, discount: 5000, discountReason: 'Invitation équipe' }),
    ];
    const [variant] = variantsOf({ ledger, levels: [{ inventoryItemId: 'i-tee-m', available: 0 }], lines, countTransferId: 'count', countStartedAt: at(40), firstSaleAt: at(2) });
    // In: 20 before the first sale (opening), then 5 − 3 received during the date = 22. Out: the level after the count, 4 + 1 = 5 (today 0, after 5 went back). Expected sold 17.
    // Sold 12 + 2 free = 14. Variance 3 = 2 missing + 1 damaged + 1 returned damaged − 1 found.
    expect(variant).toEqual({
      ...tshirt,
      opening: 20,
      received: 2,
      countIn: 22,
      countOut: 5,
      expectedSold: 17,
      sold: 14,
      free: 2,
      freeReasons: [{ reason: 'Invitation équipe', quantity: 2 }],
      damaged: 1,
      missing: 2,
      found: 1,
      damagedAtRefund: 1,
      variance: 3,
      gross: 12 * 2500,
    });
    expect(variant!.variance).toBe(variant!.missing + variant!.damaged + variant!.damagedAtRefund - variant!.found);
  });

  it('counts the units an offline sale took beyond the ledger (offlineCorrection) as found, a variance the closing shows', () => {
    // 8 on the shelf; 10 sold offline, 2 of them beyond the ledger, corrected before and after the count.
    const ledger = [
      row({ delta: 8, quantity: 8, transferId: 't-in', receiptType: 'success', createdAt: at(1) }),
      row({ kind: 'offlineCorrection', delta: 1, quantity: 1, createdAt: at(30) }),
      row({ kind: 'offlineCorrection', delta: 1, quantity: 1, createdAt: at(45) }),
    ];
    const [variant] = variantsOf({ ledger, levels: [{ inventoryItemId: 'i-tee-m', available: 0 }], lines: [line({ orderId: 'a', quantity: 10 })], countTransferId: null, countStartedAt: at(40), firstSaleAt: at(2) });
    expect(variant).toMatchObject({ countIn: 8, countOut: 0, expectedSold: 8, sold: 10, found: 2, variance: -2 });
    expect(variant!.variance).toBe(variant!.missing + variant!.damaged + variant!.damagedAtRefund - variant!.found);
  });

  it('lists a variant sold but never in the ledger, and one never sold, in title order', () => {
    const variants = variantsOf({
      ledger: [row({ inventoryItemId: 'i-vinyl', ...vinyl, delta: 4, quantity: 4, createdAt: at(1) })],
      levels: [{ inventoryItemId: 'i-vinyl', available: 4 }],
      lines: [line({ orderId: 'a', quantity: 1 })],
      countTransferId: null,
      firstSaleAt: null,
      countStartedAt: at(30),
    });
    expect(variants.map((variant) => [variant.productTitle, variant.countIn, variant.countOut, variant.sold, variant.variance])).toEqual([
      ['T-shirt', 0, 0, 1, -1],
      ['Vinyle', 4, 4, 0, 0],
    ]);
  });

  it('gives custom lines (Article libre) a row per label: sold units and money, no stock figure nor variance', () => {
    const poster = { productId: null, productVariantId: null, custom: true, productTitle: 'Affiche', variantTitle: null, category: 'other' };
    const variants = variantsOf({
      ledger: [],
      levels: [],
      lines: [line({ orderId: 'a', ...poster, quantity: 2, unitPrice: 1200 }), line({ orderId: 'b', ...poster, quantity: 1, unitPrice: 1200, refundedQuantity: 1, refundedAmount: 1200 }), line({ orderId: 'c', ...poster, productTitle: 'Badge', quantity: 1, unitPrice: 300 })],
      countTransferId: null,
      firstSaleAt: null,
      countStartedAt: at(30),
    });
    expect(variants.map((variant) => [variant.productTitle, variant.custom, variant.productVariantId, variant.countIn, variant.expectedSold, variant.sold, variant.variance, variant.gross])).toEqual([
      ['Affiche', true, null, 0, 0, 2, 0, 2400],
      ['Badge', true, null, 0, 0, 1, 0, 300],
    ]);
  });
});
