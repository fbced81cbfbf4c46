import { describe, expect, it } from 'vitest';
import { settlementNumberOf } from '@/features/closing/server/settlement-number';
import { addressLinesOf, countedPartsOf } from '@/features/closing/settlement-address';

describe('settlementNumberOf', () => {
  it('takes the year of the closing in Paris and four digits at least', () => {
    expect(settlementNumberOf(new Date('2026-07-14T21:45:00Z'), 7)).toBe('BIL-2026-0007');
    // 23:30 UTC on New Year's Eve is already the new year in Paris.
    expect(settlementNumberOf(new Date('2025-12-31T23:30:00Z'), 1)).toBe('BIL-2026-0001');
    expect(settlementNumberOf(new Date('2026-03-01T10:00:00Z'), 12345)).toBe('BIL-2026-12345');
  });
});

describe('addressLinesOf', () => {
  const address = { line1: '12 rue des Lilas', line2: null, postcode: '75011', city: 'Paris', country: 'FR' };
  it('leaves France out and names another country in the reader’s language', () => {
    expect(addressLinesOf(address, 'fr')).toEqual(['12 rue des Lilas', '75011 Paris']);
    expect(addressLinesOf({ ...address, country: 'France' }, 'en')).toEqual(['12 rue des Lilas', '75011 Paris']);
    expect(addressLinesOf({ ...address, country: 'BE' }, 'fr')).toEqual(['12 rue des Lilas', '75011 Paris', 'Belgique']);
    expect(addressLinesOf({ ...address, country: 'BE' }, 'en')).toEqual(['12 rue des Lilas', '75011 Paris', 'Belgium']);
  });
  it('prints nothing for an address not given', () => {
    expect(addressLinesOf({ line1: null, line2: ' ', postcode: null, city: null, country: null }, 'fr')).toEqual([]);
  });
});

describe('countedPartsOf', () => {
  const say = { cash: (stands: string) => `caisse : ${stands}`, stock: (stands: string) => `stock : ${stands}`, ranClosing: 'a mené la clôture' };
  it('says what each person counted, or that they ran the closing', () => {
    expect(countedPartsOf({ name: 'Léa', cash: ['Hall'], stock: ['Hall', 'Mezzanine'] }, say)).toBe('caisse : Hall – stock : Hall, Mezzanine');
    expect(countedPartsOf({ name: 'Léa', cash: [], stock: [] }, say)).toBe('a mené la clôture');
  });
});
