/**
 * THE rounding rule of every amount: an exact integer quotient rounded to the cent once, half away from zero.
 * Amounts are integer cents and rates integer basis points, so n ÷ d is a quotient of integers and never a float
 * product: 0,5 cent goes up to 1, −0,5 cent (a credit note) down to −1. For the amounts a receipt or a settlement
 * meets (never negative) this is the `Math.round` they used before, to the cent.
 */
export function divideRounded(numerator: number, denominator: number): number {
  const magnitude = Math.floor((Math.abs(numerator) * 2 + denominator) / (denominator * 2));
  return numerator < 0 ? -magnitude : magnitude;
}
