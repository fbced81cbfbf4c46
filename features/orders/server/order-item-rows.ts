import { variantLabelOf, type LabelledVariant } from '@/features/products/variant-label';
import type { orderItems } from '@/lib/db/schema';
import type { OrderTotals } from '../totals';

/** What a line sells, as the catalogue describes it at the time of the sale: the order item keeps it as it was. */
export interface SoldLine {
  productVariantId: string;
  quantity: number;
  unitPrice: number;
  vatRate: number;
  discount: number;
  discountReason?: string | null;
  variant: LabelledVariant & { productId: string; inventoryItemId: string | null; productTitle: string; category: string };
}

/**
 * The rows of an order's lines, for a sale at a stand and a shop order alike. `totals` is orderTotals() of the same
 * lines in the same order. Every line here has its stock item: the callers refused unstocked lines before.
 */
export function orderItemRows(orderId: string, lines: SoldLine[], totals: OrderTotals): (typeof orderItems.$inferInsert)[] {
  return lines.map((line, index) => ({
    orderId,
    productId: line.variant.productId,
    productVariantId: line.productVariantId,
    inventoryItemId: line.variant.inventoryItemId!,
    productTitle: line.variant.productTitle,
    variantTitle: variantLabelOf(line.variant),
    category: line.variant.category,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    vatRate: line.vatRate,
    discount: line.discount,
    discountReason: line.discountReason ?? null,
    lineTotal: totals.lines[index]!.lineTotal,
    lineVat: totals.lines[index]!.lineVat,
    position: index,
  }));
}
