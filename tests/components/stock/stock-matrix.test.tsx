import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StockMatrix } from '@/features/stock/components/stock-matrix';
import { buildMatrixCsv, isLowStock, visibleRows } from '@/features/stock/components/stock-matrix-model';
import { matrixOf, project, renderWithStock, row, stand, warehouse, zone } from './stock-fixtures';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));

const rows = [
  row('v-black-m', 'Noir / M', { [warehouse.id]: 40, [stand.id]: 3 }, 2),
  row('v-black-l', 'Noir / L', { [warehouse.id]: 12, [zone.id]: 5 }),
  row('v-black-xl', 'Noir / XL', {}),
  row('v-cd', 'Par défaut', { [stand.id]: 1 }, 0, { id: 'p-cd', title: '=Album live', reference: null }),
];

const labels = {
  product: 'Produit',
  reference: 'Référence',
  variant: 'Variante',
  total: 'Total',
  inTransit: 'En transit',
  totals: 'Total',
  names: { warehouse: 'Entrepôt', zone: 'Zone', shop: 'Boutique en ligne', standOfEvent: (name: string, event: string) => `${name} – ${event}` },
};

function answer(matrix = matrixOf(rows)) {
  state.apiFetch.mockImplementation((path: string) => {
    if (path.endsWith('/inventory-levels-full')) return Promise.resolve(matrix);
    if (path === '/v1/events') return Promise.resolve({ data: [{ id: 'e-1', name: 'Rennes – Le Liberté' }], meta: { page: 1, limit: 200, total: 1 } });
    return Promise.reject(new Error(`unexpected ${path}`));
  });
}

beforeEach(() => {
  state.apiFetch.mockReset();
});

describe('low stock', () => {
  it.each([
    [0, false],
    [1, true],
    [5, true],
    [6, false],
  ])('%i units is low: %s', (units, low) => expect(isLowStock(units)).toBe(low));
});

describe('buildMatrixCsv', () => {
  it('writes a BOM, ";" between cells, the places as columns, plain numbers and a totals line', () => {
    const matrix = matrixOf(rows);
    const csv = buildMatrixCsv(matrix, visibleRows(matrix.rows, true), labels);

    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Produit;Référence;Variante;Entrepôt;Dépôt Ouest;Stand du hall – Rennes – Le Liberté;Total;En transit',
      'T-shirt;TS-1;Noir / M;40;0;3;43;2',
      'T-shirt;TS-1;Noir / L;12;5;0;17;0',
      // A title a spreadsheet would run as a formula is kept as text.
      '"\'=Album live";;Par défaut;0;0;1;1;0',
      'Total;;;52;5;4;61;2',
    ]);
  });

  it('quotes a cell holding the separator or quotes', () => {
    const matrix = matrixOf([row('v-1', 'Taille "unique"; noir', { [warehouse.id]: 1200 })], [warehouse]);
    const lines = buildMatrixCsv(matrix, matrix.rows, labels).slice(1).split('\r\n');
    expect(lines[1]).toBe('T-shirt;TS-1;"Taille ""unique""; noir";1200;1200;0');
  });
});

describe('StockMatrix', () => {
  it('shows places across with the warehouse named "Entrepôt", variants under their product, totals and in-transit units', async () => {
    answer();
    renderWithStock(<StockMatrix project={project} />);

    const table = await screen.findByRole('table', { name: 'Stock par variante et par lieu' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Produit et variante', 'Entrepôt', 'Dépôt OuestZone', 'Stand du hallRennes – Le Liberté', 'Total', 'En transit']);
    expect(within(table).getByRole('rowheader', { name: /T-shirt/ }).getAttribute('scope')).toBe('rowgroup');

    const blackM = within(table).getByRole('row', { name: /Noir \/ M/ });
    expect(within(blackM).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['40', '0', '3 (stock bas)', '43', '2']);

    const totals = screen.getByTestId('matrix-totals');
    expect(within(totals).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['52', '5', '4', '61', '2']);
    expect(screen.getByText('4 variantes affichées')).toBeTruthy();
  });

  it('marks 1 to 5 units with colour, an icon and words, and neither 0 nor 6 units', async () => {
    answer(matrixOf([row('v-1', 'S', { [warehouse.id]: 6, [zone.id]: 5, [stand.id]: 1 }), row('v-2', 'M', {})]));
    renderWithStock(<StockMatrix project={project} />);

    const table = await screen.findByRole('table');
    const low = table.querySelectorAll('td[data-low-stock]');
    expect([...low].map((cell) => cell.textContent)).toEqual(['5 (stock bas)', '1 (stock bas)']);
    for (const cell of low) {
      expect(cell.className).toContain('bg-amber-100');
      expect(cell.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    expect(screen.getByText('Stock bas : de 1 à 5 unités dans un lieu.')).toBeTruthy();
  });

  it('hides the rows without stock on request, keeping the totals', async () => {
    answer();
    renderWithStock(<StockMatrix project={project} />);
    await screen.findByRole('table');
    expect(screen.getAllByTestId('matrix-row')).toHaveLength(4);

    fireEvent.click(screen.getByLabelText('Masquer les lignes sans stock'));
    expect(screen.getAllByTestId('matrix-row')).toHaveLength(3);
    expect(screen.queryByRole('row', { name: /Noir \/ XL/ })).toBeNull();
    expect(within(screen.getByTestId('matrix-totals')).getAllByRole('cell')[3]!.textContent).toBe('61');
  });

  it('asks the API for the category and the event chosen', async () => {
    answer();
    renderWithStock(<StockMatrix project={project} />);
    await screen.findByRole('table');
    await screen.findByRole('option', { name: 'Rennes – Le Liberté' });

    fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: 'phonography' } });
    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: 'e-1' } });
    await waitFor(() =>
      expect(state.apiFetch).toHaveBeenCalledWith(`/v1/projects/${project.id}/inventory-levels-full`, { query: { q: undefined, category: ['phonography'], eventId: 'e-1' } }),
    );
  });

  it('invites a first delivery when the tour has products but no stock', async () => {
    answer(matrixOf([row('v-1', 'S', {})]));
    const onSupply = vi.fn();
    renderWithStock(<StockMatrix project={project} onSupply={onSupply} />);

    expect(await screen.findByText('Aucun stock pour l’instant : commencez par une réception à l’entrepôt.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer une réception' }));
    expect(onSupply).toHaveBeenCalled();
  });
});
