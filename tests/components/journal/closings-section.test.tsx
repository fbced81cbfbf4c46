import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClosingsSection } from '@/features/journal/components/closings-section';
import type { ClosingListItem } from '@/features/journal/types';
import { plainText, renderScreen } from '../../support/render-screen';

const state = vi.hoisted(() => ({
  apiFetch: vi.fn(),
  download: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('@/lib/api-client/download-file', () => ({ downloadApiFile: state.download }));
vi.mock('sonner', () => ({ toast: state.toast }));

const figures = {
  records: 3,
  sales: { count: 2, inclVat: 10_000, exclVat: 8333, vat: 1667, discount: 500 },
  refunds: { count: 1, amount: 3000, vat: 500 },
  cancellations: 0,
  vatByRate: [{ rate: 2000, salesBase: 8333, salesVat: 1667, refundsBase: 2500, refundsVat: 500 }],
  payments: [{ method: 'cash', sales: 10_000, refunds: 3000 }],
  cashMovements: { in: 0, out: 0 },
};
const closing = (overrides: Partial<ClosingListItem>): ClosingListItem => ({
  sequence: 4,
  hash: 'ab12cd34'.repeat(8),
  recordedAt: '2026-11-28T23:10:00.000Z',
  standId: 'stand-1',
  standName: 'Fosse',
  eventId: 'event-1',
  period: 'day',
  key: '2026-11-28',
  number: 1,
  closedBy: 'user-1',
  firstSequence: 1,
  lastSequence: 3,
  figures,
  net: 7000,
  cumulative: { sales: 10_000, refunds: 3000, net: 7000 },
  ...overrides,
});

beforeEach(() => {
  state.apiFetch.mockReset();
  state.download.mockReset();
  Object.values(state.toast).forEach((mock) => mock.mockReset());
});

describe('ClosingsSection (/dashboard/journal)', () => {
  it('lists the Z reports with their scope, figures and fingerprint', async () => {
    state.apiFetch.mockResolvedValue({ data: [closing({}), closing({ sequence: 5, standId: null, standName: null, number: 3 })], meta: { page: 1, limit: 25, total: 2 } });
    renderScreen(<ClosingsSection />, { namespaces: ['journal'] });
    const table = await screen.findByRole('table', { name: 'Clôtures du journal, la plus récente en premier' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => plainText(row.textContent));
    expect(rows[0]).toBe('Z 1Jour2026-11-28Fosse100,00 €30,00 €70,00 €11,67 €29/11/2026 00:10AB12CD34');
    expect(rows[1]).toContain('Organisation');
    expect(state.apiFetch).toHaveBeenCalledWith('/v1/journal/closings', { query: { period: undefined, page: 1, limit: 25 } });
  });

  it('filters by period, closes the day on request and downloads the CSV in the page language', async () => {
    state.apiFetch.mockImplementation(async (path: string, options: { method?: string; query?: { period?: string } } = {}) => {
      if (options.method === 'POST') return closing({ standId: null, standName: null, number: 2 });
      return { data: options.query?.period === 'month' ? [] : [closing({})], meta: { page: 1, limit: 25, total: options.query?.period === 'month' ? 0 : 1 } };
    });
    renderScreen(<ClosingsSection />, { namespaces: ['journal'] });
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Période'), { target: { value: 'month' } });
    expect(await screen.findByText(/Aucune clôture pour l’instant/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clôturer la journée' }));
    await waitFor(() => expect(state.toast.success).toHaveBeenCalledWith('Journée clôturée : Z n° 2', expect.anything()));
    expect(state.apiFetch).toHaveBeenCalledWith('/v1/journal/closings', { method: 'POST', body: { period: 'day' } });

    fireEvent.click(screen.getByRole('button', { name: 'Télécharger les Z (CSV)' }));
    await waitFor(() => expect(state.download).toHaveBeenCalledWith('/v1/journal/closings/export', { period: 'month', lang: 'fr' }, 'clotures-z.csv'));
  });
});
