import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VariantPicker } from '@/features/register/components/variant-picker';
import { variantGrid } from '@/features/register/components/variant-grid';
import { renderInFrench, tshirt, variant } from './register-fixtures';


const variants = [variant('v-noir-s', 'Noir', 'S', 0), variant('v-noir-m', 'Noir', 'M', 1), variant('v-blanc-s', 'Blanc', 'S', 2), variant('v-blanc-m', 'Blanc', 'M', 3, 2800)];
const stock: Record<string, number> = { 'v-noir-s': 0, 'v-noir-m': 4, 'v-blanc-s': 2, 'v-blanc-m': 1 };

describe('the variant picker', () => {
  it('lays the variants out sizes across and colours down', () => {
    const grid = variantGrid(variants, (id) => stock[id] ?? 0, () => 0);
    expect(grid.columns).toEqual(['S', 'M']);
    expect(grid.rows.map((row) => [row.label, row.cells.map((cell) => cell?.variant.id)])).toEqual([
      ['Noir', ['v-noir-s', 'v-noir-m']],
      ['Blanc', ['v-blanc-s', 'v-blanc-m']],
    ]);
  });

  it('shows sold-out variants disabled, the others with what is left, and picks one', () => {
    const onPick = vi.fn();
    renderInFrench(<VariantPicker product={tshirt(variants)} stock={(id) => stock[id] ?? 0} inBasket={() => 0} onPick={onPick} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'T-shirt Logo : choisir' });
    const soldOut = within(dialog).getByRole('button', { name: 'Noir / S – Épuisé' }) as HTMLButtonElement;
    expect(soldOut.disabled).toBe(true);
    const noirM = within(dialog).getByRole('button', { name: 'Noir / M – 4 restants' }) as HTMLButtonElement;
    expect(noirM.disabled).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Blanc / M – 1 restant' })).toBeTruthy();
    // Variants with their own price show it.
    expect(within(dialog).getAllByText(/28,00/).length).toBe(1);
    fireEvent.click(soldOut);
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.click(noirM);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'p-tshirt' }), expect.objectContaining({ id: 'v-noir-m' }));
  });

  it('disables a variant whose units are all in the basket already, without calling it sold out', () => {
    renderInFrench(<VariantPicker product={tshirt(variants)} stock={(id) => stock[id] ?? 0} inBasket={(id) => (id === 'v-blanc-m' ? 1 : 0)} onPick={() => {}} onClose={() => {}} />);
    const full = screen.getByRole('button', { name: 'Blanc / M – tout est au panier, 1 au panier' }) as HTMLButtonElement;
    expect(full.disabled).toBe(true);
  });

  it('lists variants without sizes one per row', () => {
    const grid = variantGrid([variant('v-r', 'Rouge', null, 0), variant('v-b', 'Bleu', null, 1)], () => 3, () => 0);
    expect(grid.columns).toEqual(['']);
    expect(grid.rows.map((row) => row.label)).toEqual(['Rouge', 'Bleu']);
  });
});
