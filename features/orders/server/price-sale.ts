import type { Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { stockItemsOf } from '@/features/stock/server/ledger';
import { isFreeLine, withBasketDiscount } from '../discounts';
import { isPartsRefusal, salePartsOf, type SalePart } from '../payment-parts';
import { isCustomLine, type CreateEventOrderInput } from '../schemas';
import { orderTotals, type OrderTotals } from '../totals';
import type { SoldLine } from './order-item-rows';
import { saleVariants, type SaleVariant } from './sale-context';

/** What a basket asks for: its lines, the basket's discount, how it is paid. */
export type SaleBasket = Pick<CreateEventOrderInput, 'items' | 'basketDiscount' | 'basketDiscountReason' | 'payment' | 'payments'>;

export interface PricedSale {
  /** The basket's lines priced as the catalogue says now, the basket's discount spread over them. */
  lines: SoldLine[];
  totals: OrderTotals;
  /** How it is paid, cash first: the change on a cash part. */
  parts: SalePart[];
}

/** The catalogue's variants a basket names (a custom line names none). */
export const variantIdsOf = (basket: Pick<SaleBasket, 'items'>): string[] => basket.items.flatMap((item) => (isCustomLine(item) ? [] : [item.productVariantId]));

/**
 * The basket priced and paid on paper: every line's variant of this tour, its price and VAT rate of now (a custom
 * line, Article libre, brings its own), the discounts checked (never more than the line, a gift says why), the
 * totals, and the payment's parts against them. The sale at a stand and the training sale read this one function,
 * so that a seller in training is told exactly what the till would say.
 *
 * `variants`: the basket's variants already read with the stand (saleContext's `variantIds`), else read here.
 * `stockItemsForOffline`: sold offline, an item no stand ever held was in the buyer's hands all the same, its stock
 * item is made here; otherwise such a line is NOT_ENOUGH_AVAILABLE_IN_INVENTORY.
 */
export async function priceSale(tx: Tx, projectId: string, basket: SaleBasket, options: { stockItemsForOffline: boolean; variants?: Map<string, SaleVariant> }): Promise<PricedSale> {
  const variants = options.variants ?? (await saleVariants(tx, projectId, variantIdsOf(basket)));
  const unknown = basket.items.flatMap((item, index) => (isCustomLine(item) || variants.has(item.productVariantId) ? [] : [`items.${index}.productVariantId`]));
  if (unknown.length) throw new AppError('VALIDATION_ERRORS', { fields: unknown });
  const neverStocked = options.stockItemsForOffline ? [...variants.values()].filter((variant) => !variant.inventoryItemId) : [];
  if (neverStocked.length) {
    const made = await stockItemsOf(tx, projectId, neverStocked.map((variant) => variant.productVariantId), () => 'items');
    neverStocked.forEach((variant, index) => (variant.inventoryItemId = made[index]!.inventoryItemId));
  }
  const priced = basket.items.map((item): SoldLine => {
    if (isCustomLine(item)) {
      const { custom, ...rest } = item;
      return { ...rest, productVariantId: null, variant: null, customLabel: custom.label, unitPrice: custom.unitPrice, vatRate: custom.vatRate, discount: item.discount ?? 0 };
    }
    const variant = variants.get(item.productVariantId)!;
    return { ...item, variant, unitPrice: variant.unitPrice, vatRate: variant.vatRate, discount: item.discount ?? 0 };
  });
  const overDiscounted = priced.flatMap((line, index) => (line.discount > line.quantity * line.unitPrice ? [`items.${index}.discount`] : []));
  if (overDiscounted.length) throw new AppError('VALIDATION_ERRORS', { fields: overDiscounted });
  const lines = withBasketDiscount(priced, basket.basketDiscount, basket.basketDiscountReason);
  // A line given away says why (the settlement lists the comps by reason): its own reason, or the basket's.
  const unexplained = lines.flatMap((line, index) => (isFreeLine(line) && !line.discountReason ? [isFreeLine(priced[index]!) ? `items.${index}.discountReason` : 'basketDiscountReason'] : []));
  if (unexplained.length) throw new AppError('VALIDATION_ERRORS', { fields: [...new Set(unexplained)] });
  // Never held at this tour's stands: there is none to sell.
  const unstocked = lines.flatMap((line, index) => (!line.variant || line.variant.inventoryItemId ? [] : [`items.${index}.quantity`]));
  if (unstocked.length) throw new AppError('NOT_ENOUGH_AVAILABLE_IN_INVENTORY', { fields: unstocked });
  const totals = orderTotals(lines);
  const parts = salePartsOf(basket, totals.totalInclVat);
  if (isPartsRefusal(parts)) throw new AppError('VALIDATION_ERRORS', { fields: [parts.field] });
  return { lines, totals, parts };
}
