import { z } from 'zod';
import { warehouseSupplySchema, type WarehouseSupplyInput } from '../schemas';
import { MAX_LINE_QUANTITY } from '../types';

/**
 * The grid's values: one text per variant (what the user typed) and the delivery reference. Blank means 0. The
 * messages are keys of `stock.supply.errors`.
 */
export const supplyFormSchema = z.object({
  reference: z.string().trim().max(200, 'reference'),
  quantities: z.record(
    z.string(),
    z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d+$/.test(value), 'integer')
      .refine((value) => value === '' || !/^\d+$/.test(value) || Number(value) <= MAX_LINE_QUANTITY, 'tooLarge')
      .optional(),
  ),
});
export type SupplyFormValues = z.infer<typeof supplyFormSchema>;

/** A typed quantity as a number; 0 for blank or anything not a whole number (the schema reports those). */
export function quantityOf(text: string | undefined): number {
  const value = text?.trim() ?? '';
  return /^\d+$/.test(value) ? Number(value) : 0;
}

export function totalOf(quantities: Record<string, string | undefined>): number {
  return Object.values(quantities).reduce((sum, text) => sum + quantityOf(text), 0);
}

/**
 * The request body, through the API's own schema: the lines above 0 in the grid's order (so that the API's
 * `items.N.quantity` points back to a variant through `variantIds[N]`), or null when there is none.
 */
export function supplyBodyOf(values: SupplyFormValues, order: string[]): { body: WarehouseSupplyInput; variantIds: string[] } | null {
  const lines = order.map((productVariantId) => ({ productVariantId, quantity: quantityOf(values.quantities[productVariantId]) })).filter((line) => line.quantity > 0);
  if (!lines.length) return null;
  return { body: warehouseSupplySchema.parse({ items: lines, reference: values.reference }), variantIds: lines.map((line) => line.productVariantId) };
}

/** `items.3.quantity` → the variant of the 4th line sent; `reference` → 'reference'; anything else → null. */
export function fieldOfApiError(field: string, variantIds: string[]): { variantId: string } | 'reference' | null {
  if (field === 'reference') return 'reference';
  const index = /^items\.(\d+)(?:\.|$)/.exec(field)?.[1];
  const variantId = index === undefined ? undefined : variantIds[Number(index)];
  return variantId ? { variantId } : null;
}
