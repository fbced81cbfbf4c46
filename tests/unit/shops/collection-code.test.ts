import { describe, expect, it } from 'vitest';
import { collectionCode, readCollectionCode } from '@/features/shops/collection-code';
import { isOrdersSecret, newCollectionSecret } from '@/features/shops/server/collection-secret';
import { scrubText } from '@/lib/monitoring/scrub';

describe('collection code', () => {
  const id = '0b6f9a3e-5c1d-4e2f-9a7b-3c4d5e6f7a8b';
  const secret = 'q8RwnGrLSpeagZOZHsLrL3eK';

  it('is versioned, and reads back the order id and the secret it was made from', () => {
    expect(collectionCode(id, secret)).toBe(`merch-order:v2:${id}:${secret}`);
    expect(readCollectionCode(collectionCode(id, secret))).toEqual({ version: 2, orderId: id, secret });
    expect(readCollectionCode(` ${collectionCode(id.toUpperCase(), secret)}\n`)).toEqual({ version: 2, orderId: id, secret });
  });

  it('recognises an outdated code (the id alone, version 1) so that the register can say so', () => {
    expect(readCollectionCode(`merch-order:${id}`)).toEqual({ version: 1, orderId: id });
  });

  it('refuses any other QR code', () => {
    for (const text of [
      'https://example.test/s/abc',
      id,
      'merch-order:not-a-uuid',
      `merch-order:v2:${id}`,
      `merch-order:v2:${id}:short`,
      `merch-order:v2:${id}:${secret}:more`,
      `merch-order:v3:${id}:${secret}`,
      `merch-order:v2:${id}:${secret.slice(0, 20)}+/`,
      '',
    ]) {
      expect(readCollectionCode(text), text).toBeNull();
    }
  });
});

describe('collection secret', () => {
  it('is at least 128 random bits in base64url, different for every order, and fits the code', () => {
    const made = Array.from({ length: 50 }, newCollectionSecret);
    expect(new Set(made).size).toBe(50);
    for (const value of made) {
      expect(value).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(readCollectionCode(collectionCode('0b6f9a3e-5c1d-4e2f-9a7b-3c4d5e6f7a8b', value))).not.toBeNull();
    }
  });

  it('is compared whole: another secret, a prefix, an empty one, or an order without one do not match', () => {
    expect(isOrdersSecret(secret(), secret())).toBe(true);
    expect(isOrdersSecret(secret(), secret().slice(0, -1))).toBe(false);
    expect(isOrdersSecret(secret(), '')).toBe(false);
    expect(isOrdersSecret(secret(), newCollectionSecret())).toBe(false);
    expect(isOrdersSecret(null, secret())).toBe(false);
  });

  it('never reaches a log: the scrub masks it and keeps the order id', () => {
    const code = collectionCode('0b6f9a3e-5c1d-4e2f-9a7b-3c4d5e6f7a8b', 'q8RwnGrLSpeagZOZHsLrL3eK');
    expect(scrubText(`scan failed for ${code} at stand`)).toBe('scan failed for merch-order:v2:0b6f9a3e-5c1d-4e2f-9a7b-3c4d5e6f7a8b:[secret] at stand');
  });
});

function secret() {
  return 'q8RwnGrLSpeagZOZHsLrL3eK';
}
