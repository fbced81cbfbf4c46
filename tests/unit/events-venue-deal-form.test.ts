import { describe, expect, it } from 'vitest';
import { venueDealOf, venueDealTextsOf } from '@/features/events/venue-deal-form';

const texts = (rates: Partial<Record<'merchandising' | 'accessories' | 'phonography' | 'other', string>>, basis: 'exclVat' | 'inclVat' = 'exclVat', fixedFee = '') => ({
  rates: { merchandising: '', accessories: '', phonography: '', other: '', ...rates },
  basis,
  fixedFee,
});

describe('the venue deal form', () => {
  it('reads French decimals and a fixed fee in euros, leaving empty categories to the commission rate', () => {
    expect(venueDealOf(texts({ merchandising: '12,5', phonography: '8 %' }, 'inclVat', '150,50'))).toEqual({
      deal: { categoryRates: { merchandising: 12.5, phonography: 8 }, basis: 'inclVat', fixedFee: 15050 },
      problems: {},
    });
  });

  it('says nothing beyond the single rate when nothing is typed: the spec’s theatre fee', () => {
    expect(venueDealOf(texts({}))).toEqual({ deal: null, problems: {} });
  });

  it('names each field that does not read', () => {
    expect(venueDealOf(texts({ accessories: '100,01', other: '12,345' }, 'exclVat', '-5')).problems).toEqual({
      'categoryRates.accessories': 'percent',
      'categoryRates.other': 'percent',
      fixedFee: 'fixedFee',
    });
  });

  it('gives back what it read', () => {
    const deal = { categoryRates: { phonography: 7.25 }, basis: 'inclVat' as const, fixedFee: 5000 };
    expect(venueDealTextsOf(deal)).toEqual(texts({ phonography: '7,25' }, 'inclVat', '50,00'));
    expect(venueDealOf(venueDealTextsOf(deal)).deal).toEqual(deal);
  });
});
