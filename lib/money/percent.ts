import { divideRounded } from './rounding';

/** 100 % in basis points. */
export const FULL_BASIS_POINTS = 10_000;

/**
 * A rate in percent with at most 2 decimals (20, 5.5, 12.34), as the database and the forms give it, in basis points
 * (2000, 550, 1234): the one place a rate leaves floating point, so that every product after it is of integers.
 */
export function basisPointsOf(percent: number): number {
  return Math.round(percent * 100);
}

/** amount × basis points ÷ 10 000, rounded to the cent once: 250 points of 500 is 13 (12,5). */
export function applyBasisPoints(amount: number, basisPoints: number): number {
  return divideRounded(amount * basisPoints, FULL_BASIS_POINTS);
}

/** A share of an amount given in percent: 12.5 % of 1000 is 125. */
export function percentOf(amount: number, percent: number): number {
  return applyBasisPoints(amount, basisPointsOf(percent));
}

/** part ÷ whole of an amount, rounded to the cent once: 1 unit of 3 of a 1000 line is 333. */
export function proportionOf(amount: number, part: number, whole: number): number {
  return divideRounded(amount * part, whole);
}
