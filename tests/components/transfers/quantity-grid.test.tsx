import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityGrid } from '@/features/stock/components/transfers/quantity-grid';
import { buildProductBlocks, linesOf, parseQuantity } from '@/features/stock/components/transfers/quantity-model';
import type { MatrixRow } from '@/features/stock/types';
import { renderInFrench, variant, WAREHOUSE } from './transfer-fixtures';

// Out of the spec's size order on purpose: the grid sorts the columns (S before M before XL).
const rows: MatrixRow[] = [
  variant('v-noir-m', 'T-shirt', 'Noir / M', { size: 'M', color: 'Noir', levels: { [WAREHOUSE]: 5 }, productId: 'p-tshirt' }),
  variant('v-noir-xl', 'T-shirt', 'Noir / XL', { size: 'XL', color: 'Noir', levels: {}, productId: 'p-tshirt' }),
  variant('v-noir-s', 'T-shirt', 'Noir / S', { size: 'S', color: 'Noir', levels: { [WAREHOUSE]: 2 }, productId: 'p-tshirt' }),
  variant('v-blanc-s', 'T-shirt', 'Blanc / S', { size: 'S', color: 'Blanc', levels: { [WAREHOUSE]: 9 }, productId: 'p-tshirt' }),
  variant('v-vinyle', 'Vinyle', 'Vinyle', { levels: { [WAREHOUSE]: 10 }, productId: 'p-vinyle' }),
];

function Grid({ sourceId = WAREHOUSE as string | null, serverErrors = {} as Record<string, string> }) {
  const [values, setValues] = useState<Record<string, string>>({});
  return <QuantityGrid rows={rows} sourceId={sourceId} values={values} serverErrors={serverErrors} onChange={(id, value) => setValues((current) => ({ ...current, [id]: value }))} />;
}

const input = (name: string) => screen.getByLabelText(`Quantité de ${name}`);

describe('the quantity grid', () => {
  it('shows one block per product, its sizes across in the spec’s order and its colours down', () => {
    renderInFrench(<Grid />);
    const tshirt = screen.getByRole('region', { name: 'T-shirt' });
    const table = within(tshirt).getByRole('table', { name: 'Quantités de T-shirt par taille' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Variante', 'S', 'M', 'XL']);
    expect(within(table).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Noir', 'Blanc']);
    // White comes in S only: its M and XL cells hold no input.
    expect(within(within(table).getAllByRole('row')[2]!).getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Vinyle' })).toBeTruthy();
  });

  it('labels every input with its product and variant, and tells the source’s units under it', () => {
    renderInFrench(<Grid />);
    expect(input('T-shirt — Noir / M').getAttribute('aria-describedby')).toBeTruthy();
    const describedBy = (name: string) =>
      input(name)
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent)
        .join(' ');
    expect(describedBy('T-shirt — Noir / M')).toBe('Stock : 5');
    expect(describedBy('T-shirt — Noir / XL')).toBe('Stock : 0');
    expect(describedBy('T-shirt — Blanc / S')).toBe('Stock : 9');
    // A product's only variant, titled like it, is named once.
    expect(describedBy('Vinyle')).toBe('Stock : 10');
  });

  it('flags a quantity above the source’s units while it is typed, in words and on the input', () => {
    renderInFrench(<Grid />);
    fireEvent.change(input('T-shirt — Noir / M'), { target: { value: '7' } });
    expect(input('T-shirt — Noir / M').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('2 de plus que le stock')).toBeTruthy();
    expect(input('T-shirt — Noir / M').getAttribute('aria-describedby')).toContain(screen.getByText('2 de plus que le stock').id);

    fireEvent.change(input('T-shirt — Noir / M'), { target: { value: '5' } });
    expect(input('T-shirt — Noir / M').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/de plus que le stock/)).toBeNull();
    expect(within(screen.getByRole('region', { name: 'T-shirt' })).getByText('5 unités')).toBeTruthy();
  });

  it('flags what is not a whole number, and a variant the source does not hold at all', () => {
    renderInFrench(<Grid />);
    fireEvent.change(input('T-shirt — Noir / S'), { target: { value: '1,5' } });
    expect(screen.getByText('Nombre entier attendu')).toBeTruthy();
    fireEvent.change(input('T-shirt — Noir / XL'), { target: { value: '1' } });
    expect(screen.getByText('1 de plus que le stock')).toBeTruthy();
  });

  it('shows no units and flags nothing over before a source is chosen', () => {
    renderInFrench(<Grid sourceId={null} />);
    fireEvent.change(input('T-shirt — Noir / M'), { target: { value: '70' } });
    expect(screen.queryByText(/Stock :/)).toBeNull();
    expect(input('T-shirt — Noir / M').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the API’s refusal on the input it names', () => {
    renderInFrench(<Grid serverErrors={{ 'v-blanc-s': 'Stock insuffisant à la source' }} />);
    expect(input('T-shirt — Blanc / S').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Stock insuffisant à la source')).toBeTruthy();
  });
});

describe('the quantity model', () => {
  it('reads whole numbers only, an empty box as 0', () => {
    expect([parseQuantity(''), parseQuantity(' 12 '), parseQuantity('-1'), parseQuantity('2.5'), parseQuantity('100001')]).toEqual([0, 12, 'invalid', 'invalid', 'invalid']);
  });

  it('makes lines of the typed quantities in the catalogue’s order, the API’s items.N', () => {
    expect(linesOf(rows, { 'v-vinyle': '3', 'v-noir-m': '2', 'v-noir-s': '0', 'v-noir-xl': 'x' })).toEqual([
      { productVariantId: 'v-noir-m', quantity: 2 },
      { productVariantId: 'v-vinyle', quantity: 3 },
    ]);
  });

  it('keeps a variant without a size of a sized product as a line of its own', () => {
    const [block] = buildProductBlocks([...rows.slice(0, 2), variant('v-default', 'T-shirt', 'T-shirt', { productId: 'p-tshirt' })]);
    expect(block!.sizes).toEqual(['M', 'XL']);
    expect(block!.unsized.map((row) => row.productVariantId)).toEqual(['v-default']);
  });
});
