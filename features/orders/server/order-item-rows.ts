import { randomUUID } from 'node:crypto';
import { variantLabelOf, type LabelledVariant } from '@/features/products/variant-label';
import type { orderItems } from '@/lib/db/schema';
import type { OrderTotals } from '../totals';

export type OrderItemRow = typeof orderItems.$inferSelect;

/** What a line sells, as the catalogue describes it at the time of the sale: the order item keeps it as it was. */
export interface SoldLine {
  /** Null on a custom line (Article libre). */
  productVariantId: string | null;
  quantity: number;
  unitPrice: number;
  vatRate: number;
  discount: number;
  discountReason?: string | null;
  /** Null on a custom line: it is sold under its own label, in category "other", with no stock item. */
  variant: (LabelledVariant & { productId: string; inventoryItemId: string | null; productTitle: string; category: string }) | null;
  customLabel?: string;
}

/**
 * The rows of an order's lines, for a sale at a stand and a shop order alike. `totals` is orderTotals() of the same
 * lines in the same order. Every catalogue line here has its stock item: the callers refused unstocked lines before.
 * A custom line (no variant) is stored with no product, variant nor stock item, its label as the title.
 * Whole rows, ids included: the sale writes them inside a statement that returns only its order (insert-sale.ts).
 */
export function orderItemRows(orderId: string, lines: SoldLine[], totals: OrderTotals): OrderItemRow[] {
  return lines.map((line, index) => ({
    id: randomUUID(),
    orderId,
    custom: false,
    ...(line.variant
      ? {
          productId: line.variant.productId,
          productVariantId: line.productVariantId,
          inventoryItemId: line.variant.inventoryItemId!,
          productTitle: line.variant.productTitle,
          variantTitle: variantLabelOf(line.variant),
          category: line.variant.category,
        }
      : { productId: null, productVariantId: null, inventoryItemId: null, custom: true, productTitle: line.customLabel!, variantTitle: null, category: 'other' }),
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    vatRate: line.vatRate,
    discount: line.discount,
    discountReason: line.discountReason ?? null,
    lineTotal: totals.lines[index]!.lineTotal,
    lineVat: totals.lines[index]!.lineVat,
    refundedQuantity: 0,
    position: index,
  }));
}
