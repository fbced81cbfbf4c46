import { describe, expect, it } from 'vitest';
import { feeOf, feesOf, moneyOf, vatLinesOf, type SettlementOrder } from '@/features/closing/settlement-model';
import { lineAmounts, totalsOf } from '@/features/invoices/amounts';
import { cardCommissionOf, refundedCommissionOf } from '@/features/invoices/server/commission';
import { orderTotals, refundShare } from '@/features/orders/totals';
import { cancellationFee } from '@/features/services/time-rules';
import { applyBasisPoints as commissionOf, percentOf } from '@/lib/money/percent';
import { exclVatInside as exclVatOf, vatInside as vatIncluded } from '@/lib/money/vat';

/*
 * The figures printed on receipts, settlements and invoices, pinned before the arithmetic moved to lib/money, so that
 * the move provably changes none of them. Each sweep compares a domain function with exact integer arithmetic
 * (BigInt), rounded half away from zero; every amount these functions meet is non-negative except an invoice's credit
 * note, where half away from zero is what the invoices always did.
 */

/** n ÷ d, exactly, rounded half away from zero (d > 0). */
function exact(numerator: bigint, denominator: bigint): number {
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = (sign * numerator * 2n + denominator) / (denominator * 2n);
  return Number(sign * magnitude);
}

const RATES = [0, 2.1, 5.5, 10, 20];
/** Basis points of a rate with at most 2 decimals, read from its text so that no float is involved. */
const pointsOf = (rate: number) => BigInt(rate.toFixed(2).replace('.', ''));
const AMOUNTS = Array.from({ length: 6001 }, (_, index) => index).concat([99_999, 100_000, 123_457, 1_000_003, 99_999_999]);

describe('receipts: the VAT inside each line and per rate', () => {
  it.each(RATES)('vatIncluded at %s percent is gross × rate ÷ (1 + rate), rounded once', (rate) => {
    for (const gross of AMOUNTS) expect(vatIncluded(gross, rate)).toBe(exact(BigInt(gross) * pointsOf(rate), 10_000n + pointsOf(rate)));
  });

  it('prints the same totals and rate lines as before', () => {
    const totals = orderTotals([
      { quantity: 3, unitPrice: 999, vatRate: 20, discount: 3 },
      { quantity: 1, unitPrice: 2499, vatRate: 5.5, discount: 0 },
      { quantity: 2, unitPrice: 1001, vatRate: 10, discount: 500 },
      { quantity: 1, unitPrice: 1499, vatRate: 2.1, discount: 0 },
      { quantity: 1, unitPrice: 2500, vatRate: 20, discount: 2500 },
      { quantity: 7, unitPrice: 333, vatRate: 20, discount: 0 },
    ]);
    expect(totals.lines).toEqual([
      { lineTotal: 2994, lineVat: 499 },
      { lineTotal: 2499, lineVat: 130 },
      { lineTotal: 1502, lineVat: 137 },
      { lineTotal: 1499, lineVat: 31 },
      { lineTotal: 0, lineVat: 0 },
      { lineTotal: 2331, lineVat: 389 },
    ]);
    expect(totals.vatLines).toEqual([
      { rate: 2.1, base: 1468, vat: 31 },
      { rate: 5.5, base: 2369, vat: 130 },
      { rate: 10, base: 1365, vat: 137 },
      { rate: 20, base: 4437, vat: 888 },
    ]);
    expect(totals).toMatchObject({ totalInclVat: 10825, totalVat: 1186, totalExclVat: 9639, totalDiscount: 3003 });
  });

  it('gives back a share of a line rounded half up, the last units taking what is left', () => {
    for (let lineTotal = 0; lineTotal <= 3000; lineTotal += 7) {
      for (const quantity of [2, 3, 6, 7]) {
        for (let refunding = 1; refunding < quantity; refunding += 1) {
          const share = refundShare({ quantity, lineTotal, refundedQuantity: 0 }, refunding, 0);
          expect(share).toBe(exact(BigInt(lineTotal * refunding), BigInt(quantity)));
        }
        expect(refundShare({ quantity, lineTotal, refundedQuantity: quantity - 1 }, 1, 5)).toBe(lineTotal - 5);
      }
    }
  });
});

describe('settlements: VAT per rate on the group total, fees on takings excluding VAT', () => {
  it.each(RATES)('exclVatOf at %s percent is gross ÷ (1 + rate), rounded once', (rate) => {
    for (const gross of AMOUNTS) expect(exclVatOf(gross, rate)).toBe(exact(BigInt(gross) * 10_000n, 10_000n + pointsOf(rate)));
  });

  it.each([0, 2.5, 7.5, 10, 12.5, 12.34, 20, 33.33])('percentOf %s percent is amount × rate, rounded once', (rate) => {
    for (const amount of AMOUNTS) expect(percentOf(amount, rate)).toBe(exact(BigInt(amount) * pointsOf(rate), 10_000n));
  });

  it('states the same report as before', () => {
    const order = (id: string, paymentMethod: 'cash' | 'card', totalInclVat: number, vatLines: SettlementOrder['vatLines']): SettlementOrder => ({ id, online: false, paymentMethod, totalInclVat, vatLines });
    const orders = [
      order('a', 'cash', 4497, [
        { rate: 5.5, base: 2369, vat: 130 },
        { rate: 20, base: 1665, vat: 333 },
      ]),
      order('b', 'card', 3003, [{ rate: 10, base: 2730, vat: 273 }]),
    ];
    const money = moneyOf(orders, [{ orderId: 'b', method: 'card', amount: 1001 }], [], 73);
    expect(vatLinesOf(orders, [])).toEqual([
      { rate: 5.5, gross: 2499, exclVat: 2369, vat: 130 },
      { rate: 10, gross: 3003, exclVat: 2730, vat: 273 },
      { rate: 20, gross: 1998, exclVat: 1665, vat: 333 },
    ]);
    expect(money).toMatchObject({ takings: { standCash: { net: 4497 }, standCard: { gross: 3003, refunded: 1001, net: 2002 }, total: { net: 6499 } }, exclVat: 5763, vat: 736, cardFee: 73 });
    const terms = { commissionType: 'theatreFee' as const, theaterFeeAmount: 12.34, theaterFeeVat: 20, commissionAgentFeeAmount: null, commissionAgentFeeVat: null, venueDeal: null };
    expect(feesOf(terms, money, 'transfer', 0)).toEqual({
      venue: { base: 5763, rate: 12.34, amount: 711, vatRate: 20, vat: 142, total: 853, basis: 'exclVat', lines: [{ category: null, base: 5763, rate: 12.34, amount: 711 }], fixedFee: 0, paidWith: 'transfer', paidInCash: 0 },
      agent: null,
      card: 73,
    });
    expect(feeOf(123_457, 7.5, 5.5)).toEqual({ base: 123_457, rate: 7.5, amount: 9259, vatRate: 5.5, vat: 509, total: 9768 });
  });
});

describe('invoices: VAT on each line, half away from zero, credit notes mirrored', () => {
  it.each(RATES)('lineAmounts at %s percent', (rate) => {
    for (const unit of AMOUNTS.slice(0, 3001)) {
      for (const sign of unit === 0 ? [1] : [1, -1]) {
        const amounts = lineAmounts({ quantity: 1, unitAmountExclVat: sign * unit, vatRate: rate });
        const vat = exact(BigInt(sign * unit) * pointsOf(rate), 10_000n);
        // + 0: a credit note's VAT under half a cent is −0, which JSON and the database write 0.
        expect({ ...amounts, vatAmount: amounts.vatAmount + 0 }).toEqual({ amountExclVat: sign * unit, vatAmount: vat, amountInclVat: sign * unit + vat });
      }
    }
  });

  it('totals a mixed invoice as before', () => {
    const lines = [
      lineAmounts({ quantity: 3, unitAmountExclVat: 4167, vatRate: 20 }),
      lineAmounts({ quantity: 1, unitAmountExclVat: 2525, vatRate: 20 }),
      lineAmounts({ quantity: 2, unitAmountExclVat: -1333, vatRate: 20 }),
    ];
    expect(lines).toEqual([
      { amountExclVat: 12501, vatAmount: 2500, amountInclVat: 15001 },
      { amountExclVat: 2525, vatAmount: 505, amountInclVat: 3030 },
      { amountExclVat: -2666, vatAmount: -533, amountInclVat: -3199 },
    ]);
    expect(totalsOf(lines)).toEqual({ totalExclVat: 12360, totalVat: 2472, totalInclVat: 14832 });
  });

  it('takes the platform’s commission (and the shop’s application fee) in basis points, half up', () => {
    for (const points of [0, 1, 150, 250, 500, 4999, 10_000]) {
      for (const amount of AMOUNTS) {
        expect(commissionOf(amount, points)).toBe(exact(BigInt(amount * points), 10_000n));
        expect(cardCommissionOf(amount, points)).toBe(Math.min(amount, exact(BigInt(amount * points), 10_000n)));
      }
    }
    expect(cardCommissionOf(-500, 250)).toBe(0);
    // 5 % of 30,00 € is 1,50 €; giving back 25,00 € leaves 5,00 € whose commission is 0,25 €: 1,25 € comes back.
    expect(refundedCommissionOf({ amount: 3000, basisPoints: 500 }, 0, 2500)).toBe(125);
    expect(refundedCommissionOf({ amount: 999, basisPoints: 250 }, 333, 333)).toBe(9);
  });

  it('charges half or all of a quoted stand service on cancellation, half up', () => {
    for (const total of AMOUNTS) {
      expect(cancellationFee(total, 50)).toBe(exact(BigInt(total), 2n));
      expect(cancellationFee(total, 100)).toBe(total);
      expect(cancellationFee(total, 0)).toBe(0);
    }
  });
});
