import { describe, expect, it } from 'vitest';
import { settlementTranslator } from '@/features/closing/server/settlement-translator';
import type { SettlementVenueFee } from '@/features/closing/settlement-types';
import { venueFeeRows } from '@/features/closing/venue-fee-rows';

// The rows as a reader sees them: the French and English texts from the settlement's own translator, with lib/format's
// spaces made plain so that the expectations read as typed.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const render = (fee: SettlementVenueFee, language: 'fr' | 'en') => {
  const t = settlementTranslator(language);
  return venueFeeRows(fee).map((row) => [plain(t(row.key, row.values)), row.amount]);
};

const byCategory: SettlementVenueFee = {
  base: 5583,
  rate: 15,
  amount: 1712,
  vatRate: 20,
  vat: 342,
  total: 2054,
  basis: 'exclVat',
  lines: [
    { category: 'merchandising', base: 2083, rate: 15, amount: 312 },
    { category: 'phonography', base: 2500, rate: 10, amount: 250 },
    { category: 'other', base: 1000, rate: 15, amount: 150 },
  ],
  fixedFee: 1000,
  paidWith: 'transfer',
  paidInCash: 0,
};

describe('venueFeeRows', () => {
  it('writes a row per category rate, the fixed fee, the commission before VAT, its VAT and the total', () => {
    expect(render(byCategory, 'fr')).toEqual([
      ['Merchandising : 15,00 % de 20,83 € HT', 312],
      ['Phonographie : 10,00 % de 25,00 € HT', 250],
      ['Autres : 15,00 % de 10,00 € HT', 150],
      ['Forfait fixe de la salle', 1000],
      ['Commission de la salle HT', 1712],
      ['TVA sur la commission de la salle (20,00 %)', 342],
      ['Commission de la salle TTC', 2054],
    ]);
    expect(render({ ...byCategory, basis: 'inclVat' }, 'en')[1]).toEqual(['Music: 10,00 % of 25,00 € incl. VAT', 250]);
  });

  it('writes a single rate as one line on all takings, with no subtotal to repeat it', () => {
    const single: SettlementVenueFee = { base: 10833, rate: 10, amount: 1083, vatRate: 20, vat: 217, total: 1300, basis: 'exclVat', lines: [{ category: null, base: 10833, rate: 10, amount: 1083 }], fixedFee: 0, paidWith: 'cash', paidInCash: 1300 };
    expect(render(single, 'fr')).toEqual([
      ['Toutes catégories : 10,00 % de 108,33 € HT', 1083],
      ['TVA sur la commission de la salle (20,00 %)', 217],
      ['Commission de la salle TTC', 1300],
    ]);
  });

  it('reads a settlement confirmed before deal terms (no lines) as its one rate on its base', () => {
    const stored = { base: 10833, rate: 10, amount: 1083, vatRate: 20, vat: 217, total: 1300, paidWith: 'transfer', paidInCash: 0 } as const;
    expect(render(stored, 'en')).toEqual([
      ['All categories: 10,00 % of 108,33 € excl. VAT', 1083],
      ['VAT on the venue commission (20,00 %)', 217],
      ['Venue commission incl. VAT', 1300],
    ]);
  });
});
