import { describe, expect, it } from 'vitest';
import { variantLabelOf } from '@/features/products/variant-label';

const bare = { color: null, size: null, material: null, style: null };

describe('variantLabelOf: what tells a variant from its product on receipts, counts and settlements', () => {
  it('leaves out the default variant of a product without options: its title only repeats the product', () => {
    expect(variantLabelOf({ ...bare, isDefault: true, variantTitle: 'T-shirt Tournée' })).toBeNull();
  });

  it('keeps the size of a default variant with options (issue #24: "Noir / S" was counted as the bare product)', () => {
    expect(variantLabelOf({ ...bare, color: 'Noir', size: 'S', isDefault: true, variantTitle: 'Noir / S' })).toBe('Noir / S');
  });

  it('keeps every other variant’s title, and gives none for an empty one', () => {
    expect(variantLabelOf({ ...bare, size: 'M', isDefault: false, variantTitle: 'M' })).toBe('M');
    expect(variantLabelOf({ ...bare, isDefault: false, variantTitle: 'Édition dédicacée' })).toBe('Édition dédicacée');
    expect(variantLabelOf({ ...bare, isDefault: false, variantTitle: '' })).toBeNull();
  });
});
