import { basisPointsOf, FULL_BASIS_POINTS, percentOf } from './percent';
import { divideRounded } from './rounding';

/*
 * VAT on integer cents, the rate in percent (20, 5.5). Three figures, each rounded once (lib/money/rounding.ts):
 * - on top of an amount excluding VAT (the platform's invoices): excl. × rate;
 * - inside an amount including VAT, the VAT rounded (a receipt's line): incl. × rate ÷ (1 + rate);
 * - inside an amount including VAT, the part excluding VAT rounded and the VAT the rest (a settlement's rate line):
 *   incl. ÷ (1 + rate).
 * The last two may differ by a cent on an exact half (3 cents at 20 %: VAT 1, or excl. 3 and VAT 0); each document
 * keeps the one it always printed.
 */

/** The VAT to add to an amount excluding VAT: 1000 at 5.5 % is 55. */
export function vatOnTop(amountExclVat: number, ratePercent: number): number {
  return percentOf(amountExclVat, ratePercent);
}

/** The VAT inside an amount including VAT, rounded: 1200 at 20 % holds 200, 999 holds 167. */
export function vatInside(amountInclVat: number, ratePercent: number): number {
  const points = basisPointsOf(ratePercent);
  return divideRounded(amountInclVat * points, FULL_BASIS_POINTS + points);
}

/** The part of an amount including VAT without its VAT, rounded: 999 at 20 % is 833 (8,325). */
export function exclVatInside(amountInclVat: number, ratePercent: number): number {
  return divideRounded(amountInclVat * FULL_BASIS_POINTS, FULL_BASIS_POINTS + basisPointsOf(ratePercent));
}

/** Amounts summed per VAT rate, the rates in ascending order: the rate lines of a receipt or a report. */
export function sumByRate<K extends string>(entries: readonly ({ rate: number } & Record<K, number>)[], keys: readonly K[]): ({ rate: number } & Record<K, number>)[] {
  const byRate = new Map<number, { rate: number } & Record<K, number>>();
  for (const entry of entries) {
    const sum = byRate.get(entry.rate) ?? ({ rate: entry.rate, ...Object.fromEntries(keys.map((key) => [key, 0])) } as { rate: number } & Record<K, number>);
    for (const key of keys) (sum as Record<K, number>)[key] += entry[key];
    byRate.set(entry.rate, sum);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}
