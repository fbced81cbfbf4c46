import { describe, expect, it } from 'vitest';
import { compareSizes, sizeCurvesOf } from '@/features/reports/size-curve';
import type { ProductReport, VariantReport } from '@/features/reports/types';

const product = (productId: string | null, title: string): ProductReport => ({ productId, title, category: 'merchandising', units: 0, net: 0, received: 0, sellThrough: null });
const variant = (productId: string, size: string | null, units: number, received: number): VariantReport => ({
  productId,
  productVariantId: `${productId}-${size}-${units}`,
  label: size,
  size,
  units,
  net: units * 2500,
  received,
  sellThrough: null,
});

describe('sizeCurvesOf', () => {
  it('orders sizes as a merch table reads them, unknown sizes after, and adds colours of one size together', () => {
    const curves = sizeCurvesOf(
      [product('tee', 'T-shirt'), product('vinyl', 'Vinyle'), product(null, 'Articles libres')],
      [variant('tee', 'XL', 2, 10), variant('tee', 'S', 3, 10), variant('tee', 'm', 4, 10), variant('tee', 'S', 1, 5), variant('tee', 'Enfant 8 ans', 0, 4), variant('vinyl', null, 9, 20)],
    );
    expect(curves).toEqual([
      {
        productId: 'tee',
        title: 'T-shirt',
        units: 10,
        sizes: [
          { size: 'S', units: 4, received: 15, share: 0.4 },
          { size: 'm', units: 4, received: 10, share: 0.4 },
          { size: 'XL', units: 2, received: 10, share: 0.2 },
          { size: 'Enfant 8 ans', units: 0, received: 4, share: 0 },
        ],
      },
    ]);
  });

  it('gives a share of 0 to every size of a product nothing of which sold', () => {
    expect(sizeCurvesOf([product('tee', 'T-shirt')], [variant('tee', 'M', 0, 10)])[0]!.sizes).toEqual([{ size: 'M', units: 0, received: 10, share: 0 }]);
  });

  it('compares sizes case-insensitively, XXS before 3XL', () => {
    expect(['3XL', 'xs', 'L', 'XXS'].sort(compareSizes)).toEqual(['XXS', 'xs', 'L', '3XL']);
  });
});
