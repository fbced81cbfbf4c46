import { productSizes } from '@/features/products';
import { MAX_LINE_QUANTITY, type MatrixRow } from '../../types';

/** What a typed quantity is: a count (empty is 0), or not a whole number the API would take. */
export type ParsedQuantity = number | 'invalid';

export function parseQuantity(value: string | undefined): ParsedQuantity {
  const text = (value ?? '').trim();
  if (!text) return 0;
  if (!/^\d+$/.test(text)) return 'invalid';
  const count = Number(text);
  return count > MAX_LINE_QUANTITY ? 'invalid' : count;
}

/** What is wrong with a typed quantity, given what the source holds (null: no source chosen yet). */
export type QuantityIssue = { kind: 'invalid' } | { kind: 'over'; excess: number } | null;

export function quantityIssue(value: string | undefined, available: number | null): QuantityIssue {
  const quantity = parseQuantity(value);
  if (quantity === 'invalid') return { kind: 'invalid' };
  if (available !== null && quantity > available) return { kind: 'over', excess: quantity - available };
  return null;
}

/** "T-shirt — Noir / M"; a product's only variant, titled like the product, is just "Vinyle". */
export function variantLabel(row: Pick<MatrixRow, 'productTitle' | 'variantTitle'>): string {
  return !row.variantTitle || row.variantTitle === row.productTitle ? row.productTitle : `${row.productTitle} — ${row.variantTitle}`;
}

/** A variant's title without its size: "Noir / M" → "Noir"; '' for a variant told apart by its size only. */
function titleWithoutSize(row: MatrixRow): string {
  return row.variantTitle
    .split(' / ')
    .filter((part) => part !== row.size)
    .join(' / ');
}

export interface SizedRow {
  /** The variant's other attributes ("Noir"), '' when the product varies by size only. */
  label: string;
  /** One cell per size of the block, null where this colour does not come in that size. */
  cells: (MatrixRow | null)[];
}

export interface ProductBlock {
  productId: string;
  productTitle: string;
  /** The sizes of the product, in the spec's order (XXS … 4XL): the grid's columns. */
  sizes: string[];
  sizedRows: SizedRow[];
  /** Variants without a size, one input each. */
  unsized: MatrixRow[];
  rows: MatrixRow[];
}

const sizeRank = new Map<string, number>(productSizes.map((size, index) => [size, index]));

/**
 * The catalogue as the quantity grids show it: one block per product (in the matrix's order), its sizes across
 * and its other attributes down, so that a size run is typed along one line.
 */
export function buildProductBlocks(rows: MatrixRow[]): ProductBlock[] {
  const blocks = new Map<string, ProductBlock>();
  for (const row of rows) {
    const block = blocks.get(row.productId) ?? { productId: row.productId, productTitle: row.productTitle, sizes: [], sizedRows: [], unsized: [], rows: [] };
    block.rows.push(row);
    blocks.set(row.productId, block);
  }
  for (const block of blocks.values()) {
    const sized = block.rows.filter((row) => row.size !== null);
    block.unsized = block.rows.filter((row) => row.size === null);
    block.sizes = [...new Set(sized.map((row) => row.size!))].sort((a, b) => (sizeRank.get(a) ?? 99) - (sizeRank.get(b) ?? 99));
    const byLabel = new Map<string, MatrixRow[]>();
    for (const row of sized) byLabel.set(titleWithoutSize(row), [...(byLabel.get(titleWithoutSize(row)) ?? []), row]);
    block.sizedRows = [...byLabel].map(([label, variants]) => ({ label, cells: block.sizes.map((size) => variants.find((row) => row.size === size) ?? null) }));
  }
  return [...blocks.values()];
}

/** The lines a set of typed quantities makes, in the catalogue's order; their indexes are the API's `items.N`. */
export function linesOf(rows: MatrixRow[], values: Record<string, string>): { productVariantId: string; quantity: number }[] {
  return rows.flatMap((row) => {
    const quantity = parseQuantity(values[row.productVariantId]);
    return typeof quantity === 'number' && quantity > 0 ? [{ productVariantId: row.productVariantId, quantity }] : [];
  });
}
