import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalFormOf, GENESIS_HASH, recordHashOf, wellFormedContent } from '@/lib/journal/record-hash';

// The hash docs/journal.md promises an auditor: SHA-256 over RFC 8785 of { chain, sequence, kind, previousHash, content }.
describe('a journal record’s hash', () => {
  const record = { chain: 'sales' as const, sequence: 1, kind: 'sale', previousHash: GENESIS_HASH, content: { totals: { inclVat: 2500, exclVat: 2083 }, orderId: 'a', lines: [{ vatRate: 2000 }] } };

  it('is SHA-256 of the keys sorted, no spaces, integers as written', () => {
    const written = `{"chain":"sales","content":{"lines":[{"vatRate":2000}],"orderId":"a","totals":{"exclVat":2083,"inclVat":2500}},"kind":"sale","previousHash":"${'0'.repeat(64)}","sequence":1}`;
    expect(canonicalFormOf(record)).toBe(written);
    expect(recordHashOf(record)).toBe(createHash('sha256').update(written, 'utf8').digest('hex'));
  });

  it('refuses a figure that is not an integer', () => {
    expect(() => recordHashOf({ ...record, content: { amount: 12.5 } })).toThrow(/content.amount is not an integer/);
  });

  it('keeps a lone surrogate (typed into a reason) as U+FFFD, as the database stores it, so the record can be hashed', () => {
    const content = wellFormedContent({ reason: 'abc\uD800', lines: [{ label: '\uDC00x' }], fine: 'é😀' });
    expect(content).toEqual({ reason: 'abc\uFFFD', lines: [{ label: '\uFFFDx' }], fine: 'é😀' });
    expect(recordHashOf({ ...record, content })).toMatch(/^[0-9a-f]{64}$/);
  });
});
