import { productSizes, type ProductSize } from './types';

/**
 * Pure functions shared by the product editor (to preview the variants before saving) and the API (to create
 * them): the same input always gives the same variants, in the same order, with the same titles.
 */

/** What the editor asks: every combination of these becomes a variant. */
export interface VariantMatrix {
  sizes?: readonly ProductSize[];
  colors?: readonly string[];
  materials?: readonly string[];
  styles?: readonly string[];
}

/** The attributes that tell variants apart (spec §9), besides the free `title`. */
export interface VariantOptions {
  color: string | null;
  size: ProductSize | null;
  material: string | null;
  style: string | null;
}

export interface VariantDraft extends VariantOptions {
  title: string;
  isDefault: boolean;
  position: number;
}

const sizeRank = new Map<string, number>(productSizes.map((size, index) => [size, index]));

function normalize(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

function folded(value: string | null): string {
  return value === null ? '' : normalize(value).toLocaleLowerCase('fr');
}

/** Trimmed, inner spaces collapsed, blanks dropped, duplicates removed whatever their case: the first spelling wins. */
export function distinctValues(values: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values.map(normalize)) {
    if (!value || seen.has(folded(value))) continue;
    seen.add(folded(value));
    kept.push(value);
  }
  return kept;
}

/** Distinct sizes in the spec's order (XXS … 4XL), whatever the order they were given in. */
export function sortSizes(sizes: readonly ProductSize[] = []): ProductSize[] {
  return [...new Set(sizes)].filter((size) => sizeRank.has(size)).sort((a, b) => sizeRank.get(a)! - sizeRank.get(b)!);
}

export function hasOptions(options: VariantOptions): boolean {
  return options.color !== null || options.size !== null || options.material !== null || options.style !== null;
}

/** Whether two variants have the same colour, size, material and style (case and spacing do not count). */
export function sameOptions(a: VariantOptions, b: VariantOptions): boolean {
  return folded(a.color) === folded(b.color) && a.size === b.size && folded(a.material) === folded(b.material) && folded(a.style) === folded(b.style);
}

/** "Noir / M", "Blanc / XL / Coton bio": colour, size, material, style; '' when the variant has none. */
export function variantTitle(options: VariantOptions): string {
  return [options.color, options.size, options.material, options.style].filter((part): part is string => part !== null).join(' / ');
}

/** How many variants a matrix makes (1, the default alone, when it is empty). */
export function countVariantMatrix(matrix: VariantMatrix): number {
  const lengths = [sortSizes(matrix.sizes).length, distinctValues(matrix.colors).length, distinctValues(matrix.materials).length, distinctValues(matrix.styles).length];
  return lengths.reduce((total, length) => total * Math.max(length, 1), 1);
}

/**
 * The variants of a new product: the cartesian product of colours (in the order given) × sizes (in the spec's
 * order) × materials × styles, titled "Noir / M". The first combination is the default variant. With no options
 * at all, the default alone, titled like the product.
 */
export function buildVariantMatrix(matrix: VariantMatrix, productTitle: string): VariantDraft[] {
  const colors = distinctValues(matrix.colors);
  const sizes = sortSizes(matrix.sizes);
  const materials = distinctValues(matrix.materials);
  const styles = distinctValues(matrix.styles);
  const orNone = <T>(values: T[]): (T | null)[] => (values.length ? values : [null]);

  const combinations: VariantOptions[] = orNone(colors).flatMap((color) =>
    orNone(sizes).flatMap((size) => orNone(materials).flatMap((material) => orNone(styles).map((style) => ({ color, size, material, style })))),
  );

  return combinations.map((options, position) => ({
    ...options,
    title: hasOptions(options) ? variantTitle(options) : normalize(productTitle),
    isDefault: position === 0,
    position,
  }));
}

/**
 * What makes two variants of one product the same: their attributes when they have any (a custom title does not
 * make a second "Noir / M"), otherwise their title. Case and spacing do not count.
 */
export function variantIdentity(variant: VariantOptions & { title: string }): string {
  if (!hasOptions(variant)) return `title:${folded(variant.title)}`;
  return `options:${folded(variant.color)}|${variant.size ?? ''}|${folded(variant.material)}|${folded(variant.style)}`;
}

/**
 * Where a variant added later goes among a product's ordered variants, so that sizes stay in the spec's order:
 * colours, materials and styles keep the order they first appear in (a new one goes last), sizes follow the spec,
 * and a variant without an attribute comes before those with one. It goes before the first variant that sorts
 * after it, else last.
 */
export function insertionIndex(ordered: readonly VariantOptions[], added: VariantOptions): number {
  const rankIn = (values: (string | null)[]) => {
    const firsts = [...new Set(values.filter((value) => value !== null).map(folded))];
    return (value: string | null) => (value === null ? -1 : firsts.includes(folded(value)) ? firsts.indexOf(folded(value)) : firsts.length);
  };
  const all = [...ordered, added];
  const colorRank = rankIn(all.map((variant) => variant.color));
  const materialRank = rankIn(all.map((variant) => variant.material));
  const styleRank = rankIn(all.map((variant) => variant.style));
  const key = (variant: VariantOptions) => [colorRank(variant.color), variant.size === null ? -1 : (sizeRank.get(variant.size) ?? -1), materialRank(variant.material), styleRank(variant.style)];
  const compare = (a: number[], b: number[]) => a.reduce((result, value, index) => result || Math.sign(value - b[index]!), 0);
  const addedKey = key(added);
  const index = ordered.findIndex((variant) => compare(key(variant), addedKey) > 0);
  return index === -1 ? ordered.length : index;
}
