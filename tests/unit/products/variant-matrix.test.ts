import { describe, expect, it } from 'vitest';
import { productSizes } from '@/features/products/types';
import {
  buildVariantMatrix,
  countVariantMatrix,
  distinctValues,
  insertionIndex,
  sameOptions,
  sortSizes,
  variantIdentity,
  variantTitle,
  type VariantOptions,
} from '@/features/products/variant-matrix';

const none: VariantOptions = { color: null, size: null, material: null, style: null };
const titles = (matrix: Parameters<typeof buildVariantMatrix>[0]) => buildVariantMatrix(matrix, 'T-shirt Tournée').map((variant) => variant.title);

describe('buildVariantMatrix', () => {
  it('builds the 3 × 4 matrix of the browser journey: colours in the order given, sizes in the spec’s order, the first one default', () => {
    const variants = buildVariantMatrix({ colors: ['Noir', 'Blanc', 'Rouge'], sizes: ['S', 'M', 'L', 'XL'] }, 'T-shirt Tournée');
    expect(variants.map((variant) => variant.title)).toEqual([
      'Noir / S', 'Noir / M', 'Noir / L', 'Noir / XL',
      'Blanc / S', 'Blanc / M', 'Blanc / L', 'Blanc / XL',
      'Rouge / S', 'Rouge / M', 'Rouge / L', 'Rouge / XL',
    ]);
    expect(variants.map((variant) => variant.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(variants.filter((variant) => variant.isDefault)).toEqual([variants[0]]);
    expect(variants[5]).toEqual({ title: 'Blanc / M', color: 'Blanc', size: 'M', material: null, style: null, isDefault: false, position: 5 });
  });

  it('sorts sizes given out of order into the spec’s order, including the 2XS … 4XL spellings', () => {
    expect(titles({ sizes: ['4XL', 'M', 'XXS', '2XL', 'XS', 'XXL', '2XS'] })).toEqual(['XXS', '2XS', 'XS', 'M', 'XXL', '2XL', '4XL']);
    expect(titles({ sizes: [...productSizes].reverse() })).toEqual([...productSizes]);
  });

  it('removes duplicates: the same size twice, the same colour in another case or with extra spaces (the first spelling wins), blanks', () => {
    const variants = buildVariantMatrix({ colors: ['Noir', ' noir ', 'Bleu  nuit', 'bleu nuit', '  '], sizes: ['M', 'S', 'M'] }, 'Sweat');
    expect(variants.map((variant) => variant.title)).toEqual(['Noir / S', 'Noir / M', 'Bleu nuit / S', 'Bleu nuit / M']);
  });

  it('gives only the default, titled like the product, for empty lists or no matrix at all', () => {
    const only = [{ title: 'Vinyle', color: null, size: null, material: null, style: null, isDefault: true, position: 0 }];
    expect(buildVariantMatrix({}, 'Vinyle')).toEqual(only);
    expect(buildVariantMatrix({ sizes: [], colors: [], materials: [], styles: [] }, '  Vinyle ')).toEqual(only);
  });

  it('combines colour × size × material × style in that order, and a single option without a slash', () => {
    expect(titles({ styles: ['Col V', 'Col rond'], materials: ['Coton'], colors: ['Noir'], sizes: ['L'] })).toEqual(['Noir / L / Coton / Col V', 'Noir / L / Coton / Col rond']);
    expect(titles({ materials: ['Coton', 'Lin'] })).toEqual(['Coton', 'Lin']);
    expect(titles({ sizes: ['M'] })).toEqual(['M']);
  });
});

describe('countVariantMatrix', () => {
  it('counts combinations after duplicates are removed, and 1 for the default alone', () => {
    expect(countVariantMatrix({ colors: ['Noir', 'Blanc', 'Rouge'], sizes: ['S', 'M', 'L', 'XL'] })).toBe(12);
    expect(countVariantMatrix({ colors: ['Noir', 'NOIR'], sizes: ['S', 'S'] })).toBe(1);
    expect(countVariantMatrix({})).toBe(1);
  });
});

describe('helpers', () => {
  it('distinctValues and sortSizes keep the first spelling and the spec’s order', () => {
    expect(distinctValues(['Écru', 'écru', ' Noir'])).toEqual(['Écru', 'Noir']);
    expect(sortSizes(['XL', 'S', 'XL'])).toEqual(['S', 'XL']);
  });

  it('variantTitle joins colour, size, material and style; empty without any', () => {
    expect(variantTitle({ color: 'Noir', size: 'M', material: null, style: 'Oversize' })).toBe('Noir / M / Oversize');
    expect(variantTitle(none)).toBe('');
  });

  it('variantIdentity compares attributes whatever the title and case, and titles when there are no attributes', () => {
    const noirM = { ...none, color: 'Noir', size: 'M' as const };
    expect(variantIdentity({ ...noirM, title: 'Noir / M' })).toBe(variantIdentity({ ...noirM, color: 'noir', title: 'Édition limitée' }));
    expect(variantIdentity({ ...noirM, title: 'Noir / M' })).not.toBe(variantIdentity({ ...noirM, size: 'L', title: 'Noir / M' }));
    expect(variantIdentity({ ...none, title: 'Vinyle rouge' })).toBe(variantIdentity({ ...none, title: 'vinyle  rouge' }));
    expect(variantIdentity({ ...none, title: 'Vinyle rouge' })).not.toBe(variantIdentity({ ...none, title: 'Vinyle noir' }));
    expect(sameOptions(noirM, { ...noirM, color: ' NOIR ' })).toBe(true);
    expect(sameOptions(noirM, { ...noirM, style: 'Col V' })).toBe(false);
  });
});

describe('insertionIndex', () => {
  const ordered = buildVariantMatrix({ colors: ['Noir', 'Blanc'], sizes: ['S', 'M', 'L'] }, 'T-shirt');

  it('puts a size added later in the spec’s order within its colour', () => {
    expect(insertionIndex(ordered, { ...none, color: 'Noir', size: 'XS' })).toBe(0);
    expect(insertionIndex(ordered, { ...none, color: 'Blanc', size: 'XL' })).toBe(6);
    expect(insertionIndex(ordered, { ...none, color: 'blanc', size: 'XS' })).toBe(3);
    expect(insertionIndex(ordered, { ...none, color: 'Noir', size: 'XL' })).toBe(3);
  });

  it('puts a new colour last, and a variant without attributes before those with some', () => {
    expect(insertionIndex(ordered, { ...none, color: 'Rouge', size: 'XXS' })).toBe(6);
    expect(insertionIndex(ordered, none)).toBe(0);
    expect(insertionIndex(buildVariantMatrix({}, 'Vinyle'), { ...none, size: 'M' })).toBe(1);
    expect(insertionIndex([], { ...none, size: 'M' })).toBe(0);
  });
});
