import { AppError } from '@/lib/errors';
import { MAX_LINE_QUANTITY } from '../types';

export interface MergedLine {
  productVariantId: string;
  quantity: number;
  /** Where the variant first appears in the request: refusals point there. */
  firstIndex: number;
}

/** Lines of the same variant become one (a grid may send a size twice); a merged line keeps the per-line maximum. */
export function mergeLines(items: { productVariantId: string; quantity: number }[]): MergedLine[] {
  const merged = new Map<string, MergedLine>();
  items.forEach((item, index) => {
    const line = merged.get(item.productVariantId);
    if (line) line.quantity += item.quantity;
    else merged.set(item.productVariantId, { productVariantId: item.productVariantId, quantity: item.quantity, firstIndex: index });
  });
  const tooBig = [...merged.values()].filter((line) => line.quantity > MAX_LINE_QUANTITY);
  if (tooBig.length) throw new AppError('VALIDATION_ERRORS', { fields: tooBig.map((line) => `items.${line.firstIndex}.quantity`) });
  return [...merged.values()];
}
