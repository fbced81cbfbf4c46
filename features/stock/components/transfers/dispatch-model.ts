import type { MatrixRow } from '../../types';
import { parseQuantity } from './quantity-model';

/** A dispatch plan: what each stand gets of each variant, as typed, keyed by `cellKey`. */
export type DispatchPlan = Record<string, string>;

export const cellKey = (productVariantId: string, inventoryId: string) => `${productVariantId}:${inventoryId}`;

/** Units of a row the plan sends (unreadable cells count for nothing: they are flagged on their own). */
export function plannedOf(plan: DispatchPlan, productVariantId: string, standIds: string[]): number {
  return standIds.reduce((sum, standId) => {
    const quantity = parseQuantity(plan[cellKey(productVariantId, standId)]);
    return sum + (typeof quantity === 'number' ? quantity : 0);
  }, 0);
}

/**
 * The plan that shares what the source holds of each row evenly between the stands; the units that do not divide
 * go to the first stands, one each. Rows the source does not hold are left as they are.
 */
export function fillEvenly(plan: DispatchPlan, rows: MatrixRow[], sourceId: string, standIds: string[]): DispatchPlan {
  const next = { ...plan };
  if (!standIds.length) return next;
  for (const row of rows) {
    const available = row.levels[sourceId] ?? 0;
    if (available <= 0) continue;
    const share = Math.floor(available / standIds.length);
    const rest = available % standIds.length;
    standIds.forEach((standId, index) => {
      const quantity = share + (index < rest ? 1 : 0);
      next[cellKey(row.productVariantId, standId)] = quantity ? String(quantity) : '';
    });
  }
  return next;
}

/**
 * The body's shipments: one per stand that gets anything, its lines in the rows' order. `cells[i][j]` is the plan
 * cell behind `transfers.i.items.j`, to put the API's refusals back on their inputs.
 */
export function shipmentsOf(plan: DispatchPlan, rows: MatrixRow[], standIds: string[]) {
  const transfers: { toInventoryId: string; items: { productVariantId: string; quantity: number }[] }[] = [];
  const cells: string[][] = [];
  for (const standId of standIds) {
    const items = rows.flatMap((row) => {
      const quantity = parseQuantity(plan[cellKey(row.productVariantId, standId)]);
      return typeof quantity === 'number' && quantity > 0 ? [{ productVariantId: row.productVariantId, quantity }] : [];
    });
    if (!items.length) continue;
    transfers.push({ toInventoryId: standId, items });
    cells.push(items.map((item) => cellKey(item.productVariantId, standId)));
  }
  return { transfers, cells };
}
