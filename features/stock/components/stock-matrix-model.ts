import type { InventoryMatrix, InventoryView, MatrixRow } from '../types';
import { toCsv } from '@/lib/csv';

export { isLowStock } from '../low-stock';

export interface ProductGroup {
  productId: string;
  productTitle: string;
  productReference: string | null;
  rows: MatrixRow[];
}

/** The rows shown: all of them, or only those with units somewhere or on the road. */
export function visibleRows(rows: MatrixRow[], hideEmpty: boolean): MatrixRow[] {
  return hideEmpty ? rows.filter((row) => row.total !== 0 || row.inTransit !== 0) : rows;
}

/** Consecutive rows of one product under one header (the API sends them product by product). */
export function groupByProduct(rows: MatrixRow[]): ProductGroup[] {
  const groups: ProductGroup[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.productId === row.productId) last.rows.push(row);
    else groups.push({ productId: row.productId, productTitle: row.productTitle, productReference: row.productReference, rows: [row] });
  }
  return groups;
}

/** What the screens call each kind of place; a stand's event is shown apart (a second header line, a CSV suffix). */
export interface InventoryNames {
  warehouse: string;
  zone: string;
  shop: string;
  standOfEvent: (name: string, event: string) => string;
}

/** The column header of an inventory: its name (the warehouse's is translated) and, for a stand, its event. */
export function inventoryHeading(inventory: InventoryView, names: Pick<InventoryNames, 'warehouse' | 'zone' | 'shop'>): { name: string; detail: string | null } {
  if (inventory.kind === 'warehouse') return { name: names.warehouse, detail: null };
  if (inventory.kind === 'stand') return { name: inventory.name, detail: inventory.eventName };
  // A shop is its date's: "Boutique en ligne" over the date, as a stand's name is over its date.
  if (inventory.kind === 'shop') return { name: names.shop, detail: inventory.eventName ?? inventory.name };
  return { name: inventory.name, detail: names.zone };
}

/** The same on one line, for a select or a CSV header. */
export function inventoryLabel(inventory: Pick<InventoryView, 'kind' | 'name' | 'eventName'>, names: InventoryNames): string {
  if (inventory.kind === 'warehouse') return names.warehouse;
  if (inventory.kind === 'stand' && inventory.eventName) return names.standOfEvent(inventory.name, inventory.eventName);
  return inventory.name;
}

export interface MatrixCsvLabels {
  product: string;
  reference: string;
  variant: string;
  total: string;
  inTransit: string;
  totals: string;
  names: InventoryNames;
}

/**
 * The matrix as shown (its columns, the rows left after "hide empty rows"), one line per variant and a totals line:
 * Produit;Référence;Variante;<each place>;Total;En transit. Levels a place does not hold are written 0.
 */
export function buildMatrixCsv(matrix: Pick<InventoryMatrix, 'inventories' | 'totals' | 'total' | 'inTransit'>, rows: MatrixRow[], labels: MatrixCsvLabels): string {
  const header = [labels.product, labels.reference, labels.variant, ...matrix.inventories.map((inventory) => inventoryLabel(inventory, labels.names)), labels.total, labels.inTransit];
  const lines = rows.map((row) => [
    row.productTitle,
    row.productReference ?? '',
    row.variantTitle,
    ...matrix.inventories.map((inventory) => row.levels[inventory.id] ?? 0),
    row.total,
    row.inTransit,
  ]);
  const totals = [labels.totals, '', '', ...matrix.inventories.map((inventory) => matrix.totals[inventory.id] ?? 0), matrix.total, matrix.inTransit];
  return toCsv(header, [...lines, totals]);
}
