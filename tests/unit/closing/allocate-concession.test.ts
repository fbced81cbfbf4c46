import { describe, expect, it } from 'vitest';
import { allocateConcession } from '@/features/closing/allocate-concession';

const line = (productVariantId: string, figures: Partial<Record<'sold' | 'free' | 'returned' | 'damaged', number>>) => ({ productId: 'p', productVariantId, sold: 0, free: 0, returned: 0, damaged: 0, ...figures });

describe('allocateConcession', () => {
  it('fills the stands holding the variant in order, sold units first, then free ones, the rest counted', () => {
    const result = allocateConcession([line('M', { sold: 6, free: 2, returned: 3, damaged: 1 })], [
      { standId: 'hall', levels: [{ productVariantId: 'M', available: 4 }] },
      { standId: 'mezz', levels: [{ productVariantId: 'M', available: 8 }] },
      { standId: 'empty', levels: [] },
    ]);
    expect(result.short).toEqual([]);
    expect(result.stands).toEqual([
      { standId: 'hall', sold: [{ productVariantId: 'M', quantity: 4 }], free: [], count: [] },
      { standId: 'mezz', sold: [{ productVariantId: 'M', quantity: 2 }], free: [{ productVariantId: 'M', quantity: 2 }], count: [{ productVariantId: 'M', expected: 4, counted: 3, damaged: 1 }] },
      { standId: 'empty', sold: [], free: [], count: [] },
    ]);
  });

  it('leaves unaccounted units missing and reports sold or free units no stand holds', () => {
    const result = allocateConcession([line('S', { sold: 1, returned: 1 }), line('V', { sold: 3, free: 1 })], [
      { standId: 'hall', levels: [{ productVariantId: 'S', available: 5 }, { productVariantId: 'V', available: 2 }] },
    ]);
    expect(result.stands[0]!.count).toEqual([{ productVariantId: 'S', expected: 4, counted: 1, damaged: 0 }]);
    expect(result.stands[0]!.sold).toEqual([
      { productVariantId: 'S', quantity: 1 },
      { productVariantId: 'V', quantity: 2 },
    ]);
    expect(result.short).toEqual([{ productVariantId: 'V', quantity: 2 }]);
  });

  it('gives returned units beyond every stand to the last stand holding the variant, where they count as found', () => {
    const result = allocateConcession([line('M', { sold: 1, returned: 6 })], [
      { standId: 'hall', levels: [{ productVariantId: 'M', available: 2 }] },
      { standId: 'mezz', levels: [{ productVariantId: 'M', available: 3 }] },
    ]);
    expect(result.stands.map((stand) => stand.count)).toEqual([[{ productVariantId: 'M', expected: 1, counted: 1, damaged: 0 }], [{ productVariantId: 'M', expected: 3, counted: 5, damaged: 0 }]]);
  });

  it('gives the same answer for the same figures: a retried run sends the same orders', () => {
    const concession = [line('M', { sold: 3, free: 1, returned: 2 })];
    const stands = () => [
      { standId: 'a', levels: [{ productVariantId: 'M', available: 3 }] },
      { standId: 'b', levels: [{ productVariantId: 'M', available: 3 }] },
    ];
    expect(allocateConcession(concession, stands())).toEqual(allocateConcession(concession, stands()));
  });
});
