import type { ProductReport, VariantReport } from './types';

/** Clothing sizes in the order a merch table reads them; any other size comes after, in alphabetical order. */
const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL', '3XL', '4XL', '5XL'];

function sizeRank(size: string): number {
  const rank = SIZE_ORDER.indexOf(size.trim().toUpperCase());
  return rank === -1 ? SIZE_ORDER.length : rank;
}

export function compareSizes(a: string, b: string): number {
  return sizeRank(a) - sizeRank(b) || a.localeCompare(b, 'fr');
}

export interface SizeCurve {
  productId: string;
  title: string;
  /** Units per size over the tour (several colours of one size together), in size order. */
  sizes: { size: string; units: number; received: number; share: number }[];
  units: number;
}

/**
 * Each sized product's units per size across the tour, and each size's share of the product's units: what tells the
 * merch team to order more M and fewer XXL. Products without sizes have no curve.
 */
export function sizeCurvesOf(products: ProductReport[], variants: VariantReport[]): SizeCurve[] {
  return products.flatMap((product) => {
    const sized = variants.filter((variant) => variant.productId === product.productId && variant.size);
    if (!product.productId || sized.length === 0) return [];
    const bySize = new Map<string, { units: number; received: number }>();
    for (const variant of sized) {
      const entry = bySize.get(variant.size!) ?? { units: 0, received: 0 };
      bySize.set(variant.size!, { units: entry.units + variant.units, received: entry.received + variant.received });
    }
    const units = [...bySize.values()].reduce((sum, entry) => sum + entry.units, 0);
    const sizes = [...bySize]
      .sort(([a], [b]) => compareSizes(a, b))
      .map(([size, entry]) => ({ size, ...entry, share: units > 0 ? entry.units / units : 0 }));
    return [{ productId: product.productId, title: product.title, sizes, units }];
  });
}
