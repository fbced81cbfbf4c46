import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StockPanel } from '@/features/stock/components/stock-panel';
import { matrixOf, project, renderWithStock, row, warehouse } from './stock-fixtures';

const state = vi.hoisted(() => ({ apiFetch: vi.fn(), query: {} as Record<string, string> }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: state.query, replace: vi.fn() }) }));

beforeEach(() => {
  state.query = { tab: 'stock' };
  state.apiFetch.mockReset();
  state.apiFetch.mockImplementation((path: string) => {
    if (path.endsWith('/inventory-levels-full')) return Promise.resolve(matrixOf([row('v-1', 'S', { [warehouse.id]: 8 })], [warehouse]));
    if (path === '/v1/events') return Promise.resolve({ data: [], meta: { page: 1, limit: 200, total: 0 } });
    return Promise.reject(new Error(`unexpected ${path}`));
  });
});

const sectionNames = () =>
  within(screen.getByRole('navigation', { name: 'Sections du stock' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('StockPanel', () => {
  it('offers a manager every section, zones included when the tour has them, and both transfer links', async () => {
    renderWithStock(<StockPanel project={project} />);
    expect(sectionNames()).toEqual(['Tableau du stock', 'Réception à l’entrepôt', 'Historique', 'Zones']);
    expect(screen.getByRole('button', { name: 'Tableau du stock' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Transferts' }).getAttribute('href')).toBe(`/dashboard/projects/${project.id}/transfers`);
    expect(screen.getByRole('link', { name: 'Nouveau transfert' }).getAttribute('href')).toBe(`/dashboard/projects/${project.id}/transfers/new`);
    expect(await screen.findByRole('table', { name: 'Stock par variante et par lieu' })).toBeTruthy();
  });

  it('shows an observer the stock and its history only, even when the address asks for the delivery form', async () => {
    state.query = { tab: 'stock', stock: 'supply' };
    renderWithStock(<StockPanel project={{ ...project, myRole: 'viewer', hasZones: false }} />);
    expect(sectionNames()).toEqual(['Tableau du stock', 'Historique']);
    expect(screen.queryByRole('link', { name: 'Nouveau transfert' })).toBeNull();
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByText('Enregistrer la réception')).toBeNull();
  });

  it('offers no delivery on an archived tour', () => {
    renderWithStock(<StockPanel project={{ ...project, status: 'archived' }} />);
    expect(sectionNames()).toEqual(['Tableau du stock', 'Historique', 'Zones']);
  });
});
