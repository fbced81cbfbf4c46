import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/format';
import { centsSchema } from '@/lib/money/cents-schema';
import { centsToInput, parseEuroInput, parseHundredths } from '@/lib/money/euro-input';
import { formatMoneyValue } from '@/lib/money/format-money';
import { addMoney, euros, majorUnitsOf, MAX_CENTS, moneyOf } from '@/lib/money/money';
import { applyBasisPoints, basisPointsOf, percentOf, proportionOf } from '@/lib/money/percent';
import { divideRounded } from '@/lib/money/rounding';
import { exclVatInside, sumByRate, vatInside, vatOnTop } from '@/lib/money/vat';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the rounding rule: an exact quotient, half away from zero', () => {
  it.each([
    [125, 10, 13],
    [124, 10, 12],
    [-125, 10, -13],
    [-124, 10, -12],
    [5, 10, 1],
    [4, 10, 0],
    [0, 7, 0],
  ])('divideRounded(%i, %i) = %i', (numerator, denominator, expected) => {
    expect(divideRounded(numerator, denominator)).toBe(expected);
  });

  it('stays exact where a float product would not: 1,005 € × 50 % is 50,25 cents, never 50,24', () => {
    expect(percentOf(10_05, 50)).toBe(503);
    expect(divideRounded(Number.MAX_SAFE_INTEGER - 1, 2)).toBe((Number.MAX_SAFE_INTEGER - 1) / 2);
  });
});

describe('percent and basis points', () => {
  it('reads a rate with 2 decimals as basis points exactly', () => {
    expect([20, 5.5, 2.1, 12.34, 0.07, 33.33].map(basisPointsOf)).toEqual([2000, 550, 210, 1234, 7, 3333]);
  });

  it('takes a share once: commission, fee, proportion', () => {
    expect(applyBasisPoints(500, 250)).toBe(13); // 12,5 cents
    expect(applyBasisPoints(8000, 150)).toBe(120);
    expect(applyBasisPoints(1, 4999)).toBe(0);
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(percentOf(33333, 7.5)).toBe(2500); // 2 499,975
    expect(proportionOf(1000, 1, 3)).toBe(333);
    expect(proportionOf(1000, 2, 3)).toBe(667);
  });
});

describe('VAT', () => {
  it('adds VAT on top of an amount excluding it, mirrored for a credit note', () => {
    expect(vatOnTop(1000, 5.5)).toBe(55);
    expect(vatOnTop(13, 20)).toBe(3); // 2,6
    expect(vatOnTop(-13, 20)).toBe(-3);
  });

  it('takes VAT out of an amount including it, rounding either the VAT or the part without it', () => {
    expect(vatInside(1200, 20)).toBe(200);
    expect(vatInside(999, 20)).toBe(167); // 166,5
    expect(exclVatInside(999, 20)).toBe(833); // 832,5: VAT 166
    expect(exclVatInside(1055, 5.5)).toBe(1000);
    // The two rules meet the same half from both sides: 3 cents at 20 % hold 0,5 of VAT.
    expect(vatInside(3, 20)).toBe(1);
    expect(3 - exclVatInside(3, 20)).toBe(0);
  });

  it('sums per rate, rates ascending', () => {
    const lines = [
      { rate: 20, base: 833, vat: 167 },
      { rate: 5.5, base: 1000, vat: 55 },
      { rate: 20, base: 100, vat: 20 },
    ];
    expect(sumByRate(lines, ['base', 'vat'])).toEqual([
      { rate: 5.5, base: 1000, vat: 55 },
      { rate: 20, base: 933, vat: 187 },
    ]);
    expect(sumByRate([], ['gross'])).toEqual([]);
  });
});

describe('typed euros', () => {
  it('reads a price typed the French or the English way into cents, and refuses the rest', () => {
    expect(parseEuroInput('1 250,50')).toBe(125_050);
    expect(parseEuroInput('1\u202f250,5')).toBe(125_050);
    expect(parseEuroInput('1250.50')).toBe(125_050);
    expect(parseEuroInput('12,50 €')).toBe(1250);
    expect(parseEuroInput('€12')).toBe(1200);
    expect(parseEuroInput('12,')).toBe(1200);
    expect(parseEuroInput('0')).toBe(0);
    expect(parseEuroInput('0.29')).toBe(29);
    expect(parseEuroInput('-12')).toBeNull();
    expect(parseEuroInput('12,505')).toBeNull();
    expect(parseEuroInput('1.250,50')).toBeNull();
    expect(parseEuroInput('1e3')).toBeNull();
    expect(parseEuroInput('')).toBeNull();
    expect(parseEuroInput('   ')).toBeNull();
  });

  it('takes an empty field as 0 and a digit limit when the field asks', () => {
    expect(parseEuroInput('', { emptyIsZero: true })).toBe(0);
    expect(parseEuroInput('1234567', { maxUnitDigits: 7 })).toBe(123_456_700);
    expect(parseEuroInput('12345678', { maxUnitDigits: 7 })).toBeNull();
    expect(parseEuroInput('123456789')).toBe(12_345_678_900);
  });

  it('reads hundredths (euros or percent) and writes cents back for a field', () => {
    expect(parseHundredths('12,5')).toBe(1250);
    expect(parseHundredths(' 1.05 ')).toBe(105);
    expect(parseHundredths('1,505')).toBeNull();
    expect(parseHundredths('abc')).toBeNull();
    expect(parseHundredths('5 €')).toBeNull();
    expect([0, 5, 150, 2900, 125_050, MAX_CENTS].map(centsToInput)).toEqual(['0,00', '0,05', '1,50', '29,00', '1250,50', '1000000,00']);
    for (let cents = 0; cents < 20_000; cents += 1) expect(parseEuroInput(centsToInput(cents))).toBe(cents);
    // A refund in a CSV: the sign first, then the euros (the settlement's file, issue #24).
    expect([-2500, -5].map(centsToInput)).toEqual(['-25,00', '-0,05']);
  });
});

describe('Money: an amount with its currency', () => {
  it('keeps integer minor units and one currency per sum', () => {
    expect(addMoney(euros(1250), euros(5), euros(-5))).toEqual({ amount: 1250, currency: 'EUR' });
    expect(() => moneyOf(12.5, 'EUR')).toThrow(RangeError);
    expect(majorUnitsOf(euros(1250))).toBe(12.5);
  });

  it('is written by its currency, through the one formatter that lib/format uses too', () => {
    expect(plain(formatMoneyValue(euros(125_050)))).toBe('1 250,50 €');
    expect(plain(formatMoneyValue(euros(-5)))).toBe('-0,05 €');
    expect(formatMoney(125_050)).toBe(formatMoneyValue(euros(125_050)));
  });
});

describe('the cents schema of the API', () => {
  it('takes integer cents from 0 to 1 000 000 €', () => {
    expect(centsSchema.safeParse(0).success).toBe(true);
    expect(centsSchema.safeParse(MAX_CENTS).success).toBe(true);
    expect(centsSchema.safeParse(MAX_CENTS + 1).success).toBe(false);
    expect(centsSchema.safeParse(12.5).success).toBe(false);
    expect(centsSchema.safeParse(-1).success).toBe(false);
  });
});
