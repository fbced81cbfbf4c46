import { productSizes, type ProductVariant } from '@/features/products';

export interface VariantCell {
  variant: ProductVariant;
  /** Units the stand can still sell: its stock less what is already in the basket. */
  left: number;
  /** The stand holds none at all. */
  soldOut: boolean;
}

export interface VariantGrid {
  /** Sizes in the spec's order; a single empty column when no variant has a size. */
  columns: string[];
  rows: { label: string; cells: (VariantCell | null)[] }[];
}

/** What tells a variant apart besides its size: colour, material, style (its title when it has none of them). */
function rowLabel(variant: ProductVariant): string {
  const label = [variant.color, variant.material, variant.style].filter(Boolean).join(' / ');
  return label || (variant.size ? '' : variant.title);
}

/**
 * A product's variants as the picker lays them out: sizes across, colours (and other attributes) down, each cell
 * with what is left of it at the stand. Variants that would share a cell are listed one per row instead.
 */
export function variantGrid(variants: ProductVariant[], stock: (variantId: string) => number, inBasket: (variantId: string) => number): VariantGrid {
  const cellOf = (variant: ProductVariant): VariantCell => {
    const level = stock(variant.id);
    return { variant, left: Math.max(0, level - inBasket(variant.id)), soldOut: level <= 0 };
  };
  const sized = variants.some((variant) => variant.size);
  const columns = sized ? productSizes.filter((size) => variants.some((variant) => variant.size === size)) : [''];
  const rows: VariantGrid['rows'] = [];
  const taken = new Set<string>();
  for (const variant of variants) {
    const label = rowLabel(variant);
    const column = sized ? columns.indexOf(variant.size ?? '') : 0;
    const key = `${label}|${column}`;
    if (column < 0 || taken.has(key)) return { columns: [''], rows: variants.map((each) => ({ label: each.title, cells: [cellOf(each)] })) };
    taken.add(key);
    let row = rows.find((entry) => entry.label === label);
    if (!row) {
      row = { label, cells: columns.map(() => null) };
      rows.push(row);
    }
    row.cells[column] = cellOf(variant);
  }
  return { columns, rows };
}
