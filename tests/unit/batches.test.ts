import { describe, expect, it } from 'vitest';
import { inBatches } from '@/lib/db/batches';

describe('inBatches', () => {
  it('cuts rows into consecutive batches of at most the size, in order', () => {
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inBatches([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('gives no batch for no rows, so no statement is sent', () => {
    expect(inBatches([], 1000)).toEqual([]);
  });

  it('keeps 2,500 rows to three statements of at most 1,000 by default', () => {
    expect(inBatches(Array.from({ length: 2500 }, (_, index) => index)).map((batch) => batch.length)).toEqual([1000, 1000, 500]);
  });
});
