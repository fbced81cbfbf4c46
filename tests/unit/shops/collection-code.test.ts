import { describe, expect, it } from 'vitest';
import { collectionCode, orderIdOfCode } from '@/features/shops/collection-code';

describe('collection code', () => {
  const id = '0b6f9a3e-5c1d-4e2f-9a7b-3c4d5e6f7a8b';

  it('reads back the order id it was made from', () => {
    expect(orderIdOfCode(collectionCode(id))).toBe(id);
    expect(orderIdOfCode(` ${collectionCode(id.toUpperCase())}\n`)).toBe(id);
  });

  it('refuses any other QR code', () => {
    expect(orderIdOfCode('https://example.test/s/abc')).toBeNull();
    expect(orderIdOfCode(id)).toBeNull();
    expect(orderIdOfCode('merch-order:not-a-uuid')).toBeNull();
    expect(orderIdOfCode('')).toBeNull();
  });
});
