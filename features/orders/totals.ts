import { proportionOf } from '@/lib/money/percent';
import { sumByRate, vatInside } from '@/lib/money/vat';
import type { VatLineView } from './types';

export interface PricedLine {
  quantity: number;
  /** VAT included, cents. */
  unitPrice: number;
  /** Percent, e.g. 20 or 5.5. */
  vatRate: number;
  discount: number;
}

export interface LineTotals {
  lineTotal: number;
  lineVat: number;
}

export interface OrderTotals {
  lines: LineTotals[];
  totalInclVat: number;
  totalVat: number;
  totalExclVat: number;
  totalDiscount: number;
  vatLines: VatLineView[];
}

/**
 * The totals of a sale from its lines (prices VAT included, as the catalogue gives them). VAT is computed per line
 * and summed per rate, so the receipt's rate lines add up to the lines it prints, to the cent.
 */
export function orderTotals(lines: PricedLine[]): OrderTotals {
  const computed = lines.map((line) => {
    const lineTotal = line.quantity * line.unitPrice - line.discount;
    return { lineTotal, lineVat: vatInside(lineTotal, line.vatRate) };
  });
  const vatLines: VatLineView[] = sumByRate(
    lines.map((line, index) => ({ rate: line.vatRate, base: computed[index]!.lineTotal - computed[index]!.lineVat, vat: computed[index]!.lineVat })),
    ['base', 'vat'],
  );
  const totalInclVat = computed.reduce((sum, line) => sum + line.lineTotal, 0);
  const totalVat = computed.reduce((sum, line) => sum + line.lineVat, 0);
  return {
    lines: computed,
    totalInclVat,
    totalVat,
    totalExclVat: totalInclVat - totalVat,
    totalDiscount: lines.reduce((sum, line) => sum + line.discount, 0),
    vatLines,
  };
}

/**
 * What a refund of `quantity` units of a line gives back: its share of the line total, discount included, never
 * more than what is left of the line. The last units refunded take exactly what is left, so that rounding never
 * gives back more or less than was paid.
 */
export function refundShare(line: { quantity: number; lineTotal: number; refundedQuantity: number }, quantity: number, alreadyRefundedAmount: number): number {
  const left = line.lineTotal - alreadyRefundedAmount;
  if (line.refundedQuantity + quantity >= line.quantity) return left;
  return Math.max(0, Math.min(left, proportionOf(line.lineTotal, quantity, line.quantity)));
}

/** The change to give back on a cash sale; null when the amount tendered does not cover the total. */
export function changeDue(totalInclVat: number, amountTendered: number): number | null {
  return amountTendered >= totalInclVat ? amountTendered - totalInclVat : null;
}
