// Discounts at the register (issue #25): per line or on the whole basket, as a percentage or an amount. Pure and
// browser-safe: the basket shows what the sale (server/create-event-order.ts) will store, with the same arithmetic.
// docs/decisions.md, "Discounts".
import { percentOf } from '@/lib/money/percent';

/** A discount as the seller gives it: a percentage (at most 2 decimals) or an amount in cents. */
export type DiscountInput = { percent: number } | { amount: number };

/**
 * The discount in cents off `gross` (a line's quantity × price, or the basket's total after the lines' own discounts):
 * a percentage rounded to the cent once (half away from zero), an amount as given; never more than `gross`.
 */
export function discountCents(gross: number, discount: DiscountInput): number {
  const cents = 'percent' in discount ? percentOf(gross, discount.percent) : discount.amount;
  return Math.max(0, Math.min(gross, cents));
}

/**
 * A basket discount spread over its lines, in proportion to each line's total after its own discount (largest
 * remainder): each line first takes the whole cents of its exact share, then the cents left go one each to the lines
 * with the largest remainders (the earlier line on a tie). The shares add up to the discount exactly, none is more
 * than its line, so the total is exact and each line's VAT is computed on what the line really sells for.
 */
export function spreadDiscount(discount: number, lineTotals: number[]): number[] {
  const whole = lineTotals.reduce((sum, total) => sum + total, 0);
  if (discount <= 0 || whole <= 0) return lineTotals.map(() => 0);
  const taken = Math.min(discount, whole);
  const shares = lineTotals.map((total) => Math.floor((taken * total) / whole));
  let left = taken - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = lineTotals
    .map((total, index) => ({ index, remainder: (taken * total) % whole }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    if (shares[index]! < lineTotals[index]!) {
      shares[index] = shares[index]! + 1;
      left -= 1;
    }
  }
  return shares;
}

/**
 * The lines with a basket discount spread over them (spreadDiscount, on what each line sells for after its own
 * discount); a line it discounts takes the basket's reason unless it has its own. The sale and the basket both use it.
 */
export function withBasketDiscount<Line extends { quantity: number; unitPrice: number; discount: number; discountReason?: string | null }>(lines: Line[], discount: DiscountInput | null | undefined, reason: string | null | undefined): Line[] {
  if (!discount) return lines;
  const nets = lines.map((line) => line.quantity * line.unitPrice - line.discount);
  const shares = spreadDiscount(discountCents(nets.reduce((sum, net) => sum + net, 0), discount), nets);
  return lines.map((line, index) => (shares[index]! > 0 ? { ...line, discount: line.discount + shares[index]!, discountReason: line.discountReason || reason || undefined } : line));
}

/** A line given away: its discount is its whole price (a line of a product priced 0 is not a gift). */
export const isFreeLine = (line: { quantity: number; unitPrice: number; discount: number }) => line.unitPrice > 0 && line.discount >= line.quantity * line.unitPrice;

/**
 * Why a line is given away, as the register offers it; `other` comes with the seller's words. The reason is stored
 * on the line (`order_items.discount_reason`) in the seller's words of the moment, as the settlement lists comps.
 */
export const compReasons = ['guestList', 'band', 'damaged', 'other'] as const;
export type CompReason = (typeof compReasons)[number];
